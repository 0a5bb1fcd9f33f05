// Route module for /admin/dashboard: loads every user with their groups.
import { GetUsersDocument } from '@vendy/client/generated';
import { request } from '../../app/api';
import { AdminUsersPage } from './AdminUsersPage';
import { useLoadable } from './loadable';

export function AdminUsersRoute() {
  const [users] = useLoadable(
    'users',
    async (signal) => (await request(GetUsersDocument, {}, { signal })).getUsers,
  );
  return <AdminUsersPage users={users} />;
}
