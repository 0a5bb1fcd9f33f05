// Route module for /layouts (doc 3 §2): layouts need a paid plan, so a group without one sees the
// upgrade card. Otherwise the list loads (getWidgets) and `?layout={id}` (or `?layout=new`) opens
// the wizard on that layout; 'Customize' opens the timeline editor over it. A row's own 'Customize'
// opens the editor of a one-video layout straight from the list, and the wizard's Media step
// (`&step=media`, opened rather than collapsed) for a layout of several videos.
// `?layout=new&video=…&product=…&at=…` ('Make it shoppable') starts the new layout with that video
// and the product's timed banner (shoppablePrefill.ts).
import { useCallback, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { activePlan, isMultiMediaLayout, needsUpgrade } from '@vendy/client/domain';
import { toasts } from '@vendy/ui-kit';
import { request } from '../../lib/api';
import type { Loadable } from '../../lib/loadable';
import { useRemote } from '../../lib/useRemote';
import { useSession } from '../../session';
import { createLayoutActions } from './layoutActions';
import { isDraft, mediaItems, type Layout, type MediaItem } from './layoutModel';
import { LayoutsPage } from './LayoutsPage';
import { LayoutWizard, type WizardActions } from './LayoutWizard';
import { FormError } from '../../components/FormError';
import { UpgradeCard } from '../../components/UpgradeCard';
import { useMediaLibrary } from './useMediaLibrary';
import { LayoutEditorDialog } from './editor/LayoutEditorDialog';
import * as styles from './layouts.css';
import {
  loadProducts,
  placeProduct,
  prefillNote,
  readShoppableRequest,
  useShoppablePrefill,
  type ShoppableRequest,
} from './shoppablePrefill';

export const LAYOUT_PARAM = 'layout';
export const NEW_LAYOUT = 'new';
export const STEP_PARAM = 'step';
export const MEDIA_STEP = 'media';
const WIDGET_NOT_FOUND = 'Widget not found';

export const MESSAGES = {
  saved: 'Layout saved successfully.',
  finalized: 'Layout finalized successfully.',
} as const;

export interface LayoutsRouteProps {
  /** Hides adding, editing and deleting (doc 3 §2, §6). */
  readOnly?: boolean;
  /** The clipboard (tests pass their own). */
  writeText?: (text: string) => Promise<void>;
}

export function LayoutsRoute(props: LayoutsRouteProps) {
  const { currentUser } = useSession();
  const plan = activePlan(currentUser.currentGroup?.planHistory)?.plan;
  if (needsUpgrade({ plan, paidRequired: true }))
    return <UpgradeCard heading="Layouts" width="sm" />;
  // Keyed by group: switching groups loads that group's layouts afresh.
  return <Layouts key={currentUser.currentGroup?.id} {...props} />;
}

const host = () => window.location.origin;

function Layouts({ readOnly = false, writeText }: LayoutsRouteProps) {
  const [params, setParams] = useSearchParams();
  const editing = params.get(LAYOUT_PARAM);
  // Read once: saving the new layout replaces the address with the layout's own id.
  const [shoppable, setShoppable] = useState(() =>
    editing === NEW_LAYOUT ? readShoppableRequest(params) : null,
  );
  const server = useMemo(() => createLayoutActions(request), []);
  const {
    state: layouts,
    set: setLayouts,
    update: updateLayouts,
  } = useRemote('layouts', () => server.load());

  // After a save the wizard needs the fresh list (a failure reaches the form that saved).
  const reload = useCallback(async () => {
    const data = await server.load();
    setLayouts(data);
    return data;
  }, [server, setLayouts]);

  const open = useCallback(
    (id: string | null, replace = false) =>
      setParams(id ? { [LAYOUT_PARAM]: id } : {}, { replace }),
    [setParams],
  );

  const [customizing, setCustomizing] = useState<{ layout: Layout; item: MediaItem } | null>(null);
  const customize = (layout: Layout) => {
    const items = mediaItems(layout);
    if (items.length === 1 && items[0]) setCustomizing({ layout, item: items[0] });
    else setParams({ [LAYOUT_PARAM]: layout.id, [STEP_PARAM]: MEDIA_STEP });
  };

  if (editing && !readOnly) {
    return (
      <WizardRoute
        id={editing}
        layouts={layouts}
        server={server}
        reload={reload}
        shoppable={shoppable}
        openMediaStep={params.get(STEP_PARAM) === MEDIA_STEP}
        onOpen={(id) => open(id, true)}
        onClose={() => {
          // Back on the list: another new layout starts empty.
          setShoppable(null);
          open(null);
        }}
        writeText={writeText}
      />
    );
  }

  return (
    <>
      <LayoutsPage
        layouts={layouts}
        host={host()}
        readOnly={readOnly}
        onAdd={() => open(NEW_LAYOUT)}
        onEdit={(layout) => open(layout.id)}
        onCustomize={readOnly ? undefined : customize}
        onDelete={async (layout) => {
          await server.remove(layout);
          updateLayouts((data) => data.filter((l) => l.id !== layout.id));
        }}
        writeText={writeText}
      />
      {customizing && (
        <LayoutEditorDialog
          virtualVideoId={customizing.item.virtualVideoId}
          title={customizing.item.title}
          layoutType={customizing.layout.type}
          onClose={() => {
            setCustomizing(null);
            void reload();
          }}
        />
      )}
    </>
  );
}

interface WizardRouteProps {
  id: string;
  layouts: Loadable<Layout[]>;
  server: ReturnType<typeof createLayoutActions>;
  reload: () => Promise<Layout[]>;
  /** 'Make it shoppable': the video (and product placement) the new layout starts with. */
  shoppable?: ShoppableRequest | null;
  /** Opens the Media step (its Customize buttons) instead of the layout's usual step. */
  openMediaStep?: boolean;
  onOpen: (id: string) => void;
  onClose: () => void;
  writeText?: (text: string) => Promise<void>;
}

function WizardRoute({
  id,
  layouts,
  server,
  reload,
  shoppable = null,
  openMediaStep = false,
  onOpen,
  onClose,
  writeText,
}: WizardRouteProps) {
  const library = useMediaLibrary(true);
  const [customizing, setCustomizing] = useState<MediaItem | null>(null);
  const isNew = id === NEW_LAYOUT;
  const products = useMemo(() => loadProducts(request), []);
  const prefill = useShoppablePrefill(shoppable, library.videos, products);
  // The prefill goes into the first layout saved, once.
  const prefilled = useRef(false);

  if (prefill === undefined) {
    return (
      <div className={styles.page}>
        <p role="status" className={styles.muted}>
          Loading video…
        </p>
      </div>
    );
  }

  if (!isNew && layouts.status !== 'ready') {
    return (
      <div className={styles.page}>
        {layouts.status === 'loading' ? (
          <p role="status" className={styles.muted}>
            Loading layout…
          </p>
        ) : (
          <FormError align="center" message={layouts.message} />
        )}
      </div>
    );
  }
  const layout = isNew
    ? null
    : ((layouts.status === 'ready' ? layouts.data : []).find((l) => l.id === id) ?? null);
  if (!isNew && !layout) {
    return (
      <div className={styles.page}>
        <FormError align="center" message={WIDGET_NOT_FOUND} />
      </div>
    );
  }

  const actions: WizardActions = {
    async saveBase(values) {
      const savedId = await server.saveBase({ id: layout?.id, ...values });
      if (!layout && prefill && !prefilled.current) {
        prefilled.current = true;
        try {
          const { video } = prefill;
          const item = await server.createMediaItem({
            kind: 'video',
            id: video.id,
            title: video.title,
          });
          if (isMultiMediaLayout(values.type)) {
            await server.saveCollection(
              { id: savedId, title: values.title.trim(), mediaCollectionId: null },
              [item],
            );
          } else {
            await server.attachVirtualVideo(savedId, item);
          }
          await placeProduct(request, item, prefill);
        } catch (error) {
          // The layout exists: it opens anyway, and the Media step can finish the job.
          toasts.error(error instanceof Error ? error.message : String(error));
        }
      }
      await reload();
      if (savedId !== layout?.id) onOpen(savedId);
    },
    async addMedia(chosen, current) {
      if (!layout) return;
      const created: string[] = [];
      for (const media of chosen) created.push(await server.createMediaItem(media));
      if (isMultiMediaLayout(layout.type)) {
        await server.saveCollection(layout, [...current, ...created]);
      } else if (created[0]) {
        await server.attachVirtualVideo(layout.id, created[0]);
      }
      await reload();
    },
    async saveOrder(ids) {
      if (!layout) return;
      await server.saveCollection(layout, ids);
      await reload();
      toasts.success(MESSAGES.saved);
    },
    async finalize() {
      if (!layout) return;
      await server.finalize(layout.id);
      await reload();
      toasts.success(MESSAGES.finalized);
    },
  };

  return (
    <>
      <LayoutWizard
        layout={layout}
        library={library}
        host={host()}
        actions={actions}
        note={!layout && prefill ? prefillNote(prefill) : undefined}
        initialState={
          openMediaStep && layout
            ? { step: 1, reached: isDraft(layout) ? 1 : 2, complete: !isDraft(layout) }
            : undefined
        }
        onCustomize={setCustomizing}
        onClose={onClose}
        writeText={writeText}
      />
      {customizing && (
        <LayoutEditorDialog
          virtualVideoId={customizing.virtualVideoId}
          title={customizing.title}
          layoutType={layout?.type}
          onClose={() => {
            setCustomizing(null);
            void reload();
          }}
        />
      )}
    </>
  );
}
