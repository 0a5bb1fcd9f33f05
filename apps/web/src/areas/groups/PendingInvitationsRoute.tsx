// Route module for /pending-invitations (semi-public). Accepting an invitation adds a group, so the
// session is reloaded; a signed-out visitor's way back here is stored for after signing in.
import {
  AcceptGroupInvitationDocument,
  DeclineGroupInvitationDocument,
  GetUsersPendingGroupInvitationsDocument,
} from '@vendy/client/generated';
import { request } from '../../lib/api';
import { routes } from '../../routes';
import { isSignedIn, storeRedirect, useSession } from '../../session';
import { PendingInvitationsPage } from './PendingInvitationsPage';
import { useRemote } from '../../lib/useRemote';

const loadInvitations = async () =>
  (await request(GetUsersPendingGroupInvitationsDocument)).getUsersPendingGroupInvitations;

export function PendingInvitationsRoute() {
  const { currentUser } = useSession();
  const rememberReturn = () => storeRedirect(routes.pendingInvitations());
  if (!isSignedIn(currentUser))
    return <PendingInvitationsPage signedIn={false} onRememberReturn={rememberReturn} />;
  return <SignedInPendingInvitations />;
}

function SignedInPendingInvitations() {
  const { refresh } = useSession();
  const { state } = useRemote('invitations', loadInvitations);

  const onAccept = async (inviteId: string) => {
    await request(AcceptGroupInvitationDocument, { inviteId });
    // The invitation is accepted whatever happens next: the session (now with the new group)
    // reloads in the background, and a failed reload only leaves the old session on screen
    // rather than turning this success into an error.
    void refresh().catch(() => undefined);
  };
  const onDecline = async (inviteId: string) => {
    await request(DeclineGroupInvitationDocument, { inviteId });
  };

  return (
    <PendingInvitationsPage
      signedIn
      invitations={state}
      onAccept={onAccept}
      onDecline={onDecline}
    />
  );
}
