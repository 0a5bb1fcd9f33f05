// The Instagram tab of /videos (seen once a social account is connected): the account's video
// posts, which of them are already imported, and the import dialog's entry point.
import { formatDate } from '@vendy/client/domain';
import { Button, InstagramIcon } from '@vendy/ui-kit';
import type { Loadable } from '../../../lib/loadable';
import type { InstagramVideo } from '../videoListModel';
import { ALREADY_IMPORTED } from './InstagramImportForm';
import { FormError } from '../../../components/FormError';
import * as styles from './instagram.css';

export interface InstagramTabProps {
  accountName: string;
  posts: Loadable<readonly InstagramVideo[]>;
  importedIds: ReadonlySet<string>;
  onImport: () => void;
}

export function InstagramTab({ accountName, posts, importedIds, onImport }: InstagramTabProps) {
  return (
    <section className={styles.section} aria-label="Instagram videos">
      <div className={styles.header}>
        <p className={styles.muted}>Connected to: {accountName}</p>
        <Button
          icon={<InstagramIcon />}
          onPress={onImport}
          isDisabled={posts.status !== 'ready' || posts.data.length === 0}
        >
          Import Videos
        </Button>
      </div>
      {posts.status === 'loading' && (
        <p role="status" className={styles.muted}>
          Loading Instagram videos…
        </p>
      )}
      {posts.status === 'error' && <FormError message={posts.message} />}
      {posts.status === 'ready' &&
        (posts.data.length === 0 ? (
          <p className={styles.muted}>No videos found.</p>
        ) : (
          <ul className={styles.grid}>
            {posts.data.map((post) => (
              <li key={post.id} className={styles.tile}>
                {post.thumbnailUrl ? (
                  <img className={styles.picture} src={post.thumbnailUrl} alt="" />
                ) : (
                  <span className={styles.picture} />
                )}
                <span className={styles.date}>Posted {formatDate(post.timestamp)}</span>
                {importedIds.has(post.id) && (
                  <span className={styles.note}>{ALREADY_IMPORTED}</span>
                )}
              </li>
            ))}
          </ul>
        ))}
    </section>
  );
}
