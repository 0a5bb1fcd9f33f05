// Route module for /analytics (plan feature `analytics`; others see the upgrade card and nothing
// is loaded; the server refuses them too). It gets an access token (getAnalyticsToken) and embeds
// the analytics frame with the token in the frame address's fragment (never in the query string,
// so no server or log sees it), sizes the frame to its content, and keeps the frame supplied with
// fresh tokens (postMessage to its own origin) before each one's 15 minutes run out, and whenever
// the frame says its token was refused. Above the frame, the group's attribution window: saving it
// loads the frame again, so that every number is read with the new window.
import { useEffect, useRef, useState, type RefObject } from 'react';
import { activePlan, needsUpgrade } from '@vendy/client/domain';
import { Button } from '@vendy/ui-kit';
import * as page from '../../components/AssetListPage/assetPage.css';
import { UpgradeCard } from '../../components/UpgradeCard';
import { errorMessage, type Loadable } from '../../lib/loadable';
import { useRemote } from '../../lib/useRemote';
import { useSession } from '../../session';
import { AttributionWindowSetting } from './AttributionWindowSetting';
import {
  loadAnalyticsToken,
  loadAttributionWindow,
  loadNames,
  renewDelay,
  RENEW_RETRY_MS,
  saveAttributionWindow,
  type AnalyticsToken,
} from './analyticsToken';
import {
  asFrameMessage,
  frameSrc,
  HEIGHT,
  HELLO,
  NAMES,
  NEED_TOKEN,
  TOKEN,
  TOKEN_FAILED,
  type Names,
  type PageMessage,
} from './frame/protocol';
import * as styles from './analytics.css';

export const TITLE = 'Analytics';
export const FRAME_TITLE = 'Analytics';
export const LOADING_TOKEN = 'Opening analytics…';
/** The frame's height until it has said how tall its content is. */
const INITIAL_HEIGHT = 600;

export function AnalyticsRoute() {
  const { currentUser } = useSession();
  const plan = activePlan(currentUser.currentGroup?.planHistory)?.plan;
  if (needsUpgrade({ plan, requiredFeature: 'analytics' })) {
    return <UpgradeCard heading={TITLE} />;
  }
  // Keyed by group: another group gets its own token and frame.
  return <AnalyticsView key={currentUser.currentGroup?.id} />;
}

function AnalyticsView() {
  const { state, reload } = useRemote<AnalyticsToken>('analytics-token', loadAnalyticsToken);
  return <AnalyticsPage token={state} onRetry={() => void reload()} />;
}

export interface AnalyticsPageProps {
  token: Loadable<AnalyticsToken>;
  onRetry: () => void;
  /** How to get the next token (the route's server call; stories and tests pass their own). */
  renewToken?: () => Promise<AnalyticsToken>;
  /** The titles the frame's tables show instead of ids. */
  names?: () => Promise<Names>;
  /** The frame's address for a token (stories show another page there). */
  frameAddress?: (token: string) => string;
  /** The group's attribution window: read and saved (the route's server calls by default). */
  loadWindow?: () => Promise<number>;
  saveWindow?: (days: number) => Promise<number>;
}

export function AnalyticsPage({
  token,
  onRetry,
  renewToken = loadAnalyticsToken,
  names = loadNames,
  frameAddress = frameSrc,
  loadWindow = loadAttributionWindow,
  saveWindow = saveAttributionWindow,
}: AnalyticsPageProps) {
  // A new frame (with the latest token) after each saved window: it reads every number again.
  const [frameKey, setFrameKey] = useState(0);
  const [latest, setLatest] = useState<AnalyticsToken | null>(null);
  return (
    <div className={page.page}>
      <h1 className={page.heading}>{TITLE}</h1>
      {token.status === 'loading' && (
        <p role="status" className={styles.status}>
          {LOADING_TOKEN}
        </p>
      )}
      {token.status === 'error' && (
        <div role="alert" className={styles.alert}>
          <p className={styles.alertText}>{token.message}</p>
          <Button variant="secondary" onPress={onRetry}>
            Try again
          </Button>
        </div>
      )}
      {token.status === 'ready' && (
        <>
          <AttributionWindowSetting
            load={loadWindow}
            save={saveWindow}
            onSaved={() => setFrameKey((n) => n + 1)}
          />
          <AnalyticsFrameHost
            key={frameKey}
            first={latest ?? token.data}
            renewToken={async () => {
              const next = await renewToken();
              setLatest(next);
              return next;
            }}
            names={names}
            frameAddress={frameAddress}
          />
        </>
      )}
    </div>
  );
}

