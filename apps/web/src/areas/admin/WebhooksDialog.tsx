// 'Set store webhooks' (doc 1 §6, §7): registers the group's store webhooks again and shows the ids
// of the four registrations.
import { useState } from 'react';
import type { AdminResetGroupWebhooksMutation } from '@vendy/client/generated';
import { Button, Dialog } from '@vendy/ui-kit';
import { InlineError } from './InlineError';
import { errorMessage } from '../../lib/loadable';
import * as styles from './AdminPage.css';

export type WebhookIds = AdminResetGroupWebhooksMutation['adminResetGroupWebhooks'];

const WEBHOOK_LABELS: ReadonlyArray<[keyof WebhookIds, string]> = [
  ['ordersCreate', 'Order create'],
  ['appUninstalled', 'App uninstalled'],
  ['cartsCreate', 'Cart create'],
  ['cartsUpdate', 'Cart update'],
];

export interface WebhooksDialogProps {
  /** The group whose webhooks are set; null closes the dialog. */
  group: { id: string; name: string; storeName: string | null } | null;
  onClose: () => void;
  onReset: (groupId: string) => Promise<WebhookIds>;
}

export function WebhooksDialog({ group, onClose, onReset }: WebhooksDialogProps) {
  return (
    <Dialog
      title="Set Store Webhooks"
      size="sm"
      isOpen={group !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      {group && <WebhooksContent group={group} onClose={onClose} onReset={onReset} />}
    </Dialog>
  );
}

function WebhooksContent({
  group,
  onClose,
  onReset,
}: Required<Pick<WebhooksDialogProps, 'onClose' | 'onReset'>> & {
  group: NonNullable<WebhooksDialogProps['group']>;
}) {
  const [isPending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [ids, setIds] = useState<WebhookIds | null>(null);

  const reset = async () => {
    setError(null);
    setPending(true);
    try {
      setIds(await onReset(group.id));
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setPending(false);
    }
  };

  return (
    <div className={styles.dialogForm}>
      {ids ? (
        <>
          <p role="status" className={styles.dialogText}>
            Webhooks set for {group.name}.
          </p>
          <dl className={styles.facts}>
            {WEBHOOK_LABELS.map(([key, label]) => (
              <div key={key} className={styles.factRow}>
                <dt className={styles.factLabel}>{label}</dt>
                <dd className={`${styles.factValue} ${styles.mono}`}>{ids[key]}</dd>
              </div>
            ))}
          </dl>
        </>
      ) : (
        <p className={styles.dialogText}>
          Registers the order, app-uninstall and cart webhooks of{' '}
          {group.storeName ? `${group.storeName} (${group.name})` : `the store of ${group.name}`}{' '}
          again, replacing the current ones.
        </p>
      )}
      <InlineError message={error} />
      <div className={styles.dialogActions}>
        {!ids && (
          <Button variant="secondary" onPress={onClose} isDisabled={isPending}>
            Cancel
          </Button>
        )}
        {/* One button that turns from 'Set Webhooks' into 'Done', so keyboard focus stays on it. */}
        <Button variant="primary" onPress={ids ? onClose : reset} isPending={isPending}>
          {ids ? 'Done' : 'Set Webhooks'}
        </Button>
      </div>
    </div>
  );
}
