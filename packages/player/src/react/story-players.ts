/**
 * Players and shops in fixed states for stories and component tests: fake providers on a fake
 * clock, so nothing plays or moves and every screenshot is the same.
 */
import { createAnalytics } from '../core/analytics';
import { resolvePlacement } from '../core/placement';
import { createPlayer, type Player, type PlayerOptions } from '../core/player';
import { PlaybackError, TIKTOK_SOURCE_ERROR } from '../core/messages';
import { createShop, type Shop, type ShopOptions } from '../core/shop';
import { buildTimeline, type PlayableSource } from '../core/timeline';
import {
  FakeAudio,
  FakeClock,
  createMemorySink,
  fakeLoader,
  flushPromises,
  samplePlacementData,
  sampleShoppableVideo,
  svgPicture,
  type FakeLoader,
} from '../testing';

export type StoryState =
  'idle' | 'playing' | 'paused' | 'buffering' | 'error' | 'muted' | 'controlsHidden' | 'ended';

/** The picture a fake provider shows: a labelled frame per source. */
function frame(source: PlayableSource): string | null {
  if (source.type === 'images') return source.images[0]?.url ?? null;
  const label = source.type === 'hls' ? 'Summer lookbook' : `${source.type} video`;
  return svgPicture(label, { background: '#1f4e79', width: 1280, height: 720 });
}

export interface StoryPlayer {
  player: Player;
  loader: FakeLoader;
  clock: FakeClock;
  sink: ReturnType<typeof createMemorySink>;
}

export async function storyPlayer(
  state: StoryState = 'idle',
  options: Partial<PlayerOptions> = {},
): Promise<StoryPlayer> {
  const clock = new FakeClock();
  const sink = createMemorySink();
  const loader = fakeLoader(
    state === 'error'
      ? { loadError: new PlaybackError(TIKTOK_SOURCE_ERROR), frame }
      : { frame, autoPlaying: state !== 'buffering' },
  );
  const player = createPlayer({
    timeline: buildTimeline(sampleShoppableVideo()),
    loaders: [loader],
    clock,
    analytics: createAnalytics({ sink: sink.sink, context: { videoId: 'vv-1' } }),
    createAudio: () => new FakeAudio(),
    ...options,
  });
  if (state !== 'idle') {
    await player.play();
    await flushPromises(2);
  }
  const provider = loader.last;
  if (state === 'buffering') provider?.emit({ type: 'waiting' });
  if (provider && state !== 'error' && state !== 'buffering') provider.advance(12);
  if (state === 'paused') player.pause();
  if (state === 'muted') player.mute();
  if (state === 'ended') player.end();
  // Playing stories show their controls, as after a pointer move (the fake clock never idles).
  if (state === 'playing' || state === 'muted' || state === 'buffering') player.pointerActivity();
  return { player, loader, clock, sink };
}

export interface StoryShopOptions extends Partial<ShopOptions> {
  /** The viewer's cohort number: below 50 strategy A (several banners), else strategy B. */
  viewerRange?: number;
  /** The group has no connected store. */
  noStore?: boolean;
}

export function storyShop(player: Player | undefined, options: StoryShopOptions = {}): Shop {
  const { viewerRange = 10, noStore = false, ...rest } = options;
  const data = samplePlacementData(noStore ? { shopifyStore: null } : {});
  const placement = resolvePlacement(data, { viewerRange });
  return createShop({ placement, player, ...rest });
}
