/**
 * Video addresses: parsing YouTube and TikTok links for import (doc 2 §5) and building the playback
 * addresses of each source (doc 2 §7, doc 3 §7).
 */

export type ParseResult<T> = ({ ok: true } & T) | { ok: false; message: string };

export type YouTubeUrl = ParseResult<{ videoId: string; isShort: boolean; aspectRatio: number }>;
export type TikTokUrl = ParseResult<{ videoId: string }>;

/** Width / height of a YouTube Short (and of every TikTok video). */
export const PORTRAIT_ASPECT_RATIO = 0.5625;
/** Width / height of an ordinary YouTube video until its real size is known. */
export const LANDSCAPE_ASPECT_RATIO = 16 / 9;

/** A TikTok import assumes these, as TikTok's oEmbed answer gives neither. */
export const TIKTOK_DEFAULTS = { duration: 60, aspectRatio: PORTRAIT_ASPECT_RATIO } as const;

const YOUTUBE_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com', 'youtu.be']);
const TIKTOK_HOSTS = new Set(['tiktok.com', 'www.tiktok.com', 'm.tiktok.com']);
const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const INVALID_URL = 'Invalid URL.';

/** Reads a pasted address; one without a scheme ('youtu.be/abc') is taken as https. */
function readUrl(input: string): URL | null {
  const text = input.trim();
  if (!text) return null;
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text}`;
  try {
    const url = new URL(withScheme);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
}

function pathSegments(url: URL): string[] {
  return url.pathname.split('/').filter(Boolean);
}

/**
 * A YouTube link: watch?v=ID, /shorts/ID, /embed/ID (on youtube.com, www. or m.) or youtu.be/ID.
 * Messages: 'URL must be from Youtube.', 'No video ID found.', 'Invalid URL.'.
 */
export function parseYouTubeUrl(input: string): YouTubeUrl {
  const url = readUrl(input);
  if (!url) return { ok: false, message: INVALID_URL };
  const host = url.hostname.toLowerCase();
  if (!YOUTUBE_HOSTS.has(host)) return { ok: false, message: 'URL must be from Youtube.' };

  const [first, second] = pathSegments(url);
  let videoId: string | null | undefined;
  let isShort = false;
  if (host === 'youtu.be') {
    videoId = first;
  } else if (first === 'watch') {
    videoId = url.searchParams.get('v');
  } else if (first === 'shorts' || first === 'embed') {
    videoId = second;
    isShort = first === 'shorts';
  }

  if (!videoId) return { ok: false, message: 'No video ID found.' };
  if (!YOUTUBE_ID.test(videoId)) return { ok: false, message: INVALID_URL };
  return {
    ok: true,
    videoId,
    isShort,
    aspectRatio: isShort ? PORTRAIT_ASPECT_RATIO : LANDSCAPE_ASPECT_RATIO,
  };
}

/**
 * A TikTok video link, whose last path segment is the numeric video id
 * (https://www.tiktok.com/@user/video/7234567890123456789). The id stays a string: it exceeds the
 * integers a JavaScript number holds exactly.
 * Messages: 'URL must be from TikTok.', 'No video ID found.', 'Invalid video ID.', 'Invalid URL.'.
 */
export function parseTikTokUrl(input: string): TikTokUrl {
  const url = readUrl(input);
  if (!url) return { ok: false, message: INVALID_URL };
  if (!TIKTOK_HOSTS.has(url.hostname.toLowerCase())) {
    return { ok: false, message: 'URL must be from TikTok.' };
  }
  const last = pathSegments(url).at(-1);
  if (!last) return { ok: false, message: 'No video ID found.' };
  if (!/^\d+$/.test(last)) return { ok: false, message: 'Invalid video ID.' };
  return { ok: true, videoId: last };
}

/** HLS manifest of an uploaded video: {host}/{videoId}/manifest/video.m3u8. */
export function hlsManifestUrl(mediaHost: string, videoId: string): string {
  return `${mediaHost.replace(/\/+$/, '')}/${encodeURIComponent(videoId)}/manifest/video.m3u8`;
}

export function youTubeWatchUrl(videoId: string): string {
  return `https://www.youtube.com/watch?v=${encodeURIComponent(videoId)}`;
}

/** TikTok's embed player, which accepts play, pause, seek and mute messages from the host page. */
export function tikTokEmbedUrl(sourceId: string): string {
  return `https://www.tiktok.com/player/v1/${encodeURIComponent(sourceId)}`;
}
