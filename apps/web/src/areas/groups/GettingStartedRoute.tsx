// Route module for /getting-started: creates the first group (it becomes the current one), reloads
// the session and moves on; the redirect rule then sends the user to connect a store.
import { useNavigate } from 'react-router-dom';
import { CreateGroupDocument } from '@vendy/client/generated';
import { request } from '../../lib/api';
import { routes } from '../../routes';
import { useSession } from '../../session';
import { GettingStartedPage } from './GettingStartedPage';

export function GettingStartedRoute() {
  const { currentUser, refresh } = useSession();
  const navigate = useNavigate();

  const onCreateGroup = async (name: string) => {
    await request(CreateGroupDocument, { name });
    await refresh();
    navigate(routes.dashboard(), { replace: true });
  };

  return (
    <GettingStartedPage firstName={currentUser.user?.firstName} onCreateGroup={onCreateGroup} />
  );
}
