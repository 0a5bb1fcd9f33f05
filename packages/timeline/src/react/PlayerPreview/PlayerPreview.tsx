import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import {
  buildTimeline,
  createAnalytics,
  createPlayer,
  createShop,
  resolvePlacement,
  type Branding,
  type Player as PlayerInstance,
  type PlayerOptions,
} from '@vendy/player';
import { Player } from '@vendy/player/react';
import { activeStrategy, setCursor, setPlaying } from '../../model';
import type { TimelineStore } from '../store';
import {
  previewPlacementData,
  previewVirtualVideo,
  type PreviewMediaResolver,
  type PreviewShopData,
} from './preview-data';
import * as styles from './PlayerPreview.css';

/** Cursor and playback time closer than this are the same place (no seek). */
export const PREVIEW_SYNC_TOLERANCE = 0.05;

const NO_SHOP_DATA: PreviewShopData = {
  products: [],
  productCollections: [],
  affiliateLinks: [],
  shopifyStore: null,
};

export interface PlayerPreviewProps {
  store: TimelineStore;
  /** What the player needs of each video, photo collection and audio (addresses, photos). */
  media: PreviewMediaResolver;
  /** Products, links and collections the edited placement's banners show. */
  shopData?: PreviewShopData;
  branding?: Branding | null;
  /**
   * Width over height of the layout the video plays in (9 / 16 for portrait layouts): the preview
   * takes that shape, no taller than the editor leaves room for, and nothing shows outside it.
   */
  aspectRatio?: number;
  /** Further player options (e.g. loaders, clock and audio elements for tests and stories). */
  playerOptions?: Omit<PlayerOptions, 'timeline' | 'analytics'>;
}

/** Analytics in preview mode: nothing is ever sent. */
const previewAnalytics = () => createAnalytics({ sink: () => undefined, preview: true });

/**
 * The editor's preview: `@vendy/player` playing the document being edited, with the edited
 * placement's banners at their times and analytics off. The cursor follows playback; moving the
 * cursor seeks, and grabbing it (or dragging media) pauses. The player is rebuilt only when what
 * plays changes (segments, their media, audio or overlay), at the cursor's time.
 */
export function PlayerPreview({
  store,
  media,
  shopData = NO_SHOP_DATA,
  branding = null,
  aspectRatio = 16 / 9,
  playerOptions,
}: PlayerPreviewProps) {
  const state = useSyncExternalStore(store.subscribe, store.getState);
  const { segments, title } = state.doc;
  const video = useMemo(
    () => previewVirtualVideo({ segments, title }, media),
    [segments, title, media],
  );
  // Edits that do not change what plays (placements, titles of other things) keep the player.
  const signature = useMemo(() => JSON.stringify(video), [video]);
  const latest = useRef({ video, playerOptions });
  useEffect(() => {
    latest.current = { video, playerOptions };
  });

  const [player, setPlayer] = useState<PlayerInstance | null>(null);
  const resume = useRef(false);
  useEffect(() => {
    const created = createPlayer({
      ...latest.current.playerOptions,
      timeline: buildTimeline(latest.current.video),
      analytics: previewAnalytics(),
    });
    void created.seek(store.getState().view.cursor);
    if (resume.current) void created.play();
    setPlayer(created);
    return () => {
      resume.current = !created.get().paused;
      created.destroy();
    };
  }, [signature, store]);

  useSync(store, player);

  const strategy = activeStrategy(state);
  const placementData = useMemo(
    () => previewPlacementData(strategy, shopData),
    [strategy, shopData],
  );
  // A shop only listens to the player's time (no request is sent until the viewer acts).
  const shop = useMemo(
    () =>
      player
        ? createShop({
            placement: resolvePlacement(placementData, { viewerRange: 0, storage: null }),
            player,
          })
        : null,
    [player, placementData],
  );
  useEffect(() => () => shop?.destroy(), [shop]);

  const frame = {
    width: `min(100%, calc(${styles.PREVIEW_MAX_HEIGHT} * ${aspectRatio}))`,
    aspectRatio: String(aspectRatio),
  };
  if (!player) return <div className={styles.root} style={frame} data-testid="preview-frame" />;
  return (
    <div className={styles.root} style={frame} data-testid="preview-frame">
      <Player
        player={player}
        shop={shop}
        title={`Preview of ${title || 'the video'}`}
        thumbnailUrl={segments[0]?.media.thumbnailUrl ?? null}
        branding={branding}
        aspectRatio={aspectRatio}
        className={styles.player}
      />
    </div>
  );
}

/** Keeps the editor's cursor and the player's time together, both ways. */
function useSync(store: TimelineStore, player: PlayerInstance | null) {
  useEffect(() => {
    if (!player) return;
    // Player → editor: playing moves the cursor; the editor mirrors play and pause.
    const fromPlayer = () => {
      const { paused, currentTime, started } = player.get();
      const view = store.getState().view;
      if (view.playing !== !paused) store.run((s) => setPlaying(s, { playing: !paused }));
      if (!started || view.scrubbing) return;
      if (Math.abs(view.cursor - currentTime) > PREVIEW_SYNC_TOLERANCE / 10) {
        store.run((s) => setCursor(s, { time: currentTime }));
      }
    };
    // Editor → player: grabbing the cursor or dragging media pauses, moving the cursor seeks.
    let previous = store.getState().view;
    const fromEditor = () => {
      const view = store.getState().view;
      const was = previous;
      previous = view;
      const now = player.get();
      if (was.playing && !view.playing && !now.paused) player.pause();
      if (
        view.cursor !== was.cursor &&
        Math.abs(view.cursor - now.currentTime) > PREVIEW_SYNC_TOLERANCE
      ) {
        void player.seek(view.cursor);
      }
    };
    const offPlayer = player.subscribe(fromPlayer);
    const offStore = store.subscribe(fromEditor);
    return () => {
      offPlayer();
      offStore();
    };
  }, [store, player]);
}
