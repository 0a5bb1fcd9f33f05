// A font file for the text of the demo clip (ffmpeg's drawtext needs a file, not a family name).
// The merchant app's own Roboto arrives with `npm install` (@fontsource/roboto, WOFF, which
// FreeType reads); otherwise a common system font; none at all leaves the clip without text.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const SYSTEM_FONTS = [
  '/usr/share/fonts/truetype/liberation/LiberationSans-Bold.ttf',
  '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf',
  '/usr/share/fonts/truetype/noto/NotoSans-Bold.ttf',
];

export type FontWeight = 'regular' | 'bold';

/** The font file for `weight`, or null when neither the package nor a system font is there. */
export function demoFont(weight: FontWeight): string | null {
  try {
    const dir = path.dirname(
      createRequire(import.meta.url).resolve('@fontsource/roboto/package.json'),
    );
    const file = path.join(
      dir,
      'files',
      `roboto-latin-${weight === 'bold' ? 700 : 400}-normal.woff`,
    );
    if (existsSync(file)) return file;
  } catch {
    // Not installed (the API alone, without the merchant app's packages): try the system's.
  }
  return SYSTEM_FONTS.find((file) => existsSync(file)) ?? null;
}
