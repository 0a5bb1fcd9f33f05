// The demo clip: a portrait product showcase made with ffmpeg from the sandbox store's own product
// images. Each product gets a few seconds: its picture slowly zoomed or panned, its name and price
// beneath, fading into the next; a soft chord plays under it. The first three products (the ones
// the demo's first placement times at 2, 6 and 10 s) get 4 s each, so each banner comes while its
// product is on screen. Works with the system ffmpeg and with the older static build.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { renderProductImage } from '../../sandbox/shopify/catalogue/png';
import { moneyString } from '../../sandbox/shopify/catalogue/generate';
import { topColourFor } from '../../sandbox/shopify/catalogue/illustration';
import type { SandboxProduct } from '../../sandbox/shopify/catalogue/types';
import { demoFont } from './font';

export const SHOWCASE_SIZE = { width: 720, height: 1280 } as const;
const FPS = 25;
/** Where the product picture sits (a square as wide as the frame). */
const PICTURE_TOP = 230;
const PANEL_TOP = PICTURE_TOP + SHOWCASE_SIZE.width;
/** Seconds per product in a 20 s clip; shorter or longer clips scale them. */
const SLOTS = [4, 4, 4, 8 / 3, 8 / 3, 8 / 3];
const FADE_SECONDS = 0.35;
const AUDIO_RATE = 48000;

