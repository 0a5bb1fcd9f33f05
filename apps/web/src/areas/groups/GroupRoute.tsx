// Route module for /group: the group comes from the session, its users and pending invitations
// are loaded here; every change reloads what it affects.
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  ChangeGroupUserRoleDocument,
  GetGroupsPendingInvitationsDocument,
  GetUsersInGroupDocument,
  InviteUserToGroupDocument,
  OwnerDeleteGroupDocument,
  RemoveUserFromGroupDocument,
  RescindGroupInvitationDocument,
  UpdateGroupDocument,
  UpsertGroupHandleDocument,
  type GroupRole,
} from '@vendy/client/generated';
import { request } from '../../lib/api';
import { routes } from '../../routes';
import { useSession } from '../../session';
import type { InviteValues } from './InviteForm';
import { GroupPage } from './GroupPage';
import { useRemote } from '../../lib/useRemote';

const loadUsers = async () => (await request(GetUsersInGroupDocument)).getUsersInGroup;
const loadInvitations = async () =>
  (await request(GetGroupsPendingInvitationsDocument)).getGroupsPendingInvitations;

export function GroupRoute() {
  const { currentUser, refresh } = useSession();
  const navigate = useNavigate();
  const users = useRemote('users', loadUsers);
  const invitations = useRemote('invitations', loadInvitations);

  // After a change that succeeded, a failed session reload only leaves the old values on screen
  // until the next load; it must not present the change itself as failed.
  const refreshAfterChange = useCallback(() => refresh().catch(() => undefined), [refresh]);

  const onDeleted = useCallback(() => {
    // Leave first: with the group gone, the reloaded session has no current group and the
    // redirect rule would otherwise move the user on before /groups.
    navigate(routes.groups(), { replace: true });
    void refreshAfterChange();
  }, [navigate, refreshAfterChange]);

  const group = currentUser.currentGroup;
  // The redirect rule sends users without a current group to /groups before this renders.
  if (!group || !currentUser.user) return null;

  return (
    <GroupPage
      group={group}
      currentUserId={currentUser.user.id}
      users={users.state}
      invitations={invitations.state}
      onRename={async (name: string) => {
        await request(UpdateGroupDocument, { name });
        await refreshAfterChange();
      }}
      onChangeRole={async (userId: string, role: GroupRole) => {
        await request(ChangeGroupUserRoleDocument, { userId, role });
        await users.reload();
      }}
      onRemoveUser={async (userId: string) => {
        await request(RemoveUserFromGroupDocument, { userId });
        await users.reload();
      }}
      onInvite={async ({ email, role }: InviteValues) => {
        await request(InviteUserToGroupDocument, { email, role });
        await invitations.reload();
      }}
      onRescind={async (inviteId: string) => {
        await request(RescindGroupInvitationDocument, { inviteId });
        await invitations.reload();
      }}
      onSaveHandle={async (handle: string) => {
        await request(UpsertGroupHandleDocument, { handle });
        await refreshAfterChange();
      }}
      onDeleteGroup={async (groupName: string) => {
        await request(OwnerDeleteGroupDocument, { groupName });
      }}
      onDeleted={onDeleted}
    />
  );
}
