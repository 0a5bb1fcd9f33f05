/**
 * Which rendition of an HLS ladder to start with: the smallest one that fills the player's frame at
 * the screen's pixel density (the picture is shown whole, `object-fit: contain`). Shared by the HLS
 * provider (hls.js's start level) and the prefetch made before play, so both fetch the same
 * rendition. Framework-free and small: it ships before play.
 */

/** A rendition's picture size in pixels (hls.js levels and master playlist variants have one). */
export interface RenditionSize {
  width?: number;
  height?: number;
  /** Bits per second; orders renditions of the same size. */
  bitrate?: number;
}

/** The player's frame in CSS pixels. */
export interface FrameSize {
  width: number;
  height: number;
}

/**
 * Pixel densities above this fetch no larger a start: the first picture should come fast, and
 * adaptive bitrate moves up once playing when the frame deserves it.
 */
export const MAX_START_PIXEL_RATIO = 2;
/** A rendition this much smaller than the frame still counts as filling it (no visible loss). */
const SLACK = 0.9;

const pixels = (r: RenditionSize) => (r.width ?? 0) * (r.height ?? 0);

/**
 * Index (into `renditions`, whatever their order) of the rendition to start with: the smallest
 * that fills `frame` at `pixelRatio`, the largest when none does. -1 when there is nothing to
 * choose from (no sizes known, no frame): the caller keeps its default.
 */
export function fittingRendition(
  renditions: readonly RenditionSize[],
  frame: FrameSize | null | undefined,
  pixelRatio = 1,
): number {
  if (!frame || frame.width <= 0 || frame.height <= 0) return -1;
  const ratio = Math.min(Math.max(pixelRatio || 1, 1), MAX_START_PIXEL_RATIO);
  const sized = renditions
    .map((r, index) => ({ r, index }))
    .filter(({ r }) => (r.width ?? 0) > 0 && (r.height ?? 0) > 0);
  if (sized.length === 0) return -1;
  sized.sort((a, b) => pixels(a.r) - pixels(b.r) || (a.r.bitrate ?? 0) - (b.r.bitrate ?? 0));
  const fills = ({ r }: { r: RenditionSize }) => {
    const w = r.width!;
    const h = r.height!;
    // The picture shown whole in the frame: its width on screen, in device pixels.
    const shown = Math.min(frame.width, (frame.height * w) / h) * ratio;
    return w >= shown * SLACK;
  };
  return (sized.find(fills) ?? sized[sized.length - 1]!).index;
}

/** One variant of a master playlist. */
export interface PlaylistVariant extends RenditionSize {
  url: string;
}

const attribute = (line: string, name: string): string | null =>
  new RegExp(`[:,]${name}=("[^"]*"|[^,]*)`).exec(line)?.[1]?.replace(/^"|"$/g, '') ?? null;

/** The variants of an HLS master playlist, addresses resolved against `base`. */
export function masterVariants(text: string, base: string): PlaylistVariant[] {
  const lines = text.split(/\r?\n/).map((line) => line.trim());
  const variants: PlaylistVariant[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (!line.startsWith('#EXT-X-STREAM-INF:')) continue;
    const uri = lines.slice(i + 1).find((next) => next && !next.startsWith('#'));
    if (!uri) continue;
    const [width, height] = (attribute(line, 'RESOLUTION') ?? '').split('x').map(Number);
    const bitrate = Number(attribute(line, 'BANDWIDTH'));
    variants.push({
      url: new URL(uri, base).href,
      ...(width && height ? { width, height } : {}),
      ...(Number.isFinite(bitrate) ? { bitrate } : {}),
    });
  }
  return variants;
}

/** The first media segment's address of a media playlist, resolved against `base`. */
export function firstSegment(text: string, base: string): string | null {
  const uri = text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .find((line) => line && !line.startsWith('#'));
  return uri ? new URL(uri, base).href : null;
}