const hex = (rgb: readonly number[]) =>
  `0x${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;

const colourfulness = (rgb: readonly number[]) => Math.max(...rgb) - Math.min(...rgb);

export interface ShowcaseProduct {
  /** Files holding the name and the price: drawtext reads them as they are, nothing to escape. */
  titleFile: string;
  priceFile: string;
  picture: string;
  /** The picture's backdrop colour (its top edge), behind the brand line. */
  backdrop: string;
}

/** Writes each product's picture and answers what the clip shows of it, in order. */
export async function prepareShowcase(
  products: readonly SandboxProduct[],
  dir: string,
): Promise<ShowcaseProduct[]> {
  const shown: ShowcaseProduct[] = [];
  for (const product of products) {
    // Its most colourful picture (a product comes in several colours): a livelier showcase.
    const image = [...product.images].sort(
      (a, b) => colourfulness(b.colour) - colourfulness(a.colour),
    )[0];
    if (!image) continue;
    const picture = path.join(dir, `product-${shown.length}.png`);
    await writeFile(picture, renderProductImage(image));
    const cents = Math.min(...product.variants.map((v) => v.priceCents));
    const titleFile = path.join(dir, `product-${shown.length}-title.txt`);
    const priceFile = path.join(dir, `product-${shown.length}-price.txt`);
    await writeFile(titleFile, product.title);
    await writeFile(priceFile, `$${moneyString(cents)}`);
    shown.push({
      titleFile,
      priceFile,
      picture,
      backdrop: hex(topColourFor(image.colour, image.background)),
    });
  }
  return shown;
}

/** Seconds each product is shown in a clip of `seconds`. */
export function showcaseDurations(count: number, seconds: number): number[] {
  const slots = SLOTS.slice(0, count);
  const total = slots.reduce((a, b) => a + b, 0);
  return slots.map((s) => (s * seconds) / total);
}

/** A line of text; `value` is fixed text of plain words, or `{ file }` (product data, unescaped). */
function text(
  font: string | null,
  value: string | { file: string },
  options: { size: number; colour: string; y: number },
): string[] {
  if (font === null) return [];
  const content = typeof value === 'string' ? `text='${value}'` : `textfile=${value.file}`;
  return [
    `drawtext=fontfile=${font}:${content}:fontsize=${options.size}` +
      `:fontcolor=${options.colour}:x=(w-text_w)/2:y=${options.y}`,
  ];
}

/** ffmpeg arguments writing the showcase (H.264 + AAC in MP4) of `products` to `file`. */
export function showcaseArguments(
  products: readonly ShowcaseProduct[],
  file: string,
  seconds: number,
): string[] {
  if (products.length === 0) throw new Error('the showcase needs at least one product picture');
  const bold = demoFont('bold');
  const regular = demoFont('regular') ?? bold;
  const { width, height } = SHOWCASE_SIZE;
  // Whole frames per product, rounded on the running total so the clip lasts exactly `seconds`.
  let elapsed = 0;
  const frameCounts = showcaseDurations(products.length, seconds).map((d) => {
    const before = Math.round(elapsed * FPS);
    elapsed += d;
    return Math.max(1, Math.round(elapsed * FPS) - before);
  });
  const total = frameCounts.reduce((a, b) => a + b, 0) / FPS;
  const chains = products.map((product, i) => {
    const frames = frameCounts[i] as number;
    const d = frames / FPS;
    // Every other product pans across instead of zooming in, so the cuts do not all look alike.
    const motion =
      i % 2 === 0
        ? `z='min(1+0.18*on/${frames},1.18)':x='iw/2-iw/zoom/2':y='ih/2-ih/zoom/2'`
        : `z=1.15:x='(iw-iw/zoom)*on/${frames}':y='ih/2-ih/zoom/2'`;
    const overlays = [
      ...text(bold, 'VENDY DEMO STORE', { size: 30, colour: '0x2b2b2b', y: 110 }),
      ...text(regular, 'New season', { size: 28, colour: '0x6b6b6b', y: 156 }),
      ...text(
        bold,
        { file: product.titleFile },
        { size: 52, colour: '0x1f1f1f', y: PANEL_TOP + 60 },
      ),
      ...text(
        bold,
        { file: product.priceFile },
        { size: 46, colour: '0xb5522b', y: PANEL_TOP + 140 },
      ),
      ...text(regular, 'Tap the product to shop', {
        size: 28,
        colour: '0x6b6b6b',
        y: PANEL_TOP + 222,
      }),
    ];
    return [
      `[${i}:v]scale=1200:1200,zoompan=${motion}:d=${frames}:s=${width}x${width}:fps=${FPS},setsar=1[z${i}]`,
      `color=c=${product.backdrop}:s=${width}x${height}:r=${FPS}:d=${d.toFixed(3)},` +
        `drawbox=x=0:y=${PANEL_TOP}:w=${width}:h=${height - PANEL_TOP}:color=white:t=fill[b${i}]`,
      `[b${i}][z${i}]overlay=0:${PICTURE_TOP}:shortest=1,${[
        ...overlays,
        `fade=t=in:st=0:d=${FADE_SECONDS}`,
        `fade=t=out:st=${(d - FADE_SECONDS).toFixed(3)}:d=${FADE_SECONDS}`,
      ].join(',')}[v${i}]`,
    ].join(';');
  });
  const concat = `${products.map((_, i) => `[v${i}]`).join('')}concat=n=${products.length}:v=1:a=0,format=yuv420p[v]`;
  // A quiet A major chord breathing slowly: sound, so the ladder carries audio as real clips do.
  // Whole AAC frames (1024 samples) ending a frame before the video does, so the file lasts
  // exactly as long as the video with either ffmpeg build (the older one shifts audio by its
  // encoder delay, about a frame).
  const audioSamples = Math.max(1, Math.floor((total * AUDIO_RATE) / 1024) - 1) * 1024;
  const chord =
    'aevalsrc=(0.05*sin(2*PI*220*t)+0.04*sin(2*PI*277.18*t)+0.035*sin(2*PI*329.63*t))' +
    `*(0.75+0.25*sin(2*PI*0.25*t)):s=${AUDIO_RATE}:n=1024:d=${(audioSamples / AUDIO_RATE).toFixed(6)}`;
  return [
    '-hide_banner',
    '-loglevel',
    'error',
    '-y',
    ...products.flatMap((p) => ['-i', p.picture]),
    '-f',
    'lavfi',
    '-i',
    chord,
    '-filter_complex',
    [...chains, concat].join(';'),
    '-map',
    '[v]',
    '-map',
    `${products.length}:a`,
    '-c:v',
    'libx264',
    '-preset',
    'veryfast',
    '-crf',
    '26',
    '-pix_fmt',
    'yuv420p',
    '-c:a',
    'aac',
    '-b:a',
    '96k',
    '-ac',
    '2',
    '-t',
    total.toFixed(3),
    '-movflags',
    '+faststart',
    file,
  ];
}
