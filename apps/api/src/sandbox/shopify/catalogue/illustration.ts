// Product illustrations of the sandbox catalogue: a flat, studio-lit drawing of what the product is
// (a tee, a zip hoodie, a beanie, a mug...) in its colour, with seams and details in darker or
// lighter tones, standing on a soft shadow. Shapes are in image-relative coordinates (0..1, y down)
// and painted with 4x anti-aliasing, so every product type reads at a glance at any size.
import type { IllustrationKind, Rgb } from './types';

/** The drawing for a product, from its type and the noun in its title. */
export function illustrationKind(productType: string, title: string): IllustrationKind {
  const has = (word: string) => title.toLowerCase().includes(word);
  switch (productType) {
    case 'T-Shirts':
      return 'tee';
    case 'Hoodies':
      return has('zip') ? 'zip-hoodie' : has('sweatshirt') ? 'sweater' : 'hoodie';
    case 'Sweaters':
      return has('turtleneck') ? 'turtleneck' : 'sweater';
    case 'Jackets':
      return 'jacket';
    case 'Pants':
      return 'pants';
    case 'Dresses':
      return 'dress';
    case 'Sneakers':
      return 'sneaker';
    case 'Boots':
      return 'boot';
    case 'Bags':
      return has('backpack') ? 'backpack' : 'tote';
    case 'Hats':
      return has('beanie') ? 'beanie' : 'cap';
    case 'Jewelry':
      return has('ring') || has('hoop') ? 'ring' : 'necklace';
    case 'Sunglasses':
      return 'sunglasses';
    case 'Wallets':
      return 'wallet';
    case 'Scarves':
      return 'scarf';
    case 'Candles':
      return 'candle';
    case 'Mugs':
      return 'mug';
    case 'Pillows':
      return 'pillow';
    case 'Blankets':
      return 'blanket';
    case 'Planters':
      return 'planter';
    default:
      return 'board';
  }
}

type Tone = 'main' | 'dark' | 'light' | 'white' | 'gold' | 'leaf' | 'flame' | 'soil' | 'glass';
type Point = readonly [number, number];
type Shape =
  | { kind: 'poly'; points: readonly Point[]; tone: Tone }
  | { kind: 'ellipse'; cx: number; cy: number; rx: number; ry: number; tone: Tone }
  | { kind: 'ring'; cx: number; cy: number; rx: number; ry: number; width: number; tone: Tone }
  | { kind: 'rect'; x0: number; y0: number; x1: number; y1: number; r: number; tone: Tone };

const poly = (tone: Tone, ...points: Point[]): Shape => ({ kind: 'poly', points, tone });
const ellipse = (tone: Tone, cx: number, cy: number, rx: number, ry = rx): Shape => ({
  kind: 'ellipse',
  cx,
  cy,
  rx,
  ry,
  tone,
});
const ring = (
  tone: Tone,
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  width: number,
): Shape => ({
  kind: 'ring',
  cx,
  cy,
  rx,
  ry,
  width,
  tone,
});
const rect = (tone: Tone, x0: number, y0: number, x1: number, y1: number, r = 0): Shape => ({
  kind: 'rect',
  x0,
  y0,
  x1,
  y1,
  r,
  tone,
});
/** Mirrors points around the vertical centre line (x = 0.5). */
const mirror = (points: readonly Point[]): Point[] => points.map(([x, y]) => [1 - x, y] as const);

const LONG_SLEEVE: Point[] = [
  [0.37, 0.21],
  [0.3, 0.24],
  [0.2, 0.42],
  [0.16, 0.76],
  [0.25, 0.78],
  [0.29, 0.5],
  [0.33, 0.42],
];
const TOP_BODY = rect('main', 0.31, 0.22, 0.69, 0.8, 0.02);
const longSleeves = (): Shape[] => [
  poly('main', ...LONG_SLEEVE),
  poly('main', ...mirror(LONG_SLEEVE)),
  rect('dark', 0.16, 0.72, 0.255, 0.78, 0.01),
  rect('dark', 0.745, 0.72, 0.84, 0.78, 0.01),
];
const hem = (): Shape => rect('dark', 0.31, 0.74, 0.69, 0.8, 0.015);

