/**
 * The page a YouTube or TikTok video was imported from. TikTok's oEmbed endpoint reads the page
 * address with the author's handle (https://www.tiktok.com/@user/video/{id}); Re-Sync asks it again
 * with that address, so imports keep it.
 */
import { parseTikTokUrl, parseYouTubeUrl } from './media-urls';

const TIKTOK_HANDLE = /^@[A-Za-z0-9._-]{1,64}$/;

/**
 * The canonical page address of a pasted TikTok link when it names the author
 * (https://www.tiktok.com/@user/video/{id}); null for links without a handle (embed, /video/{id}).
 */
export function tikTokPageUrl(input: string): string | null {
  const parsed = parseTikTokUrl(input);
  if (!parsed.ok) return null;
  const text = input.trim();
  const url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text}`);
  const segments = url.pathname.split('/').filter(Boolean);
  const [handle, kind, id] = segments;
  if (segments.length !== 3 || kind !== 'video' || id !== parsed.videoId) return null;
  if (!handle || !TIKTOK_HANDLE.test(handle)) return null;
  return `https://www.tiktok.com/${handle}/video/${parsed.videoId}`;
}

/** The canonical page of a YouTube link: its Shorts page for a Short, else its watch page. */
export function youTubePageUrl(input: string): string | null {
  const parsed = parseYouTubeUrl(input);
  if (!parsed.ok) return null;
  const id = encodeURIComponent(parsed.videoId);
  return parsed.isShort
    ? `https://www.youtube.com/shorts/${id}`
    : `https://www.youtube.com/watch?v=${id}`;
}
