// The YouTube and TikTok oEmbed sandbox, mounted only while no oEmbed endpoints are configured
// (config.providers.oembed === null). Same requests and answers as the real services:
//   GET /sandbox/youtube/oembed?url={watch, shorts or youtu.be address}&format=json
//   GET /sandbox/youtube/vi/{videoId}/hqdefault.jpg             the video's thumbnail
//   GET /sandbox/tiktok/oembed?url={https://www.tiktok.com/@user/video/{id}}
//   GET /sandbox/tiktok/thumbnails/{videoId}.png
// Every well-formed video exists, with a title and author derived from its id, except:
//   YouTube ids starting 'missing' → 404 Not Found; starting 'private' → 401 Unauthorized
//   (embedding disabled); TikTok ids starting '404' → 404.
import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { parseTikTokUrl, parseYouTubeUrl } from '@vendy/client/domain';
import type { HttpRoute, HttpRouteContext } from '../../http/routes';
import { sendJsonBody } from '../../http/routes';
import { encodePng } from '../shopify/catalogue/png';

type Rgb = [number, number, number];

const TITLES = [
  'Unboxing our new autumn collection',
  'How to style a linen shirt three ways',
  'Behind the scenes at the studio',
  'Five minute morning skincare routine',
  'Our best-selling ceramic mug, up close',
  'Packing orders with us on a busy Friday',
  'Trail running shoes: first impressions',
  'Cosy home office makeover on a budget',
  'Customer favourites of the month',
  'Making the perfect pour-over coffee',
];
const AUTHORS = ['Acme Outfitters', 'Lumen Home', 'Northwind Goods', 'Zest Kitchen', 'Fernwood'];
const PALETTE: Rgb[] = [
  [220, 80, 60],
  [60, 130, 200],
  [70, 160, 110],
  [230, 170, 50],
  [140, 90, 190],
  [40, 40, 48],
];

/** A stable number for an id, so the same video always has the same title and colours. */
function seed(id: string): number {
  return createHash('sha256').update(id).digest().readUInt32BE(0);
}
const pick = <T>(list: readonly T[], n: number): T => list[n % list.length]!;

const thumbnails = new Map<string, Buffer>();
function thumbnail(id: string, width: number, height: number): Buffer {
  const key = `${id}:${width}x${height}`;
  let png = thumbnails.get(key);
  if (!png) {
    const n = seed(id);
    const top = pick(PALETTE, n);
    const bottom = pick(PALETTE, n >>> 8);
    const cx = width / 2;
    const cy = height / 2;
    const r = Math.min(width, height) * 0.14;
    png = encodePng(width, height, (x, y) => {
      // A play button on a vertical gradient.
      const dx = x - cx + r * 0.3;
      const dy = y - cy;
      if (dx >= 0 && dx <= r * 1.3 && Math.abs(dy) <= (r * 1.3 - dx) * 0.75) return [250, 250, 250];
      const t = y / height;
      return top.map((c, i) => Math.round(c * (1 - t) + bottom[i]! * t)) as Rgb;
    });
    if (thumbnails.size > 200) thumbnails.clear();
    thumbnails.set(key, png);
  }
  return png;
}

function sendPng(res: ServerResponse, png: Buffer, head: boolean): void {
  res.writeHead(200, {
    'content-type': 'image/png',
    'content-length': String(png.length),
    'cache-control': 'public, max-age=86400',
    'x-content-type-options': 'nosniff',
    'access-control-allow-origin': '*',
  });
  res.end(head ? undefined : png);
}

function sendText(res: ServerResponse, status: number, text: string): void {
  res.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    'access-control-allow-origin': '*',
  });
  res.end(text);
}

function sendOEmbed(res: ServerResponse, body: object): void {
  res.writeHead(200, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'public, max-age=3600',
    'access-control-allow-origin': '*',
  });
  res.end(JSON.stringify(body));
}

