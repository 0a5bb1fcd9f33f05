// The fonts of Brand Management, served by us (never a font CDN) from the pinned @fontsource
// packages (OFL fonts, latin subset, woff2):
//
//   GET /media/fonts/{family}/{variant}.css            the @font-face: font-display swap, the
//                                                      font's own vertical metrics, our woff2 URL;
//                                                      and its fallback face (a local Arial sized
//                                                      to the font), so nothing moves at the swap
//   GET /media/fonts/{family}/{variant}.{hash}.woff2   the font file, its URL named by its content
//
// Only the offered families and variants (BRAND_FONTS) are answered; anything else is 404 before
// any file is looked at, and the file's path is built from the package name, never the URL. The
// stylesheet's address is what groups save (fontStylesheetPath), so it keeps its name and is
// cached for a day; the file's address changes with its content, so it is cached for good.
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import {
  FONT_PATH_PREFIX,
  brandFont,
  fallbackFontFamily,
  isBrandFontVariant,
  variantCss,
  type FontVariant,
} from '@vendy/client/domain';
import type { HttpRoute } from '../../http/routes';
import { woff2Metrics, type FontMetrics } from './woff2-metrics';

const STYLESHEET_CACHE = 'public, max-age=86400, stale-while-revalidate=604800';
const FILE_CACHE = 'public, max-age=31536000, immutable';

const requireFrom = createRequire(import.meta.url);

interface FontFile {
  data: Buffer;
  hash: string;
  metrics: FontMetrics | null;
  css: string;
  cssEtag: string;
}

const loaded = new Map<string, Promise<FontFile>>();

const fileUrl = (family: string, variant: FontVariant, hash: string) =>
  `${FONT_PATH_PREFIX}/${family}/${variant}.${hash}.woff2`;

const percent = (units: number, metrics: FontMetrics) =>
  `${((Math.abs(units) / metrics.unitsPerEm) * 100).toFixed(2)}%`;

/**
 * Arial's metrics (head, hhea; the average advance as woff2-metrics.ts weighs English text), the
 * same in its metric-compatible faces (Liberation Sans, Arimo) and in Helvetica's advances: the
 * local font the fallback faces scale. Bold for weights from 600.
 */
const ARIAL = {
  regular: {
    unitsPerEm: 2048,
    averageAdvance: 904,
    local: ['Arial', 'ArialMT', 'Liberation Sans', 'LiberationSans', 'Arimo', 'Helvetica'],
  },
  bold: {
    unitsPerEm: 2048,
    averageAdvance: 977,
    local: [
      'Arial Bold',
      'Arial-BoldMT',
      'Liberation Sans Bold',
      'LiberationSans-Bold',
      'Arimo Bold',
      'Helvetica Bold',
    ],
  },
} as const;

/**
 * The fallback face of a font (fallbackFontFamily): the local Arial scaled (size-adjust) to the
 * font's average advance, with the font's vertical metrics at that scale, so that text drawn before
 * the file arrives has the width and line box the font will give it. Null without the metrics.
 */
export function fallbackFaceCss(
  family: string,
  variant: FontVariant,
  metrics: FontMetrics | null,
): string | null {
  if (!metrics?.averageAdvance) return null;
  const font = brandFont(family)!;
  const { weight, style } = variantCss(variant);
  const arial = weight >= 600 ? ARIAL.bold : ARIAL.regular;
  const sizeAdjust =
    metrics.averageAdvance / metrics.unitsPerEm / (arial.averageAdvance / arial.unitsPerEm);
  const scaled = (units: number) =>
    `${((Math.abs(units) / metrics.unitsPerEm / sizeAdjust) * 100).toFixed(2)}%`;
  const lines = [
    `font-family: '${fallbackFontFamily(font.label)}';`,
    `font-style: ${style};`,
    `font-weight: ${weight};`,
    `src: ${arial.local.map((name) => `local('${name}')`).join(', ')};`,
    `size-adjust: ${(sizeAdjust * 100).toFixed(2)}%;`,
    `ascent-override: ${scaled(metrics.ascender)};`,
    `descent-override: ${scaled(metrics.descender)};`,
    `line-gap-override: ${scaled(metrics.lineGap)};`,
  ];
  return `@font-face {\n${lines.map((l) => `  ${l}`).join('\n')}\n}\n`;
}

