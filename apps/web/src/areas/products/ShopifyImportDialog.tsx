// The store import (doc 2 §2): the import screen of the products page ('Shopify Product
// Collections' and 'Shopify Products' tabs) and the import picker dialog other screens open
// ('Products' and 'Collections' tabs). 'Import from Shopify' stays disabled until something is
// picked; while it runs: 'Importing... This may take a minute.'
import { useState } from 'react';
import { Button, Dialog, ErrorIcon, ProgressBar } from '@vendy/ui-kit';
import type { Loadable } from '../../lib/loadable';
import {
  MESSAGES,
  type ImportedIds,
  type Selection,
  type ShopifyCatalogue,
} from './catalogueImport';
import { ImportPicker } from './ImportPicker';
import * as styles from './products.css';

export interface ShopifyImportDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** What the store has (fetched when the dialog opens; this can take minutes). */
  catalogue: Loadable<ShopifyCatalogue>;
  /** What the group has imported already. */
  imported: Loadable<ImportedIds>;
  onRetry: () => void;
  /** Imports the picked items; a rejection's message shows in the dialog, which stays open. */
  onImport: (selection: Selection) => Promise<void>;
  /** 'screen': the products page's import screen; 'picker': the dialog other screens open. */
  variant?: 'screen' | 'picker';
}

const NOTHING: Selection = { products: new Set(), collections: new Set() };

const VARIANTS = {
  screen: {
    title: 'Import from Shopify',
    labels: { collections: 'Shopify Product Collections', products: 'Shopify Products' },
    order: 'collections-first',
    size: 'fullscreen',
  },
  picker: {
    title: 'Import Products',
    labels: { collections: 'Collections', products: 'Products' },
    order: 'products-first',
    size: 'lg',
  },
} as const;

function Body({
  catalogue,
  imported,
  onRetry,
  onImport,
  variant,
  close,
}: Omit<ShopifyImportDialogProps, 'isOpen' | 'onOpenChange'> & {
  variant: 'screen' | 'picker';
  close: () => void;
}) {
  const config = VARIANTS[variant];
  const [selection, setSelection] = useState<Selection>(NOTHING);
  const [isImporting, setImporting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const picked = selection.products.size + selection.collections.size;

  const failure =
    catalogue.status === 'error' ? catalogue : imported.status === 'error' ? imported : null;
  if (failure) {
    return (
      <div className={styles.progress}>
        <p role="alert" className={styles.alert}>
          <ErrorIcon />
          <span>{failure.message}</span>
        </p>
        <div className={styles.actions}>
          <Button variant="secondary" onPress={onRetry}>
            Try Again
          </Button>
        </div>
      </div>
    );
  }
  if (catalogue.status !== 'ready' || imported.status !== 'ready') {
    return (
      <div className={styles.progress}>
        <p role="status" className={styles.muted}>
          {MESSAGES.fetching}
        </p>
        <ProgressBar aria-label="Fetching from Shopify" isIndeterminate />
      </div>
    );
  }

  const start = async () => {
    setError(null);
    setImporting(true);
    try {
      await onImport(selection);
      setSelection(NOTHING);
      close();
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setImporting(false);
    }
  };

  return (
    <div className={styles.detail}>
      <div className={styles.toolbar}>
        <p className={styles.muted} aria-live="polite">
          {picked === 0 ? 'Nothing selected' : `${picked} selected`}
        </p>
        <Button
          variant="primary"
          isDisabled={picked === 0}
          isPending={isImporting}
          onPress={() => void start()}
        >
          Import from Shopify
        </Button>
      </div>
      {isImporting && (
        <div className={styles.progress}>
          <p role="status" className={styles.muted}>
            {MESSAGES.importing}
          </p>
          <ProgressBar aria-label="Importing" isIndeterminate />
        </div>
      )}
      {error && (
        <p role="alert" className={styles.alert}>
          <ErrorIcon />
          <span>{error}</span>
        </p>
      )}
      <ImportPicker
        products={catalogue.data.products}
        collections={catalogue.data.collections}
        imported={imported.data}
        selection={selection}
        onSelectionChange={setSelection}
        labels={config.labels}
        order={config.order}
        isDisabled={isImporting}
      />
    </div>
  );
}

export function ShopifyImportDialog({
  isOpen,
  onOpenChange,
  variant = 'screen',
  ...body
}: ShopifyImportDialogProps) {
  const config = VARIANTS[variant];
  return (
    <Dialog title={config.title} size={config.size} isOpen={isOpen} onOpenChange={onOpenChange}>
      {(close) => <Body {...body} variant={variant} close={close} />}
    </Dialog>
  );
}

/** The import picker dialog ('Products' and 'Collections' tabs) for other screens. */
export function ImportPickerDialog(props: Omit<ShopifyImportDialogProps, 'variant'>) {
  return <ShopifyImportDialog {...props} variant="picker" />;
}
