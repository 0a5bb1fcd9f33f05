// Import of social videos (doc 2 §2 'Import of social videos dialog'): a paged grid of the account's
// video posts (already imported ones checked and disabled), then a title and loop per chosen video.
import { useMemo, useState } from 'react';
import type { Selection } from 'react-aria-components';
import { GridList, GridListItem } from 'react-aria-components';
import {
  defaultInstagramVideoTitle,
  DEFAULT_PAGE_SIZES,
  formatDate,
  PAGE_SIZE_OPTIONS,
  pageOf,
} from '@vendy/client/domain';
import { socialVideoImportItemSchema } from '@vendy/client/validation';
import { Button, CheckIcon, clampPage, Pagination, Switch, TextField } from '@vendy/ui-kit';
import { FormError } from '../../../components/FormError';
import * as formStyles from '../forms/forms.css';
import type { InstagramVideo } from '../videoListModel';
import type { InstagramImportItem, InstagramImportOutcome } from './importInstagramVideos';
import * as styles from './instagram.css';

export const ALREADY_IMPORTED = 'This video has already been imported';

export interface InstagramImportFormProps {
  posts: readonly InstagramVideo[];
  /** Ids of posts already imported (Video.sourceId). */
  importedIds: ReadonlySet<string>;
  onImport: (items: InstagramImportItem[]) => Promise<InstagramImportOutcome>;
  /** Called after every chosen video was imported. */
  onDone: (outcome: InstagramImportOutcome) => void;
  onCancel: () => void;
}

interface Draft {
  post: InstagramVideo;
  title: string;
  loop: boolean;
  error?: string;
}

function PostGrid({
  posts,
  importedIds,
  selected,
  onSelected,
}: {
  posts: readonly InstagramVideo[];
  importedIds: ReadonlySet<string>;
  selected: ReadonlySet<string>;
  onSelected: (next: Set<string>) => void;
}) {
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState<number>(DEFAULT_PAGE_SIZES.instagramVideos);
  const current = clampPage(page, posts.length, pageSize);
  const visible = pageOf(posts, current, pageSize);
  const visibleIds = visible.map((post) => post.id);

  // Selection on other pages is kept: only this page's keys come from the grid.
  const change = (keys: Selection) => {
    const next = new Set([...selected].filter((id) => !visibleIds.includes(id)));
    const chosen = keys === 'all' ? visibleIds : [...keys].map(String);
    for (const id of chosen) if (!importedIds.has(id)) next.add(id);
    onSelected(next);
  };

  return (
    <>
      <GridList
        aria-label="Instagram videos"
        layout="grid"
        selectionMode="multiple"
        className={styles.grid}
        items={visible}
        selectedKeys={new Set([...selected, ...visibleIds.filter((id) => importedIds.has(id))])}
        disabledKeys={visibleIds.filter((id) => importedIds.has(id))}
        onSelectionChange={change}
        renderEmptyState={() => <p className={styles.muted}>No videos found.</p>}
      >
        {(post) => {
          const imported = importedIds.has(post.id);
          const date = formatDate(post.timestamp);
          return (
            <GridListItem
              id={post.id}
              textValue={`Video posted ${date}${imported ? `. ${ALREADY_IMPORTED}` : ''}`}
              className={styles.tile}
            >
              {({ isSelected }) => (
                <>
                  {post.thumbnailUrl ? (
                    <img className={styles.picture} src={post.thumbnailUrl} alt="" />
                  ) : (
                    <span className={styles.picture} />
                  )}
                  <span className={styles.check} aria-hidden="true">
                    {(isSelected || imported) && <CheckIcon size={14} />}
                  </span>
                  <span className={styles.date}>Posted {date}</span>
                  {imported && <span className={styles.note}>{ALREADY_IMPORTED}</span>}
                </>
              )}
            </GridListItem>
          );
        }}
      </GridList>
      <Pagination
        page={current}
        pageSize={pageSize}
        total={posts.length}
        pageSizeOptions={PAGE_SIZE_OPTIONS}
        onPageChange={setPage}
        onPageSizeChange={(size) => {
          setPageSize(size);
          setPage(0);
        }}
      />
    </>
  );
}

