// Running ffprobe / ffmpeg: reading what a file holds, and running a command that stops when the
// job is aborted (server stopping, time limit).
import { spawn } from 'node:child_process';
import { resolveFfmpeg } from './ffmpeg-path';

/** The build in use, chosen once at start (ffmpeg-path.ts); main.ts logs its description. */
export const FFMPEG_BINARIES = resolveFfmpeg();
export const FFMPEG = FFMPEG_BINARIES.ffmpeg;
export const FFPROBE = FFMPEG_BINARIES.ffprobe;

/** Keeps the end of stderr for the logs; ffmpeg explains failures in its last lines. */
const STDERR_TAIL = 4000;

export class CommandError extends Error {
  constructor(
    readonly command: string,
    readonly exitCode: number | null,
    readonly stderr: string,
  ) {
    super(`${command} exited with ${exitCode ?? 'a signal'}: ${stderr.trim().slice(-500)}`);
    this.name = 'CommandError';
  }
}

/** Runs a command; resolves with its stdout, rejects with CommandError or the abort reason. */
export function run(
  command: string,
  args: readonly string[],
  signal?: AbortSignal,
): Promise<string> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    const stdout: Buffer[] = [];
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => stdout.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString('utf8')).slice(-STDERR_TAIL);
    });
    const onAbort = () => child.kill('SIGKILL');
    signal?.addEventListener('abort', onAbort, { once: true });
    child.on('error', (error: NodeJS.ErrnoException) => {
      signal?.removeEventListener('abort', onAbort);
      reject(
        error.code === 'ENOENT'
          ? new Error(`${command} is missing: ${FFMPEG_BINARIES.description}`)
          : error,
      );
    });
    child.on('close', (code) => {
      signal?.removeEventListener('abort', onAbort);
      if (signal?.aborted) reject(signal.reason);
      else if (code === 0) resolve(Buffer.concat(stdout).toString('utf8'));
      else reject(new CommandError(command, code, stderr));
    });
  });
}

export interface ProbedVideo {
  durationSeconds: number;
  /** Displayed size (rotation and pixel aspect applied). */
  width: number;
  height: number;
  hasAudio: boolean;
  /** A QuickTime (.mov) container rather than MP4. */
  quickTime: boolean;
}

interface FfprobeStream {
  codec_type?: string;
  avg_frame_rate?: string;
  r_frame_rate?: string;
  width?: number;
  height?: number;
  duration?: string;
  sample_aspect_ratio?: string;
  disposition?: { attached_pic?: number };
  tags?: { rotate?: string };
  side_data_list?: Array<{ rotation?: number }>;
}

interface FfprobeOutput {
  streams?: FfprobeStream[];
  format?: { duration?: string; format_name?: string; tags?: { major_brand?: string } };
}

function rotationOf(stream: FfprobeStream): number {
  const fromSideData = stream.side_data_list?.find((d) => typeof d.rotation === 'number')?.rotation;
  const degrees = fromSideData ?? Number(stream.tags?.rotate ?? 0);
  return ((Math.round(degrees) % 360) + 360) % 360;
}

/** Reads ffprobe's JSON; null when the file holds no playable video with a known duration. */
export function readProbe(output: FfprobeOutput): ProbedVideo | null {
  const video = output.streams?.find(
    (s) => s.codec_type === 'video' && !s.disposition?.attached_pic && s.width && s.height,
  );
  if (!video?.width || !video.height) return null;
  const duration = Number(output.format?.duration ?? video.duration);
  if (!Number.isFinite(duration) || duration <= 0) return null;

  let width = video.width;
  const height = video.height;
  const sar = /^(\d+):(\d+)$/.exec(video.sample_aspect_ratio ?? '');
  if (sar && Number(sar[1]) > 0 && Number(sar[2]) > 0) {
    width = Math.round((width * Number(sar[1])) / Number(sar[2]));
  }
  const quarterTurn = rotationOf(video) % 180 === 90;
  return {
    durationSeconds: duration,
    width: quarterTurn ? height : width,
    height: quarterTurn ? width : height,
    hasAudio: output.streams?.some((s) => s.codec_type === 'audio') ?? false,
    quickTime: output.format?.tags?.major_brand?.trim() === 'qt',
  };
}

/** What one ffprobe pass tells the transcode: the video, and its first video stream's rates. */
export interface ProbedSource {
  video: ProbedVideo;
  /** ffprobe's `avg_frame_rate` and `r_frame_rate` of the first video stream (`30000/1001`...). */
  averageRate?: string;
  baseRate?: string;
}

/** Reads ffprobe's JSON for the transcode; null when the file holds no playable video. */
export function readSourceProbe(output: FfprobeOutput): ProbedSource | null {
  const video = readProbe(output);
  if (!video) return null;
  // The first video stream, as `-select_streams v:0` and the encode's `[0:v:0]` take it.
  const first = output.streams?.find((s) => s.codec_type === 'video');
  return { video, averageRate: first?.avg_frame_rate, baseRate: first?.r_frame_rate };
}

async function ffprobeJson(file: string, signal?: AbortSignal): Promise<FfprobeOutput | null> {
  let json: string;
  try {
    json = await run(
      FFPROBE,
      ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', file],
      signal,
    );
  } catch (error) {
    if (error instanceof CommandError) return null;
    throw error;
  }
  try {
    return JSON.parse(json) as FfprobeOutput;
  } catch {
    return null;
  }
}

/** Probes a file; null when it is not a readable video. */
export async function probeVideo(file: string, signal?: AbortSignal): Promise<ProbedVideo | null> {
  const output = await ffprobeJson(file, signal);
  try {
    return output && readProbe(output);
  } catch {
    return null;
  }
}

/** probeVideo plus the frame rates, from the same single ffprobe run. */
export async function probeSource(
  file: string,
  signal?: AbortSignal,
): Promise<ProbedSource | null> {
  const output = await ffprobeJson(file, signal);
  try {
    return output && readSourceProbe(output);
  } catch {
    return null;
  }
}
