// Reads a YouTube or TikTok video's title and thumbnail from its oEmbed endpoint (doc 2 §7/§8).
import { oembedEndpoints, type OEmbedEndpoints, type OEmbedProvider } from './config';

export interface OEmbedInfo {
  title: string;
  thumbnailUrl: string | null;
  width: number | null;
  height: number | null;
  /** Seconds, when the endpoint knows it (providers' oEmbed answers do not carry it). */
  duration: number | null;
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

/** The GET address: the endpoint with the url parameter (relative endpoints allowed). */
export function oembedRequestUrl(endpoint: string, videoUrl: string): string {
  const base = (globalThis as { location?: { href?: string } }).location?.href;
  const url = base ? new URL(endpoint, base) : new URL(endpoint);
  url.searchParams.set('url', videoUrl);
  return url.href;
}

/** The message of a refusal: the endpoint's own `error` text, else the provider's HTTP status. */
async function refusalMessage(provider: OEmbedProvider, response: Response): Promise<string> {
  try {
    const body = (await response.json()) as { error?: unknown };
    if (typeof body?.error === 'string' && body.error.trim()) return body.error.trim();
  } catch {
    // Not JSON: the status says enough.
  }
  return `${PROVIDER_NAMES[provider]} returned HTTP ${response.status}`;
}

const numberOrNull = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : null;

/**
 * The video's oEmbed answer. A refusal fails with the endpoint's message ('Youtube returned HTTP
 * {status}' / 'TikTok returned HTTP {status}', or why the address was refused); a network failure
 * or an unreadable answer with 'Could not fetch … video information.'.
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
      credentials: 'same-origin',
      signal,
    });
  } catch (error) {
    if (error instanceof Error && error.name === 'AbortError') throw error;
    console.error(`${PROVIDER_NAMES[provider]} oEmbed request failed:`, error);
    throw new Error(UNREADABLE[provider]);
  }
  if (!response.ok) throw new Error(await refusalMessage(provider, response));
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
    duration: numberOrNull(body.duration),
  };
}
