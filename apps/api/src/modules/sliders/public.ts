// What the public slider page shows: the page at /pages/{handle}/{slug} with its shoppable videos
// as everyone may see them (public view: no merchant notes) and the products placed on them (the
// placements module's `placedProductsOf`: public catalogue fields only), rendered once and kept in
// the short public cache until the group writes something (a save or delete of a page, or of a
// placement, invalidates it; other changes, such as a product re-imported, show within its TTL).
import { createHash } from 'node:crypto';
import type { Database } from '../../db/connection';
import type { Product, VirtualVideo } from '../../graphql/generated/resolvers-types';
import { loadVirtualVideos, type PublicCache } from '../layouts';
import { placedProductsOf } from '../placements';
import type { Storage } from '../storage';
import { renderSliderPage, type PublicItem, type PublicProduct, type PublicSlider } from './page';
import { findPublishedPage, type SliderShape } from './service';

export interface PublicPageDeps {
  db: Database;
  storage: Storage;
  publicCache: PublicCache;
  /** The server's public origin (config.publicUrl). */
  publicUrl: string;
}

export interface RenderedPage {
  html: string;
  etag: string;
}

/** The address of the embed frame that plays a slider item. */
export const sliderItemEmbedPath = (itemId: string) =>
  `/embed/slider/${encodeURIComponent(itemId)}`;

/** The product on its store: Shopify's storefront path /products/{handle}. */
export const storeProductUrl = (storeName: string, handle: string) =>
  `https://${storeName}/products/${encodeURIComponent(handle)}`;

function publicProduct(product: Product, storeName: string | null): PublicProduct {
  return {
    id: product.id,
    name: product.title,
    description: product.description,
    image: product.imageUrl ?? product.imageOriginalSrc ?? null,
    price: product.price ?? null,
    available: product.availableForSale,
    url: storeName && product.handle ? storeProductUrl(storeName, product.handle) : null,
  };
}

function publicItem(
  id: string,
  video: VirtualVideo,
  products: readonly PublicProduct[],
): PublicItem {
  const first = video.segments[0];
  const picture = first?.video ?? null;
  const url = picture?.thumbnailUrl ?? first?.imageCollection?.thumbnailUrl ?? null;
  const last = video.segments[video.segments.length - 1];
  return {
    id,
    title: video.title,
    poster: url ? { url, sources: picture?.thumbnailSources ?? [] } : null,
    // Photo collections play in a portrait frame, as the single-video read says (embed.ts).
    portrait: picture ? picture.aspectRatio < 1 : true,
    duration: last?.endTime ?? 0,
    uploadDate: new Date(video.createdAt),
    contentUrl: picture && picture.status === 'READY' ? picture.url : null,
    products,
  };
}

function publicSlider(
  slider: SliderShape,
  videos: ReadonlyMap<string, VirtualVideo>,
  productsOf: ReadonlyMap<string, readonly PublicProduct[]>,
): PublicSlider {
  return {
    id: slider.id,
    title: slider.title,
    // A shoppable video that is gone, or has nothing left to play, is not shown.
    items: slider.sliderItems.flatMap((item) => {
      const video = videos.get(item.virtualVideoId);
      return video && video.segments.length > 0
        ? [publicItem(item.id, video, productsOf.get(video.id) ?? [])]
        : [];
    }),
  };
}

/** The page's HTML, or undefined when no page is published at that address. */
export async function publishedPage(
  deps: PublicPageDeps,
  handle: string,
  slug: string,
): Promise<RenderedPage | undefined> {
  const key = `slider-page:${handle}\n${slug}`;
  const hit = deps.publicCache.get<RenderedPage>(key);
  if (hit) return hit.value;
  const page = await findPublishedPage(deps.db, handle, slug);
  if (!page || !page.groupHandle) return undefined;
  const generation = deps.publicCache.generation(page.groupId);
  const all = [...(page.featuredSlider ? [page.featuredSlider] : []), ...page.sliders];
  const videoIds = [...new Set(all.flatMap((s) => s.sliderItems.map((i) => i.virtualVideoId)))];
  const [videos, placed] = await Promise.all([
    loadVirtualVideos(deps, videoIds, 'public'),
    placedProductsOf(deps.db, deps.storage, page.groupId, videoIds),
  ]);
  const productsOf = new Map(
    [...placed.byVirtualVideo].map(([id, list]) => [
      id,
      list.map((product) => publicProduct(product, placed.storeName)),
    ]),
  );
  // Only the group's own shoppable videos (a save checks it; this keeps it true).
  for (const [id, video] of videos) if (video.groupId !== page.groupId) videos.delete(id);
  const absolute = (url: string) => new URL(url, deps.publicUrl).href;
  const html = renderSliderPage({
    title: page.title,
    description: page.description,
    handle: page.groupHandle,
    url: absolute(
      `/pages/${encodeURIComponent(page.groupHandle)}/${encodeURIComponent(page.slug)}`,
    ),
    sliders: all.map((slider) => publicSlider(slider, videos, productsOf)),
    embedUrl: (itemId) => absolute(sliderItemEmbedPath(itemId)),
    absolute,
  });
  const rendered = {
    html,
    etag: `"${createHash('sha256').update(html).digest('base64url').slice(0, 32)}"`,
  };
  deps.publicCache.set(key, page.groupId, generation, rendered);
  return rendered;
}
