// Reads a published HLS ladder over HTTP as a player does, with an independent parser
// (hls-parser), and measures each rendition: segment sizes from the server, durations from EXTINF.
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse, type types } from 'hls-parser';
import { expect } from 'vitest';

type MasterPlaylist = types.MasterPlaylist;
type MediaPlaylist = types.MediaPlaylist;
type Variant = types.Variant;

export interface MeasuredVariant {
  variant: Variant;
  playlist: MediaPlaylist;
  /** Absolute addresses of the segments, in order. */
  segmentUrls: string[];
  /** bits per second over the worst segment, and over the whole rendition. */
  peakBps: number;
  averageBps: number;
  durationSeconds: number;
}

export interface Ladder {
  master: MasterPlaylist;
  variants: MeasuredVariant[];
}

async function text(url: string): Promise<string> {
  const response = await fetch(url);
  expect(response.status, url).toBe(200);
  return response.text();
}

async function sizeOf(url: string): Promise<number> {
  const response = await fetch(url, { method: 'HEAD' });
  expect(response.status, url).toBe(200);
  return Number(response.headers.get('content-length'));
}

/** Fetches and parses the master playlist and every rendition, measuring their segments. */
export async function readLadder(masterUrl: string): Promise<Ladder> {
  const master = parse(await text(masterUrl));
  if (!master.isMasterPlaylist) throw new Error(`${masterUrl} is not a master playlist`);
  const variants = await Promise.all(
    master.variants.map(async (variant) => {
      const playlistUrl = new URL(variant.uri, masterUrl).href;
      const playlist = parse(await text(playlistUrl));
      if (playlist.isMasterPlaylist) throw new Error(`${playlistUrl} is a master playlist`);
      const segmentUrls = playlist.segments.map((s) => new URL(s.uri, playlistUrl).href);
      const sizes = await Promise.all(segmentUrls.map(sizeOf));
      let peakBps = 0;
      let bits = 0;
      let durationSeconds = 0;
      playlist.segments.forEach((segment, i) => {
        const segmentBits = (sizes[i] ?? 0) * 8;
        peakBps = Math.max(peakBps, segmentBits / segment.duration);
        bits += segmentBits;
        durationSeconds += segment.duration;
      });
      return {
        variant,
        playlist,
        segmentUrls,
        peakBps,
        averageBps: bits / durationSeconds,
        durationSeconds,
      };
    }),
  );
  return { master, variants };
}

/**
 * What RFC 8216 asks of the master playlist and what players rely on: BANDWIDTH at least the
 * peak segment bitrate, AVERAGE-BANDWIDTH within it and close to the measured mean, a frame
 * rate, independent segments, complete renditions.
 */
export function expectSoundLadder(ladder: Ladder, durationSeconds: number): void {
  expect(ladder.master.independentSegments).toBe(true);
  expect(ladder.variants.length).toBeGreaterThan(0);
  for (const { variant, playlist, peakBps, averageBps, ...measured } of ladder.variants) {
    const name = variant.uri;
    expect(variant.bandwidth, `${name} BANDWIDTH vs peak`).toBeGreaterThanOrEqual(peakBps);
    expect(variant.averageBandwidth, `${name} AVERAGE-BANDWIDTH`).toBeDefined();
    expect(variant.averageBandwidth ?? Infinity).toBeLessThanOrEqual(variant.bandwidth);
    expect(Math.abs((variant.averageBandwidth ?? 0) - averageBps) / averageBps).toBeLessThan(0.01);
    expect(variant.frameRate, `${name} FRAME-RATE`).toBeGreaterThan(0);
    expect(variant.resolution?.width ?? 0).toBeGreaterThan(0);
    expect(playlist.endlist).toBe(true);
    expect(measured.durationSeconds).toBeCloseTo(durationSeconds, 0);
  }
}

/**
 * Downloads a rendition's segments into one MPEG-TS file (segments concatenate), for ffprobe to
 * read as a player would decode it. Local files: not every ffprobe build reads over HTTP.
 */
export async function downloadRendition(measured: MeasuredVariant): Promise<string> {
  const parts = await Promise.all(
    measured.segmentUrls.map(async (url) => {
      const response = await fetch(url);
      expect(response.status, url).toBe(200);
      return Buffer.from(await response.arrayBuffer());
    }),
  );
  const dir = await mkdtemp(path.join(tmpdir(), 'vendy-rendition-'));
  const file = path.join(dir, 'rendition.ts');
  await writeFile(file, Buffer.concat(parts));
  return file;
}
