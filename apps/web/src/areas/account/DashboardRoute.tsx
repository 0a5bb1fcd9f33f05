// Route module for /dashboard: the current group and plan from the session, the latest layouts
// from getWidgets (only when the plan opens the preview).
import { useContext, useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { useAtom } from 'jotai';
import {
  GetInstagramAccountDocument,
  GetResourceCountsDocument,
  GetWidgetsDocument,
  HideGuidedTourDocument,
} from '@vendy/client/generated';
import { isInstagramConnectionError } from '@vendy/client/request';
import {
  DASHBOARD_LAYOUT_COUNT,
  activePlan,
  freeTrialDaysRemaining,
  getStartedSteps,
  isGetStartedDismissed,
  isPaidPlan,
  isStepDone,
  isTourDismissed,
  mostRecent,
  needsUpgrade,
  planOption,
  rememberGetStartedDismissed,
  rememberTourDismissed,
  shouldOfferGuidedTour,
  showGetStarted,
  type KeyValueStorage,
} from '@vendy/client/domain';
import { request } from '../../lib/api';
import { usePainted } from '../../lib/usePainted';
import { guidedTourRequestedAtom, useSession } from '../../session';
import { SignedInFrameContext } from '../../session/signedInFrame';
import { DashboardPage } from './DashboardPage';
import type { LayoutSummary, RecentLayoutsState } from './RecentLayouts';
import { layoutSummary } from './layoutSummary';
import { TourWelcomePlaceholder } from './TourWelcomePlaceholder';

function localStore(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

/**
 * The name of the group's connected Instagram account when its access is gone (the server answers
 * getInstagramAccount with the connection error), else null. Asked only when an account is
 * connected and the plan opens Instagram; any other failure says nothing here.
 */
function useInstagramLost(accountName: string | null, groupId: string): string | null {
  const [lost, setLost] = useState<{ groupId: string; name: string } | null>(null);
  useEffect(() => {
    if (accountName === null) return;
    let current = true;
    request(GetInstagramAccountDocument).then(
      () => current && setLost(null),
      (error: unknown) => {
        if (current && isInstagramConnectionError(error)) setLost({ groupId, name: accountName });
      },
    );
    return () => {
      current = false;
    };
  }, [accountName, groupId]);
  return lost?.groupId === groupId ? lost.name : null;
}

/**
 * The group's feeds and layouts (getResourceCounts), for the Get Started card: null until read, or
 * when it cannot be (the card then counts what the session tells).
 */
function useResourceCounts(
  groupId: string,
  enabled: boolean,
): { instagramFeeds: number; layouts: number } | null {
  const [counts, setCounts] = useState<{
    groupId: string;
    instagramFeeds: number;
    layouts: number;
  } | null>(null);
  useEffect(() => {
    if (!enabled) return;
    let current = true;
    request(GetResourceCountsDocument).then(
      ({ getResourceCounts }) =>
        current &&
        setCounts({
          groupId,
          instagramFeeds: getResourceCounts.instagramFeeds,
          layouts: getResourceCounts.widgets,
        }),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [groupId, enabled]);
  return counts?.groupId === groupId ? counts : null;
}

type Loaded = { ok: true; layouts: LayoutSummary[] } | { ok: false; message: string };

export interface DashboardRouteProps {
  /** The time trial days are counted at (stories fix it). */
  now?: Date;
  /** Where the welcome banner's dismissal is remembered; the browser's local storage by default. */
  storage?: KeyValueStorage | null;
}

export function DashboardRoute({ now, storage = localStore() }: DashboardRouteProps) {
  const { currentUser } = useSession();
  const group = currentUser.currentGroup;
  const groupId = group?.id ?? '';
  const entry = activePlan(group?.planHistory);
  const previewLocked = needsUpgrade({ plan: entry?.plan, paidRequired: true });
  // Keyed by group, so that after switching groups the old group's layouts never show.
  const [loaded, setLoaded] = useState<{ groupId: string; result: Loaded } | null>(null);
  const [dismissedNow, setDismissedNow] = useState(false);
  const [requested, setRequested] = useAtom(guidedTourRequestedAtom);
  // On a page sent with the signed-in frame, the live welcome card opens a frame after the
  // dashboard's first paint: its dialog locks scrolling and reads the viewport, which in the same
  // commit made the browser lay out the whole fresh page inside one long task. Until then the
  // card shows as the server sent it (still and inert), so nothing blinks.
  const painted = usePainted(useContext(SignedInFrameContext));

  useEffect(() => {
    if (previewLocked) return;
    let current = true;
    request(GetWidgetsDocument).then(
      ({ getWidgets }) => {
        const layouts = mostRecent(getWidgets, DASHBOARD_LAYOUT_COUNT).map(layoutSummary);
        if (current) setLoaded({ groupId, result: { ok: true, layouts } });
      },
      (e: unknown) => {
        const message = e instanceof Error ? e.message : String(e);
        if (current) setLoaded({ groupId, result: { ok: false, message } });
      },
    );
    return () => {
      current = false;
    };
  }, [previewLocked, groupId]);

  const instagramLost = useInstagramLost(
    entry?.plan.features.instagram === true ? (group?.instagramAccount?.accountName ?? null) : null,
    groupId,
  );

  // The Get Started card: hidden for the group once skipped here, or when every step is done.
  const [skipped, setSkipped] = useState<string | null>(null);
  const getStartedDismissed = skipped === groupId || isGetStartedDismissed(storage, groupId);
  const counts = useResourceCounts(groupId, !getStartedDismissed && groupId !== '');
  const steps = getStartedSteps(isPaidPlan(entry?.plan)).map((step) => ({
    step,
    done: isStepDone(step, {
      accountReady: currentUser.auth?.emailVerified === true,
      storeConnected: Boolean(group?.shopifyStore),
      instagramFeeds: counts?.instagramFeeds ?? 0,
      layouts: counts?.layouts ?? 0,
    }),
  }));
  const getStarted =
    groupId !== '' &&
    showGetStarted({
      dismissed: getStartedDismissed,
      completed: steps.filter((s) => s.done).length,
      total: steps.length,
    })
      ? {
          steps,
          onSkip() {
            rememberGetStartedDismissed(storage, groupId);
            setSkipped(groupId);
          },
        }
      : null;

  const result = loaded?.groupId === groupId ? loaded.result : null;
  const layouts: RecentLayoutsState = previewLocked
    ? { status: 'locked' }
    : !result
      ? { status: 'loading' }
      : result.ok
        ? { status: 'ready', layouts: result.layouts }
        : { status: 'error', message: result.message };

  const offered = shouldOfferGuidedTour({
    showGuidedTour: currentUser.user?.showGuidedTour ?? false,
    plan: entry?.plan,
    dismissed: dismissedNow || isTourDismissed(storage, groupId),
  });

  // Ending an offered tour dismisses it (here and on the server); a tour asked for from the account
  // menu simply closes.
  const onCloseTour = () => {
    setRequested(false);
    if (!offered) return;
    rememberTourDismissed(storage, groupId);
    setDismissedNow(true);
    // The dismissal is already remembered locally, so a failed call needs no message; the request
    // layer logs server faults.
    request(HideGuidedTourDocument).catch(() => undefined);
  };

  const showTour = offered || requested;
  return (
    <>
      <DashboardPage
        firstName={currentUser.user?.firstName ?? ''}
        group={{ name: group?.name ?? '', storeName: group?.shopifyStore?.storeName ?? null }}
        plan={
          entry && {
            title: planOption(entry.planId)?.title ?? entry.planId,
            price: entry.plan.price,
            features: entry.plan.features,
            trialDaysRemaining: freeTrialDaysRemaining(entry, now),
          }
        }
        layouts={layouts}
        showTour={showTour && painted}
        onCloseTour={onCloseTour}
        instagramLost={instagramLost}
        getStarted={getStarted}
      />
      {showTour &&
        !painted &&
        createPortal(<TourWelcomePlaceholder frameOverlay={false} />, document.body)}
    </>
  );
}
