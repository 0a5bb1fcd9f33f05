// Route module for /admin/dashboard: loads every user with their groups.
import { GetUsersDocument } from '@vendy/client/generated';
import { request } from '../../lib/api';
import { AdminUsersPage } from './AdminUsersPage';
import { useRemote } from '../../lib/useRemote';

export function AdminUsersRoute() {
  const { state: users } = useRemote(
    'users',
    async (signal) => (await request(GetUsersDocument, {}, { signal })).getUsers,
  );
  return <AdminUsersPage users={users} />;
}
