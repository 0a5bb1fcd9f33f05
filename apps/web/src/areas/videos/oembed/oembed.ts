// Reads a YouTube or TikTok video's title and thumbnail from its oEmbed endpoint (doc 2 §7/§8).
import { oembedEndpoints, type OEmbedEndpoints, type OEmbedProvider } from './config';

export interface OEmbedInfo {
  title: string;
  thumbnailUrl: string | null;
  width: number | null;
  height: number | null;
}

export interface OEmbedOptions {
  fetch?: typeof fetch;
  endpoints?: OEmbedEndpoints;
  signal?: AbortSignal;
}

const PROVIDER_NAMES: Record<OEmbedProvider, string> = { youtube: 'Youtube', tiktok: 'TikTok' };

const UNREADABLE: Record<OEmbedProvider, string> = {
  youtube: 'Could not fetch YouTube video information.',
  tiktok: 'Could not fetch TikTok video information.',
};

/** The GET address: the endpoint with url and format parameters (relative endpoints allowed). */
export function oembedRequestUrl(endpoint: string, videoUrl: string): string {
  const base = (globalThis as { location?: { href?: string } }).location?.href;
  const url = base ? new URL(endpoint, base) : new URL(endpoint);
  url.searchParams.set('url', videoUrl);
  url.searchParams.set('format', 'json');
  return url.href;
}

const numberOrNull = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : null;

/**
 * The video's oEmbed answer. Fails with 'Youtube returned HTTP {status}' / 'TikTok returned HTTP
 * {status}' for an HTTP error, otherwise with 'Could not fetch … video information.'.
 */
export async function fetchOEmbed(
  provider: OEmbedProvider,
  videoUrl: string,
  { fetch: doFetch = globalThis.fetch, endpoints = oembedEndpoints(), signal }: OEmbedOptions = {},
): Promise<OEmbedInfo> {
  let response: Response;
  try {
    response = await doFetch(oembedRequestUrl(endpoints[provider], videoUrl), {
      method: 'GET',
      headers: { accept: 'application/json' },
      signal,
    });
  } catch (error) {
    if (error instanceof Error && error.name === 'AbortError') throw error;
    console.error(`${PROVIDER_NAMES[provider]} oEmbed request failed:`, error);
    throw new Error(UNREADABLE[provider]);
  }
  if (!response.ok) {
    throw new Error(`${PROVIDER_NAMES[provider]} returned HTTP ${response.status}`);
  }
  let body: Record<string, unknown>;
  try {
    body = (await response.json()) as Record<string, unknown>;
  } catch {
    throw new Error(UNREADABLE[provider]);
  }
  if (typeof body !== 'object' || body === null || typeof body.title !== 'string') {
    throw new Error(UNREADABLE[provider]);
  }
  return {
    title: body.title,
    thumbnailUrl: typeof body.thumbnail_url === 'string' ? body.thumbnail_url : null,
    width: numberOrNull(body.width),
    height: numberOrNull(body.height),
  };
}
