// YouTube and TikTok oEmbed: GET {endpoint}?url={video page}&format=json answers the video's title,
// author, thumbnail and player size. Without configured endpoints the local sandbox answers
// (src/sandbox/oembed), in the same shapes.
import type { Config } from '../../config';

export type OEmbedProvider = 'youtube' | 'tiktok';

/** The fields both providers answer that the product uses. */
export interface OEmbedAnswer {
  title: string;
  author_name: string | null;
  thumbnail_url: string | null;
  thumbnail_width: number | null;
  thumbnail_height: number | null;
  /** YouTube answers pixels; TikTok answers '100%' (then null). */
  width: number | null;
  height: number | null;
  provider_name: string;
}

export type OEmbedResult = { ok: true; answer: OEmbedAnswer } | { ok: false; status: number };

export const OEMBED_SANDBOX_PATH = '/sandbox';

export function oembedEndpoint(
  config: Pick<Config, 'providers' | 'publicUrl'>,
  provider: OEmbedProvider,
): string {
  return (
    config.providers.oembed?.[provider] ??
    `${config.publicUrl}${OEMBED_SANDBOX_PATH}/${provider}/oembed`
  );
}

const numberOrNull = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;
const stringOrNull = (value: unknown): string | null =>
  typeof value === 'string' && value !== '' ? value : null;

/** Reads an oEmbed JSON answer; null when it is not one (no title). */
export function readOEmbedAnswer(body: unknown, provider: OEmbedProvider): OEmbedAnswer | null {
  if (typeof body !== 'object' || body === null) return null;
  const record = body as Record<string, unknown>;
  const title = typeof record.title === 'string' ? record.title : null;
  if (title === null) return null;
  return {
    title,
    author_name: stringOrNull(record.author_name),
    thumbnail_url: stringOrNull(record.thumbnail_url),
    thumbnail_width: numberOrNull(record.thumbnail_width),
    thumbnail_height: numberOrNull(record.thumbnail_height),
    width: numberOrNull(record.width),
    height: numberOrNull(record.height),
    provider_name:
      stringOrNull(record.provider_name) ?? (provider === 'youtube' ? 'YouTube' : 'TikTok'),
  };
}

/**
 * Asks the provider about `videoUrl` (a canonical page address built by the caller). A provider's
 * refusal is returned with its HTTP status; a network failure or timeout throws.
 */
export async function fetchOEmbed(
  config: Pick<Config, 'providers' | 'publicUrl'>,
  provider: OEmbedProvider,
  videoUrl: string,
  timeoutMs = 10_000,
): Promise<OEmbedResult> {
  const endpoint = new URL(oembedEndpoint(config, provider));
  endpoint.searchParams.set('url', videoUrl);
  endpoint.searchParams.set('format', 'json');
  const response = await fetch(endpoint, {
    headers: { accept: 'application/json' },
    redirect: 'error',
    signal: AbortSignal.timeout(timeoutMs),
  });
  if (!response.ok) {
    await response.body?.cancel();
    return { ok: false, status: response.status };
  }
  const answer = readOEmbedAnswer(await response.json().catch(() => null), provider);
  // A 200 that is not an oEmbed answer is as good as a bad gateway.
  return answer ? { ok: true, answer } : { ok: false, status: 502 };
}
