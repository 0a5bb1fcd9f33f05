// Deleting the group (doc 1 §4-§6, owners only): the owner types the group's name to confirm;
// after the deletion the page says so and moves on to /groups after 3 seconds.
import { useEffect, useState } from 'react';
import { Button, Dialog, DialogTrigger, TextField } from '@vendy/ui-kit';
import { DELETE_REDIRECT_MS } from '@vendy/client/domain';
import { deleteGroupSchema } from '@vendy/client/validation';
import { useYupForm } from '../../forms/useYupForm';
import { ErrorText, StatusText } from './FormMessages';
import * as shared from './groups.css';
import * as styles from './GroupPage.css';

export const GROUP_DELETED = 'Group deleted. Taking you to your groups…';

export interface DeleteGroupSectionProps {
  groupName: string;
  /** Deletes the group; a rejected promise's message is shown in the dialog, which stays open. */
  onDelete: (groupName: string) => Promise<void>;
  /** Called DELETE_REDIRECT_MS after a successful deletion. */
  onDeleted: () => void;
}

export function DeleteGroupSection({ groupName, onDelete, onDeleted }: DeleteGroupSectionProps) {
  const [deleted, setDeleted] = useState(false);

  useEffect(() => {
    if (!deleted) return;
    const timer = setTimeout(onDeleted, DELETE_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [deleted, onDeleted]);

  return (
    <div className={styles.danger}>
      <div>
        <h3 className={shared.subHeading}>Delete Group</h3>
        <p className={shared.muted}>
          Deletes the group with its store connection, assets, layouts and plan. This cannot be
          undone.
        </p>
      </div>
      {deleted ? (
        <StatusText message={GROUP_DELETED} />
      ) : (
        <DialogTrigger>
          <Button variant="danger">Delete Group</Button>
          <Dialog title="Delete Group" size="sm" isDismissable={false}>
            {(close) => (
              <DeleteGroupForm
                groupName={groupName}
                onCancel={close}
                onDelete={async (typed) => {
                  await onDelete(typed);
                  close();
                  setDeleted(true);
                }}
              />
            )}
          </Dialog>
        </DialogTrigger>
      )}
    </div>
  );
}

interface DeleteGroupFormProps {
  groupName: string;
  onDelete: (groupName: string) => Promise<void>;
  onCancel: () => void;
}

function DeleteGroupForm({ groupName, onDelete, onCancel }: DeleteGroupFormProps) {
  const form = useYupForm(deleteGroupSchema(groupName), { groupName: '' }, (values) =>
    onDelete(values.groupName ?? ''),
  );
  return (
    <form className={shared.form} noValidate onSubmit={(e) => void form.handleSubmit(e)}>
      <p className={shared.text}>
        Do you really want to delete <strong>{groupName}</strong>? Type the group name to confirm.
      </p>
      <ErrorText message={form.formError} />
      <TextField label="Group Name" isRequired {...form.field('groupName')} />
      <div className={shared.actions}>
        <Button variant="secondary" onPress={onCancel} isDisabled={form.isSubmitting}>
          Cancel
        </Button>
        <Button type="submit" variant="danger" isPending={form.isSubmitting}>
          Delete
        </Button>
      </div>
    </form>
  );
}
