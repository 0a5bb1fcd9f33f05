// The Accounts tab: 'Connections' (the connected platforms, each with only the end of its key and
// a way to disconnect) and 'Connect your Accounts' (a key form per platform). A key is typed here
// and sent to the server; the page never receives it back (doc 3 §2, §5).
import { useEffect, useRef, useState } from 'react';
import { aiKeySchema } from '@vendy/client/validation';
import { formatDate } from '@vendy/client/domain';
import { AlertDialog, Button, Card, EmptyState, PasswordField } from '@vendy/ui-kit';
import { FormError } from '../../components/FormError';
import { useYupForm } from '../../forms/useYupForm';
import type { Loadable } from '../../lib/loadable';
import { accountOf, PLATFORMS, type AIAccount, type AIAccountType } from './aiActions';
import * as styles from './ai.css';

export const NO_ACCOUNTS = 'No accounts connected';
const TYPES: readonly AIAccountType[] = ['SYNTHESIA', 'OPENAI'];

export interface AccountsTabProps {
  accounts: Loadable<readonly AIAccount[]>;
  /** Connects a platform or replaces its key; rejects with the message to show. */
  onSaveKey: (type: AIAccountType, key: string) => Promise<void>;
  /** Disconnects a platform; rejects with the message to show. */
  onDeleteKey: (type: AIAccountType) => Promise<void>;
}

/** The account as the server may describe its key: at most the last four characters. */
type AccountWithHint = AIAccount & { keyLastFour?: string | null };

/** What the page says about a stored key: that it exists, and its last four characters when known. */
export function keyHint(account: AccountWithHint): string {
  const lastFour = account.keyLastFour?.slice(-4);
  return lastFour ? `API key ending in ${lastFour}` : 'API key saved';
}

export function AccountsTab({ accounts, onSaveKey, onDeleteKey }: AccountsTabProps) {
  if (accounts.status === 'loading') {
    return (
      <p role="status" className={styles.muted}>
        Loading accounts…
      </p>
    );
  }
  if (accounts.status === 'error') return <FormError message={accounts.message} align="center" />;
  return (
    <>
      <Connections accounts={accounts.data} onDeleteKey={onDeleteKey} />
      <section className={styles.panel} aria-labelledby="ai-connect-heading">
        <h2 id="ai-connect-heading" className={styles.sectionHeading}>
          Connect your Accounts
        </h2>
        <p className={styles.muted}>
          Add the API key of each platform you use. Keys are stored securely and never shown again.
        </p>
        <div className={styles.cards}>
          {TYPES.map((type) => (
            <KeyCard
              key={type}
              type={type}
              isConnected={accountOf(accounts.data, type) !== null}
              onSaveKey={onSaveKey}
            />
          ))}
        </div>
      </section>
    </>
  );
}

function Connections({
  accounts,
  onDeleteKey,
}: {
  accounts: readonly AIAccount[];
  onDeleteKey: AccountsTabProps['onDeleteKey'];
}) {
  const [removing, setRemoving] = useState<AIAccount | null>(null);
  return (
    <section className={styles.panel} aria-labelledby="ai-connections-heading">
      <h2 id="ai-connections-heading" className={styles.sectionHeading}>
        Connections
      </h2>
      {accounts.length === 0 ? (
        <EmptyState
          headingLevel={3}
          title={NO_ACCOUNTS}
          description="Connect Synthesia to generate videos, and OpenAI to write product scripts."
        />
      ) : (
        <ul className={styles.connections} aria-labelledby="ai-connections-heading">
          {accounts.map((account) => (
            <li key={account.id} className={styles.connection}>
              <div className={styles.connectionText}>
                <span className={styles.strong}>{PLATFORMS[account.type].name}</span>
                <span className={styles.muted}>{PLATFORMS[account.type].purpose}</span>
                <span className={styles.keyHint}>{keyHint(account)}</span>
                <span className={styles.muted}>Connected {formatDate(account.createdAt)}</span>
              </div>
              <Button variant="secondary" onPress={() => setRemoving(account)}>
                {`Disconnect ${PLATFORMS[account.type].name}`}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <AlertDialog
        title="Disconnect Account"
        confirmLabel="Disconnect"
        isOpen={removing !== null}
        onOpenChange={(open) => {
          if (!open) setRemoving(null);
        }}
        onConfirm={() => (removing ? onDeleteKey(removing.type) : undefined)}
      >
        {removing &&
          `Do you really want to disconnect ${PLATFORMS[removing.type].name}? Its API key will be deleted.`}
      </AlertDialog>
    </section>
  );
}

function KeyCard({
  type,
  isConnected,
  onSaveKey,
}: {
  type: AIAccountType;
  isConnected: boolean;
  onSaveKey: AccountsTabProps['onSaveKey'];
}) {
  const { name, purpose } = PLATFORMS[type];
  // Once saved, the key leaves the field too (the page keeps no copy of it).
  const clear = useRef(() => {});
  const form = useYupForm(aiKeySchema, { key: '' }, async ({ key }) => {
    await onSaveKey(type, key);
    clear.current();
  });
  useEffect(() => {
    clear.current = () => form.setValue('key', '');
  });
  return (
    <Card title={name} headingLevel={3}>
      <form className={styles.form} noValidate onSubmit={(e) => void form.handleSubmit(e)}>
        <p className={styles.muted}>{purpose}</p>
        <FormError message={form.formError} />
        <PasswordField
          {...form.field('key')}
          label={`${name} API Key`}
          autoComplete="off"
          showLabel="Show API key"
          hideLabel="Hide API key"
          isRequired
        />
        <div className={styles.buttons}>
          <Button type="submit" variant="primary" isPending={form.isSubmitting}>
            {isConnected ? `Replace ${name} Key` : `Connect ${name}`}
          </Button>
        </div>
      </form>
    </Card>
  );
}
