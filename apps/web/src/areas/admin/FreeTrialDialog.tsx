// 'Add free-trial days' (doc 1 §5, §6): days, a positive integer, default 1.
import { freeTrialSchema } from '@vendy/client/validation';
import { Button, Dialog, TextField } from '@vendy/ui-kit';
import { useYupForm } from '../../forms/useYupForm';
import { InlineError } from './InlineError';
import * as styles from './AdminPage.css';

export interface FreeTrialDialogProps {
  /** The group whose trial is extended; null closes the dialog. */
  group: { id: string; name: string } | null;
  onClose: () => void;
  /** Extends the trial; a rejection's message shows in the dialog, which stays open. */
  onSubmit: (groupId: string, days: number) => Promise<void>;
}

export function FreeTrialDialog({ group, onClose, onSubmit }: FreeTrialDialogProps) {
  return (
    <Dialog
      title="Add Free Trial Days"
      size="sm"
      isOpen={group !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      {group && <FreeTrialForm group={group} onClose={onClose} onSubmit={onSubmit} />}
    </Dialog>
  );
}

// Mounted only while the dialog is open, so every opening starts from the default of 1 day.
function FreeTrialForm({
  group,
  onClose,
  onSubmit,
}: {
  group: { id: string; name: string };
  onClose: () => void;
  onSubmit: FreeTrialDialogProps['onSubmit'];
}) {
  const form = useYupForm(freeTrialSchema, { days: '1' }, async ({ days }) => {
    await onSubmit(group.id, days);
    onClose();
  });
  const days = form.field('days');

  return (
    <form className={styles.dialogForm} noValidate onSubmit={(e) => void form.handleSubmit(e)}>
      <p className={styles.dialogText}>
        Add days to the free trial of the active plan of {group.name}.
      </p>
      <InlineError message={form.formError} />
      <TextField
        {...days}
        // Empty is null, which the schema reports as required (undefined would take its default).
        onChange={(value) => form.setValue('days', value.trim() === '' ? null : value)}
        label="Days"
        inputMode="numeric"
        isRequired
      />
      <div className={styles.dialogActions}>
        <Button variant="secondary" onPress={onClose} isDisabled={form.isSubmitting}>
          Cancel
        </Button>
        <Button type="submit" variant="primary" isPending={form.isSubmitting}>
          Add Days
        </Button>
      </div>
    </form>
  );
}
