// The Instagram sandbox's media CDN (GET /sandbox/instagram/cdn/{file}): the pictures and videos
// of its posts, at signed addresses that stop working after a while, as Instagram's do (its CDN
// answers 403 "URL signature expired" once the `oe` time has passed; a feed that kept those links
// would go blank). The files are made with ffmpeg on first request and kept in a temporary folder.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rename, stat } from 'node:fs/promises';
import type { ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { FFMPEG, run } from '../../modules/videos/ffmpeg';
import { INSTAGRAM_SANDBOX_PATH, type InstagramApp } from '../../providers/instagram';
import { findMedia } from './accounts';
import { cdnNow, isBroken } from './control';

/** How long a media address works (Instagram's last a few days). */
export const MEDIA_URL_TTL_MS = 3 * 24 * 3600_000;

/** `{mediaId}.jpg` (a picture, or a video's cover), `{mediaId}.mp4` (a video). */
const FILE = /^(\d{10,24})\.(jpg|mp4)$/;

function signature(app: InstagramApp, file: string, expiresHex: string): string {
  return createHmac('sha256', app.appSecret)
    .update(`cdn:${file}:${expiresHex}`)
    .digest('base64url')
    .slice(0, 27);
}

/**
 * A signed address of `file` that works until `expiresAt` (rounded up to the hour, so a post keeps
 * one address for a while, as on Instagram).
 */
export function mediaFileUrl(
  app: InstagramApp,
  publicUrl: string,
  file: string,
  expiresAt: Date = new Date(cdnNow() + MEDIA_URL_TTL_MS),
): string {
  const hour = 3600;
  const seconds = Math.ceil(expiresAt.getTime() / 1000 / hour) * hour;
  const oe = seconds.toString(16).toUpperCase();
  const url = new URL(`${publicUrl}${INSTAGRAM_SANDBOX_PATH}/cdn/${file}`);
  url.searchParams.set('oe', oe);
  url.searchParams.set('oh', signature(app, file, oe));
  return url.toString();
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

function plain(res: ServerResponse, status: number, body: string): void {
  res.writeHead(status, {
    'content-type': 'text/plain; charset=utf-8',
    'cache-control': 'no-store',
  });
  res.end(body);
}

const folder = path.join(tmpdir(), 'vendy-instagram-sandbox');
const making = new Map<string, Promise<string>>();

/** A colour per media id, so neighbouring posts look different. */
function colourOf(mediaId: string): string {
  const hash = createHmac('sha256', 'colour').update(mediaId).digest();
  return `0x${hash.subarray(0, 3).toString('hex')}`;
}

function ffmpegArguments(mediaId: string, kind: 'jpg' | 'mp4', out: string): string[] {
  const colour = colourOf(mediaId);
  if (kind === 'jpg') {
    return [
      ...['-v', 'error', '-y', '-f', 'lavfi'],
      ...[
        '-i',
        `color=c=${colour}:s=1080x1080,drawbox=x=270:y=270:w=540:h=540:color=white@0.5:t=fill`,
      ],
      ...['-frames:v', '1', '-q:v', '4', '-f', 'image2', out],
    ];
  }
  // A 3 s portrait clip with a moving pattern and a tone: enough to transcode and to play.
  return [
    ...['-v', 'error', '-y'],
    ...['-f', 'lavfi', '-i', `testsrc2=size=720x1280:rate=30:duration=3`],
    ...['-f', 'lavfi', '-i', 'sine=frequency=440:duration=3'],
    ...['-vf', `drawbox=x=0:y=0:w=720:h=120:color=${colour}:t=fill`],
    ...['-c:v', 'libx264', '-preset', 'veryfast', '-pix_fmt', 'yuv420p', '-g', '60'],
    ...['-c:a', 'aac', '-b:a', '96k', '-shortest', '-movflags', '+faststart', '-f', 'mp4', out],
  ];
}

/** The file on disk, made once (concurrent requests wait for the same ffmpeg run). */
function fileFor(mediaId: string, kind: 'jpg' | 'mp4'): Promise<string> {
  const name = `${mediaId}.${kind}`;
  let pending = making.get(name);
  if (!pending) {
    pending = (async () => {
      const target = path.join(folder, name);
      if (
        await stat(target).then(
          (s) => s.size > 0,
          () => false,
        )
      )
        return target;
      await mkdir(folder, { recursive: true });
      const partial = `${target}.${process.pid}.part`;
      await run(FFMPEG, ffmpegArguments(mediaId, kind, partial));
      await rename(partial, target);
      return target;
    })();
    pending.catch(() => making.delete(name));
    making.set(name, pending);
  }
  return pending;
}

/** GET /sandbox/instagram/cdn/{file}?oe&oh */
export async function cdnFile(
  res: ServerResponse,
  app: InstagramApp,
  file: string,
  params: URLSearchParams,
  head: boolean,
): Promise<void> {
  const match = FILE.exec(file);
  const oe = params.get('oe') ?? '';
  const oh = params.get('oh') ?? '';
  if (!match || !/^[0-9A-F]{1,12}$/.test(oe) || !sameText(oh, signature(app, file, oe))) {
    return plain(res, 403, 'Bad URL hash');
  }
  if (Number.parseInt(oe, 16) * 1000 <= cdnNow()) return plain(res, 403, 'URL signature expired');
  const [, mediaId = '', kind = 'jpg'] = match;
  const media = findMedia(mediaId);
  if (!media || (kind === 'mp4' && media.type !== 'VIDEO')) return plain(res, 404, 'Not found');
  if (kind === 'mp4' && isBroken(mediaId)) return plain(res, 500, 'Internal server error');
  const onDisk = await fileFor(mediaId, kind as 'jpg' | 'mp4');
  const { size } = await stat(onDisk);
  res.writeHead(200, {
    'content-type': kind === 'jpg' ? 'image/jpeg' : 'video/mp4',
    'content-length': size,
    // Instagram's CDN lets browsers keep a file until its address expires.
    'cache-control': 'max-age=1209600',
  });
  if (head) return void res.end();
  createReadStream(onDisk).pipe(res);
}
