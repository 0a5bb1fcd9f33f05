// Route module for /groups: the groups come from the session; choosing one calls setCurrentGroup,
// reloads the session and opens the dashboard.
import { useNavigate } from 'react-router-dom';
import {
  CreateGroupDocument,
  GetUsersPendingGroupInvitationsDocument,
  SetCurrentGroupDocument,
} from '@vendy/client/generated';
import { request } from '../../lib/api';
import { routes } from '../../routes';
import { useSession } from '../../session';
import { GroupsPage } from './GroupsPage';
import { useRemote } from '../../lib/useRemote';

const loadPendingCount = async () =>
  (await request(GetUsersPendingGroupInvitationsDocument)).getUsersPendingGroupInvitations.length;

export function GroupsRoute() {
  const { currentUser, refresh } = useSession();
  const navigate = useNavigate();
  const pending = useRemote('pending-invitations', loadPendingCount);

  const onChooseGroup = async (groupId: string) => {
    await request(SetCurrentGroupDocument, { groupId });
    await refresh();
    navigate(routes.dashboard());
  };

  // The new group becomes the current one (createGroup), so the user carries on from there.
  const onCreateGroup = async (name: string) => {
    await request(CreateGroupDocument, { name });
    await refresh();
    navigate(routes.dashboard());
  };

  return (
    <GroupsPage
      groups={currentUser.groups}
      currentGroupId={currentUser.currentGroup?.id ?? null}
      pendingInvitationCount={pending.state}
      onChooseGroup={onChooseGroup}
      onCreateGroup={onCreateGroup}
    />
  );
}
