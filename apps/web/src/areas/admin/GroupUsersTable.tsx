// The members of a group on /admin/groups/{id}: the admin changes any member's role (owner / user,
// lower-case) or removes them from the group after a confirmation (doc 1 §6).
import { useState } from 'react';
import { DEFAULT_PAGE_SIZES, PAGE_SIZE_OPTIONS } from '@vendy/client/domain';
import type { GroupRole, GroupUserFieldsFragment } from '@vendy/client/generated';
import {
  AlertDialog,
  Button,
  Select,
  Table,
  TrashIcon,
  visuallyHidden,
  type TableColumn,
} from '@vendy/ui-kit';
import { ROLE_OPTIONS, fullName } from './format';
import { InlineError } from './InlineError';
import { errorMessage } from '../../lib/loadable';
import * as styles from './AdminPage.css';

export type GroupMember = GroupUserFieldsFragment;

export interface GroupUsersTableProps {
  groupName: string;
  users: readonly GroupMember[];
  /** Rejects with the message to show ('Unable to change role.' when the server gives none). */
  onChangeRole: (userId: string, role: GroupRole) => Promise<void>;
  onRemoveUser: (userId: string) => Promise<void>;
}

export function GroupUsersTable({
  groupName,
  users,
  onChangeRole,
  onRemoveUser,
}: GroupUsersTableProps) {
  const [pendingUserId, setPendingUserId] = useState<string | null>(null);
  const [roleError, setRoleError] = useState<string | null>(null);
  const [removing, setRemoving] = useState<GroupMember | null>(null);

  const changeRole = async (member: GroupMember, role: GroupRole | null) => {
    if (!role || role === member.role) return;
    setRoleError(null);
    setPendingUserId(member.userId);
    try {
      await onChangeRole(member.userId, role);
    } catch (e) {
      setRoleError(errorMessage(e));
    } finally {
      setPendingUserId(null);
    }
  };

  const columns: TableColumn<GroupMember>[] = [
    {
      id: 'name',
      header: 'Name',
      cell: (m) => fullName(m.user),
      sortValue: (m) => fullName(m.user),
    },
    {
      id: 'email',
      header: 'Email',
      isRowHeader: true,
      cell: (m) => m.user.email,
      sortValue: (m) => m.user.email,
    },
    {
      id: 'role',
      header: 'Role',
      cell: (m) => (
        <Select
          label={<span className={visuallyHidden}>Role of {m.user.email}</span>}
          options={ROLE_OPTIONS}
          value={m.role}
          onChange={(role) => void changeRole(m, role)}
          isDisabled={pendingUserId !== null}
          className={styles.roleSelect}
        />
      ),
      sortValue: (m) => m.role,
    },
    {
      id: 'actions',
      header: 'Actions',
      align: 'end',
      cell: (m) => (
        <Button
          variant="ghost"
          size="sm"
          icon={<TrashIcon />}
          aria-label={`Remove ${m.user.email}`}
          onPress={() => setRemoving(m)}
        />
      ),
    },
  ];

  return (
    <section className={styles.section} aria-labelledby="group-users-heading">
      <h2 id="group-users-heading" className={styles.subheading}>
        Users
      </h2>
      <InlineError message={roleError} />
      <Table
        aria-labelledby="group-users-heading"
        columns={columns}
        rows={users}
        getRowId={(m) => m.id}
        emptyText="No users found"
        defaultSort={{ column: 'email' }}
        defaultPageSize={DEFAULT_PAGE_SIZES.adminTable}
        pageSizeOptions={PAGE_SIZE_OPTIONS}
      />
      <AlertDialog
        title="Remove User"
        confirmLabel="Remove"
        isOpen={removing !== null}
        onOpenChange={(open) => {
          if (!open) setRemoving(null);
        }}
        onConfirm={() => (removing ? onRemoveUser(removing.userId) : undefined)}
        getErrorMessage={errorMessage}
      >
        {removing
          ? `Do you really want to remove ${fullName(removing.user)} (${removing.user.email}) from ${groupName}?`
          : ''}
      </AlertDialog>
    </section>
  );
}
