// The Shopify tab of the products screen, for the group's OWNER (doc 2 §2, §6): which store the
// group is connected to, and for admins without a store the development store form.
import { Card } from '@vendy/ui-kit';
import type { ShopifyStoreFieldsFragment } from '@vendy/client/generated';
import type { Loadable } from '../../lib/loadable';
import { DevStoreConnectForm, type DevStoreConnectValues } from '../store/DevStoreConnectForm';
import * as styles from './products.css';

export interface ShopifyTabProps {
  store: Loadable<ShopifyStoreFieldsFragment | null>;
  /** Admins may connect a development store with an Admin API token. */
  isAdmin: boolean;
  onDevConnect: (values: DevStoreConnectValues) => Promise<void>;
}

export function ShopifyTab({ store, isAdmin, onDevConnect }: ShopifyTabProps) {
  if (store.status === 'loading') {
    return (
      <p role="status" className={styles.muted}>
        Loading…
      </p>
    );
  }
  if (store.status === 'error') {
    return (
      <p role="alert" className={styles.alert}>
        {store.message}
      </p>
    );
  }
  const connected = store.data;
  return (
    <div className={styles.storeFacts}>
      <Card title="Shopify Store" headingLevel={2}>
        {connected ? (
          <p className={styles.factValue}>
            <span className={styles.factLabel}>Connected to:</span> {connected.storeName}
          </p>
        ) : (
          <p className={styles.factValue}>No store connected</p>
        )}
      </Card>
      {!connected && isAdmin && <DevStoreConnectForm onConnect={onDevConnect} />}
    </div>
  );
}