function shapesOf(kind: IllustrationKind): Shape[] {
  switch (kind) {
    case 'tee': {
      const sleeve: Point[] = [
        [0.37, 0.2],
        [0.3, 0.22],
        [0.16, 0.34],
        [0.23, 0.45],
        [0.31, 0.4],
      ];
      return [
        poly('main', ...sleeve),
        poly('main', ...mirror(sleeve)),
        rect('main', 0.31, 0.21, 0.69, 0.8, 0.02),
        poly('dark', [0.41, 0.2], [0.59, 0.2], [0.5, 0.28]),
        poly('light', [0.43, 0.2], [0.57, 0.2], [0.5, 0.255]),
        rect('dark', 0.3, 0.385, 0.315, 0.41),
      ];
    }
    case 'hoodie':
    case 'zip-hoodie':
      return [
        ellipse('dark', 0.5, 0.2, 0.13, 0.1),
        ...longSleeves(),
        TOP_BODY,
        ellipse('main', 0.5, 0.22, 0.1, 0.07),
        poly('dark', [0.44, 0.22], [0.56, 0.22], [0.5, 0.3]),
        hem(),
        ...(kind === 'zip-hoodie'
          ? [rect('light', 0.495, 0.28, 0.505, 0.8), rect('dark', 0.34, 0.56, 0.46, 0.7, 0.02)]
          : [rect('dark', 0.38, 0.56, 0.62, 0.7, 0.03)]),
        rect('light', 0.46, 0.3, 0.47, 0.42),
        rect('light', 0.53, 0.3, 0.54, 0.36),
      ];
    case 'sweater':
    case 'turtleneck':
      return [
        ...longSleeves(),
        TOP_BODY,
        ...(kind === 'turtleneck'
          ? [rect('dark', 0.41, 0.14, 0.59, 0.25, 0.02), rect('main', 0.42, 0.15, 0.58, 0.24, 0.02)]
          : [poly('dark', [0.41, 0.21], [0.59, 0.21], [0.5, 0.27])]),
        hem(),
        ...[0.35, 0.4, 0.45, 0.5, 0.55, 0.6, 0.65].map((x) =>
          rect('dark', x - 0.004, 0.745, x + 0.004, 0.795),
        ),
      ];
    case 'jacket':
      return [
        ...longSleeves(),
        TOP_BODY,
        poly('dark', [0.38, 0.21], [0.5, 0.21], [0.46, 0.36]),
        poly('dark', [0.62, 0.21], [0.5, 0.21], [0.54, 0.36]),
        rect('dark', 0.496, 0.3, 0.504, 0.8),
        rect('dark', 0.35, 0.42, 0.45, 0.5, 0.01),
        rect('dark', 0.55, 0.42, 0.65, 0.5, 0.01),
        ...[0.36, 0.46, 0.56, 0.66].map((y) => ellipse('light', 0.52, y, 0.009)),
        hem(),
      ];
    case 'pants':
      return [
        poly(
          'main',
          [0.33, 0.17],
          [0.67, 0.17],
          [0.72, 0.86],
          [0.55, 0.86],
          [0.5, 0.38],
          [0.45, 0.86],
          [0.28, 0.86],
        ),
        rect('dark', 0.33, 0.15, 0.67, 0.21, 0.01),
        rect('light', 0.4, 0.155, 0.41, 0.205),
        rect('light', 0.59, 0.155, 0.6, 0.205),
        rect('dark', 0.31, 0.48, 0.41, 0.6, 0.01),
        rect('dark', 0.59, 0.48, 0.69, 0.6, 0.01),
        rect('dark', 0.497, 0.21, 0.503, 0.34),
      ];
    case 'dress':
      return [
        poly(
          'main',
          [0.42, 0.14],
          [0.58, 0.14],
          [0.62, 0.4],
          [0.76, 0.86],
          [0.24, 0.86],
          [0.38, 0.4],
        ),
        rect('dark', 0.37, 0.38, 0.63, 0.42, 0.01),
        poly('dark', [0.45, 0.14], [0.55, 0.14], [0.5, 0.22]),
        rect('light', 0.44, 0.1, 0.45, 0.15),
        rect('light', 0.55, 0.1, 0.56, 0.15),
      ];
    case 'sneaker':
      return [
        poly(
          'main',
          [0.2, 0.62],
          [0.3, 0.42],
          [0.46, 0.38],
          [0.56, 0.48],
          [0.8, 0.56],
          [0.84, 0.64],
          [0.2, 0.66],
        ),
        rect('white', 0.17, 0.63, 0.86, 0.72, 0.04),
        rect('dark', 0.17, 0.69, 0.86, 0.72, 0.02),
        poly('light', [0.22, 0.6], [0.3, 0.45], [0.36, 0.44], [0.3, 0.6]),
        ...[0.44, 0.5, 0.56].map((x) =>
          rect(
            'white',
            x - 0.025,
            0.45 + (x - 0.44) * 0.6,
            x + 0.025,
            0.465 + (x - 0.44) * 0.6,
            0.005,
          ),
        ),
        poly('dark', [0.6, 0.55], [0.8, 0.6], [0.6, 0.6]),
      ];
    case 'boot':
      return [
        poly(
          'main',
          [0.3, 0.18],
          [0.52, 0.18],
          [0.54, 0.52],
          [0.78, 0.6],
          [0.8, 0.72],
          [0.28, 0.72],
        ),
        rect('dark', 0.26, 0.7, 0.82, 0.78, 0.02),
        rect('dark', 0.3, 0.18, 0.52, 0.23, 0.01),
        rect('light', 0.44, 0.26, 0.47, 0.5, 0.01),
      ];
    case 'tote':
      return [
        ring('dark', 0.5, 0.34, 0.14, 0.16, 0.025),
        poly('main', [0.26, 0.36], [0.74, 0.36], [0.78, 0.84], [0.22, 0.84]),
        rect('dark', 0.24, 0.36, 0.76, 0.4),
        rect('light', 0.4, 0.52, 0.6, 0.64, 0.02),
      ];
    case 'backpack':
      return [
        ring('dark', 0.5, 0.2, 0.09, 0.07, 0.02),
        rect('main', 0.28, 0.2, 0.72, 0.84, 0.1),
        rect('dark', 0.33, 0.56, 0.67, 0.78, 0.04),
        rect('light', 0.38, 0.6, 0.62, 0.61),
        rect('dark', 0.28, 0.36, 0.72, 0.39),
      ];
    case 'beanie':
      return [
        ellipse('white', 0.5, 0.22, 0.08),
        ellipse('main', 0.5, 0.52, 0.24, 0.26),
        rect('dark', 0.25, 0.52, 0.75, 0.72, 0.03),
        ...[0.3, 0.36, 0.42, 0.48, 0.54, 0.6, 0.66].map((x) =>
          rect('main', x, 0.54, x + 0.03, 0.7),
        ),
      ];
    case 'cap':
      return [
        ellipse('dark', 0.66, 0.62, 0.2, 0.05),
        ellipse('main', 0.45, 0.58, 0.22, 0.22),
        rect('main', 0.23, 0.58, 0.67, 0.64),
        rect('dark', 0.23, 0.6, 0.67, 0.64),
        ellipse('dark', 0.45, 0.36, 0.02),
        rect('dark', 0.447, 0.37, 0.453, 0.58),
      ];
    case 'necklace':
      return [
        ring('gold', 0.5, 0.38, 0.2, 0.24, 0.012),
        ellipse('gold', 0.5, 0.66, 0.06),
        ellipse('main', 0.5, 0.66, 0.04),
      ];
    case 'ring':
      return [ring('gold', 0.5, 0.56, 0.17, 0.17, 0.04), ellipse('main', 0.5, 0.36, 0.07, 0.06)];
    case 'sunglasses':
      return [
        rect('dark', 0.18, 0.42, 0.82, 0.45, 0.01),
        rect('dark', 0.18, 0.42, 0.46, 0.62, 0.08),
        rect('dark', 0.54, 0.42, 0.82, 0.62, 0.08),
        rect('glass', 0.2, 0.44, 0.44, 0.6, 0.07),
        rect('glass', 0.56, 0.44, 0.8, 0.6, 0.07),
        rect('main', 0.44, 0.45, 0.56, 0.47),
      ];
    case 'wallet':
      return [
        rect('main', 0.22, 0.32, 0.78, 0.7, 0.04),
        poly('dark', [0.22, 0.34], [0.78, 0.34], [0.78, 0.46], [0.22, 0.46]),
        ellipse('gold', 0.7, 0.44, 0.02),
        rect('light', 0.26, 0.64, 0.74, 0.645),
      ];
    case 'scarf':
      return [
        poly(
          'main',
          [0.3, 0.16],
          [0.7, 0.16],
          [0.62, 0.5],
          [0.58, 0.86],
          [0.46, 0.86],
          [0.5, 0.5],
          [0.38, 0.32],
        ),
        poly('dark', [0.3, 0.16], [0.7, 0.16], [0.66, 0.24], [0.34, 0.24]),
        ...[0.47, 0.5, 0.53, 0.56].map((x) => rect('dark', x, 0.86, x + 0.012, 0.9)),
        rect('light', 0.49, 0.6, 0.59, 0.62),
      ];
    case 'candle':
      return [
        ellipse('flame', 0.5, 0.26, 0.025, 0.05),
        rect('dark', 0.497, 0.29, 0.503, 0.34),
        rect('glass', 0.32, 0.34, 0.68, 0.8, 0.03),
        rect('main', 0.34, 0.4, 0.66, 0.78, 0.02),
        rect('white', 0.38, 0.52, 0.62, 0.66, 0.01),
        rect('dark', 0.42, 0.57, 0.58, 0.58),
        rect('dark', 0.44, 0.6, 0.56, 0.61),
      ];
    case 'mug':
      return [
        ring('main', 0.71, 0.54, 0.09, 0.11, 0.03),
        rect('main', 0.28, 0.34, 0.68, 0.78, 0.05),
        ellipse('dark', 0.48, 0.35, 0.2, 0.035),
        rect('light', 0.32, 0.4, 0.35, 0.7, 0.01),
      ];
    case 'pillow':
      return [
        poly(
          'main',
          [0.2, 0.24],
          [0.5, 0.28],
          [0.8, 0.24],
          [0.76, 0.5],
          [0.8, 0.76],
          [0.5, 0.72],
          [0.2, 0.76],
          [0.24, 0.5],
        ),
        rect('dark', 0.3, 0.49, 0.7, 0.51),
        rect('dark', 0.49, 0.34, 0.51, 0.66),
        ellipse('light', 0.5, 0.5, 0.03),
      ];
    case 'blanket':
      return [
        rect('dark', 0.2, 0.62, 0.8, 0.78, 0.04),
        rect('main', 0.22, 0.48, 0.78, 0.63, 0.04),
        rect('light', 0.24, 0.35, 0.76, 0.49, 0.04),
        rect('main', 0.26, 0.36, 0.74, 0.47, 0.03),
        ...[0.3, 0.4, 0.5, 0.6, 0.7].map((x) => rect('dark', x, 0.48, x + 0.01, 0.63)),
      ];
    case 'planter':
      return [
        ellipse('leaf', 0.4, 0.34, 0.07, 0.16),
        ellipse('leaf', 0.6, 0.32, 0.07, 0.17),
        ellipse('leaf', 0.5, 0.26, 0.07, 0.18),
        rect('soil', 0.31, 0.48, 0.69, 0.53, 0.02),
        poly('main', [0.3, 0.5], [0.7, 0.5], [0.64, 0.84], [0.36, 0.84]),
        rect('dark', 0.29, 0.5, 0.71, 0.56, 0.01),
      ];
    case 'board':
      return [
        rect('main', 0.24, 0.3, 0.76, 0.8, 0.05),
        ring('main', 0.5, 0.22, 0.06, 0.06, 0.025),
        rect('dark', 0.26, 0.32, 0.74, 0.34),
        rect('light', 0.3, 0.4, 0.7, 0.41),
        rect('light', 0.3, 0.6, 0.7, 0.61),
      ];
  }
}

