// The feed list on /instagram (doc 2 §2 'Feed list'): create, edit, view in a new tab, copy the
// feed's id, copy its embed code (the layouts' snippet naming ig/{feedId}), delete after a
// confirmation. A plain table: every action is a button or link in the Tab order.
import { useState } from 'react';
import { formatDate } from '@vendy/client/domain';
import {
  AlertDialog,
  Button,
  CopyIcon,
  EditIcon,
  EmptyState,
  EyeIcon,
  InstagramIcon,
  LinkButton,
  LinkIcon,
  NEW_TAB_HINT,
  PlusIcon,
  TrashIcon,
} from '@vendy/ui-kit';
import type { Loadable } from '../../lib/loadable';
import { FormError } from '../../components/FormError';
import { CopyButton } from '../../components/CopyButton';
import { feedEmbedCode, feedViewerUrl, type InstagramFeed } from './feedActions';
import * as styles from './feeds.css';

export interface FeedListProps {
  feeds: Loadable<readonly InstagramFeed[]>;
  /** The app's origin: the viewer's address and the embed code's script host. */
  host: string;
  onCreate: () => void;
  onEdit: (feed: InstagramFeed) => void;
  /** Deletes after confirmation; a rejection shows inside the dialog, which stays open. */
  onDelete: (feed: InstagramFeed) => Promise<void>;
  writeText?: (text: string) => Promise<void>;
}

export const CREATE_FEED = 'Create Feed';
export const NO_FEEDS = 'Create your first feed!';
export const DELETE_FEED = {
  title: 'Delete Feed',
  text: 'Do you really want to delete this feed? This action cannot be undone.',
};

export function FeedList({ feeds, host, onCreate, onEdit, onDelete, writeText }: FeedListProps) {
  const [deleting, setDeleting] = useState<InstagramFeed | null>(null);
  const hasFeeds = feeds.status === 'ready' && feeds.data.length > 0;
  return (
    <section className={styles.section} aria-labelledby="instagram-feeds-heading">
      <div className={styles.sectionHeader}>
        <h2 id="instagram-feeds-heading" className={styles.sectionHeading}>
          Feeds
        </h2>
        {hasFeeds && (
          <Button icon={<PlusIcon />} onPress={onCreate}>
            {CREATE_FEED}
          </Button>
        )}
      </div>
      {feeds.status === 'loading' && (
        <p role="status" className={styles.muted}>
          Loading feeds…
        </p>
      )}
      {feeds.status === 'error' && <FormError message={feeds.message} align="center" />}
      {feeds.status === 'ready' && feeds.data.length === 0 && (
        <EmptyState
          headingLevel={3}
          picture={<InstagramIcon size={40} />}
          title={NO_FEEDS}
          description="Choose the products shown on your Instagram posts, then embed the feed in your store."
          action={
            <Button icon={<PlusIcon />} onPress={onCreate}>
              {CREATE_FEED}
            </Button>
          }
        />
      )}
      {hasFeeds && (
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col" className={styles.headCell}>
                Title
              </th>
              <th scope="col" className={styles.headCell}>
                Last updated
              </th>
              <th scope="col" className={`${styles.headCell} ${styles.alignEnd}`}>
                Actions
              </th>
            </tr>
          </thead>
          <tbody>
            {feeds.data.map((feed) => (
              <tr key={feed.id} className={styles.row}>
                <th scope="row" className={styles.titleCell}>
                  {feed.title}
                </th>
                <td className={styles.cell}>{formatDate(feed.updatedAt)}</td>
                <td className={`${styles.cell} ${styles.alignEnd}`}>
                  <div className={styles.rowActions}>
                    <Button
                      variant="ghost"
                      size="sm"
                      icon={<EditIcon />}
                      aria-label={`Edit ${feed.title}`}
                      onPress={() => onEdit(feed)}
                    />
                    <LinkButton
                      variant="ghost"
                      size="sm"
                      icon={<EyeIcon />}
                      href={feedViewerUrl(host, feed.id)}
                      target="_blank"
                      aria-label={`View ${feed.title} ${NEW_TAB_HINT}`}
                    >
                      View
                    </LinkButton>
                    <CopyButton
                      iconOnly
                      variant="ghost"
                      size="sm"
                      icon={<CopyIcon />}
                      label={`Copy Feed ID of ${feed.title}`}
                      text={feed.id}
                      writeText={writeText}
                    />
                    <CopyButton
                      iconOnly
                      variant="ghost"
                      size="sm"
                      icon={<LinkIcon />}
                      label={`Copy Embed Code of ${feed.title}`}
                      text={feedEmbedCode(host, feed.id)}
                      writeText={writeText}
                    />
                    <Button
                      variant="ghost"
                      size="sm"
                      icon={<TrashIcon />}
                      aria-label={`Delete ${feed.title}`}
                      onPress={() => setDeleting(feed)}
                    />
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <AlertDialog
        title={DELETE_FEED.title}
        confirmLabel="Delete"
        isOpen={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        onConfirm={() => (deleting ? onDelete(deleting) : undefined)}
      >
        {DELETE_FEED.text}
      </AlertDialog>
    </section>
  );
}
