// /admin/dashboard 'Users' (doc 1 §2): every account, searchable by email, each row expanding to
// the user's groups and roles.
import { useMemo, useState } from 'react';
import { formatDate, DEFAULT_PAGE_SIZES, PAGE_SIZE_OPTIONS } from '@vendy/client/domain';
import type { AdminUserFieldsFragment } from '@vendy/client/generated';
import { Chip, SearchField, Table, type TableColumn } from '@vendy/ui-kit';
import { fullName, matchesQuery, roleLabel } from './format';
import { InlineError } from './InlineError';
import { rowsOf, type Loadable } from '../../lib/loadable';
import * as styles from './AdminPage.css';

export type AdminUser = AdminUserFieldsFragment;

export interface AdminUsersPageProps {
  users: Loadable<readonly AdminUser[]>;
}

const columns: TableColumn<AdminUser>[] = [
  {
    id: 'name',
    header: 'Name',
    cell: (row) => fullName(row.user),
    sortValue: (row) => fullName(row.user),
  },
  {
    id: 'email',
    header: 'Email',
    isRowHeader: true,
    cell: (row) => row.user.email,
    sortValue: (row) => row.user.email,
  },
  {
    id: 'admin',
    header: 'Admin',
    cell: (row) => (row.isAdmin ? <Chip>admin</Chip> : null),
    sortValue: (row) => (row.isAdmin ? 0 : 1),
  },
  {
    id: 'created',
    header: 'Created',
    cell: (row) => formatDate(row.user.createdAt),
    sortValue: (row) => new Date(row.user.createdAt),
  },
  {
    id: 'groups',
    header: 'Groups',
    align: 'end',
    cell: (row) => row.memberships.length,
    sortValue: (row) => row.memberships.length,
  },
];

function UserGroups({ user }: { user: AdminUser }) {
  if (user.memberships.length === 0)
    return <p className={styles.muted}>Not a member of any group.</p>;
  return (
    <div>
      <p className={styles.detailHeading}>Groups</p>
      <ul className={styles.detailList}>
        {user.memberships.map((m) => (
          <li key={m.id}>
            {m.group.name} <span className={styles.muted}>({roleLabel(m.role)})</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function AdminUsersPage({ users }: AdminUsersPageProps) {
  const [query, setQuery] = useState('');
  const all = rowsOf(users);
  const rows = useMemo(
    () => all.filter((row) => matchesQuery(query, row.user.email)),
    [all, query],
  );

  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>Users</h1>
      <div className={styles.toolbar}>
        <SearchField
          aria-label="Search Email"
          placeholder="Search Email"
          value={query}
          onChange={setQuery}
          className={styles.search}
        />
      </div>
      {users.status === 'error' && <InlineError message={users.message} />}
      <Table
        aria-label="Users"
        columns={columns}
        rows={rows}
        getRowId={(row) => row.user.id}
        emptyText="No users found"
        isLoading={users.status === 'loading'}
        defaultSort={{ column: 'email' }}
        defaultPageSize={DEFAULT_PAGE_SIZES.adminTable}
        pageSizeOptions={PAGE_SIZE_OPTIONS}
        pageResetKey={query}
        renderDetail={(row) => <UserGroups user={row} />}
        detailLabel={(row) => `Groups of ${row.user.email}`}
      />
    </div>
  );
}
