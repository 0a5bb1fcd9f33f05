// The HLS ladder for a source: which renditions to make and the ffmpeg arguments that make them.
// Pure functions, so the choices are unit-tested without running ffmpeg.
import { rateArgument, type FrameRate } from './frame-rate';

export interface SourceInfo {
  /** Displayed size: rotation and non-square pixels already applied. */
  width: number;
  height: number;
  hasAudio: boolean;
  /** Constant rate of every rendition (frame-rate.ts); the source's timing when absent. */
  frameRate?: FrameRate;
}

export interface Rendition {
  /** '360p', '720p'...: the folder of its playlist and segments. */
  name: string;
  width: number;
  height: number;
  /** Cap of the video bitrate (kbit/s); quality is constant below it. */
  maxVideoKbps: number;
  audioKbps: number;
}

/** Standard rungs by their short side (the 'p' of portrait videos is their width). */
const RUNGS = [
  { short: 360, maxVideoKbps: 800, audioKbps: 96 },
  { short: 720, maxVideoKbps: 2800, audioKbps: 128 },
  { short: 1080, maxVideoKbps: 5000, audioKbps: 128 },
] as const;

/** A source this much larger than the biggest rung under it gets its own rung at full size. */
const OWN_RUNG_FACTOR = 1.15;

/** Segment length (seconds) and the keyframe interval that divides it, equal in every rendition. */
export const SEGMENT_SECONDS = 4;
export const KEYFRAME_SECONDS = 2;

const even = (n: number) => Math.max(2, 2 * Math.round(n / 2));
/** Even and not above `n`: an odd-sized source is never upscaled by a pixel. */
const evenBelow = (n: number) => Math.max(2, 2 * Math.floor(n / 2));

function sized(source: SourceInfo, short: number): { width: number; height: number } {
  const landscape = source.width >= source.height;
  const ratio = landscape ? source.width / source.height : source.height / source.width;
  const long = Math.min(even(short * ratio), evenBelow(Math.max(source.width, source.height)));
  return landscape ? { width: long, height: even(short) } : { width: even(short), height: long };
}

/** Bitrate cap of a rung of another size, from the nearest standard one (by pixel count). */
function interpolatedKbps(short: number): number {
  return Math.round(RUNGS[1].maxVideoKbps * (short / RUNGS[1].short) ** 1.5);
}

/**
 * Renditions for a source, smallest first: every standard rung up to the source's short side
 * (never upscaled), plus one at the source's own size when it sits well above the last rung (or
 * is smaller than the first).
 */
export function planLadder(source: SourceInfo): Rendition[] {
  const sourceShort = Math.min(source.width, source.height);
  const renditions: Rendition[] = RUNGS.filter((rung) => rung.short <= sourceShort).map((rung) => ({
    name: `${rung.short}p`,
    ...sized(source, rung.short),
    maxVideoKbps: rung.maxVideoKbps,
    audioKbps: rung.audioKbps,
  }));
  const top = renditions.at(-1);
  const lastStandard = RUNGS.at(-1)?.short ?? 0;
  const wantsOwnRung =
    top === undefined ||
    (sourceShort < lastStandard && sourceShort > Math.min(top.width, top.height) * OWN_RUNG_FACTOR);
  if (wantsOwnRung) {
    const short = evenBelow(sourceShort);
    renditions.push({
      name: `${short}p`,
      ...sized(source, short),
      maxVideoKbps: Math.max(200, interpolatedKbps(short)),
      audioKbps: short < 480 ? 96 : 128,
    });
  }
  return renditions;
}

export interface HlsCommand {
  args: string[];
  /** Paths relative to the output folder. */
  masterPlaylist: string;
}

/** The poster: a JPEG of one frame near the start (posterSeconds), at most 1280 pixels wide. */
export interface PosterOutput {
  file: string;
  durationSeconds: number;
}

