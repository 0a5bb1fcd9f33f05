// The pending invitations table of /group. Owners invite with the 'New' button and rescind an
// invitation after confirming.
import { useState } from 'react';
import {
  AlertDialog,
  Button,
  Chip,
  Dialog,
  DialogTrigger,
  PlusIcon,
  Table,
  type TableColumn,
} from '@vendy/ui-kit';
import type { GroupInvitationFieldsFragment } from '@vendy/client/generated';
import { formatDate } from '@vendy/client/domain';
import { ErrorText } from './FormMessages';
import { InviteForm, type InviteValues } from './InviteForm';
import { roleLabel } from './roles';
import type { Loadable } from '../../lib/loadable';
import * as shared from './groups.css';

export interface GroupInvitationsSectionProps {
  invitations: Loadable<readonly GroupInvitationFieldsFragment[]>;
  isOwner: boolean;
  onInvite: (values: InviteValues) => Promise<void>;
  onRescind: (inviteId: string) => Promise<void>;
}

export function GroupInvitationsSection({
  invitations,
  isOwner,
  onInvite,
  onRescind,
}: GroupInvitationsSectionProps) {
  // The invitation stays set while the dialog closes, so its text does not blank out mid-animation.
  const [rescinding, setRescinding] = useState<GroupInvitationFieldsFragment | null>(null);
  const [rescindOpen, setRescindOpen] = useState(false);

  const columns: TableColumn<GroupInvitationFieldsFragment>[] = [
    {
      id: 'email',
      header: 'Email',
      isRowHeader: true,
      sortValue: (i) => i.email,
      cell: (i) => i.email,
    },
    {
      id: 'role',
      header: 'Role',
      sortValue: (i) => roleLabel(i.role),
      cell: (i) => <Chip>{roleLabel(i.role)}</Chip>,
    },
    {
      id: 'invited',
      header: 'Invited',
      sortValue: (i) => i.createdAt,
      cell: (i) => formatDate(i.createdAt),
    },
  ];
  if (isOwner) {
    columns.push({
      id: 'actions',
      header: 'Actions',
      align: 'end',
      cell: (invitation) => (
        <Button
          variant="secondary"
          size="sm"
          aria-label={`Rescind invitation for ${invitation.email}`}
          onPress={() => {
            setRescinding(invitation);
            setRescindOpen(true);
          }}
        >
          Rescind
        </Button>
      ),
    });
  }

  return (
    <section className={shared.section} aria-labelledby="group-invitations-heading">
      <div className={shared.sectionHeader}>
        <h2 id="group-invitations-heading" className={shared.sectionHeading}>
          Pending Invitations
        </h2>
        {isOwner && (
          <DialogTrigger>
            <Button variant="primary" icon={<PlusIcon />} aria-label="New invitation">
              New
            </Button>
            <Dialog title="Invite a User" size="sm">
              {(close) => (
                <InviteForm
                  onCancel={close}
                  onInvite={async (values) => {
                    await onInvite(values);
                    close();
                  }}
                />
              )}
            </Dialog>
          </DialogTrigger>
        )}
      </div>
      {invitations.status === 'error' ? (
        <ErrorText message={invitations.message} />
      ) : (
        <Table
          aria-labelledby="group-invitations-heading"
          columns={columns}
          rows={invitations.status === 'ready' ? invitations.data : []}
          isLoading={invitations.status === 'loading'}
          getRowId={(i) => i.id}
          emptyText="No invitations found"
        />
      )}
      <AlertDialog
        isOpen={rescindOpen}
        onOpenChange={setRescindOpen}
        title="Rescind Invitation"
        confirmLabel="Rescind"
        onConfirm={() => (rescinding ? onRescind(rescinding.id) : undefined)}
      >
        {rescinding && `Do you really want to rescind the invitation for ${rescinding.email}?`}
      </AlertDialog>
    </section>
  );
}
