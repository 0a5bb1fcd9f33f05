// 'Make it shoppable' (the AI page's finished videos): `/layouts?layout=new&video=…&product=…&at=…`
// opens the wizard on a new layout with that video, and a placement of the product as a timed
// banner from `at` seconds. The parameters come from a link anyone can edit: the video and the
// product must be the group's own (else the wizard opens as usual and a toast says why), and the
// moment a number of seconds from 0.
import { useEffect, useMemo, useRef } from 'react';
import {
  GetProductsDocument,
  UpsertExperimentDocument,
  UpsertStrategyDocument,
  type ProductFieldsFragment,
  type VideoFieldsFragment,
} from '@vendy/client/generated';
import { toasts } from '@vendy/ui-kit';
import type { request as appRequest } from '../../lib/api';
import type { Loadable } from '../../lib/loadable';
import { useRemote } from '../../lib/useRemote';

type Request = typeof appRequest;

export const VIDEO_PARAM = 'video';
export const PRODUCT_PARAM = 'product';
export const AT_PARAM = 'at';

export const PREFILL_MESSAGES = {
  videoNotFound: 'The video to make shoppable was not found; add a video in the Media step.',
  productNotFound: 'The product to place was not found; place products with Customize.',
  badTime: 'The time to show the product is not valid; the product is placed from the start.',
} as const;

/** What the link asks for, as written. */
export interface ShoppableRequest {
  videoId: string;
  productId: string | null;
  /** Seconds from the start; null when absent or not a number of seconds from 0. */
  atSeconds: number | null;
  /** `at` was given but is not a number of seconds from 0. */
  badTime: boolean;
}

export function readShoppableRequest(params: URLSearchParams): ShoppableRequest | null {
  const videoId = params.get(VIDEO_PARAM)?.trim();
  if (!videoId) return null;
  const productId = params.get(PRODUCT_PARAM)?.trim() || null;
  const at = params.get(AT_PARAM)?.trim();
  const seconds = at ? Number(at) : NaN;
  const valid = Number.isFinite(seconds) && seconds >= 0;
  return {
    videoId,
    productId,
    atSeconds: valid ? seconds : null,
    badTime: !!at && !valid,
  };
}

/** The request checked against the group's videos and products. */
export interface ShoppablePrefill {
  video: Pick<VideoFieldsFragment, 'id' | 'title'>;
  product: Pick<ProductFieldsFragment, 'id' | 'title'> | null;
  /** Where the product's banner starts (0 when the link gave no valid moment). */
  atSeconds: number;
}

/** 'm:ss' (with tenths when not a whole second), for the wizard's note. */
export function formatMoment(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  const rest = seconds - minutes * 60;
  const whole = Number.isInteger(Math.round(rest * 10) / 10) ? Math.round(rest) : null;
  const text = whole !== null ? String(whole) : rest.toFixed(1);
  return `${minutes}:${text.padStart(whole !== null ? 2 : 4, '0')}`;
}

export function prefillNote(prefill: ShoppablePrefill): string {
  const base = `Making “${prefill.video.title}” shoppable`;
  return prefill.product
    ? `${base}: “${prefill.product.title}” shows from ${formatMoment(prefill.atSeconds)}.`
    : `${base}.`;
}

/**
 * Checks the link's request once the group's videos (and, for a product, products) have loaded:
 * `undefined` while loading, null when there is nothing to prefill. Each problem is toasted once.
 */
export function useShoppablePrefill(
  request: ShoppableRequest | null,
  videos: Loadable<readonly VideoFieldsFragment[]>,
  loadProducts: (signal: AbortSignal) => Promise<readonly ProductFieldsFragment[]>,
): ShoppablePrefill | null | undefined {
  const products = useRemote('products', loadProducts, {
    enabled: !!request?.productId,
  }).state;

  const result = useMemo(():
    { prefill: ShoppablePrefill | null; problems: string[] } | undefined => {
    if (!request) return { prefill: null, problems: [] };
    if (videos.status === 'loading') return undefined;
    const video =
      videos.status === 'ready' ? videos.data.find((v) => v.id === request.videoId) : null;
    if (!video) return { prefill: null, problems: [PREFILL_MESSAGES.videoNotFound] };
    if (!request.productId)
      return { prefill: { video, product: null, atSeconds: 0 }, problems: [] };
    if (products.status === 'loading') return undefined;
    const product =
      products.status === 'ready' ? products.data.find((p) => p.id === request.productId) : null;
    const problems: string[] = [];
    if (!product) problems.push(PREFILL_MESSAGES.productNotFound);
    else if (request.badTime) problems.push(PREFILL_MESSAGES.badTime);
    return {
      prefill: { video, product: product ?? null, atSeconds: request.atSeconds ?? 0 },
      problems,
    };
  }, [request, videos, products]);

  const toasted = useRef(false);
  useEffect(() => {
    if (!result || toasted.current) return;
    toasted.current = true;
    for (const problem of result.problems) toasts.error(problem);
  }, [result]);

  return result?.prefill;
}

export const loadProducts = (request: Request) => async (signal: AbortSignal) =>
  (await request(GetProductsDocument, {}, { signal })).getProducts;

/**
 * The product's placement on the layout's shoppable video: a strategy with the product as a timed
 * banner from `atSeconds`, shown to every viewer (an experiment of one item, 100 %).
 */
export async function placeProduct(
  request: Request,
  virtualVideoId: string,
  prefill: ShoppablePrefill,
): Promise<void> {
  if (!prefill.product) return;
  const strategyId = (
    await request(UpsertStrategyDocument, {
      id: null,
      title: prefill.product.title,
      assignments: {
        individualAssignments: [
          {
            id: null,
            productId: prefill.product.id,
            affiliateLinkId: null,
            adType: 'banner',
            name: null,
            rank: 0,
            startTimeIndex: prefill.atSeconds,
            instagramMediaId: null,
          },
        ],
        multipleAssignments: [],
      },
    })
  ).upsertStrategy;
  await request(UpsertExperimentDocument, {
    id: null,
    title: prefill.video.title,
    virtualVideoId,
    instagramFeedId: null,
    items: [{ id: null, strategyId, rangePercentage: 100, ranges: [{ start: 0, end: 100 }] }],
  });
}
