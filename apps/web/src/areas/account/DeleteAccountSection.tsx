// Delete account (doc 1 §2, §4, §5): the user types 'permanently delete', the account is deleted,
// and after DELETE_REDIRECT_MS the app logs out.
import { useEffect, useRef, useState } from 'react';
import { Button, Dialog, DialogTrigger, TextField } from '@vendy/ui-kit';
import { DELETE_ACCOUNT_PHRASE, DELETE_REDIRECT_MS } from '@vendy/client/domain';
import { deleteAccountSchema } from '@vendy/client/validation';
import { useYupForm } from '../../forms/useYupForm';
import { SectionCard } from './SectionCard';
import * as page from './page.css';

export const ACCOUNT_DELETED = 'Your account has been deleted. Logging out…';

export interface DeleteAccountSectionProps {
  /** Deletes the account; a rejected promise's message is shown inside the dialog. */
  onDelete: () => Promise<void>;
  /** Called DELETE_REDIRECT_MS after the deletion succeeded. */
  onDeleted: () => void;
}

export function DeleteAccountSection({ onDelete, onDeleted }: DeleteAccountSectionProps) {
  const [deleted, setDeleted] = useState(false);
  // The latest callback, so that a re-render during the delay does not restart the timer.
  const onDeletedRef = useRef(onDeleted);
  useEffect(() => {
    onDeletedRef.current = onDeleted;
  });

  useEffect(() => {
    if (!deleted) return;
    const timer = setTimeout(() => onDeletedRef.current(), DELETE_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [deleted]);

  return (
    <SectionCard title="Delete Account">
      <p className={page.text}>
        Deleting your account removes your access to Vendy. This action cannot be undone.
      </p>
      <DialogTrigger>
        <Button variant="danger" className={page.submit}>
          Delete Account
        </Button>
        <Dialog title="Delete Account" size="sm" isDismissable={false} hideCloseButton={deleted}>
          {(close) =>
            deleted ? (
              <p role="status" className={page.text}>
                {ACCOUNT_DELETED}
              </p>
            ) : (
              <DeleteAccountForm
                onCancel={close}
                onConfirm={async () => {
                  await onDelete();
                  setDeleted(true);
                }}
              />
            )
          }
        </Dialog>
      </DialogTrigger>
    </SectionCard>
  );
}

function DeleteAccountForm({
  onConfirm,
  onCancel,
}: {
  onConfirm: () => Promise<void>;
  onCancel: () => void;
}) {
  const form = useYupForm(deleteAccountSchema, { confirmation: '' }, onConfirm);
  return (
    <form className={page.form} noValidate onSubmit={(e) => void form.handleSubmit(e)}>
      <p className={page.text}>
        Do you really want to delete your account? Type <strong>{DELETE_ACCOUNT_PHRASE}</strong> to
        confirm.
      </p>
      <TextField
        label="Confirmation"
        autoComplete="off"
        isRequired
        {...form.field('confirmation')}
      />
      {form.formError && (
        <p role="alert" className={page.alert}>
          {form.formError}
        </p>
      )}
      <div className={page.actions}>
        <Button variant="secondary" onPress={onCancel} isDisabled={form.isSubmitting}>
          Cancel
        </Button>
        <Button type="submit" variant="danger" isPending={form.isSubmitting}>
          Delete Account
        </Button>
      </div>
    </form>
  );
}
