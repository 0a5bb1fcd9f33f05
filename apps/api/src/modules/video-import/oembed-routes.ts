// GET /oembed/youtube?url=… and GET /oembed/tiktok?url=…: the merchant app's oEmbed endpoints
// (doc 2 §7, "direct GETs with a url parameter to the YouTube and TikTok oEmbed endpoints").
// They answer the provider's oEmbed JSON for signed-in users, asking the configured provider (or
// its sandbox) on the browser's behalf: the page needs no cross-origin access to YouTube or TikTok,
// only well-formed YouTube and TikTok addresses are ever forwarded (rebuilt from the parsed id, so
// nothing else can be fetched through here), and a refusal keeps the provider's HTTP status, which
// the page reports as 'Youtube returned HTTP {status}' / 'TikTok returned HTTP {status}'.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { parseTikTokUrl, parseYouTubeUrl, tikTokPageUrl } from '@vendy/client/domain';
import { and, eq, isNotNull } from 'drizzle-orm';
import { videos } from '../../db/schema';
import type { HttpRoute, HttpRouteContext } from '../../http/routes';
import { fetchOEmbed, type OEmbedProvider } from '../../providers/oembed';
import { clientIp, getViewer, NOT_LOGGED_IN_MESSAGE, requireMember } from '../auth';

const PER_MINUTE = 60;

function send(res: ServerResponse, status: number, body: unknown, cache = 'no-store'): void {
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': cache,
    'x-content-type-options': 'nosniff',
  });
  res.end(JSON.stringify(body));
}

/** The provider's canonical page for the pasted address, or the validation message. */
export function canonicalVideoUrl(
  provider: OEmbedProvider,
  input: string,
): { url: string } | { message: string } {
  if (provider === 'youtube') {
    const parsed = parseYouTubeUrl(input);
    if (!parsed.ok) return { message: parsed.message };
    return {
      url: parsed.isShort
        ? `https://www.youtube.com/shorts/${parsed.videoId}`
        : `https://www.youtube.com/watch?v=${parsed.videoId}`,
    };
  }
  const parsed = parseTikTokUrl(input);
  if (!parsed.ok) return { message: parsed.message };
  // TikTok's oEmbed wants the page address; its path (/@user/video/{id}) is kept, its host fixed.
  const path = new URL(
    /^[a-z]+:\/\//i.test(input.trim()) ? input.trim() : `https://${input.trim()}`,
  ).pathname;
  return { url: `https://www.tiktok.com${path}` };
}

/**
 * TikTok's oEmbed reads the page address with the author's handle. Re-Sync knows a TikTok video by
 * its id only (https://www.tiktok.com/video/{id}), so the page address recorded when the current
 * group imported it is asked about instead, when there is one.
 */
async function withTikTokHandle(ctx: HttpRouteContext, url: string): Promise<string> {
  const parsed = parseTikTokUrl(url);
  if (!parsed.ok || tikTokPageUrl(url)) return url;
  let groupId: string;
  try {
    ({ groupId } = await requireMember(ctx));
  } catch {
    return url;
  }
  const [stored] = await ctx.db
    .select({ sourceUrl: videos.sourceUrl })
    .from(videos)
    .where(
      and(
        eq(videos.groupId, groupId),
        eq(videos.source, 'TIKTOK'),
        eq(videos.sourceId, parsed.videoId),
        isNotNull(videos.sourceUrl),
      ),
    )
    .limit(1);
  return stored?.sourceUrl ?? url;
}

const providerName = (provider: OEmbedProvider) => (provider === 'youtube' ? 'Youtube' : 'TikTok');

function handler(provider: OEmbedProvider) {
  return async (req: IncomingMessage, res: ServerResponse, ctx: HttpRouteContext) => {
    const viewer = await getViewer(ctx);
    if (!viewer) return send(res, 401, { error: NOT_LOGGED_IN_MESSAGE });
    if (
      !ctx.oembedLimiter.attempt(`${viewer.id}:${clientIp(req)}`, {
        limit: PER_MINUTE,
        windowMs: 60_000,
      })
    ) {
      return send(res, 429, { error: 'Too many attempts. Please try again later.' });
    }
    let target = canonicalVideoUrl(provider, ctx.url.searchParams.get('url') ?? '');
    if ('message' in target) return send(res, 400, { error: target.message });
    if (provider === 'tiktok') target = { url: await withTikTokHandle(ctx, target.url) };
    try {
      const result = await fetchOEmbed(ctx.config, provider, target.url);
      if (!result.ok) {
        return send(res, result.status, {
          error: `${providerName(provider)} returned HTTP ${result.status}`,
        });
      }
      send(res, 200, result.answer, 'private, max-age=300');
    } catch (error) {
      ctx.logger.warn({ err: error, provider }, 'oEmbed request failed');
      send(res, 502, { error: `${providerName(provider)} returned HTTP 502` });
    }
  };
}

export const oembedRoutes: HttpRoute[] = [
  { method: 'GET', path: '/oembed/youtube', handle: handler('youtube') },
  { method: 'GET', path: '/oembed/tiktok', handle: handler('tiktok') },
];