function inside(shape: Shape, x: number, y: number): boolean {
  switch (shape.kind) {
    case 'ellipse': {
      const dx = (x - shape.cx) / shape.rx;
      const dy = (y - shape.cy) / shape.ry;
      return dx * dx + dy * dy <= 1;
    }
    case 'ring': {
      const dx = x - shape.cx;
      const dy = y - shape.cy;
      const outer = (dx / shape.rx) ** 2 + (dy / shape.ry) ** 2;
      const inner = (dx / (shape.rx - shape.width)) ** 2 + (dy / (shape.ry - shape.width)) ** 2;
      return outer <= 1 && inner > 1;
    }
    case 'rect': {
      if (x < shape.x0 || x > shape.x1 || y < shape.y0 || y > shape.y1) return false;
      const r = shape.r;
      const cx = Math.min(Math.max(x, shape.x0 + r), shape.x1 - r);
      const cy = Math.min(Math.max(y, shape.y0 + r), shape.y1 - r);
      return (x - cx) ** 2 + (y - cy) ** 2 <= r * r;
    }
    case 'poly': {
      let hit = false;
      const pts = shape.points;
      for (let i = 0, j = pts.length - 1; i < pts.length; j = i++) {
        const pi = pts[i] as Point;
        const pj = pts[j] as Point;
        const xi = pi[0];
        const yi = pi[1];
        const xj = pj[0];
        const yj = pj[1];
        if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) hit = !hit;
      }
      return hit;
    }
  }
}

