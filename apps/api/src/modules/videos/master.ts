// The master playlist, written from what ffmpeg produced rather than from the encoder's targets:
// BANDWIDTH is the peak bitrate of a rendition's segments as stored (video, audio and MPEG-TS
// overhead), so it is never below what a player measures (RFC 8216 §4.3.4.2), and
// AVERAGE-BANDWIDTH its mean over the whole video.
import { readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { rateAttribute, type FrameRate } from './frame-rate';
import type { Rendition } from './ladder';

export const MASTER_PLAYLIST = 'video.m3u8';
const MEDIA_PLAYLIST = 'index.m3u8';

export interface MediaSegment {
  uri: string;
  durationSeconds: number;
}

/** The segments of a media playlist as ffmpeg writes it (EXTINF then the segment's URI). */
export function readMediaPlaylist(text: string): MediaSegment[] {
  const segments: MediaSegment[] = [];
  let duration: number | null = null;
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (line.startsWith('#EXTINF:')) {
      duration = Number.parseFloat(line.slice('#EXTINF:'.length));
    } else if (line && !line.startsWith('#') && duration !== null) {
      segments.push({ uri: line, durationSeconds: duration });
      duration = null;
    }
  }
  return segments;
}

export interface MeasuredRendition {
  rendition: Rendition;
  /** Bits per second, rounded up. */
  peakBps: number;
  averageBps: number;
  /** CODECS attribute value ('avc1.64001f,mp4a.40.2'), when known. */
  codecs: string | null;
}

/** Peak and average bitrates from segment sizes (bytes) and durations (seconds). */
export function bitrates(segments: ReadonlyArray<{ bytes: number; durationSeconds: number }>): {
  peakBps: number;
  averageBps: number;
} {
  let peak = 0;
  let bits = 0;
  let seconds = 0;
  for (const segment of segments) {
    // A segment shorter than a frame would make a meaningless rate; it still counts in the mean.
    const duration = Math.max(segment.durationSeconds, 0.001);
    peak = Math.max(peak, (segment.bytes * 8) / duration);
    bits += segment.bytes * 8;
    seconds += duration;
  }
  return { peakBps: Math.ceil(peak), averageBps: seconds > 0 ? Math.ceil(bits / seconds) : 0 };
}

/** CODECS of each rendition playlist in ffmpeg's own master playlist, by the playlist's URI. */
export function codecsByUri(master: string): Map<string, string> {
  const found = new Map<string, string>();
  let codecs: string | null = null;
  for (const raw of master.split('\n')) {
    const line = raw.trim();
    if (line.startsWith('#EXT-X-STREAM-INF:')) {
      codecs = /CODECS="([^"]*)"/.exec(line)?.[1] ?? null;
    } else if (line && !line.startsWith('#')) {
      if (codecs) found.set(line, codecs);
      codecs = null;
    }
  }
  return found;
}

const playlistUri = (rendition: Rendition) => `${rendition.name}/${MEDIA_PLAYLIST}`;

export function masterPlaylist(
  measured: readonly MeasuredRendition[],
  frameRate: FrameRate | undefined,
): string {
  const lines = ['#EXTM3U', '#EXT-X-VERSION:3', '#EXT-X-INDEPENDENT-SEGMENTS'];
  for (const { rendition, peakBps, averageBps, codecs } of measured) {
    const attributes = [
      `BANDWIDTH=${peakBps}`,
      `AVERAGE-BANDWIDTH=${Math.min(averageBps, peakBps)}`,
      `RESOLUTION=${rendition.width}x${rendition.height}`,
      ...(frameRate ? [`FRAME-RATE=${rateAttribute(frameRate)}`] : []),
      ...(codecs ? [`CODECS="${codecs}"`] : []),
    ];
    lines.push(`#EXT-X-STREAM-INF:${attributes.join(',')}`, playlistUri(rendition));
  }
  return `${lines.join('\n')}\n`;
}

/** Measures each rendition under `outDir` and (re)writes the master playlist there. */
export async function writeMasterPlaylist(
  outDir: string,
  ladder: readonly Rendition[],
  frameRate: FrameRate | undefined,
): Promise<MeasuredRendition[]> {
  const masterFile = path.join(outDir, MASTER_PLAYLIST);
  const fromEncoder = codecsByUri(await readFile(masterFile, 'utf8').catch(() => ''));
  const measured = await Promise.all(
    ladder.map(async (rendition) => {
      const folder = path.join(outDir, rendition.name);
      const segments = readMediaPlaylist(await readFile(path.join(folder, MEDIA_PLAYLIST), 'utf8'));
      if (segments.length === 0) throw new Error(`rendition ${rendition.name} has no segments`);
      const sized = await Promise.all(
        segments.map(async (s) => ({
          bytes: (await stat(path.join(folder, s.uri))).size,
          durationSeconds: s.durationSeconds,
        })),
      );
      return {
        rendition,
        ...bitrates(sized),
        codecs: fromEncoder.get(playlistUri(rendition)) ?? null,
      };
    }),
  );
  await writeFile(masterFile, masterPlaylist(measured, frameRate));
  return measured;
}