export function InstagramImportForm({
  posts,
  importedIds,
  onImport,
  onDone,
  onCancel,
}: InstagramImportFormProps) {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [drafts, setDrafts] = useState<Draft[] | null>(null);
  const [isImporting, setImporting] = useState(false);
  const [failures, setFailures] = useState<InstagramImportOutcome['failures']>([]);
  const [importedCount, setImportedCount] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const chosen = useMemo(() => posts.filter((post) => selected.has(post.id)), [posts, selected]);

  if (!drafts) {
    return (
      <div className={formStyles.form}>
        <p className={formStyles.step}>Step 1 of 2: choose the videos to import.</p>
        <PostGrid
          posts={posts}
          importedIds={importedIds}
          selected={selected}
          onSelected={setSelected}
        />
        <div className={formStyles.actions}>
          <Button variant="secondary" onPress={onCancel}>
            Cancel
          </Button>
          <Button
            isDisabled={chosen.length === 0}
            onPress={() =>
              setDrafts(
                chosen.map((post, index) => ({
                  post,
                  title: defaultInstagramVideoTitle(index + 1),
                  loop: false,
                })),
              )
            }
          >
            Next
          </Button>
        </div>
      </div>
    );
  }

  const update = (index: number, change: Partial<Draft>) =>
    setDrafts((current) =>
      current
        ? current.map((draft, i) => (i === index ? { ...draft, ...change } : draft))
        : current,
    );

  const submit = async () => {
    setError(null);
    const checked = drafts.map((draft) => {
      try {
        socialVideoImportItemSchema.validateSync({
          id: draft.post.id,
          title: draft.title,
          loop: draft.loop,
        });
        return { ...draft, error: undefined };
      } catch (e) {
        return { ...draft, error: e instanceof Error ? e.message : String(e) };
      }
    });
    setDrafts(checked);
    if (checked.some((draft) => draft.error)) return;

    setImporting(true);
    try {
      const outcome = await onImport(
        checked.map(({ post, title, loop }) => ({ post, title: title.trim(), loop })),
      );
      if (outcome.failures.length === 0) {
        onDone(outcome);
        return;
      }
      // Keep only the videos that failed, so a retry does not import the others twice.
      const failed = new Set(outcome.failures.map((failure) => failure.item.post.id));
      setImportedCount((count) => count + outcome.imported.length);
      setFailures(outcome.failures);
      setDrafts(checked.filter((draft) => failed.has(draft.post.id)));
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setImporting(false);
    }
  };

  return (
    <div className={formStyles.form}>
      <p className={formStyles.step}>Step 2 of 2: name the videos.</p>
      <ul className={styles.titleRows} aria-label="Videos to import">
        {drafts.map((draft, index) => (
          <li key={draft.post.id} className={styles.titleRow}>
            {draft.post.thumbnailUrl ? (
              <img className={styles.picture} src={draft.post.thumbnailUrl} alt="" />
            ) : (
              <span className={styles.picture} />
            )}
            <div className={styles.titleFields}>
              <TextField
                label={`Title of the video posted ${formatDate(draft.post.timestamp)}`}
                isRequired
                value={draft.title}
                onChange={(title) => update(index, { title, error: undefined })}
                isInvalid={Boolean(draft.error)}
                errorMessage={draft.error}
                isDisabled={isImporting}
              />
              <Switch
                isSelected={draft.loop}
                onChange={(loop) => update(index, { loop })}
                isDisabled={isImporting}
              >
                Loop
              </Switch>
            </div>
          </li>
        ))}
      </ul>
      {failures.length > 0 && (
        <div role="alert">
          <p className={styles.muted}>
            {importedCount > 0
              ? `Partially succeeded: ${importedCount} imported, ${failures.length} failed.`
              : 'The import failed.'}
          </p>
          <ul className={styles.failures}>
            {failures.map((failure) => (
              <li key={failure.item.post.id}>
                {failure.item.title}: {failure.message}
              </li>
            ))}
          </ul>
        </div>
      )}
      <FormError message={error} />
      <div className={formStyles.actions}>
        <Button
          variant="secondary"
          onPress={() => {
            setFailures([]);
            setDrafts(null);
          }}
          isDisabled={isImporting}
        >
          Back
        </Button>
        <Button onPress={submit} isPending={isImporting}>
          Import
        </Button>
      </div>
    </div>
  );
}
