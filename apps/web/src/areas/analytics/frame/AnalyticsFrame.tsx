// Route module of the analytics frame (/analytics/frame, rendered without the app's shell inside
// the /analytics page). It takes its access token from its address's fragment (then removes it from
// the address), gets fresh ones from the page (postMessage, same origin only), loads the period's
// numbers from the data API and tells the page its height.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useRemote } from '../../../lib/useRemote';
import { AccessError, ACCESS_ENDED, loadAnalytics, loadOrderPath, type TokenHolder } from './api';
import { AnalyticsDashboard, type AccessProblem } from './AnalyticsDashboard';
import {
  asPageMessage,
  HEIGHT,
  HELLO,
  NAMES,
  NEED_TOKEN,
  TOKEN,
  tokenOfHash,
  type FrameMessage,
  type Names,
} from './protocol';
import { rangeOfChoice, type RangeChoice } from './RangeControl';

/** How long the frame waits for the page to answer a request for a new token. */
const RENEW_WAIT_MS = 20_000;

function postToPage(message: FrameMessage) {
  if (window.parent !== window) window.parent.postMessage(message, window.location.origin);
}

/** The token the address brought, removed from the address (and so from the history). */
function takeTokenFromAddress(): string | null {
  const token = tokenOfHash(window.location.hash);
  if (token) {
    const { pathname, search } = window.location;
    window.history.replaceState(window.history.state, '', `${pathname}${search}`);
  }
  return token;
}

/** The token, kept current by the page's messages, and a way to ask the page for a new one. */
function useTokenHolder(initialToken: string | null, onNames: (names: Names) => void): TokenHolder {
  const waiting = useRef<Array<{ resolve: (t: string) => void; reject: (e: Error) => void }>>([]);
  const holder = useMemo<TokenHolder>(
    () => ({
      current: initialToken,
      renew: () =>
        new Promise<string>((resolve, reject) => {
          if (window.parent === window) {
            reject(new Error(ACCESS_ENDED));
            return;
          }
          const entry = { resolve, reject };
          waiting.current.push(entry);
          postToPage({ type: NEED_TOKEN });
          setTimeout(() => {
            waiting.current = waiting.current.filter((w) => w !== entry);
            reject(new Error(ACCESS_ENDED));
          }, RENEW_WAIT_MS);
        }),
    }),
    // The holder lives as long as the frame: later tokens come by message.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || event.source !== window.parent) return;
      const message = asPageMessage(event.data);
      if (!message) return;
      if (message.type === NAMES) {
        onNames(message.names);
        return;
      }
      const pending = waiting.current;
      waiting.current = [];
      if (message.type === TOKEN) {
        holder.current = message.token;
        for (const w of pending) w.resolve(message.token);
      } else {
        for (const w of pending) w.reject(new Error(message.message));
      }
    };
    window.addEventListener('message', onMessage);
    // The page sends what it has for the frame once it knows the frame listens.
    postToPage({ type: HELLO });
    return () => window.removeEventListener('message', onMessage);
    // `onNames` is a state setter.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [holder]);
  return holder;
}

/** Tells the page the height of the frame's content whenever it changes. */
function useReportHeight() {
  useEffect(() => {
    if (window.parent === window || typeof ResizeObserver === 'undefined') return undefined;
    const root = document.documentElement;
    // The page sizes the frame to its content: the frame itself never scrolls.
    root.style.overflow = 'hidden';
    let last = -1;
    const report = () => {
      const height = Math.ceil(document.body.scrollHeight);
      if (height !== last) {
        last = height;
        postToPage({ type: HEIGHT, height });
      }
    };
    const observer = new ResizeObserver(report);
    observer.observe(root);
    observer.observe(document.body);
    report();
    return () => {
      observer.disconnect();
      root.style.overflow = '';
    };
  }, []);
}

export interface AnalyticsFrameProps {
  /** For stories and tests: the token, instead of the address's fragment. */
  initialToken?: string;
  /** For stories and tests: the present, which the presets count back from. */
  now?: Date;
}

export function AnalyticsFrame({ initialToken, now: fixedNow }: AnalyticsFrameProps) {
  const [token] = useState(() => initialToken ?? takeTokenFromAddress());
  const [now] = useState(() => fixedNow ?? new Date());
  const [names, setNames] = useState<Names | null>(null);
  const holder = useTokenHolder(token, setNames);
  const [choice, setChoice] = useState<RangeChoice>({ preset: '7d' });
  const [access, setAccess] = useState<AccessProblem | null>(null);
  const range = rangeOfChoice(choice, now);
  const key = `${range.from.toISOString()}/${range.to.toISOString()}`;
  const load = useCallback(
    async (signal: AbortSignal) => {
      try {
        return await loadAnalytics(holder, range, signal);
      } catch (error) {
        if (error instanceof AccessError) setAccess({ message: error.message });
        throw error;
      }
    },
    // `range` is described by `key`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [holder, key],
  );
  const { state, reload, isRefreshing } = useRemote(key, load, { keepPrevious: true });
  const loadPath = useCallback(
    async (orderId: string, signal: AbortSignal) => {
      try {
        return await loadOrderPath(holder, orderId, signal);
      } catch (error) {
        if (error instanceof AccessError) setAccess({ message: error.message });
        throw error;
      }
    },
    [holder],
  );
  useReportHeight();
  useEffect(() => {
    document.title = 'Analytics – Vendy';
  }, []);
  return (
    <AnalyticsDashboard
      data={state}
      refreshing={isRefreshing}
      names={names}
      access={access}
      choice={choice}
      now={now}
      onChoice={setChoice}
      onRetry={() => void reload()}
      loadPath={loadPath}
    />
  );
}

export default AnalyticsFrame;
