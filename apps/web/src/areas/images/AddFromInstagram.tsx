// 'Add from Instagram' in the photo collection form: a dialog with the group's synced pictures in
// the shared picker's grid (search by caption, arrow keys move, Space or Enter chooses, any number).
// The pictures load each time the dialog opens (a sync may have brought new ones); a failed load
// can be tried again; pictures the collection already has stay visible but cannot be chosen again.
// Chosen pictures are handed to the form in the order they were chosen.
import { useState } from 'react';
import { Button, Dialog, InstagramIcon } from '@vendy/ui-kit';
import { FormError } from '../../components/FormError';
import { useRemote } from '../../lib/useRemote';
import { MediaPicker } from '../../pickers';
import type { InstagramPicture, LoadInstagramPictures } from './instagramPictures';
import * as styles from './images.css';

/** The spec's words for a feed with nothing in it (doc 2 §2, the social account view). */
export const NO_POSTS = 'No posts in your feed. Sync your feed now for your posts to appear.';
export const ALREADY_ADDED = 'Already in this collection.';
/** Four rows of three: an account's first screenful of posts. */
const PAGE_SIZE = 12;

export interface AddFromInstagramProps {
  load: LoadInstagramPictures;
  /** Instagram ids (externalId) of the posts the collection already shows. */
  alreadyAdded: ReadonlySet<string>;
  onAdd: (pictures: InstagramPicture[]) => void;
  isDisabled?: boolean;
  /** Open from the start (stories). */
  defaultOpen?: boolean;
}

export function AddFromInstagram({
  load,
  alreadyAdded,
  onAdd,
  isDisabled,
  defaultOpen = false,
}: AddFromInstagramProps) {
  const [isOpen, setOpen] = useState(defaultOpen);
  const [chosen, setChosen] = useState<InstagramPicture[]>([]);
  const openChange = (open: boolean) => {
    setChosen([]);
    setOpen(open);
  };
  return (
    <>
      <Button
        variant="secondary"
        icon={<InstagramIcon />}
        onPress={() => openChange(true)}
        isDisabled={isDisabled}
      >
        Add from Instagram
      </Button>
      <Dialog
        title="Add from Instagram"
        size="lg"
        isOpen={isOpen}
        onOpenChange={openChange}
        actions={
          <>
            <Button variant="secondary" onPress={() => openChange(false)}>
              Cancel
            </Button>
            <Button
              isDisabled={chosen.length === 0}
              onPress={() => {
                onAdd(chosen);
                openChange(false);
              }}
            >
              {chosen.length === 0 ? 'Add photos' : `Add ${photoCount(chosen.length)}`}
            </Button>
          </>
        }
      >
        <InstagramPictures
          load={load}
          alreadyAdded={alreadyAdded}
          chosen={chosen}
          onChoose={setChosen}
        />
      </Dialog>
    </>
  );
}

const photoCount = (count: number) => `${count} ${count === 1 ? 'photo' : 'photos'}`;

/** Keeps the order in which pictures were chosen. */
function inChosenOrder(
  previous: readonly InstagramPicture[],
  next: ReadonlySet<string>,
  all: readonly InstagramPicture[],
): InstagramPicture[] {
  const kept = previous.filter((picture) => next.has(picture.id));
  const added = all.filter(
    (picture) => next.has(picture.id) && !kept.some((k) => k.id === picture.id),
  );
  return [...kept, ...added];
}

/** The picker, mounted while the dialog is open: it loads the pictures each time it opens. */
function InstagramPictures({
  load,
  alreadyAdded,
  chosen,
  onChoose,
}: {
  load: LoadInstagramPictures;
  alreadyAdded: ReadonlySet<string>;
  chosen: readonly InstagramPicture[];
  onChoose: (pictures: InstagramPicture[]) => void;
}) {
  const { state: pictures, reload } = useRemote('instagram-pictures', load);
  const all = pictures.status === 'ready' ? pictures.data : [];
  // Nothing to choose from: the message alone, across the dialog (no search, no pages).
  if (pictures.status === 'error') {
    return (
      <div className={styles.chooser}>
        <FormError message={pictures.message} />
        <div>
          <Button variant="secondary" onPress={() => void reload()}>
            Try again
          </Button>
        </div>
      </div>
    );
  }
  if (pictures.status === 'ready' && pictures.data.length === 0) {
    return <p className={styles.chooserMessage}>{NO_POSTS}</p>;
  }
  return (
    <MediaPicker<InstagramPicture>
      label="Instagram pictures"
      searchLabel="Search Instagram pictures"
      items={pictures}
      selectionMode="multiple"
      selectedKeys={new Set(chosen.map((picture) => picture.id))}
      onSelectionChange={(keys) => onChoose(inChosenOrder(chosen, keys, all))}
      renderItem={(picture) => (
        <img className={styles.pickerPicture} src={picture.imageUrl} alt="" />
      )}
      unavailableReason={(picture) => (alreadyAdded.has(picture.externalId) ? ALREADY_ADDED : null)}
      emptyText="No pictures match your search."
      pageSize={PAGE_SIZE}
    />
  );
}
