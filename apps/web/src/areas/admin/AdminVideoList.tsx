// The Video Assets → Videos tab of /admin/groups/{id}: the group's videos read-only (doc 2 §6),
// with the videos screen's own search, sort, source filter and status display.
import type { VideoFieldsFragment } from '@vendy/client/generated';
import type { Loadable } from '../../lib/loadable';
import { VideoList } from '../videos/VideoList';
import * as styles from './AdminPage.css';

export function AdminVideoList({ list }: { list: Loadable<readonly VideoFieldsFragment[]> }) {
  return (
    <div className={styles.section}>
      <VideoList label="Videos" videos={list} readOnly emptyText="No videos found" />
    </div>
  );
}
