// /instagram: the connect prompt without an account; with one, the account card (name, last sync,
// account link, 'Sync Posts'), the latest posts with their viewer, the feeds, and the disconnect
// card. Data and calls come from the route module; the page keeps the sync and dialog states.
import { useState } from 'react';
import { formatDate } from '@vendy/client/domain';
import {
  AlertDialog,
  Button,
  Card,
  CopyIcon,
  InstagramIcon,
  LinkButton,
  PlayIcon,
  ProgressBar,
} from '@vendy/ui-kit';
import { errorMessage, type Loadable } from '../../lib/loadable';
import { FormError } from '../../components/FormError';
import { FeedList, type FeedListProps } from './FeedList';
import { FullPageLinks } from './FullPageLinks';
import {
  INSTAGRAM_START_PATH,
  type InstagramAccount,
  type InstagramMedia,
} from './instagramActions';
import {
  formatDateTime,
  groupPosts,
  KIND_LABELS,
  postThumbnail,
  type InstagramPost,
} from './posts';
import { PostViewer } from './PostViewer';
import * as styles from './instagram.css';

export interface InstagramActions {
  /** Reads the newest posts; rejects with the message to show. */
  sync: () => Promise<void>;
  /** Disconnects the account; rejects with the message to show. */
  disconnect: () => Promise<void>;
}

export interface InstagramPageProps {
  account: Loadable<InstagramAccount | null>;
  /** The account's posts and their carousel children (loaded once an account is connected). */
  media: Loadable<readonly InstagramMedia[]>;
  actions: InstagramActions;
  /** The feeds and their actions (shown once an account is connected). */
  feedList: FeedListProps;
}

export const NO_POSTS = 'No posts in your feed. Sync your feed now for your posts to appear.';

export const accountUrl = (accountName: string) =>
  `https://www.instagram.com/${encodeURIComponent(accountName)}/`;

export function InstagramPage({ account, media, actions, feedList }: InstagramPageProps) {
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>Instagram</h1>
      {account.status === 'loading' && (
        <p role="status" className={styles.muted}>
          Loading Instagram account…
        </p>
      )}
      {account.status === 'error' && <FormError message={account.message} align="center" />}
      {account.status === 'ready' &&
        (account.data === null ? (
          <ConnectCard />
        ) : (
          <ConnectedAccount
            account={account.data}
            media={media}
            actions={actions}
            feedList={feedList}
          />
        ))}
    </div>
  );
}

/** What a group without an account sees: why to connect, and the way to Instagram's window. */
export function ConnectCard() {
  return (
    <div className={styles.narrow}>
      <Card
        title="Connect your Instagram account"
        headingLevel={2}
        media={<InstagramIcon size={32} />}
        footer={
          <FullPageLinks>
            <LinkButton variant="primary" href={INSTAGRAM_START_PATH} icon={<InstagramIcon />}>
              Connect Instagram
            </LinkButton>
          </FullPageLinks>
        }
      >
        <p className={styles.text}>
          Connect your Instagram account to turn your posts into shoppable feeds: your latest posts
          are brought into Vendy, ready to be linked to your products.
        </p>
      </Card>
    </div>
  );
}

function ConnectedAccount({
  account,
  media,
  actions,
  feedList,
}: {
  account: InstagramAccount;
  media: Loadable<readonly InstagramMedia[]>;
  actions: InstagramActions;
  feedList: FeedListProps;
}) {
  const [isSyncing, setSyncing] = useState(false);
  const [syncError, setSyncError] = useState<string | null>(null);
  const [isDisconnecting, setDisconnecting] = useState(false);

  const sync = async () => {
    setSyncError(null);
    setSyncing(true);
    try {
      await actions.sync();
    } catch (e) {
      setSyncError(errorMessage(e));
    } finally {
      setSyncing(false);
    }
  };

  return (
    <>
      <Card
        title="Instagram account"
        headingLevel={2}
        media={<InstagramIcon size={32} />}
        footer={
          <div className={styles.buttons}>
            <LinkButton variant="secondary" href={accountUrl(account.accountName)} target="_blank">
              View Account Details
            </LinkButton>
            <Button onPress={sync} isPending={isSyncing} pendingLabel="Syncing">
              Sync Posts
            </Button>
          </div>
        }
      >
        <div className={styles.accountLines}>
          <p className={styles.text}>
            Connected to: <span className={styles.accountName}>{account.accountName}</span>
          </p>
          <p className={styles.muted}>
            {account.lastSyncedAt
              ? `Last synced: ${formatDateTime(account.lastSyncedAt)}`
              : 'Never synced'}
          </p>
          {isSyncing && <ProgressBar isIndeterminate label="Syncing your Instagram posts…" />}
          <FormError message={syncError} />
        </div>
      </Card>

      <section className={styles.section} aria-labelledby="instagram-posts-heading">
        <h2 id="instagram-posts-heading" className={styles.sectionHeading}>
          Latest posts
        </h2>
        <PostsGrid media={media} />
      </section>

      <FeedList {...feedList} />

      <div className={styles.narrow}>
        <Card
          title="Disconnect Instagram"
          headingLevel={2}
          footer={
            <Button variant="danger" onPress={() => setDisconnecting(true)}>
              Disconnect
            </Button>
          }
        >
          <p className={styles.text}>
            Disconnecting removes your Instagram posts from Vendy. You can connect an account again
            at any time.
          </p>
        </Card>
      </div>
      <AlertDialog
        title="Disconnect Instagram"
        confirmLabel="Disconnect"
        isOpen={isDisconnecting}
        onOpenChange={setDisconnecting}
        onConfirm={actions.disconnect}
      >
        Do you really want to disconnect your Instagram account {account.accountName}?
      </AlertDialog>
    </>
  );
}

/** The accessible name of a post's button: its kind, date and the start of its caption. */
export function postName({ media }: InstagramPost): string {
  const caption = media.caption?.trim().replace(/\s+/g, ' ');
  const start = caption && caption.length > 60 ? `${caption.slice(0, 60)}…` : caption;
  return `${KIND_LABELS[media.mediaType]} posted ${formatDate(media.postedAt)}${start ? `: ${start}` : ''}`;
}

function PostsGrid({ media }: { media: Loadable<readonly InstagramMedia[]> }) {
  const [open, setOpen] = useState<InstagramPost | null>(null);
  if (media.status === 'loading') {
    return (
      <p role="status" className={styles.muted}>
        Loading Instagram posts…
      </p>
    );
  }
  if (media.status === 'error') return <FormError message={media.message} align="center" />;
  const posts = groupPosts(media.data);
  if (posts.length === 0) return <p className={styles.muted}>{NO_POSTS}</p>;
  return (
    <>
      <ul className={styles.grid}>
        {posts.map((post) => {
          const thumbnail = postThumbnail(post);
          const kind = post.media.mediaType;
          return (
            <li key={post.media.id}>
              <button
                type="button"
                className={styles.tile}
                aria-label={postName(post)}
                onClick={() => setOpen(post)}
              >
                {thumbnail ? (
                  <img className={styles.tilePicture} src={thumbnail} alt="" />
                ) : (
                  <span className={styles.tilePicture} />
                )}
                {kind !== 'IMAGE' && (
                  <span className={styles.kindBadge} aria-hidden="true">
                    {kind === 'VIDEO' ? <PlayIcon /> : <CopyIcon />}
                  </span>
                )}
              </button>
            </li>
          );
        })}
      </ul>
      <PostViewer post={open} onClose={() => setOpen(null)} />
    </>
  );
}
