// /groups (doc 1 §2): the user's groups as cards (choosing one makes it the current group), a link
// to the invitations they have received, and 'Create a New Group'.
import { useState } from 'react';
import { Button, Dialog, DialogTrigger, EmptyState, Link, PlusIcon } from '@vendy/ui-kit';
import type { GroupFieldsFragment } from '@vendy/client/generated';
import { routes } from '../../routes';
import { ErrorText } from './FormMessages';
import { GroupCard } from './GroupCard';
import { GroupNameForm } from './GroupNameForm';
import { errorMessage, type Loadable } from '../../lib/loadable';
import * as shared from './groups.css';
import * as styles from './GroupsPage.css';

export interface GroupsPageProps {
  groups: readonly GroupFieldsFragment[];
  currentGroupId: string | null;
  /** How many invitations the user has received and not answered yet. */
  pendingInvitationCount: Loadable<number>;
  /** Makes a group the current one; a rejected promise's message is shown above the cards. */
  onChooseGroup: (groupId: string) => Promise<void>;
  /** Creates a group; a rejected promise's message is shown in the dialog. */
  onCreateGroup: (name: string) => Promise<void>;
  /** The moment trial days are counted from (fixed in stories and tests). */
  now?: Date;
}

export function GroupsPage({
  groups,
  currentGroupId,
  pendingInvitationCount,
  onChooseGroup,
  onCreateGroup,
  now = new Date(),
}: GroupsPageProps) {
  const [switchingTo, setSwitchingTo] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const choose = async (groupId: string) => {
    setError(null);
    setSwitchingTo(groupId);
    try {
      await onChooseGroup(groupId);
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setSwitchingTo(null);
    }
  };

  return (
    <div className={shared.page}>
      <h1 className={shared.heading}>Groups</h1>
      <div className={styles.toolbar}>
        <PendingInvitationsLink count={pendingInvitationCount} />
        <DialogTrigger>
          <Button variant="primary" icon={<PlusIcon />}>
            Create a New Group
          </Button>
          <Dialog title="Create a New Group" size="sm">
            {(close) => (
              <GroupNameForm
                submitLabel="Create Group"
                onCancel={close}
                onSubmit={async (name) => {
                  await onCreateGroup(name);
                  close();
                }}
              />
            )}
          </Dialog>
        </DialogTrigger>
      </div>
      <ErrorText message={error} />
      {groups.length === 0 ? (
        <EmptyState
          title="You are not a member of any group yet."
          description="Create a group, or accept an invitation to join one."
        />
      ) : (
        <ul className={styles.grid} aria-label="Your groups">
          {groups.map((group) => (
            <li key={group.id}>
              <GroupCard
                group={group}
                isCurrent={group.id === currentGroupId}
                isSwitching={switchingTo === group.id}
                isDisabled={switchingTo !== null}
                now={now}
                onPress={() => void choose(group.id)}
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function PendingInvitationsLink({ count }: { count: Loadable<number> }) {
  if (count.status === 'loading')
    return <span className={shared.muted}>Checking invitations…</span>;
  if (count.status === 'error') return <span className={shared.muted}>{count.message}</span>;
  return <Link href={routes.pendingInvitations()}>{`${count.data} pending invitations`}</Link>;
}
