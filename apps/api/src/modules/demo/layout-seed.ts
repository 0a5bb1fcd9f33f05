// The shopper's side of the demo, ready after `npm start`: the demo group's products, a demo clip
// sent through the real videos pipeline, shoppable videos with competing product placements (an
// experiment split 50/50), a finished PORTRAIT layout that the sandbox store shows on its home and
// product pages, and a finished PORTRAIT_CAROUSEL layout of three shoppable videos that it shows
// on its collection pages. Everything goes through the modules' services, as the merchant app's
// operations would.
//
// Runs in the background after the demo store is connected: the clip is made with ffmpeg and
// transcoded by the video job, and a shoppable video can only be made of a READY video. Safe to run
// at every start: the products are upserted by their store ids, the clip is reused while it is not
// ERROR, and the layouts are made once (their ids in the settings below) in one transaction.
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { widgets } from '../../db/schema';
import type { Logger } from '../../logger';
import type { Services } from '../../services';
import {
  DEMO_CAROUSEL_LAYOUT_SETTING,
  DEMO_LAYOUT_SETTING,
} from '../../sandbox/shopify/storefront';
import { UserError } from '../../errors';
import {
  attachMediaCollection,
  attachVirtualVideo,
  markWidgetAsReady,
  upsertMediaCollection,
  upsertVirtualVideo,
  upsertWidgetBase,
} from '../layouts';
import { upsertExperiment, upsertStrategy } from '../placements';
import { getSetting, setSetting } from '../settings';
import { findGroupStore } from '../stores';
import { type VideoRow, checkVideoStatus } from '../videos';
import { importDemoCatalogue } from './demo-products';
import { createDemoVideo, waitUntilSettled } from './demo-video';
import { seedDemoFeedPlacements } from './feed-seed';
import { seedDemoSliderPage } from './slider-seed';
import { DEMO_STORE_NAME, demoWanted, findDemoGroup } from './seed';

export { DEMO_CAROUSEL_LAYOUT_SETTING, DEMO_LAYOUT_SETTING };
/** Setting naming the demo clip's Video, so a restart reuses it. */
export const DEMO_VIDEO_SETTING = 'demo.video-id';

export const DEMO_LAYOUT_TITLE = 'Spring looks';
export const DEMO_CAROUSEL_TITLE = 'Lookbook carousel';
/** When the timed banners of each placement start (seconds into the video). */
export const DEMO_BANNER_SECONDS = [2, 6, 10] as const;

/** Seconds between the collection's banners (they follow the last timed banner). */
export const DEMO_COLLECTION_BANNER_INTERVAL = 3;

/** The two competing placements of the demo layout and the viewer numbers each one gets. */
export const DEMO_PLACEMENTS = [
  { title: 'Spring looks: tops', productIndexes: [0, 1, 2], ranges: { start: 0, end: 50 } },
  { title: 'Spring looks: basics', productIndexes: [3, 4, 5], ranges: { start: 50, end: 100 } },
] as const;

/** The shared services (the demo video is uploaded and transcoded as any other) and a logger. */
export interface DemoLayoutDeps extends Services {
  logger: Logger;
}

export interface DemoLayoutOptions {
  /** Length of the generated clip. */
  videoSeconds?: number;
  /** How often the clip's status is checked while it is transcoded. */
  pollMs?: number;
  /** Gives up waiting for the transcode after this long (the next start carries on). */
  readyTimeoutMs?: number;
  signal?: AbortSignal;
}

export type DemoLayoutOutcome =
  | { status: 'skipped' }
  | { status: 'exists' | 'created'; layoutId: string; carouselLayoutId: string }
  | { status: 'video-not-ready'; videoId: string };

