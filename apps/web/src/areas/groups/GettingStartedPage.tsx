// /getting-started (doc 1 §2): a signed-in user without any group creates their first one, or
// goes to the invitations they have received.
import { Link } from '@vendy/ui-kit';
import { routes } from '../../routes';
import { GroupNameForm } from './GroupNameForm';
import * as shared from './groups.css';
import * as styles from './GettingStartedPage.css';

export interface GettingStartedPageProps {
  /** The user's first name, for the greeting. */
  firstName?: string | null;
  /** Creates the group; a rejected promise's message is shown in the form. */
  onCreateGroup: (name: string) => Promise<void>;
}

export function GettingStartedPage({ firstName, onCreateGroup }: GettingStartedPageProps) {
  return (
    <div className={styles.page}>
      <h1 className={shared.heading}>{firstName ? `Welcome, ${firstName}` : 'Welcome'}</h1>
      <section className={shared.section} aria-labelledby="first-group-heading">
        <h2 id="first-group-heading" className={shared.sectionHeading}>
          Create your first group
        </h2>
        <p className={shared.text}>
          A group is your team&apos;s workspace: its members share a store, videos, layouts and a
          plan.
        </p>
        <GroupNameForm submitLabel="Create Group" onSubmit={onCreateGroup} />
      </section>
      <div className={styles.invitations}>
        <p className={shared.muted}>Has someone invited you to their group?</p>
        <Link href={routes.pendingInvitations()}>View your pending invitations</Link>
      </div>
    </div>
  );
}
