// Create / edit a slider page (doc 3 §2-§5): page info, the featured carousel (rank -1), the
// sliders, the catalogue to drag from and a trash to drag to. Edits run as the model's commands
// with undo/redo (buttons, Ctrl+Z, Ctrl+Shift+Z); Save sends the whole page; a failed save keeps
// the draft and says why; leaving with unsaved changes asks first.
import { SortableContext } from '@dnd-kit/sortable';
import { sliderPagePath } from '@vendy/client/domain';
import type {
  SliderPageFieldsFragment,
  SliderPageInput,
  VirtualVideoFieldsFragment,
} from '@vendy/client/generated';
import { sliderPageSchema, sliderSchema } from '@vendy/client/validation';
import {
  AlertDialog,
  ArrowLeftIcon,
  Button,
  Link,
  PlusIcon,
  TextField,
  TrashIcon,
} from '@vendy/ui-kit';
import { useCallback, useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { useBlocker } from 'react-router-dom';
import { FormError } from '../../../components/FormError';
import { useYupForm } from '../../../forms/useYupForm';
import { errorMessage, type Loadable } from '../../../lib/loadable';
import { routes } from '../../../routes';
import { Catalogue, type SliderChoice } from './Catalogue';
import { dragId, SliderDnd, useDropTarget } from './SliderDnd';
import { FEATURED_LABEL, SliderSection, sliderLabel, sliderStrategy } from './SliderSection';
import {
  addItem,
  addSlider,
  commit,
  createHistory,
  drop,
  emptyLayout,
  endGesture,
  layoutOf,
  moveItem,
  moveSlider,
  pageInput,
  redo,
  removeItem,
  removeSlider,
  renameSlider,
  undo,
  type DragSource,
  type DropTarget,
  type History,
  type NewId,
  type SliderLayout,
} from './sliderModel';
import { catalogueCard, videoLookup } from './videos';
import * as styles from './sliders.css';

export const UNSAVED = 'You have unsaved changes.';
export const LEAVE_QUESTION =
  'Your slider page changes are not saved. Leave this page without saving them?';
export const NEEDS_HANDLE = 'The group needs a handle to publish this page.';
export const SAVED = 'Slider page saved.';

const infoSchema = sliderPageSchema.pick(['title', 'slug', 'description']);

export interface SliderEditorPageProps {
  /** The page's id: the stored page's, or one chosen for a new page. */
  pageId: string;
  /** The stored page; null for a new one. */
  stored: SliderPageFieldsFragment | null;
  /** The handle of the group the page belongs to (null while it has none). */
  groupHandle: string | null;
  catalogue: Loadable<readonly VirtualVideoFieldsFragment[]>;
  onRetryCatalogue: () => void;
  /** Saves the whole page; resolves with the stored page, rejects with the message to show. */
  onSave: (page: SliderPageInput) => Promise<SliderPageFieldsFragment>;
  /** Ids for new sliders and items. */
  newId?: NewId;
}

const randomId: NewId = () => crypto.randomUUID();

interface Baseline {
  layout: SliderLayout;
  title: string;
  slug: string;
  description: string;
}

export function SliderEditorPage({
  pageId,
  stored,
  groupHandle,
  catalogue,
  onRetryCatalogue,
  onSave,
  newId = randomId,
}: SliderEditorPageProps) {
  const [history, setHistory] = useState(() =>
    createHistory(stored ? layoutOf(stored, newId) : emptyLayout(newId)),
  );
  const layout = history.present;
  const [saved, setSaved] = useState<Baseline>(() => ({
    layout: history.present,
    title: stored?.title ?? '',
    slug: stored?.slug ?? '',
    description: stored?.description ?? '',
  }));
  const [published, setPublished] = useState(stored);
  const [titleErrors, setTitleErrors] = useState<Record<string, string>>({});
  const [saveError, setSaveError] = useState<string | null>(null);
  const saving = useRef(false);

  const form = useYupForm(
    infoSchema,
    { title: saved.title, slug: saved.slug, description: saved.description },
    async (values) => {
      const errors = sliderTitleErrors(layout);
      setTitleErrors(errors);
      if (Object.keys(errors).length > 0) return;
      const input = pageInput(
        pageId,
        { title: values.title, slug: values.slug, description: values.description ?? '' },
        layout,
      );
      setSaveError(null);
      saving.current = true;
      try {
        const page = await onSave(input);
        setSaved({ layout, ...infoOf(values) });
        setPublished(page);
      } catch (error) {
        // The draft stays as it is, to save again.
        setSaveError(errorMessage(error));
      } finally {
        saving.current = false;
      }
    },
  );

  const text = (name: 'title' | 'slug' | 'description') =>
    typeof form.values[name] === 'string' ? (form.values[name] as string) : '';
  const info = infoOf({
    title: text('title'),
    slug: text('slug'),
    description: text('description'),
  });
  const changed =
    layout !== saved.layout ||
    info.title !== saved.title ||
    info.slug !== saved.slug ||
    info.description !== saved.description;
  // Read when a navigation starts, after the render that showed the change.
  const changedRef = useRef(changed);
  useEffect(() => {
    changedRef.current = changed;
  });
  useLeaveWarning(changed);
  const leaving = useBlocker(
    ({ currentLocation, nextLocation }) =>
      changedRef.current && !saving.current && currentLocation.pathname !== nextLocation.pathname,
  );

  const run = useCallback(
    (command: (l: SliderLayout) => SliderLayout, gesture?: string) =>
      setHistory((h) => commit(h, command(h.present), gesture)),
    [],
  );

  const onDrop = useCallback(
    (source: DragSource, target: DropTarget) => {
      const next = drop(history.present, source, target, newId);
      if (next === history.present) return false;
      setHistory((h) => (h.present === history.present ? commit(h, next) : h));
      return true;
    },
    [history.present, newId],
  );

  const videos = useMemo(
    () => videoLookup(catalogue.status === 'ready' ? catalogue.data : [], stored),
    [catalogue, stored],
  );
  const cards = useMemo<Loadable<ReturnType<typeof catalogueCard>[]>>(
    () =>
      catalogue.status === 'ready'
        ? { status: 'ready', data: catalogue.data.map(catalogueCard) }
        : catalogue,
    [catalogue],
  );
  const choices: SliderChoice[] = [
    { id: layout.featured.id, label: FEATURED_LABEL },
    ...layout.sliders.map((s, i) => ({ id: s.id, label: `${sliderLabel(i + 1)}: ${s.title}` })),
  ];

  const sliderActions = (sliderId: string) => ({
    rename: (title: string) => {
      setTitleErrors(({ [sliderId]: _cleared, ...rest }) => rest);
      run((l) => renameSlider(l, { sliderId, title }), `rename:${sliderId}`);
    },
    endRename: () => setHistory(endGesture),
    moveItem: (itemId: string, index: number) =>
      run((l) => moveItem(l, { itemId, sliderId, index })),
    removeItem: (itemId: string) => run((l) => removeItem(l, { itemId })),
    move: (index: number) => run((l) => moveSlider(l, { sliderId, index })),
    remove: () => run((l) => removeSlider(l, { sliderId })),
  });

  const root = useRef<HTMLDivElement>(null);
  useUndoKeys(root, setHistory);

  const address = published ? sliderPagePath(published.groupHandle, published.slug) : null;
  const handle = published?.groupHandle ?? groupHandle;
  const titleText = stored ? 'Edit Slider Page' : 'New Slider Page';

  return (
    <div ref={root} className={styles.editor}>
      <SliderDnd layout={layout} videos={videos} onDrop={onDrop}>
        <div className={styles.main}>
          <div className={styles.header}>
            <div className={styles.headerTitle}>
              <Link href={routes.adminSliders()} className={styles.back}>
                <ArrowLeftIcon size={16} />
                <span>Slider Pages</span>
              </Link>
              <h1 className={styles.sectionHeading}>{titleText}</h1>
            </div>
            <div className={styles.actions}>
              {changed && <span className={styles.unsaved}>{UNSAVED}</span>}
              <Button
                variant="ghost"
                size="sm"
                isDisabled={history.past.length === 0}
                onPress={() => setHistory(undo)}
                aria-keyshortcuts="Control+Z"
              >
                Undo
              </Button>
              <Button
                variant="ghost"
                size="sm"
                isDisabled={history.future.length === 0}
                onPress={() => setHistory(redo)}
                aria-keyshortcuts="Control+Shift+Z"
              >
                Redo
              </Button>
              <Button
                onPress={() => void form.handleSubmit()}
                isPending={form.isSubmitting}
                pendingLabel="Saving"
              >
                Save
              </Button>
            </div>
          </div>
          <p className={styles.publicAddress}>
            {handle === null ? (
              <>
                {NEEDS_HANDLE} <Link href={routes.group()}>Set the group handle</Link>
              </>
            ) : address ? (
              <>
                Published at{' '}
                <Link href={address} target="_blank">
                  {address}
                </Link>
              </>
            ) : (
              <>Published at {sliderPagePath(handle, text('slug') || '{slug}')} once saved.</>
            )}
          </p>
          <FormError message={saveError} align="center" />
          <form
            aria-label="Page info"
            className={styles.info}
            noValidate
            onSubmit={(event) => void form.handleSubmit(event)}
          >
            <TextField label="Title" isRequired {...form.field('title')} />
            <TextField
              label="Slug"
              isRequired
              description="Lowercase letters and digits, separated by hyphens."
              {...form.field('slug')}
            />
            <TextField label="Description" className={styles.wide} {...form.field('description')} />
            {/* Enter in a field saves, as in any form. */}
            <button type="submit" hidden />
          </form>
          <SliderSection
            slider={layout.featured}
            count={layout.sliders.length}
            card={videos.card}
            titleError={titleErrors[layout.featured.id]}
            actions={sliderActions(layout.featured.id)}
          />
          <h2 className={styles.sectionHeading}>Sliders</h2>
          <SortableContext
            items={layout.sliders.map((s) => dragId.slider(s.id))}
            strategy={sliderStrategy}
          >
            <div className={styles.sliders}>
              {layout.sliders.map((slider, index) => (
                <SliderSection
                  key={slider.id}
                  slider={slider}
                  position={index + 1}
                  count={layout.sliders.length}
                  card={videos.card}
                  titleError={titleErrors[slider.id]}
                  actions={sliderActions(slider.id)}
                />
              ))}
            </div>
          </SortableContext>
          <div className={styles.footer}>
            <Button
              variant="secondary"
              icon={<PlusIcon />}
              onPress={() => run((l) => addSlider(l, { sliderId: newId() }))}
            >
              Add Slider
            </Button>
          </div>
        </div>
        <Catalogue
          videos={cards}
          sliders={choices}
          onRetry={onRetryCatalogue}
          onAdd={(virtualVideoId, sliderId) =>
            run((l) => addItem(l, { sliderId, virtualVideoId, itemId: newId() }))
          }
          trash={<Trash />}
        />
      </SliderDnd>
      <AlertDialog
        title="Discard changes?"
        confirmLabel="Leave"
        cancelLabel="Keep editing"
        focusCancel
        isOpen={leaving.state === 'blocked'}
        onOpenChange={(open) => {
          if (!open && leaving.state === 'blocked') leaving.reset();
        }}
        onConfirm={() => leaving.proceed?.()}
      >
        {LEAVE_QUESTION}
      </AlertDialog>
    </div>
  );
}

function Trash() {
  const { setNodeRef, isAvailable, isOver } = useDropTarget(dragId.trash, { type: 'trash' });
  return (
    <div
      ref={setNodeRef}
      className={styles.trash}
      data-available={isAvailable || undefined}
      data-over={isOver || undefined}
    >
      <TrashIcon /> Drop a video here to remove it
    </div>
  );
}

/** Page info as compared and saved: what the schema trims, trimmed. */
const infoOf = (values: { title: string; slug: string; description?: string | null }) => ({
  title: values.title.trim(),
  slug: values.slug,
  description: (values.description ?? '').trim(),
});

/** Slider titles are required (the schema's message), keyed by slider id. */
function sliderTitleErrors(layout: SliderLayout): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const slider of [layout.featured, ...layout.sliders]) {
    try {
      sliderSchema.validateSyncAt('title', slider);
    } catch (error) {
      errors[slider.id] = errorMessage(error);
    }
  }
  return errors;
}

/**
 * Ctrl+Z (⌘Z) undoes and Ctrl+Shift+Z or Ctrl+Y redoes within the editor; text fields keep the
 * browser's own undo for what is typed in them.
 */
function useUndoKeys(
  root: RefObject<HTMLElement | null>,
  setHistory: (change: (history: History) => History) => void,
) {
  useEffect(() => {
    const element = root.current;
    if (!element) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey)) return;
      if (event.target instanceof Element && event.target.closest('input, textarea')) return;
      const key = event.key.toLowerCase();
      if (key === 'z' && !event.shiftKey) setHistory(undo);
      else if ((key === 'z' && event.shiftKey) || key === 'y') setHistory(redo);
      else return;
      event.preventDefault();
    };
    element.addEventListener('keydown', onKeyDown);
    return () => element.removeEventListener('keydown', onKeyDown);
  }, [root, setHistory]);
}

/** Asks the browser to confirm leaving (closing the tab, reloading) while changes are unsaved. */
function useLeaveWarning(active: boolean) {
  useEffect(() => {
    if (!active) return undefined;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [active]);
}