/** The layout ids in the settings, when both still name finished layouts of the group. */
async function existingLayouts(
  db: Database,
  groupId: string,
): Promise<{ layoutId: string; carouselLayoutId: string } | null> {
  const layoutId = await getSetting(db, DEMO_LAYOUT_SETTING);
  const carouselLayoutId = await getSetting(db, DEMO_CAROUSEL_LAYOUT_SETTING);
  if (typeof layoutId !== 'string' || typeof carouselLayoutId !== 'string') return null;
  const rows = await db
    .select({ id: widgets.id })
    .from(widgets)
    .where(
      and(
        inArray(widgets.id, [layoutId, carouselLayoutId]),
        eq(widgets.groupId, groupId),
        eq(widgets.status, 'READY'),
      ),
    );
  return rows.length === 2 ? { layoutId, carouselLayoutId } : null;
}

/** The demo clip saved earlier, unless it is gone or failed; null means make a new one. */
async function reusableVideo(deps: DemoLayoutDeps, groupId: string): Promise<VideoRow | null> {
  const id = await getSetting(deps.db, DEMO_VIDEO_SETTING);
  if (typeof id !== 'string') return null;
  try {
    const video = await checkVideoStatus(deps, groupId, id);
    return video.status === 'ERROR' ? null : video;
  } catch (error) {
    if (error instanceof UserError) return null;
    throw error;
  }
}

/**
 * Shoppable videos, placements, experiments, the two layouts and the public slider page, in one
 * transaction.
 */
async function createLayouts(
  tx: Database,
  deps: DemoLayoutDeps,
  groupId: string,
  video: VideoRow,
  catalogue: Awaited<ReturnType<typeof importDemoCatalogue>>,
): Promise<{ layoutId: string; carouselLayoutId: string }> {
  const load = { db: tx, storage: deps.storage };
  const shoppable = async (title: string) =>
    (
      await upsertVirtualVideo(load, groupId, {
        title,
        segments: [{ rank: 0, title, videoId: video.id }],
      })
    ).id;
  const [main, weekend, studio] = [
    await shoppable(DEMO_LAYOUT_TITLE),
    await shoppable('Weekend edit'),
    await shoppable('Studio session'),
  ];

  const strategyIds: string[] = [];
  for (const [index, placement] of DEMO_PLACEMENTS.entries()) {
    strategyIds.push(
      await upsertStrategy(tx, groupId, {
        title: placement.title,
        individualAssignments: placement.productIndexes.map((productIndex, rank) => ({
          productId: catalogue.products[productIndex]!.id,
          adType: 'banner' as const,
          rank,
          startTimeIndex: DEMO_BANNER_SECONDS[rank]!,
        })),
        // The first placement also shows its collection from the start.
        multipleAssignments:
          index === 0
            ? [
                {
                  productCollectionId: catalogue.collection.id,
                  adType: 'banner_static' as const,
                  name: catalogue.collection.title,
                  rank: 0,
                  // After the timed banners, one product every few seconds within the clip.
                  bannerInterval: DEMO_COLLECTION_BANNER_INTERVAL,
                },
              ]
            : [],
      }),
    );
  }
  await upsertExperiment(tx, groupId, {
    title: `${DEMO_LAYOUT_TITLE}: tops or basics`,
    virtualVideoId: main,
    items: DEMO_PLACEMENTS.map((placement, index) => ({
      strategyId: strategyIds[index]!,
      rangePercentage: placement.ranges.end - placement.ranges.start,
      ranges: [{ ...placement.ranges }],
    })),
  });
  // The carousel's other two videos each show one of the placements to everyone.
  for (const [virtualVideoId, strategyId] of [
    [weekend, strategyIds[1]!],
    [studio, strategyIds[0]!],
  ] as const) {
    await upsertExperiment(tx, groupId, {
      title: 'Everyone',
      virtualVideoId,
      items: [{ strategyId, rangePercentage: 100, ranges: [] }],
    });
  }

  const layoutId = await upsertWidgetBase(tx, groupId, {
    title: DEMO_LAYOUT_TITLE,
    type: 'PORTRAIT',
  });
  await attachVirtualVideo(tx, groupId, layoutId, main);
  await markWidgetAsReady(tx, groupId, layoutId);

  const collection = await upsertMediaCollection(load, groupId, {
    title: `${DEMO_CAROUSEL_TITLE} Collection`,
    thumbnailUrl: null,
    items: [weekend, main, studio].map((virtualVideoId, rank) => ({ virtualVideoId, rank })),
  });
  const carouselLayoutId = await upsertWidgetBase(tx, groupId, {
    title: DEMO_CAROUSEL_TITLE,
    type: 'PORTRAIT_CAROUSEL',
  });
  await attachMediaCollection(tx, groupId, carouselLayoutId, collection.id);
  await markWidgetAsReady(tx, groupId, carouselLayoutId);

  await seedDemoSliderPage(tx, groupId, { main, weekend, studio });

  await setSetting(tx, DEMO_LAYOUT_SETTING, layoutId);
  await setSetting(tx, DEMO_CAROUSEL_LAYOUT_SETTING, carouselLayoutId);
  return { layoutId, carouselLayoutId };
}

