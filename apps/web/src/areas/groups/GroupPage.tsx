// /group (doc 1 §2): the current group's name and plan, its users and pending invitations, and
// its settings (handle; deleting the group). Owner-only controls are hidden from USER members.
import type {
  GroupFieldsFragment,
  GroupInvitationFieldsFragment,
  GroupRole,
  GroupUserFieldsFragment,
} from '@vendy/client/generated';
import { DeleteGroupSection } from './DeleteGroupSection';
import { GroupHandleForm } from './GroupHandleForm';
import { GroupInvitationsSection } from './GroupInvitationsSection';
import { GroupSummary } from './GroupSummary';
import { GroupUsersSection } from './GroupUsersSection';
import type { InviteValues } from './InviteForm';
import type { Loadable } from '../../lib/loadable';
import * as shared from './groups.css';

/** What the page can do. Each call rejects with the message the page shows where it happened. */
export interface GroupActions {
  onRename: (name: string) => Promise<void>;
  onChangeRole: (userId: string, role: GroupRole) => Promise<void>;
  onRemoveUser: (userId: string) => Promise<void>;
  onInvite: (values: InviteValues) => Promise<void>;
  onRescind: (inviteId: string) => Promise<void>;
  onSaveHandle: (handle: string) => Promise<void>;
  onDeleteGroup: (groupName: string) => Promise<void>;
  /** Called DELETE_REDIRECT_MS after the group was deleted. */
  onDeleted: () => void;
}

export interface GroupPageProps extends GroupActions {
  group: GroupFieldsFragment;
  currentUserId: string;
  users: Loadable<readonly GroupUserFieldsFragment[]>;
  invitations: Loadable<readonly GroupInvitationFieldsFragment[]>;
  /** The moment trial days are counted from (fixed in stories and tests). */
  now?: Date;
}

export function GroupPage({
  group,
  currentUserId,
  users,
  invitations,
  now = new Date(),
  ...actions
}: GroupPageProps) {
  const isOwner = group.viewerRole === 'OWNER';
  return (
    <div className={shared.page}>
      <GroupSummary group={group} isOwner={isOwner} now={now} onRename={actions.onRename} />
      <GroupUsersSection
        groupName={group.name}
        users={users}
        currentUserId={currentUserId}
        isOwner={isOwner}
        onChangeRole={actions.onChangeRole}
        onRemoveUser={actions.onRemoveUser}
      />
      <GroupInvitationsSection
        invitations={invitations}
        isOwner={isOwner}
        onInvite={actions.onInvite}
        onRescind={actions.onRescind}
      />
      {/* The handle and deleting the group are both owner-only settings. */}
      {isOwner && (
        <section className={shared.section} aria-labelledby="group-settings-heading">
          <h2 id="group-settings-heading" className={shared.sectionHeading}>
            Settings
          </h2>
          <GroupHandleForm handle={group.handle} onSave={actions.onSaveHandle} />
          <DeleteGroupSection
            groupName={group.name}
            onDelete={actions.onDeleteGroup}
            onDeleted={actions.onDeleted}
          />
        </section>
      )}
    </div>
  );
}