/** Our @font-face for a file: the offered family's name, its variant, the file's own metrics. */
export function fontFaceCss(
  family: string,
  variant: FontVariant,
  hash: string,
  metrics: FontMetrics | null,
): string {
  const font = brandFont(family)!;
  const { weight, style } = variantCss(variant);
  const lines = [
    `font-family: '${font.label}';`,
    `font-style: ${style};`,
    `font-weight: ${weight};`,
    'font-display: swap;',
    `src: url(${fileUrl(family, variant, hash)}) format('woff2');`,
  ];
  if (metrics) {
    lines.push(
      `ascent-override: ${percent(metrics.ascender, metrics)};`,
      `descent-override: ${percent(metrics.descender, metrics)};`,
      `line-gap-override: ${percent(metrics.lineGap, metrics)};`,
    );
  }
  const fallback = fallbackFaceCss(family, variant, metrics);
  return [
    `/* ${font.label} ${variant}, from @fontsource/${family} (SIL Open Font License 1.1) */\n`,
    `@font-face {\n${lines.map((l) => `  ${l}`).join('\n')}\n}\n`,
    fallback
      ? `/* While the file loads: a local Arial at ${font.label}'s width and line box. */\n${fallback}`
      : '',
  ].join('');
}

/** The packaged file of an offered font (latin subset). */
function packagedFile(family: string, variant: FontVariant): string {
  const { weight, style } = variantCss(variant);
  const root = path.dirname(requireFrom.resolve(`@fontsource/${family}/package.json`));
  return path.join(root, 'files', `${family}-latin-${weight}-${style}.woff2`);
}

function loadFont(family: string, variant: FontVariant): Promise<FontFile> {
  const key = `${family}/${variant}`;
  let font = loaded.get(key);
  if (!font) {
    font = readFile(packagedFile(family, variant)).then((data) => {
      const hash = createHash('sha256').update(data).digest('hex').slice(0, 16);
      const metrics = woff2Metrics(data);
      const css = fontFaceCss(family, variant, hash, metrics);
      const cssEtag = `"${createHash('sha256').update(css).digest('base64url').slice(0, 22)}"`;
      return { data, hash, metrics, css, cssEtag };
    });
    font.catch(() => loaded.delete(key));
    loaded.set(key, font);
  }
  return font;
}

const FONT_PATH =
  /^\/media\/fonts\/([a-z0-9]+(?:-[a-z0-9]+)*)\/([ni][1-9])(?:\.css|\.([0-9a-f]{16})\.woff2)$/;

/** What a font address asks for, or null for anything that is not an offered font's address. */
export function parseFontPath(
  pathname: string,
): { family: string; variant: FontVariant; hash: string | null } | null {
  const match = FONT_PATH.exec(pathname);
  if (!match) return null;
  const [, family, variant, hash] = match as unknown as [string, string, string, string?];
  if (!isBrandFontVariant(family, variant)) return null;
  return { family, variant, hash: hash ?? null };
}

function send(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  headers: Record<string, string>,
  body: string | Buffer,
): void {
  const etag = headers.etag;
  if (status === 200 && etag && req.headers['if-none-match'] === etag) {
    const { 'content-type': _type, ...rest } = headers;
    res.writeHead(304, rest);
    res.end();
    return;
  }
  res.writeHead(status, { ...headers, 'content-length': String(Buffer.byteLength(body)) });
  res.end(req.method === 'HEAD' ? undefined : body);
}

function notFound(req: IncomingMessage, res: ServerResponse): void {
  send(
    req,
    res,
    404,
    { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
    JSON.stringify({ error: 'Not found.' }),
  );
}

// Fonts are public: any page (a store's, the merchant app in development) may load them.
const CORS = { 'access-control-allow-origin': '*' };

export const fontRoutes: HttpRoute[] = [
  {
    // Listed before the storage module's /media/* (modules are listed by name), so fonts are
    // answered here whether media are on local disk or S3.
    method: 'GET',
    path: `${FONT_PATH_PREFIX}/*`,
    async handle(req, res, ctx) {
      const wanted = parseFontPath(ctx.url.pathname);
      if (!wanted) return notFound(req, res);
      const font = await loadFont(wanted.family, wanted.variant);
      if (wanted.hash === null) {
        return send(
          req,
          res,
          200,
          {
            ...CORS,
            'content-type': 'text/css; charset=utf-8',
            'cache-control': STYLESHEET_CACHE,
            etag: font.cssEtag,
          },
          font.css,
        );
      }
      // An older file's address (before a package update) is gone: its stylesheet names the new one.
      if (wanted.hash !== font.hash) return notFound(req, res);
      send(
        req,
        res,
        200,
        {
          ...CORS,
          'content-type': 'font/woff2',
          'cache-control': FILE_CACHE,
          etag: `"${font.hash}"`,
        },
        font.data,
      );
    },
  },
];
