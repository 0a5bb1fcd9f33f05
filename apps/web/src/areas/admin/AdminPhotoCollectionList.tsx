// The Video Assets → Photo Collections tab of /admin/groups/{id}: the group's photo collections
// read-only (doc 2 §6), with the /images list's own search, sort, source filter and thumbnails.
import type { ImageCollectionFieldsFragment } from '@vendy/client/generated';
import type { Loadable } from '../../lib/loadable';
import { PhotoCollectionList } from '../images';
import * as styles from './AdminPage.css';

export function AdminPhotoCollectionList({
  list,
}: {
  list: Loadable<readonly ImageCollectionFieldsFragment[]>;
}) {
  return (
    <div className={styles.section}>
      <PhotoCollectionList
        label="Photo Collections"
        collections={list}
        readOnly
        emptyText="No photo collections found"
      />
    </div>
  );
}
