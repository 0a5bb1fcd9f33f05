// The data behind the store import dialogs and Re-Sync All: what the store has (fetched when the
// dialog opens), what the group has imported, and the runs themselves. Other screens (e.g. a feed
// editor's 'Import Products') use it with ImportPickerDialog.
import { useCallback, useMemo, useRef, useState } from 'react';
import type { VendyRequest } from '@vendy/client/request';
import { toasts } from '@vendy/ui-kit';
import { errorMessage, type Loadable } from '../../lib/loadable';
import {
  browserImportDeps,
  fetchShopifyCatalogue,
  importCollections,
  importPlan,
  importProducts,
  loadImportedIds,
  MESSAGES,
  resyncAll,
  type ImportDeps,
  type ImportedIds,
  type Selection,
  type ShopifyCatalogue,
} from './catalogueImport';
import type { ResyncState } from './ResyncDialog';
import type { ShopifyImportDialogProps } from './ShopifyImportDialog';

export interface UseShopifyImportOptions {
  request: VendyRequest;
  /** Replaces the browser's network parts (tests). */
  deps?: ImportDeps;
  /** Runs after a successful import or re-sync, e.g. to reload the lists. */
  onChanged?: () => void;
}

export function useShopifyImport({ request, deps: given, onChanged }: UseShopifyImportOptions) {
  const deps = useMemo(() => given ?? browserImportDeps(request), [given, request]);
  const [isOpen, setOpen] = useState(false);
  const [catalogue, setCatalogue] = useState<Loadable<ShopifyCatalogue>>({ status: 'loading' });
  const [imported, setImported] = useState<Loadable<ImportedIds>>({ status: 'loading' });
  const [resync, setResync] = useState<ResyncState>({ status: 'idle' });
  const run = useRef(0);
  const onChangedRef = useRef(onChanged);
  onChangedRef.current = onChanged;

  const load = useCallback(
    (refetchCatalogue: boolean) => {
      const id = ++run.current;
      const current = () => id === run.current;
      setImported({ status: 'loading' });
      loadImportedIds(request).then(
        (data) => current() && setImported({ status: 'ready', data }),
        (e: unknown) => current() && setImported({ status: 'error', message: errorMessage(e) }),
      );
      if (!refetchCatalogue) return;
      setCatalogue({ status: 'loading' });
      fetchShopifyCatalogue(deps).then(
        (data) => current() && setCatalogue({ status: 'ready', data }),
        (e: unknown) => current() && setCatalogue({ status: 'error', message: errorMessage(e) }),
      );
    },
    [deps, request],
  );

  const open = useCallback(() => {
    setOpen(true);
    // The store's lists take long to fetch: fetched once per visit unless the last try failed.
    load(catalogue.status !== 'ready');
  }, [catalogue.status, load]);

  const onImport = useCallback(
    async (selection: Selection) => {
      if (catalogue.status !== 'ready' || imported.status !== 'ready') return;
      const plan = importPlan(catalogue.data, selection, imported.data);
      await importProducts(deps, plan.products);
      await importCollections(deps, plan.collections);
      toasts.success(MESSAGES.imported);
      onChangedRef.current?.();
    },
    [catalogue, imported, deps],
  );

  const startResync = useCallback(async () => {
    let last: Parameters<Parameters<typeof resyncAll>[2]>[0] = { phase: 'fetching' };
    setResync({ status: 'running', progress: last });
    try {
      const ids = await loadImportedIds(request);
      await resyncAll(deps, ids, (progress) => {
        last = progress;
        setResync(progress.phase === 'done' ? { status: 'done' } : { status: 'running', progress });
      });
      // The store's lists changed since they were fetched for the import dialog.
      setCatalogue({ status: 'loading' });
      onChangedRef.current?.();
    } catch (e) {
      setResync({ status: 'failed', progress: last, message: errorMessage(e) });
    }
  }, [deps, request]);

  const dialogProps: Omit<ShopifyImportDialogProps, 'variant'> = {
    isOpen,
    onOpenChange: setOpen,
    catalogue,
    imported,
    onRetry: () => load(catalogue.status !== 'ready'),
    onImport,
  };

  return {
    open,
    dialogProps,
    resync,
    startResync: () => void startResync(),
    closeResync: () => setResync({ status: 'idle' }),
  };
}
