// The Synthesia sandbox's renderer: a real short MP4 made with ffmpeg, each scene's script text
// over its background's colour (with the avatar's name), a few seconds per scene at a speaking
// pace, and a silent stereo track, so the video goes through the same HLS pipeline as any other.
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { FFMPEG, run } from '../../modules/videos';
import { sceneSpeakingSeconds } from '../../providers/synthesia';

const MAX_SCENE_SECONDS = 30;

/** The stock backgrounds' colours. */
export const BACKGROUND_COLOURS: Record<string, string> = {
  green_screen: '00b140',
  off_white: 'f4f1ea',
  warm_white: 'f8efe0',
  light_pink: 'f9dde3',
  soft_pink: 'f2b8c6',
  light_blue: 'd6e9f8',
  dark_blue: '1d3557',
  soft_cyan: 'b9ecf0',
  strong_cyan: '00b7c7',
  light_orange: 'fde3c8',
  soft_orange: 'f7b77a',
  white_studio: 'fafafa',
  white_cafe: 'efe7dc',
  luxury_lobby: '6b5b45',
  large_window: 'dfe8ec',
  white_meeting_room: 'eef0f2',
  open_office: 'cfd8dc',
};

const DARK = new Set(['dark_blue', 'luxury_lobby', 'green_screen', 'strong_cyan']);

export interface RenderScene {
  scriptText: string;
  avatar: string;
  background: string;
}

/** The provider's speaking-pace estimate, so a script's times match the rendered video. */
export function sceneSeconds(scriptText: string): number {
  return Math.min(MAX_SCENE_SECONDS, sceneSpeakingSeconds(scriptText));
}

const FONTS = [
  '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf',
  '/usr/share/fonts/dejavu/DejaVuSans.ttf',
  '/usr/share/fonts/TTF/DejaVuSans.ttf',
  '/System/Library/Fonts/Supplemental/Arial.ttf',
];

function wrap(text: string, width = 38, maxLines = 8): string {
  const lines: string[] = [];
  let line = '';
  for (const word of text.replace(/\s+/g, ' ').trim().split(' ')) {
    if ((line + ' ' + word).trim().length > width && line) {
      lines.push(line);
      line = word;
    } else line = `${line} ${word}`.trim();
  }
  if (line) lines.push(line);
  return lines.slice(0, maxLines).join('\n');
}

/** Renders the scenes to `file` (640×360, 25 fps, H.264 + AAC); answers its length in seconds. */
export async function renderScenes(file: string, scenes: readonly RenderScene[]): Promise<number> {
  const workDir = `${file}.parts`;
  await mkdir(workDir, { recursive: true });
  try {
    const font = FONTS.find((candidate) => existsSync(candidate));
    const inputs: string[] = [];
    const filters: string[] = [];
    let total = 0;
    for (const [i, scene] of scenes.entries()) {
      const seconds = sceneSeconds(scene.scriptText);
      total += seconds;
      const colour = BACKGROUND_COLOURS[scene.background] ?? BACKGROUND_COLOURS.open_office!;
      inputs.push(
        '-f',
        'lavfi',
        '-i',
        `color=c=0x${colour}:s=640x360:r=25:d=${seconds.toFixed(2)}`,
      );
      if (font) {
        const textFile = path.join(workDir, `scene-${i}.txt`);
        const nameFile = path.join(workDir, `avatar-${i}.txt`);
        await writeFile(textFile, wrap(scene.scriptText));
        await writeFile(nameFile, scene.avatar);
        const ink = DARK.has(scene.background) ? 'white' : 'black';
        filters.push(
          `[${i}:v]drawtext=fontfile=${font}:textfile=${textFile}:fontsize=20:fontcolor=${ink}:` +
            `line_spacing=6:x=(w-text_w)/2:y=(h-text_h)/2,` +
            `drawtext=fontfile=${font}:textfile=${nameFile}:fontsize=16:fontcolor=${ink}:x=20:y=h-36[v${i}]`,
        );
      } else {
        filters.push(`[${i}:v]null[v${i}]`);
      }
    }
    const joined = scenes.map((_, i) => `[v${i}]`).join('');
    filters.push(`${joined}concat=n=${scenes.length}:v=1:a=0[out]`);
    await run(FFMPEG, [
      '-hide_banner',
      '-loglevel',
      'error',
      '-y',
      ...inputs,
      '-f',
      'lavfi',
      '-t',
      total.toFixed(2),
      '-i',
      'anullsrc=r=44100:cl=stereo',
      '-filter_complex',
      filters.join(';'),
      '-map',
      '[out]',
      '-map',
      `${scenes.length}:a`,
      '-c:v',
      'libx264',
      '-preset',
      'veryfast',
      '-pix_fmt',
      'yuv420p',
      '-c:a',
      'aac',
      '-shortest',
      '-movflags',
      '+faststart',
      file,
    ]);
    return total;
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}