function bounds(shape: Shape): [number, number, number, number] {
  switch (shape.kind) {
    case 'ellipse':
    case 'ring':
      return [shape.cx - shape.rx, shape.cy - shape.ry, shape.cx + shape.rx, shape.cy + shape.ry];
    case 'rect':
      return [shape.x0, shape.y0, shape.x1, shape.y1];
    case 'poly': {
      const xs = shape.points.map((p) => p[0]);
      const ys = shape.points.map((p) => p[1]);
      return [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)];
    }
  }
}

const mix = (a: Rgb, b: Rgb, t: number): Rgb =>
  [0, 1, 2].map((i) =>
    Math.round((a[i] as number) * (1 - t) + (b[i] as number) * t),
  ) as unknown as Rgb;
const luminance = (c: Rgb) => 0.299 * c[0] + 0.587 * c[1] + 0.114 * c[2];

function palette(colour: Rgb): Record<Tone, Rgb> {
  // Details of a dark product are lighter, of a light one darker, so they show either way.
  const dark =
    luminance(colour) < 70 ? mix(colour, [255, 255, 255], 0.22) : mix(colour, [0, 0, 0], 0.28);
  return {
    main: colour,
    dark,
    light: mix(colour, [255, 255, 255], 0.45),
    white: [246, 245, 240],
    gold: [201, 162, 74],
    leaf: [72, 128, 80],
    flame: [247, 178, 60],
    soil: [92, 64, 44],
    glass: [70, 84, 96],
  };
}

