// getEmbeddedSliderItem: the player frame of a public slider page (/embed/slider/{sliderItemId})
// reads the item as a single-video layout, so the embed runtime plays it with the viewers it
// already has (banners, product card, cart). Public: an item exists only on a saved page, and its
// answer is the same for everyone (the layouts' public view: no merchant notes, the group's
// branding). Anything else is 'Widget not found', as for an unknown layout. Kept in the public
// cache until the group writes.
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { isUuid, storedId } from '../../db/ids';
import { sliderItems, sliderPages, sliders } from '../../db/schema';
import { UserError } from '../../errors';
import type { Widget } from '../../graphql/generated/resolvers-types';
import { assembleWidgets, WIDGET_NOT_FOUND, type PublicCache } from '../layouts';
import type { Storage } from '../storage';

export interface EmbedDeps {
  db: Database;
  storage: Storage;
  publicCache: PublicCache;
}

const notFound = () => new UserError(WIDGET_NOT_FOUND, { code: 'NOT_FOUND' });

async function load(deps: EmbedDeps, id: string): Promise<Widget | null> {
  const [row] = await deps.db
    .select({
      groupId: sliderPages.groupId,
      virtualVideoId: sliderItems.virtualVideoId,
      createdAt: sliderPages.createdAt,
      updatedAt: sliderPages.updatedAt,
    })
    .from(sliderItems)
    .innerJoin(sliders, eq(sliders.id, sliderItems.sliderId))
    .innerJoin(sliderPages, eq(sliderPages.id, sliders.pageId))
    .where(eq(sliderItems.id, id));
  if (!row) return null;
  const generation = deps.publicCache.generation(row.groupId);
  const [widget] = await assembleWidgets(
    deps,
    [
      {
        id,
        groupId: row.groupId,
        title: '',
        type: 'LANDSCAPE',
        status: 'READY',
        virtualVideoId: row.virtualVideoId,
        mediaCollectionId: null,
        createdAt: row.createdAt,
        updatedAt: row.updatedAt,
      },
    ],
    'public',
  );
  const video = widget?.virtualVideo;
  if (!widget || !video || video.segments.length === 0) return null;
  const first = video.segments[0]!;
  const portrait = first.video ? first.video.aspectRatio < 1 : true;
  const shape: Widget = {
    ...widget,
    title: video.title,
    type: portrait ? 'PORTRAIT' : 'LANDSCAPE',
  };
  deps.publicCache.set(`slider-item:${id}`, row.groupId, generation, shape);
  return shape;
}

export async function embeddedSliderItem(deps: EmbedDeps, sliderItemId: string): Promise<Widget> {
  if (!isUuid(sliderItemId)) throw notFound();
  const id = storedId(sliderItemId);
  const hit = deps.publicCache.get<Widget>(`slider-item:${id}`);
  if (hit) return hit.value;
  const widget = await load(deps, id);
  if (!widget) throw notFound();
  return widget;
}
