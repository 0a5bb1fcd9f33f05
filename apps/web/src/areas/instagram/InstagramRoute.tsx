// Route module for /instagram: the page needs the plan's `instagram` feature and a paid plan, as
// the server does for the feeds' product placements (others see the upgrade card); otherwise it loads the group's account and, once one is connected, its posts and
// feeds, and runs sync, disconnect and the feeds' actions; the feed editor opens over the page
// (with ?editDefault=true, at once when exactly one feed is loaded). A broken connection
// (InstagramConnectionError) on any of these calls sends the user to /instagram/reconnect.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { activePlan, needsUpgrade } from '@vendy/client/domain';
import { isInstagramConnectionError } from '@vendy/client/request';
import { toasts } from '@vendy/ui-kit';
import { useSession } from '../../session';
import { useRemote } from '../../lib/useRemote';
import { routes } from '../../routes';
import { UpgradeCard } from '../../components/UpgradeCard';
import type { Loadable } from '../../lib/loadable';
import { deleteFeed, FEED_DELETED, loadFeeds, type InstagramFeed } from './feedActions';
import { FeedEditorDialog } from './FeedEditorDialog';
import {
  disconnectInstagramAccount,
  loadInstagramAccount,
  loadInstagramMedia,
  syncInstagramAccount,
  type InstagramAccount,
  type InstagramMedia,
} from './instagramActions';
import type { FeedListProps } from './FeedList';
import { InstagramPage, type InstagramActions } from './InstagramPage';

export const SYNCED = 'Instagram posts synced successfully.';
export const DISCONNECTED = 'Instagram account disconnected successfully.';

export function InstagramRoute() {
  const { currentUser } = useSession();
  const plan = activePlan(currentUser.currentGroup?.planHistory)?.plan;
  if (needsUpgrade({ plan, requiredFeature: 'instagram', paidRequired: true })) {
    return <UpgradeCard heading="Instagram" />;
  }
  // Keyed by group: switching groups loads that group's account afresh.
  return <InstagramAccountView key={currentUser.currentGroup?.id} />;
}

/**
 * Runs a call; a broken connection sends the user to reconnect (the error still rejects, so the
 * caller's state settles), anything else rejects as it came.
 */
export function useReconnectGuard() {
  const navigate = useNavigate();
  const navigateRef = useRef(navigate);
  useEffect(() => {
    navigateRef.current = navigate;
  });
  return useCallback(async <T,>(call: () => Promise<T>): Promise<T> => {
    try {
      return await call();
    } catch (error) {
      if (isInstagramConnectionError(error)) {
        void navigateRef.current(routes.instagramReconnect());
      }
      throw error;
    }
  }, []);
}

function InstagramAccountView() {
  const guard = useReconnectGuard();
  const {
    state: account,
    update: updateAccount,
    set: setAccount,
  } = useRemote<InstagramAccount | null>('instagram-account', (signal) =>
    guard(() => loadInstagramAccount(signal)),
  );
  const connected = account.status === 'ready' && account.data !== null;
  const { state: media, reload: reloadMedia } = useRemote<readonly InstagramMedia[]>(
    'instagram-media',
    (signal) => guard(() => loadInstagramMedia(signal)),
    { enabled: connected },
  );

  const { state: feeds, update: updateFeeds } = useRemote<readonly InstagramFeed[]>(
    'instagram-feeds',
    loadFeeds,
    { enabled: connected },
  );
  // The feed open in the editor: null creates one; no editor while `editing` is null.
  const [editing, setEditing] = useState<{ feed: InstagramFeed | null } | null>(null);
  useEditDefault(feeds, (feed) => setEditing({ feed }));

  const actions: InstagramActions = {
    async sync() {
      const synced = await guard(syncInstagramAccount);
      updateAccount(() => synced);
      await reloadMedia();
      toasts.success(SYNCED);
    },
    async disconnect() {
      await guard(disconnectInstagramAccount);
      setAccount(null);
      toasts.success(DISCONNECTED);
    },
  };

  const feedList: FeedListProps = {
    feeds,
    host: window.location.origin,
    onCreate: () => setEditing({ feed: null }),
    onEdit: (feed) => setEditing({ feed }),
    async onDelete(feed) {
      await deleteFeed(feed.id);
      updateFeeds((list) => list.filter((f) => f.id !== feed.id));
      toasts.success(FEED_DELETED);
    },
  };

  return (
    <>
      <InstagramPage account={account} media={media} actions={actions} feedList={feedList} />
      {editing && (
        <FeedEditorDialog
          feed={editing.feed}
          media={media}
          onSaved={(saved) => updateFeeds((list) => withFeed(list, saved))}
          onClose={() => setEditing(null)}
        />
      )}
    </>
  );
}

/** The list after a save: the feed replaced where it was, or first (the list is newest first). */
export function withFeed(
  list: readonly InstagramFeed[],
  feed: InstagramFeed,
): readonly InstagramFeed[] {
  return list.some((f) => f.id === feed.id)
    ? list.map((f) => (f.id === feed.id ? feed : f))
    : [feed, ...list];
}

/**
 * ?editDefault=true (doc 2 §1): once the feeds are loaded, the only one opens in the editor (with
 * none or several, nothing opens). The parameter is then dropped, so closing the editor is final.
 */
function useEditDefault(
  feeds: Loadable<readonly InstagramFeed[]>,
  open: (feed: InstagramFeed) => void,
) {
  const [params, setParams] = useSearchParams();
  const wanted = params.get('editDefault') === 'true';
  const openRef = useRef(open);
  useEffect(() => {
    openRef.current = open;
  });
  useEffect(() => {
    if (!wanted || feeds.status !== 'ready') return;
    if (feeds.data.length === 1) openRef.current(feeds.data[0]!);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('editDefault');
        return next;
      },
      { replace: true },
    );
  }, [wanted, feeds, setParams]);
}
