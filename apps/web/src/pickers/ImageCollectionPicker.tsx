// Picks photo collections (layout wizard, timeline media library), six per page.
import { PICKER_PAGE_SIZES } from '@vendy/client/domain';
import type { ImageCollectionFieldsFragment } from '@vendy/client/generated';
import { PhotoIcon } from '@vendy/ui-kit';
import type { Loadable } from '../lib/loadable';
import { MediaPicker, type PickerSelectionMode } from './MediaPicker';
import * as styles from './MediaPicker.css';

export interface ImageCollectionPickerProps {
  collections: Loadable<readonly ImageCollectionFieldsFragment[]>;
  selectionMode?: PickerSelectionMode;
  selectedKeys: ReadonlySet<string>;
  onSelectionChange: (keys: Set<string>) => void;
  label?: string;
}

const photoCount = (count: number) => `${count} ${count === 1 ? 'photo' : 'photos'}`;

export function ImageCollectionPicker({
  collections,
  selectionMode = 'single',
  selectedKeys,
  onSelectionChange,
  label = 'Photo Collections',
}: ImageCollectionPickerProps) {
  return (
    <MediaPicker
      label={label}
      searchLabel="Search Photo Collections"
      items={collections}
      selectionMode={selectionMode}
      selectedKeys={selectedKeys}
      onSelectionChange={onSelectionChange}
      pageSize={PICKER_PAGE_SIZES.imageCollections}
      emptyText="No photo collections found."
      noItemsText="You don't have any image collections."
      describe={(collection) => photoCount(collection.items.length)}
      renderItem={(collection) =>
        collection.thumbnailUrl ? (
          <img className={styles.picture} src={collection.thumbnailUrl} alt="" />
        ) : (
          <span className={styles.iconPicture}>
            <PhotoIcon size={32} />
          </span>
        )
      }
    />
  );
}
