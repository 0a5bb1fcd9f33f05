// The users table of /group: name, email and role chips; the current user carries a 'Me' chip and
// no actions. Owners get a menu on every other row to change the role or remove the member.
import { useState } from 'react';
import {
  AlertDialog,
  Chip,
  Menu,
  MenuItem,
  MenuSeparator,
  MoreVerticalIcon,
  Table,
  type TableColumn,
} from '@vendy/ui-kit';
import type { GroupRole, GroupUserFieldsFragment } from '@vendy/client/generated';
import { ErrorText } from './FormMessages';
import { roleLabel } from './roles';
import { errorMessage, type Loadable } from '../../lib/loadable';
import * as shared from './groups.css';
import * as styles from './GroupPage.css';

export interface GroupUsersSectionProps {
  groupName: string;
  users: Loadable<readonly GroupUserFieldsFragment[]>;
  currentUserId: string;
  isOwner: boolean;
  onChangeRole: (userId: string, role: GroupRole) => Promise<void>;
  onRemoveUser: (userId: string) => Promise<void>;
}

const fullName = (member: GroupUserFieldsFragment) =>
  `${member.user.firstName} ${member.user.lastName}`.trim() || member.user.email;

export function GroupUsersSection({
  groupName,
  users,
  currentUserId,
  isOwner,
  onChangeRole,
  onRemoveUser,
}: GroupUsersSectionProps) {
  const [actionError, setActionError] = useState<string | null>(null);
  // The member stays set while the dialog closes, so its text does not blank out mid-animation.
  const [removing, setRemoving] = useState<GroupUserFieldsFragment | null>(null);
  const [removeOpen, setRemoveOpen] = useState(false);

  const changeRole = async (member: GroupUserFieldsFragment, role: GroupRole) => {
    setActionError(null);
    try {
      await onChangeRole(member.userId, role);
    } catch (e) {
      setActionError(errorMessage(e));
    }
  };

  const columns: TableColumn<GroupUserFieldsFragment>[] = [
    {
      id: 'name',
      header: 'Name',
      isRowHeader: true,
      sortValue: fullName,
      cell: (member) => (
        <span className={styles.nameCell}>
          {fullName(member)}
          {member.userId === currentUserId && <Chip>Me</Chip>}
        </span>
      ),
    },
    { id: 'email', header: 'Email', sortValue: (m) => m.user.email, cell: (m) => m.user.email },
    {
      id: 'role',
      header: 'Role',
      sortValue: (m) => roleLabel(m.role),
      cell: (m) => <Chip>{roleLabel(m.role)}</Chip>,
    },
  ];
  if (isOwner) {
    columns.push({
      id: 'actions',
      header: 'Actions',
      align: 'end',
      cell: (member) =>
        member.userId === currentUserId ? null : (
          <Menu
            label={`Actions for ${fullName(member)}`}
            hideLabel
            icon={<MoreVerticalIcon />}
            disabledKeys={[`role-${member.role}`]}
          >
            <MenuItem id="role-OWNER" onAction={() => void changeRole(member, 'OWNER')}>
              {`Change role to ${roleLabel('OWNER')}`}
            </MenuItem>
            <MenuItem id="role-USER" onAction={() => void changeRole(member, 'USER')}>
              {`Change role to ${roleLabel('USER')}`}
            </MenuItem>
            <MenuSeparator />
            <MenuItem
              id="remove"
              tone="danger"
              onAction={() => {
                setActionError(null);
                setRemoving(member);
                setRemoveOpen(true);
              }}
            >
              Remove user
            </MenuItem>
          </Menu>
        ),
    });
  }

  return (
    <section className={shared.section} aria-labelledby="group-users-heading">
      <h2 id="group-users-heading" className={shared.sectionHeading}>
        Users
      </h2>
      <ErrorText message={actionError} />
      {users.status === 'error' ? (
        <ErrorText message={users.message} />
      ) : (
        <Table
          aria-labelledby="group-users-heading"
          columns={columns}
          rows={users.status === 'ready' ? users.data : []}
          isLoading={users.status === 'loading'}
          getRowId={(m) => m.id}
          emptyText="No users found"
        />
      )}
      <AlertDialog
        isOpen={removeOpen}
        onOpenChange={setRemoveOpen}
        title="Remove User"
        confirmLabel="Remove"
        onConfirm={() => (removing ? onRemoveUser(removing.userId) : undefined)}
      >
        {removing && `Do you really want to remove ${fullName(removing)} from ${groupName}?`}
      </AlertDialog>
    </section>
  );
}
