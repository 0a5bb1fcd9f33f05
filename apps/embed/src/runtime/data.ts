// The embed's reads: getEmbeddedWidget and getExperimentData, sent as `GET /graphql?query=...`
// with the exact documents of @vendy/client (the server accepts those without the CSRF header and
// lets browsers and CDNs cache the public answers; see apps/api/src/modules/layouts/README.md).
//
// - Storefront: no cookies (the answer is the same for everyone), the HTTP cache may answer.
// - Preview (?preview=1, the merchant app's preview dialog): the session cookie is sent so a draft
//   of the signed-in group shows, and the cache is revalidated so edits show at once.
import {
  GetEmbeddedInstagramFeedDocument,
  GetEmbeddedWidgetDocument,
  GetEmbeddedSliderItemDocument,
  GetExperimentDataDocument,
  type EmbeddedWidgetFieldsFragment,
  type GetEmbeddedInstagramFeedQuery,
  type GetEmbeddedSliderItemQuery,
  type GetEmbeddedWidgetQuery,
  type GetExperimentDataQuery,
} from '@vendy/client/generated';

export type EmbeddedLayout = EmbeddedWidgetFieldsFragment;
export type EmbeddedFeed = GetEmbeddedInstagramFeedQuery['getEmbeddedInstagramFeed'];
export type ExperimentData = GetExperimentDataQuery['getExperimentData'];

export const GRAPHQL_PATH = '/graphql';
/** The server's answer for an unknown layout, or a draft seen by someone outside its group. */
export const WIDGET_NOT_FOUND = 'Widget not found';
/** doc 3 §8 fallback when a layout cannot be loaded. */
export const LOAD_LAYOUT_ERROR = 'Unable to get layout.';
/** The feed viewer's fallback when the feed cannot be read and the server said nothing. */
export const LOAD_FEED_ERROR = 'Unable to load feed.';
/** The server's answer for a feed id it does not know (a user error, not a retryable one). */
export const FEED_NOT_FOUND = 'Unable to get feed.';

export interface ReadOptions {
  preview: boolean;
  fetch?: typeof fetch;
  /** Base address of the Vendy host (defaults to the frame's own origin). */
  origin?: string;
  signal?: AbortSignal;
}

interface GraphQLAnswer<T> {
  data?: T | null;
  errors?: ReadonlyArray<{ message?: string; extensions?: { code?: string } }>;
}

/** A failed read; `notFound` when the server said the layout does not exist (for this viewer). */
export class ReadError extends Error {
  constructor(
    message: string,
    readonly notFound = false,
  ) {
    super(message);
    this.name = 'ReadError';
  }
}

async function read<T>(
  document: { toString(): string },
  variables: Record<string, unknown>,
  options: ReadOptions,
  fallback: string,
  isNotFound: (error: { message?: string; extensions?: { code?: string } }) => boolean = (e) =>
    e.extensions?.code === 'NOT_FOUND' || e.message === WIDGET_NOT_FOUND,
): Promise<T> {
  const base = options.origin ?? globalThis.location?.origin ?? 'http://localhost';
  const url = new URL(GRAPHQL_PATH, base);
  url.searchParams.set('query', document.toString());
  url.searchParams.set('variables', JSON.stringify(variables));
  let answer: GraphQLAnswer<T>;
  try {
    const response = await (options.fetch ?? fetch)(url.href, {
      method: 'GET',
      headers: { accept: 'application/json' },
      credentials: options.preview ? 'include' : 'omit',
      cache: options.preview ? 'no-cache' : 'default',
      signal: options.signal,
    });
    answer = (await response.json()) as GraphQLAnswer<T>;
  } catch {
    throw new ReadError(fallback);
  }
  const errors = answer.errors ?? [];
  if (errors.length > 0 || answer.data == null) {
    const notFound = errors.some(isNotFound);
    const message = errors
      .map((e) => e.message)
      .filter(Boolean)
      .join(' ');
    throw new ReadError(message || fallback, notFound);
  }
  return answer.data;
}

/**
 * The layout to show. A draft counts as not found outside preview: only the merchant's preview
 * may show unfinished work (the server already hides drafts from everyone outside the group).
 */
export async function loadLayout(widgetId: string, options: ReadOptions): Promise<EmbeddedLayout> {
  const data = await read<GetEmbeddedWidgetQuery>(
    GetEmbeddedWidgetDocument,
    { widgetId },
    options,
    LOAD_LAYOUT_ERROR,
  );
  const layout = data.getEmbeddedWidget;
  if (!options.preview && layout.status === 'DRAFT') throw new ReadError(WIDGET_NOT_FOUND, true);
  return layout;
}

/** An item of a public slider page, as the single-video layout the server makes of it. */
export async function loadSliderItem(
  sliderItemId: string,
  options: ReadOptions,
): Promise<EmbeddedLayout> {
  const data = await read<GetEmbeddedSliderItemQuery>(
    GetEmbeddedSliderItemDocument,
    { sliderItemId },
    options,
    LOAD_LAYOUT_ERROR,
  );
  return data.getEmbeddedSliderItem;
}

/**
 * A feed with its posts and handle. The server answers an unknown (or deleted) feed with a user
 * error ('Unable to get feed.', code BAD_USER_INPUT) or NOT_FOUND: both are *not found*, since
 * reading again cannot help; a failed network or server is a retryable error.
 */
export async function loadFeed(feedId: string, options: ReadOptions): Promise<EmbeddedFeed> {
  const data = await read<GetEmbeddedInstagramFeedQuery>(
    GetEmbeddedInstagramFeedDocument,
    { instagramFeedId: feedId },
    options,
    LOAD_FEED_ERROR,
    (e) =>
      e.extensions?.code === 'NOT_FOUND' ||
      e.extensions?.code === 'BAD_USER_INPUT' ||
      e.message === FEED_NOT_FOUND,
  );
  return data.getEmbeddedInstagramFeed;
}

/**
 * What is placed on a shoppable video or on a feed's posts; null when it cannot be loaded
 * (timed ads are cleared).
 */
export async function loadExperimentData(
  target: string | { instagramFeedId: string },
  options: ReadOptions,
): Promise<ExperimentData | null> {
  try {
    const data = await read<GetExperimentDataQuery>(
      GetExperimentDataDocument,
      typeof target === 'string' ? { virtualVideoId: target } : target,
      options,
      'Unable to get data.',
    );
    return data.getExperimentData;
  } catch {
    return null;
  }
}