function youtubeOEmbed(res: ServerResponse, ctx: HttpRouteContext): void {
  const parsed = parseYouTubeUrl(ctx.url.searchParams.get('url') ?? '');
  if (!parsed.ok) return sendText(res, 400, 'Bad Request');
  const id = parsed.videoId;
  if (id.startsWith('missing')) return sendText(res, 404, 'Not Found');
  if (id.startsWith('private')) return sendText(res, 401, 'Unauthorized');
  const n = seed(id);
  const author = pick(AUTHORS, n >>> 4);
  const [width, height] = parsed.isShort ? [113, 200] : [200, 113];
  sendOEmbed(res, {
    title: pick(TITLES, n),
    author_name: author,
    author_url: `https://www.youtube.com/@${author.replace(/\s+/g, '')}`,
    type: 'video',
    height,
    width,
    version: '1.0',
    provider_name: 'YouTube',
    provider_url: 'https://www.youtube.com/',
    thumbnail_height: 360,
    thumbnail_width: 480,
    thumbnail_url: `${ctx.config.publicUrl}/sandbox/youtube/vi/${id}/hqdefault.jpg`,
    html: `<iframe width="${width}" height="${height}" src="https://www.youtube.com/embed/${id}?feature=oembed" frameborder="0" allowfullscreen></iframe>`,
  });
}

function tiktokOEmbed(res: ServerResponse, ctx: HttpRouteContext): void {
  const parsed = parseTikTokUrl(ctx.url.searchParams.get('url') ?? '');
  if (!parsed.ok) {
    res.writeHead(400, { 'content-type': 'application/json', 'access-control-allow-origin': '*' });
    res.end(
      JSON.stringify({ code: 400, message: 'Something went wrong', status_msg: 'invalid url' }),
    );
    return;
  }
  const id = parsed.videoId;
  if (id.startsWith('404')) {
    res.writeHead(404, { 'content-type': 'application/json', 'access-control-allow-origin': '*' });
    res.end(JSON.stringify({ code: 404, message: 'Not Found', status_msg: 'video not found' }));
    return;
  }
  const n = seed(id);
  const author = pick(AUTHORS, n >>> 4);
  const handle = author.toLowerCase().replace(/\s+/g, '');
  sendOEmbed(res, {
    version: '1.0',
    type: 'video',
    title: pick(TITLES, n),
    author_url: `https://www.tiktok.com/@${handle}`,
    author_name: author,
    width: '100%',
    height: '100%',
    html: `<blockquote class="tiktok-embed" cite="https://www.tiktok.com/@${handle}/video/${id}" data-video-id="${id}"></blockquote>`,
    thumbnail_width: 576,
    thumbnail_height: 1024,
    thumbnail_url: `${ctx.config.publicUrl}/sandbox/tiktok/thumbnails/${id}.png`,
    provider_url: 'https://www.tiktok.com',
    provider_name: 'TikTok',
    embed_product_id: id,
    embed_type: 'video',
  });
}

const YOUTUBE_THUMB = /^\/sandbox\/youtube\/vi\/([A-Za-z0-9_-]{11})\/hqdefault\.jpg$/;
const TIKTOK_THUMB = /^\/sandbox\/tiktok\/thumbnails\/(\d{1,30})\.png$/;

function handle(req: IncomingMessage, res: ServerResponse, ctx: HttpRouteContext): void {
  if (ctx.config.providers.oembed !== null) return sendJsonBody(res, 404, { error: 'Not found.' });
  const head = req.method === 'HEAD';
  const path = ctx.url.pathname;
  if (path === '/sandbox/youtube/oembed') return youtubeOEmbed(res, ctx);
  if (path === '/sandbox/tiktok/oembed') return tiktokOEmbed(res, ctx);
  const youtube = YOUTUBE_THUMB.exec(path);
  if (youtube) return sendPng(res, thumbnail(youtube[1]!, 480, 360), head);
  const tiktok = TIKTOK_THUMB.exec(path);
  if (tiktok) return sendPng(res, thumbnail(tiktok[1]!, 576, 1024), head);
  sendJsonBody(res, 404, { error: 'Not found.' });
}

export const oembedSandboxRoutes: HttpRoute[] = [
  { method: 'GET', path: '/sandbox/youtube/*', handle },
  { method: 'GET', path: '/sandbox/tiktok/*', handle },
];
