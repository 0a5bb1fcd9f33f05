// Route module for /instagram: the page needs the plan's `instagram` feature (others see the
// upgrade card); otherwise it loads the group's account and, once one is connected, its posts, and
// runs sync and disconnect. A broken connection (InstagramConnectionError) on any of these calls
// sends the user to /instagram/reconnect.
import { useCallback, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { activePlan, needsUpgrade } from '@vendy/client/domain';
import { isInstagramConnectionError } from '@vendy/client/request';
import { toasts } from '@vendy/ui-kit';
import { useSession } from '../../session';
import { useRemote } from '../../lib/useRemote';
import { routes } from '../../routes';
import { UpgradeCard } from '../../components/UpgradeCard';
import {
  disconnectInstagramAccount,
  loadInstagramAccount,
  loadInstagramMedia,
  syncInstagramAccount,
  type InstagramAccount,
  type InstagramMedia,
} from './instagramActions';
import { InstagramPage, type InstagramActions } from './InstagramPage';

export const SYNCED = 'Instagram posts synced successfully.';
export const DISCONNECTED = 'Instagram account disconnected successfully.';

export function InstagramRoute() {
  const { currentUser } = useSession();
  const plan = activePlan(currentUser.currentGroup?.planHistory)?.plan;
  if (needsUpgrade({ plan, requiredFeature: 'instagram' })) {
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

  return <InstagramPage account={account} media={media} actions={actions} />;
}