/**
 * Seeds the demo layouts (development with the Shopify sandbox only, once the demo store is
 * connected). Waits for the clip's transcode, so callers run it in the background.
 */
export async function seedDemoLayout(
  deps: DemoLayoutDeps,
  options: DemoLayoutOptions = {},
): Promise<DemoLayoutOutcome> {
  const { db, config, logger } = deps;
  if (!demoWanted(config) || config.providers.shopify !== null) return { status: 'skipped' };
  const demo = await findDemoGroup(db);
  const store = demo ? await findGroupStore(db, demo.groupId) : null;
  if (!demo || store?.storeName !== DEMO_STORE_NAME) return { status: 'skipped' };
  const { groupId } = demo;

  // The products first (upserted by their store ids: a second run changes nothing), so the demo
  // Instagram feed, connected before this runs, gets its products even when the layouts exist.
  const catalogue = await importDemoCatalogue(deps, groupId, DEMO_STORE_NAME);
  if (await seedDemoFeedPlacements(db, groupId, catalogue)) {
    deps.publicCache.invalidateGroup(groupId);
    logger.info('demo Instagram feed placements saved');
  }

  const existing = await existingLayouts(db, groupId);
  if (existing) return { status: 'exists', ...existing };

  let video = await reusableVideo(deps, groupId);
  if (!video) {
    video = await createDemoVideo(deps, groupId, {
      seconds: options.videoSeconds ?? config.demoVideoSeconds,
      signal: options.signal,
    });
    await setSetting(db, DEMO_VIDEO_SETTING, video.id);
    logger.info({ videoId: video.id }, 'demo video queued for transcoding');
  }
  const settled = await waitUntilSettled(deps, groupId, video.id, {
    pollMs: options.pollMs,
    timeoutMs: options.readyTimeoutMs,
    signal: options.signal,
  });
  if (settled?.status !== 'READY') return { status: 'video-not-ready', videoId: video.id };

  const ready = settled;
  const ids = await db.transaction((tx) => createLayouts(tx, deps, groupId, ready, catalogue));
  deps.publicCache.invalidateGroup(groupId);
  return { status: 'created', ...ids };
}

/**
 * Starts seedDemoLayout in the background and logs its outcome; `stop()` ends the wait for the
 * transcode (the next start carries on from there).
 */
export function startDemoLayoutSeed(
  deps: DemoLayoutDeps,
  options: Omit<DemoLayoutOptions, 'signal'> = {},
): { done: Promise<DemoLayoutOutcome | null>; stop(): void } {
  const controller = new AbortController();
  const done = seedDemoLayout(deps, { ...options, signal: controller.signal }).then(
    (outcome) => {
      if (outcome.status === 'created') {
        deps.logger.info(
          { ...outcome, store: `${deps.config.publicUrl}/sandbox/shopify/${DEMO_STORE_NAME}/` },
          'demo layouts ready: the sandbox store shows them',
        );
      } else if (outcome.status === 'video-not-ready') {
        deps.logger.warn(outcome, 'demo video not ready: the demo layouts wait for the next start');
      }
      return outcome;
    },
    (error: unknown) => {
      if (!controller.signal.aborted) deps.logger.warn({ err: error }, 'demo layouts not created');
      return null;
    },
  );
  return { done, stop: () => controller.abort() };
}