const POSTER_FILTER = "scale='min(1280,iw)':-2,format=yuvj420p";
const POSTER_CODEC = ['-c:v', 'mjpeg', '-q:v', '3', '-f', 'image2', '-update', '1'];

/** Where the poster's frame is taken: 1 s in, or a third of a shorter video. */
export const posterSeconds = (durationSeconds: number) =>
  Math.min(1, durationSeconds / 3).toFixed(3);

/**
 * ffmpeg arguments turning `input` into the ladder under `outDir`: `video.m3u8` (master) and
 * `{rendition}/index.m3u8` with `{rendition}/seg_NNNNN.ts` (MPEG-TS, H.264 + AAC). Keyframes are
 * forced at the same instants in every rendition so players can switch at any segment boundary.
 * With `poster`, the same run also writes the poster (one decode of the source for everything).
 */
export function hlsArguments(
  input: string,
  outDir: string,
  source: SourceInfo,
  ladder: readonly Rendition[],
  poster?: PosterOutput,
): HlsCommand {
  const branches = ladder.length + (poster ? 1 : 0);
  const splits = Array.from({ length: branches }, (_, i) => `[s${i}]`).join('');
  const scales = ladder.map(
    (r, i) => `[s${i}]scale=${r.width}:${r.height},setsar=1,format=yuv420p[o${i}]`,
  );
  // The poster is one more branch of the same decode: its frame comes from the frames already
  // decoded for the ladder, with no second ffmpeg process reading the file again. The second trim
  // ends the branch after that one frame, so no later frame is scaled for nothing.
  if (poster) {
    const at = posterSeconds(poster.durationSeconds);
    scales.push(`[s${ladder.length}]trim=start=${at},trim=end_frame=1,${POSTER_FILTER}[poster]`);
  }
  const pace = source.frameRate ? `fps=${rateArgument(source.frameRate)},` : '';
  const filter = `[0:v:0]${pace}split=${branches}${splits};${scales.join(';')}`;

  const args = ['-nostdin', '-hide_banner', '-v', 'error', '-y', '-i', input];
  args.push('-filter_complex', filter);
  ladder.forEach((_, i) => args.push('-map', `[o${i}]`));
  if (source.hasAudio) ladder.forEach(() => args.push('-map', '0:a:0'));

  args.push(
    '-c:v',
    'libx264',
    '-preset',
    'veryfast',
    '-profile:v',
    'high',
    '-crf',
    '23',
    '-sc_threshold',
    '0',
    '-force_key_frames',
    `expr:gte(t,n_forced*${KEYFRAME_SECONDS})`,
  );
  ladder.forEach((r, i) => {
    args.push(`-maxrate:v:${i}`, `${r.maxVideoKbps}k`, `-bufsize:v:${i}`, `${r.maxVideoKbps * 2}k`);
  });
  if (source.hasAudio) {
    args.push('-c:a', 'aac', '-ac', '2', '-ar', '48000');
    ladder.forEach((r, i) => args.push(`-b:a:${i}`, `${r.audioKbps}k`));
  }

  // Folders by index (older builds know no `name:`); nameRenditions (rendition-folders.ts) names
  // them and writes the master playlist, which older builds crash writing.
  const streamMap = ladder.map((_, i) => (source.hasAudio ? `v:${i},a:${i}` : `v:${i}`)).join(' ');
  args.push(
    '-f',
    'hls',
    '-hls_time',
    String(SEGMENT_SECONDS),
    '-hls_playlist_type',
    'vod',
    '-hls_flags',
    'independent_segments',
    '-hls_segment_type',
    'mpegts',
    '-hls_segment_filename',
    `${outDir}/%v/seg_%05d.ts`,
    '-var_stream_map',
    streamMap,
    `${outDir}/%v/index.m3u8`,
  );
  if (poster) {
    args.push('-map', '[poster]', '-frames:v', '1', ...POSTER_CODEC, poster.file);
  }
  return { args, masterPlaylist: 'video.m3u8' };
}
