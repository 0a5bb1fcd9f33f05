// Which ffmpeg / ffprobe the server runs. In order: FFMPEG_PATH / FFPROBE_PATH; a system build (the
// directories of PATH, then /usr/bin and /usr/local/bin), which is the newest and best maintained;
// the static build that `npm install` brings (@ffmpeg-installer/ffmpeg, @ffprobe-installer/ffprobe),
// so a fresh machine processes videos with nothing else installed.
import { accessSync, chmodSync, constants, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

export type FfmpegSource = 'configured' | 'system' | 'package' | 'missing';

export interface FfmpegBinaries {
  ffmpeg: string;
  ffprobe: string;
  source: FfmpegSource;
  /** One line for the start-up log saying which build is used, or what to do when none is found. */
  description: string;
}

type Env = Record<string, string | undefined>;

/** Where a system ffmpeg is looked for after PATH's directories. */
export const SYSTEM_DIRS = ['/usr/bin', '/usr/local/bin'];

function isExecutableFile(file: string): boolean {
  try {
    if (!statSync(file).isFile()) return false;
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/**
 * npm 11 no longer runs the packages' postinstall scripts by default, and those scripts are what
 * set the execute bit on the binaries; set it here instead when the files are writable.
 */
function makeExecutable(file: string): boolean {
  if (isExecutableFile(file)) return true;
  try {
    chmodSync(file, statSync(file).mode | 0o755);
  } catch {
    return false;
  }
  return isExecutableFile(file);
}

/** The binary a package names in its exported `.path`; null when the package is not installed. */
function packagedBinary(packageName: string): string | null {
  try {
    const exported = createRequire(import.meta.url)(packageName) as { path?: unknown };
    return typeof exported.path === 'string' ? exported.path : null;
  } catch {
    // These packages throw (sometimes a bare string) when their platform's binary is absent.
    return null;
  }
}

/**
 * The directories searched for a system build: PATH's, then FFMPEG_SYSTEM_DIRS (colon-separated,
 * default SYSTEM_DIRS; an empty value adds none, which is how tests play a machine without ffmpeg).
 */
export function systemDirs(env: Env): string[] {
  const fixed =
    env.FFMPEG_SYSTEM_DIRS !== undefined
      ? env.FFMPEG_SYSTEM_DIRS.split(path.delimiter)
      : SYSTEM_DIRS;
  const dirs = [...(env.PATH ?? '').split(path.delimiter), ...fixed];
  return [...new Set(dirs.filter((d) => path.isAbsolute(d)))];
}

export interface ResolveOptions {
  /** Finds a package's binary; the installed packages by default. */
  packaged?: (name: '@ffmpeg-installer/ffmpeg' | '@ffprobe-installer/ffprobe') => string | null;
}

export function resolveFfmpeg(
  env: Env = process.env,
  options: ResolveOptions = {},
): FfmpegBinaries {
  const packaged = options.packaged ?? packagedBinary;
  const configuredFfmpeg = env.FFMPEG_PATH?.trim() || undefined;
  const configuredFfprobe = env.FFPROBE_PATH?.trim() || undefined;
  const describe = (source: FfmpegSource, ffmpeg: string, ffprobe: string, what: string) => ({
    ffmpeg,
    ffprobe,
    source,
    description: `ffmpeg: ${what} (${ffmpeg}, ffprobe ${ffprobe})`,
  });

  if (configuredFfmpeg !== undefined || configuredFfprobe !== undefined) {
    // One of the two set: the other is its sibling when there is one, else found as usual.
    const rest = resolveFfmpeg({ ...env, FFMPEG_PATH: '', FFPROBE_PATH: '' }, options);
    const sibling = (configured: string | undefined, name: string) =>
      configured !== undefined && isExecutableFile(path.join(path.dirname(configured), name))
        ? path.join(path.dirname(configured), name)
        : undefined;
    const ffmpeg = configuredFfmpeg ?? sibling(configuredFfprobe, 'ffmpeg') ?? rest.ffmpeg;
    const ffprobe = configuredFfprobe ?? sibling(configuredFfmpeg, 'ffprobe') ?? rest.ffprobe;
    return describe('configured', ffmpeg, ffprobe, 'set by FFMPEG_PATH / FFPROBE_PATH');
  }

  // A directory holding both, so the two always come from the same build.
  for (const dir of systemDirs(env)) {
    const ffmpeg = path.join(dir, 'ffmpeg');
    const ffprobe = path.join(dir, 'ffprobe');
    if (isExecutableFile(ffmpeg) && isExecutableFile(ffprobe)) {
      return describe('system', ffmpeg, ffprobe, 'the system build');
    }
  }

  const ffmpeg = packaged('@ffmpeg-installer/ffmpeg');
  const ffprobe = packaged('@ffprobe-installer/ffprobe');
  if (ffmpeg !== null && ffprobe !== null && makeExecutable(ffmpeg) && makeExecutable(ffprobe)) {
    return describe(
      'package',
      ffmpeg,
      ffprobe,
      'none on this system, using the static build installed by npm',
    );
  }

  return {
    ffmpeg: 'ffmpeg',
    ffprobe: 'ffprobe',
    source: 'missing',
    description:
      'ffmpeg: not found, videos cannot be processed. Install ffmpeg (e.g. apt-get install -y ffmpeg), ' +
      'run `npm install` again, or set FFMPEG_PATH and FFPROBE_PATH',
  };
}
