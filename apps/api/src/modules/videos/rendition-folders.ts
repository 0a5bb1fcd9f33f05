// The rendition folders and a first master playlist, made here rather than by ffmpeg: the static
// ffmpeg build that `npm install` brings (2018) knows no `name:` in `-var_stream_map` and crashes
// writing a master playlist (`-master_pl_name`). ffmpeg writes each rendition into a folder named
// by its index; this gives the folders their names and lists them with their codecs, in ffmpeg's
// own format, so both builds leave the same files.
import { open, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Rendition } from './ladder';

const MASTER_PLAYLIST = 'video.m3u8';

/** Headroom over the bitrate caps, as ffmpeg declares it. */
const BANDWIDTH_FACTOR = 1.1;

/** Used when a segment holds no readable SPS: High profile, level 3.1 (what 720p gets). */
const FALLBACK_AVC = 'avc1.64001f';

/**
 * RFC 6381 codec of the H.264 stream in an MPEG-TS segment: avc1.PPCCLL, the three bytes after
 * the sequence parameter set's NAL header (profile, constraint flags, level). Read from the bytes
 * because the static ffprobe that `npm install` brings crashes on any MPEG-TS file. ffmpeg writes
 * the SPS at the start of the first packet's payload, well inside the first TS packet.
 */
export function avcCodecOf(segment: Uint8Array): string | null {
  for (let i = 0; i + 6 < segment.length; i++) {
    if (segment[i] === 0 && segment[i + 1] === 0 && segment[i + 2] === 1) {
      if (((segment[i + 3] ?? 0) & 0x1f) === 7) {
        const hex = (n: number | undefined) => (n ?? 0).toString(16).padStart(2, '0');
        return `avc1.${hex(segment[i + 4])}${hex(segment[i + 5])}${hex(segment[i + 6])}`;
      }
    }
  }
  return null;
}

/** Bytes of a segment searched for the SPS: it sits in the first TS packets, not megabytes in. */
const SPS_SEARCH_BYTES = 64 * 1024;

async function probeCodec(segment: string): Promise<string> {
  const file = await open(segment, 'r');
  try {
    const head = Buffer.alloc(SPS_SEARCH_BYTES);
    const { bytesRead } = await file.read(head, 0, SPS_SEARCH_BYTES, 0);
    return avcCodecOf(head.subarray(0, bytesRead)) ?? FALLBACK_AVC;
  } finally {
    await file.close();
  }
}

export function masterPlaylist(
  ladder: readonly Rendition[],
  videoCodecs: readonly string[],
  hasAudio: boolean,
): string {
  const lines = ['#EXTM3U', '#EXT-X-VERSION:6'];
  ladder.forEach((r, i) => {
    const kbps = r.maxVideoKbps + (hasAudio ? r.audioKbps : 0);
    const codecs = hasAudio ? `${videoCodecs[i]},mp4a.40.2` : videoCodecs[i];
    lines.push(
      `#EXT-X-STREAM-INF:BANDWIDTH=${Math.round(kbps * 1000 * BANDWIDTH_FACTOR)},` +
        `RESOLUTION=${r.width}x${r.height},CODECS="${codecs}"`,
      `${r.name}/index.m3u8`,
    );
  });
  return `${lines.join('\n')}\n`;
}

/** Renames the index folders ffmpeg wrote to the renditions' names and writes the master. */
export async function nameRenditions(
  outDir: string,
  ladder: readonly Rendition[],
  hasAudio: boolean,
): Promise<void> {
  for (const [i, r] of ladder.entries()) {
    await rename(path.join(outDir, String(i)), path.join(outDir, r.name));
  }
  const codecs = await Promise.all(
    ladder.map((r) => probeCodec(path.join(outDir, r.name, 'seg_00000.ts'))),
  );
  await writeFile(path.join(outDir, MASTER_PLAYLIST), masterPlaylist(ladder, codecs, hasAudio));
}
