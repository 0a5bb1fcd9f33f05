// The wizard's Media step (doc 3 §2, §4). Single-video family (LANDSCAPE, PORTRAIT): one media item
// with 'Customize' and 'Finalize'. Multi-video family: 'Add', 'Save', a sortable list of items
// (thumbnail, title, 'Customize', remove) and 'Finalize'. 'Save' is enabled only after a change
// (a reorder or a removal of a saved item) and while not saving.
import { useState } from 'react';
import { isMultiMediaLayout } from '@vendy/client/domain';
import { Button, CheckIcon, EditIcon, PlusIcon } from '@vendy/ui-kit';
import type { ChosenMedia } from './layoutActions';
import { mediaItems, orderChanged, type Layout, type MediaItem } from './layoutModel';
import { MediaChooserDialog, type MediaLibrary } from './MediaChooserDialog';
import { MediaThumbnail } from './MediaThumbnail';
import { FormError } from '../../components/FormError';
import { SortableMediaList } from './SortableMediaList';
import * as styles from './wizard.css';

export interface MediaStepProps {
  layout: Layout;
  library: MediaLibrary;
  /**
   * Adds the chosen media after `current` (the items in their shown order): each becomes a
   * shoppable video; the single-video family plays the one chosen.
   */
  onAdd: (chosen: ChosenMedia[], current: readonly string[]) => Promise<void>;
  /** Saves the multi-video layout's items in this order. */
  onSave: (virtualVideoIds: readonly string[]) => Promise<void>;
  onFinalize: () => Promise<void>;
  onCustomize: (item: MediaItem) => void;
  readOnly?: boolean;
}

const messageOf = (e: unknown) => (e instanceof Error ? e.message : String(e));

export function MediaStep(props: MediaStepProps) {
  const saved = mediaItems(props.layout);
  // A fresh list whenever the saved items change (after a save, an add or a reload).
  const key = saved.map((i) => i.virtualVideoId).join(' ');
  return isMultiMediaLayout(props.layout.type) ? (
    <MultiMedia key={key} saved={saved} {...props} />
  ) : (
    <SingleMedia saved={saved} {...props} />
  );
}

function useBusy() {
  const [busy, setBusy] = useState<null | 'saving' | 'finalizing'>(null);
  const [error, setError] = useState<string | null>(null);
  const run = async (what: 'saving' | 'finalizing', action: () => Promise<void>) => {
    setError(null);
    setBusy(what);
    try {
      await action();
    } catch (e) {
      setError(messageOf(e));
    } finally {
      setBusy(null);
    }
  };
  return { busy, error, run };
}

function SingleMedia({
  saved,
  library,
  onAdd,
  onFinalize,
  onCustomize,
  readOnly = false,
}: MediaStepProps & { saved: MediaItem[] }) {
  const [choosing, setChoosing] = useState(false);
  const { busy, error, run } = useBusy();
  const item = saved[0];
  return (
    <div className={styles.step}>
      {item ? (
        <div className={styles.mediaItem}>
          <MediaThumbnail src={item.thumbnailUrl} />
          <span className={styles.mediaTitle}>{item.title}</span>
          <Button
            variant="secondary"
            size="sm"
            icon={<EditIcon />}
            isDisabled={readOnly || busy !== null}
            onPress={() => onCustomize(item)}
          >
            Customize
          </Button>
        </div>
      ) : (
        <p className={styles.hint}>Choose the video or photo collection this layout shows.</p>
      )}
      <FormError align="center" message={error} />
      <div className={styles.actions}>
        <Button
          variant="secondary"
          icon={<PlusIcon />}
          isDisabled={readOnly || busy !== null}
          onPress={() => setChoosing(true)}
        >
          {item ? 'Replace' : 'Add'}
        </Button>
        <Button
          icon={<CheckIcon />}
          isDisabled={readOnly || !item || (busy !== null && busy !== 'finalizing')}
          isPending={busy === 'finalizing'}
          onPress={() => void run('finalizing', onFinalize)}
        >
          Finalize
        </Button>
      </div>
      <MediaChooserDialog
        isOpen={choosing}
        multiple={false}
        library={library}
        onClose={() => setChoosing(false)}
        onAdd={(chosen) => onAdd(chosen, [])}
      />
    </div>
  );
}

function MultiMedia({
  saved,
  library,
  onAdd,
  onSave,
  onFinalize,
  onCustomize,
  readOnly = false,
}: MediaStepProps & { saved: MediaItem[] }) {
  const [items, setItems] = useState<MediaItem[]>(saved);
  const [choosing, setChoosing] = useState(false);
  const { busy, error, run } = useBusy();
  const ids = items.map((i) => i.virtualVideoId);
  const changed = orderChanged(
    saved.map((i) => i.virtualVideoId),
    ids,
  );
  const locked = readOnly || busy !== null;

  return (
    <div className={styles.step}>
      <div className={styles.actions}>
        <Button
          variant="secondary"
          icon={<PlusIcon />}
          isDisabled={locked}
          onPress={() => setChoosing(true)}
        >
          Add
        </Button>
        <Button
          variant="secondary"
          isDisabled={readOnly || !changed || busy !== null}
          isPending={busy === 'saving'}
          onPress={() => void run('saving', () => onSave(ids))}
        >
          Save
        </Button>
      </div>
      {items.length > 0 ? (
        <SortableMediaList
          items={items}
          onChange={setItems}
          onCustomize={onCustomize}
          isDisabled={locked}
        />
      ) : (
        <p className={styles.hint}>Add the videos or photo collections this layout shows.</p>
      )}
      <FormError align="center" message={error} />
      <div className={styles.actions}>
        <Button
          icon={<CheckIcon />}
          isDisabled={
            readOnly || items.length === 0 || changed || (busy !== null && busy !== 'finalizing')
          }
          isPending={busy === 'finalizing'}
          onPress={() => void run('finalizing', onFinalize)}
        >
          Finalize
        </Button>
      </div>
      <MediaChooserDialog
        isOpen={choosing}
        multiple
        library={library}
        onClose={() => setChoosing(false)}
        onAdd={(chosen) => onAdd(chosen, ids)}
      />
    </div>
  );
}
