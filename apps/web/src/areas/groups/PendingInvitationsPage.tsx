// /pending-invitations (doc 1 §2): a signed-in user answers the invitations they have received;
// a visitor who is not signed in gets Log In and Sign Up buttons that bring them back here.
import { EmptyState, Link, LinkButton } from '@vendy/ui-kit';
import type { GroupInvitationFieldsFragment } from '@vendy/client/generated';
import { routes } from '../../routes';
import { ErrorText } from './FormMessages';
import { InvitationItem } from './InvitationItem';
import type { Loadable } from '../../lib/loadable';
import * as shared from './groups.css';
import * as styles from './PendingInvitationsPage.css';

export const NO_PENDING_INVITATIONS = 'You have no pending invitations.';

export interface SignedOutProps {
  signedIn: false;
  /** Remembers this page so that signing in or up comes back to it. */
  onRememberReturn: () => void;
}

export interface SignedInProps {
  signedIn: true;
  invitations: Loadable<readonly GroupInvitationFieldsFragment[]>;
  /** Each rejects with the message to show next to the invitation. */
  onAccept: (inviteId: string) => Promise<void>;
  onDecline: (inviteId: string) => Promise<void>;
}

export type PendingInvitationsPageProps = SignedOutProps | SignedInProps;

export function PendingInvitationsPage(props: PendingInvitationsPageProps) {
  return (
    <div className={styles.page}>
      <h1 className={shared.heading}>Pending Invitations</h1>
      {props.signedIn ? (
        <Invitations {...props} />
      ) : (
        <SignInPrompt onRememberReturn={props.onRememberReturn} />
      )}
    </div>
  );
}

function SignInPrompt({ onRememberReturn }: { onRememberReturn: () => void }) {
  return (
    <>
      <p className={shared.text}>Log in or sign up to see the invitations you have received.</p>
      <div className={styles.buttons}>
        <LinkButton variant="primary" href={routes.login()} onPress={onRememberReturn}>
          Log In
        </LinkButton>
        <LinkButton variant="secondary" href={routes.signup()} onPress={onRememberReturn}>
          Sign Up
        </LinkButton>
      </div>
    </>
  );
}

function Invitations({ invitations, onAccept, onDecline }: SignedInProps) {
  if (invitations.status === 'loading') return <p className={shared.muted}>Loading invitations…</p>;
  if (invitations.status === 'error') return <ErrorText message={invitations.message} />;
  return (
    <>
      {invitations.data.length === 0 ? (
        <EmptyState title={NO_PENDING_INVITATIONS} />
      ) : (
        <ul className={styles.list} aria-label="Invitations">
          {invitations.data.map((invitation) => (
            <InvitationItem
              key={invitation.id}
              invitation={invitation}
              onAccept={onAccept}
              onDecline={onDecline}
            />
          ))}
        </ul>
      )}
      <Link href={routes.groups()}>Go to your groups</Link>
    </>
  );
}