/**
 * The backdrop behind a product: its own, unless the product would melt into it (a white tee on
 * cream), in which case a deeper shade of it.
 */
export function backdropFor(colour: Rgb, background: Rgb): Rgb {
  if (Math.abs(luminance(colour) - luminance(background)) >= 45) return background;
  return luminance(colour) > 128
    ? mix(background, [96, 104, 112], 0.3)
    : mix(background, [255, 255, 255], 0.5);
}

/** The colour at the top edge of the picture (the backdrop lightened), to extend it seamlessly. */
export function topColourFor(colour: Rgb, background: Rgb): Rgb {
  return mix(backdropFor(colour, background), [255, 255, 255], 0.35);
}

/**
 * RGB pixels of the illustration, row by row: a soft vertical gradient of `background`, a floor
 * shadow, the product lit from the top left; `mirrored` shows it facing the other way.
 */
export function paintIllustration(
  kind: IllustrationKind,
  colour: Rgb,
  background: Rgb,
  width: number,
  height: number,
  mirrored = false,
): Buffer {
  const shapes = shapesOf(kind);
  const tones = palette(colour);
  const pixels = Buffer.alloc(width * height * 3);
  const top = topColourFor(colour, background);
  const backdrop = backdropFor(colour, background);
  const floor = mix(backdrop, [0, 0, 0], 0.06);
  const shadow = mix(backdrop, [0, 0, 0], 0.16);
  const box = shapes.map(bounds);
  const SAMPLES = [0.25, 0.75];
  const out = [0, 0, 0];
  // One sample's colour into `out` (numbers only: this runs millions of times per image); answers
  // what it hit: a shape's index, -1 the backdrop, -2 the floor.
  const sample = (x: number, y: number): number => {
    let c: Rgb = floor;
    let t = 0;
    if (y < 0.8) {
      c = top;
      t = y / 0.8;
    }
    let r = c[0] + (backdrop[0] - c[0]) * t;
    let g = c[1] + (backdrop[1] - c[1]) * t;
    let b = c[2] + (backdrop[2] - c[2]) * t;
    const sd = ((x - 0.5) / 0.34) ** 2 + ((y - 0.88) / 0.035) ** 2;
    if (sd <= 1) {
      r = shadow[0] + (r - shadow[0]) * sd;
      g = shadow[1] + (g - shadow[1]) * sd;
      b = shadow[2] + (b - shadow[2]) * sd;
    }
    for (let i = shapes.length - 1; i >= 0; i--) {
      const bb = box[i] as [number, number, number, number];
      if (x < bb[0] || x > bb[2] || y < bb[1] || y > bb[3]) continue;
      const shape = shapes[i] as Shape;
      if (!inside(shape, x, y)) continue;
      const base = tones[shape.tone];
      // Light from the top left: up to 10 % lighter there, 12 % darker at the bottom right.
      const light = 0.1 - 0.22 * ((x + y) / 2);
      const towards = light > 0 ? 255 : 0;
      const k = Math.abs(light);
      out[0] = base[0] + (towards - base[0]) * k;
      out[1] = base[1] + (towards - base[1]) * k;
      out[2] = base[2] + (towards - base[2]) * k;
      return i;
    }
    out[0] = r;
    out[1] = g;
    out[2] = b;
    return y < 0.8 ? -1 : -2;
  };
  const at = (px: number, sx: number) => (mirrored ? 1 - (px + sx) / width : (px + sx) / width);
  // One sample per pixel first; only pixels on an edge (a neighbour hit something else) get four.
  const hits = new Int16Array(width * height);
  for (let py = 0; py < height; py++) {
    for (let px = 0; px < width; px++) {
      const p = py * width + px;
      hits[p] = sample(at(px, 0.5), (py + 0.5) / height);
      pixels[p * 3] = Math.round(out[0] as number);
      pixels[p * 3 + 1] = Math.round(out[1] as number);
      pixels[p * 3 + 2] = Math.round(out[2] as number);
    }
  }
  for (let py = 0; py < height; py++) {
    for (let px = 0; px < width; px++) {
      const p = py * width + px;
      const hit = hits[p];
      const edge =
        (px > 0 && hits[p - 1] !== hit) ||
        (px < width - 1 && hits[p + 1] !== hit) ||
        (py > 0 && hits[p - width] !== hit) ||
        (py < height - 1 && hits[p + width] !== hit);
      if (!edge) continue;
      let r = 0;
      let g = 0;
      let b = 0;
      for (const sy of SAMPLES) {
        for (const sx of SAMPLES) {
          sample(at(px, sx), (py + sy) / height);
          r += out[0] as number;
          g += out[1] as number;
          b += out[2] as number;
        }
      }
      pixels[p * 3] = Math.round(r / 4);
      pixels[p * 3 + 1] = Math.round(g / 4);
      pixels[p * 3 + 2] = Math.round(b / 4);
    }
  }
  return pixels;
}