function send(frame: RefObject<HTMLIFrameElement | null>, message: PageMessage) {
  frame.current?.contentWindow?.postMessage(message, window.location.origin);
}

function AnalyticsFrameHost({
  first,
  renewToken,
  names,
  frameAddress,
}: {
  first: AnalyticsToken;
  renewToken: () => Promise<AnalyticsToken>;
  names: () => Promise<Names>;
  frameAddress: (token: string) => string;
}) {
  const frame = useRef<HTMLIFrameElement>(null);
  // The frame is loaded once, with the first token; later ones go to it by message.
  const [src] = useState(() => frameAddress(first.accessToken));
  const [height, setHeight] = useState(INITIAL_HEIGHT);
  const [expiresAt, setExpiresAt] = useState(first.expiresAt);
  const renewRef = useRef(renewToken);
  useEffect(() => {
    renewRef.current = renewToken;
  });

  /** Gets a token and hands it to the frame; a failure goes to the frame only when it asked. */
  const renewing = useRef<Promise<void> | null>(null);
  const renew = useRef((frameAsked: boolean) => {
    renewing.current ??= renewRef.current().then(
      (next) => {
        renewing.current = null;
        setExpiresAt(next.expiresAt);
        send(frame, { type: TOKEN, token: next.accessToken, expiresAt: next.expiresAt });
      },
      (error: unknown) => {
        renewing.current = null;
        if (frameAsked) send(frame, { type: TOKEN_FAILED, message: errorMessage(error) });
        throw error;
      },
    );
    return renewing.current;
  });

  // Before the token runs out: a new one (again RENEW_RETRY_MS later when that fails).
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const schedule = (delay: number) => {
      timer = setTimeout(() => {
        renew.current(false).catch(() => schedule(RENEW_RETRY_MS));
      }, delay);
    };
    schedule(renewDelay(expiresAt));
    return () => clearTimeout(timer);
  }, [expiresAt]);

  // The titles for the frame's tables: sent once both they are loaded and the frame listens.
  const titles = useRef<{ names: Names | null; frameListens: boolean }>({
    names: null,
    frameListens: false,
  });
  const sendNames = () => {
    const { names: loaded, frameListens } = titles.current;
    if (loaded && frameListens) send(frame, { type: NAMES, names: loaded });
  };
  const namesRef = useRef(names);
  useEffect(() => {
    let live = true;
    namesRef.current().then(
      (loaded) => {
        if (!live) return;
        titles.current.names = loaded;
        sendNames();
      },
      () => {},
    );
    return () => {
      live = false;
    };
    // Loaded once per frame.
  }, []);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin) return;
      if (!frame.current || event.source !== frame.current.contentWindow) return;
      const message = asFrameMessage(event.data);
      if (message?.type === HEIGHT) setHeight(Math.max(200, Math.ceil(message.height)));
      if (message?.type === NEED_TOKEN) renew.current(true).catch(() => {});
      if (message?.type === HELLO) {
        titles.current.frameListens = true;
        sendNames();
      }
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);

  return (
    <iframe
      ref={frame}
      title={FRAME_TITLE}
      src={src}
      className={styles.frame}
      style={{ height }}
      // Same-origin pages may script each other; the frame needs nothing more (no popups, forms).
      sandbox="allow-scripts allow-same-origin allow-downloads allow-top-navigation-by-user-activation"
      referrerPolicy="same-origin"
    />
  );
}
