// The feed editor (doc 2 §2 'Feed editor'), full screen over /instagram: the feed's title, the post
// strip, the products of the selected post, the collections shown on every post, 'Import
// Products', a live preview of the selected post, and 'Add competing product placement' (a second
// placement; the experiment splits viewers 50/50). It renders what it is given and keeps what is
// typed: a failed save leaves everything as it was, with the message shown.
import { useId, useMemo, useRef, useState } from 'react';
import { Dialog as RACDialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { TEXT_MAX } from '@vendy/client/domain';
import { REQUIRED_TEXT } from '@vendy/client/validation';
import { ADD_COMPETING_PLACEMENT } from '@vendy/timeline';
import {
  AlertDialog,
  Button,
  PlusIcon,
  Tab,
  TabList,
  TabPanel,
  Tabs,
  TextField,
  TrashIcon,
  visuallyHidden,
} from '@vendy/ui-kit';
import { errorMessage, type Loadable } from '../../lib/loadable';
import { FormError } from '../../components/FormError';
import type { InstagramFeed, Product, ProductCollection } from './feedActions';
import {
  addCompetingPlacement,
  applySaved,
  removePlacement,
  type FeedDraft,
  type FeedPlacement,
  type SavedFeed,
} from './feedModel';
import { FeedPreview } from './FeedPreview';
import { feedPreviewDraft, type FeedPreviewContext } from './feedPreviewDraft';
import type { InstagramMedia } from './instagramActions';
import { groupPosts } from './posts';
import { PlacementFields } from './PlacementFields';
import * as styles from './feedEditor.css';

export const CREATING_FEED = 'Creating Feed';
export const editingFeed = (title: string) => `Editing Feed: ${title}`;
export const DISCARD = {
  title: 'Discard changes?',
  text: 'Your changes to this feed have not been saved.',
};

export interface FeedEditorProps {
  /** The feed edited; null while a new one is created. */
  feed: InstagramFeed | null;
  /** The feed with its placements, as loaded (a new feed's is ready at once). */
  draft: Loadable<FeedDraft>;
  media: Loadable<readonly InstagramMedia[]>;
  products: Loadable<readonly Product[]>;
  collections: Loadable<readonly ProductCollection[]>;
  /** Saves the feed, then its placements; rejects with the message to show. */
  onSave: (draft: FeedDraft, postOrder: readonly string[]) => Promise<SavedFeed<InstagramFeed>>;
  onClose: () => void;
  /** Opens the store import ('Import Products'); absent when the group has no store. */
  onImport?: (() => void) | undefined;
  /** What the live preview needs besides the draft: the group, account, store and branding. */
  preview: FeedPreviewContext;
}

export function FeedEditor({ feed, draft, onClose, ...rest }: FeedEditorProps) {
  const headingId = useId();
  const heading = feed ? editingFeed(feed.title) : CREATING_FEED;
  return (
    <ModalOverlay isOpen isKeyboardDismissDisabled className={styles.overlay}>
      <Modal className={styles.modal}>
        <RACDialog aria-labelledby={headingId} className={styles.dialog}>
          {draft.status === 'ready' ? (
            <FeedEditorForm
              key={draft.data.feedId}
              feed={feed}
              initial={draft.data}
              headingId={headingId}
              onClose={onClose}
              {...rest}
            />
          ) : (
            <>
              <header className={styles.bar}>
                <Heading id={headingId} level={2} className={styles.heading}>
                  {heading}
                </Heading>
                <Button variant="secondary" onPress={onClose}>
                  Close
                </Button>
              </header>
              <div className={styles.waiting}>
                {draft.status === 'loading' ? (
                  <p role="status">Loading feed…</p>
                ) : (
                  <FormError align="center" message={draft.message} />
                )}
              </div>
            </>
          )}
        </RACDialog>
      </Modal>
    </ModalOverlay>
  );
}

type FormProps = Omit<FeedEditorProps, 'draft'> & { initial: FeedDraft; headingId: string };

function FeedEditorForm({
  feed,
  initial,
  headingId,
  media,
  products,
  collections,
  onSave,
  onClose,
  onImport,
  preview,
}: FormProps) {
  const [draft, setDraft] = useState(initial);
  // Edits made, and how many of them the last successful save included: Close asks first when
  // they differ, so nothing typed is lost by accident.
  const [edits, setEdits] = useState(0);
  const [savedEdits, setSavedEdits] = useState(0);
  const [isDiscarding, setDiscarding] = useState(false);
  // The title as saved names the feed in the heading; null until a new feed is first saved.
  const [savedTitle, setSavedTitle] = useState<string | null>(feed?.title ?? null);
  const [activeKey, setActiveKey] = useState(initial.placements[0]!.key);
  const [chosenPost, setChosenPost] = useState<string | null>(null);
  const [titleError, setTitleError] = useState<string | null>(null);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [isSaving, setSaving] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const titleInput = useRef<HTMLInputElement>(null);

  const posts = useMemo(() => (media.status === 'ready' ? groupPosts(media.data) : []), [media]);
  const post = posts.find((p) => p.media.id === chosenPost) ?? posts[0] ?? null;
  const active = draft.placements.find((p) => p.key === activeKey) ?? draft.placements[0]!;
  const competing = draft.placements.length > 1;
  const previewDraft = useMemo(
    () =>
      media.status === 'ready'
        ? feedPreviewDraft({
            ...preview,
            draft,
            placement: active,
            media: media.data,
            products: products.status === 'ready' ? products.data : [],
            collections: collections.status === 'ready' ? collections.data : [],
            postId: post?.media.id ?? null,
          })
        : null,
    [preview, draft, active, media, products, collections, post],
  );

  const edit = (change: (current: FeedDraft) => FeedDraft) => {
    setDraft(change);
    setEdits((n) => n + 1);
  };
  const close = () => (edits !== savedEdits ? setDiscarding(true) : onClose());

  const save = async () => {
    if (!draft.title.trim()) {
      setTitleError(REQUIRED_TEXT);
      titleInput.current?.focus();
      return;
    }
    setSaveError(null);
    setSaving(true);
    const included = edits;
    try {
      const saved = await onSave(
        draft,
        posts.map((p) => p.media.id),
      );
      setDraft((current) => applySaved(current, saved));
      setSavedEdits(included);
      setSavedTitle(saved.feed.title);
    } catch (error) {
      setSaveError(errorMessage(error));
    } finally {
      setSaving(false);
    }
  };

  const addCompeting = () => {
    const [next, key] = addCompetingPlacement(draft);
    edit(() => next);
    setActiveKey(key);
    setAnnouncement(`Competing placement added. ${splitText(next.placements)}`);
  };

  const remove = (placement: FeedPlacement) => {
    const next = removePlacement(draft, placement.key);
    edit(() => next);
    setActiveKey(next.placements[0]!.key);
    setAnnouncement(`${placement.title} removed.`);
  };

  const fields = (placement: FeedPlacement) => (
    <PlacementFields
      placement={placement}
      posts={posts}
      post={post}
      media={media}
      products={products}
      collections={collections}
      onSelectPost={setChosenPost}
      onChange={edit}
      onImport={onImport}
    />
  );

  return (
    <>
      <header className={styles.bar}>
        <Heading id={headingId} level={2} className={styles.heading}>
          {savedTitle === null ? CREATING_FEED : editingFeed(savedTitle)}
        </Heading>
        <div className={styles.barActions}>
          <Button variant="secondary" onPress={close} isDisabled={isSaving}>
            Close
          </Button>
          <Button
            variant="primary"
            onPress={() => void save()}
            isPending={isSaving}
            pendingLabel="Saving"
          >
            Save
          </Button>
        </div>
      </header>
      <AlertDialog
        title={DISCARD.title}
        confirmLabel="Discard"
        cancelLabel="Keep editing"
        focusCancel
        isOpen={isDiscarding}
        onOpenChange={setDiscarding}
        onConfirm={onClose}
      >
        {DISCARD.text}
      </AlertDialog>
      <div className={styles.body}>
        <div className={styles.main}>
          <FormError message={saveError} />
          <TextField
            label="Feed title"
            isRequired
            maxLength={TEXT_MAX}
            value={draft.title}
            inputRef={titleInput}
            onChange={(title) => {
              edit((current) => ({ ...current, title }));
              if (title.trim()) setTitleError(null);
            }}
            isInvalid={titleError !== null}
            errorMessage={titleError ?? undefined}
            className={styles.titleField}
          />
          <section className={styles.group} aria-labelledby="feed-placement-heading">
            <div className={styles.groupHeader}>
              <h3 id="feed-placement-heading" className={styles.groupHeading}>
                Product placement
              </h3>
              {!competing && (
                <Button variant="secondary" icon={<PlusIcon />} onPress={addCompeting}>
                  {ADD_COMPETING_PLACEMENT}
                </Button>
              )}
            </div>
            {competing && <p className={styles.muted}>{splitText(draft.placements)}</p>}
            {competing ? (
              <Tabs selectedKey={active.key} onSelectionChange={(key) => setActiveKey(String(key))}>
                <TabList aria-label="Competing placements">
                  {draft.placements.map((p) => (
                    <Tab key={p.key} id={p.key}>
                      {`${p.title} (${p.percentage}%)`}
                    </Tab>
                  ))}
                </TabList>
                {draft.placements.map((p) => (
                  <TabPanel key={p.key} id={p.key} className={styles.panel}>
                    <div className={styles.panelActions}>
                      <Button
                        variant="secondary"
                        size="sm"
                        icon={<TrashIcon />}
                        onPress={() => remove(p)}
                      >
                        {`Remove ${p.title}`}
                      </Button>
                    </div>
                    {fields(p)}
                  </TabPanel>
                ))}
              </Tabs>
            ) : (
              fields(active)
            )}
            <p aria-live="polite" className={visuallyHidden}>
              {announcement}
            </p>
          </section>
        </div>
        <aside className={styles.previewColumn} aria-labelledby="feed-preview-heading">
          <h3 id="feed-preview-heading" className={styles.groupHeading}>
            Preview
          </h3>
          <FeedPreview draft={previewDraft} />
        </aside>
      </div>
    </>
  );
}

/** How the experiment splits viewers, e.g. 'Viewers are split: Placement 1 50%, Placement 2 50%.' */
export function splitText(placements: readonly FeedPlacement[]): string {
  return `Viewers are split: ${placements.map((p) => `${p.title} ${p.percentage}%`).join(', ')}.`;
}
