// The brand fonts, served by us: each offered family and variant has its stylesheet (one
// @font-face with font-display swap, the font's own metrics and our content-named woff2 URL) and
// its file, with long cache headers, the right content types and the common security headers;
// anything else under /media/fonts is 404, never a file found by the address.
import { readdirSync } from 'node:fs';
import { request } from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BRAND_FONTS, fontStylesheetPath } from '@vendy/client/domain';
import { startTestServer, type TestServer } from '../harness/server';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
}, 60_000);

afterAll(async () => {
  await server?.close();
});

/** A GET of the exact path (fetch would resolve '..' and percent-escapes first). */
function rawGet(
  pathname: string,
): Promise<{ status: number; headers: Record<string, unknown>; body: string }> {
  const url = new URL(server.url);
  return new Promise((resolve, reject) => {
    const req = request(
      { host: url.hostname, port: url.port, path: pathname, method: 'GET' },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).toString('latin1'),
          }),
        );
      },
    );
    req.on('error', reject);
    req.end();
  });
}

const fileUrlOf = (css: string) => /src: url\(([^)]+)\) format\('woff2'\)/.exec(css)?.[1];

describe('a font stylesheet', () => {
  it('is the @font-face of our own file, swapped in, with its metrics', async () => {
    const response = await fetch(`${server.url}/media/fonts/work-sans/i7.css`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/css; charset=utf-8');
    expect(response.headers.get('cache-control')).toMatch(/^public, max-age=86400/);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    const css = await response.text();
    expect(css).toContain("font-family: 'Work Sans';");
    expect(css).toContain('font-style: italic;');
    expect(css).toContain('font-weight: 700;');
    expect(css).toContain('font-display: swap;');
    expect(css).toMatch(/ascent-override: \d+\.\d\d%;/);
    expect(css).toMatch(/descent-override: \d+\.\d\d%;/);
    expect(css).not.toMatch(/https?:/);
    expect(fileUrlOf(css)).toMatch(/^\/media\/fonts\/work-sans\/i7\.[0-9a-f]{16}\.woff2$/);
    const etag = response.headers.get('etag')!;
    const again = await fetch(`${server.url}/media/fonts/work-sans/i7.css`, {
      headers: { 'if-none-match': etag },
    });
    expect(again.status).toBe(304);
  });

  it("states Roboto's metrics (ascender 1900, descender 500, 2048 units per em)", async () => {
    const css = await (await fetch(`${server.url}/media/fonts/roboto/n4.css`)).text();
    expect(css).toContain('ascent-override: 92.77%;');
    expect(css).toContain('descent-override: 24.41%;');
    expect(css).toContain('line-gap-override: 0.00%;');
  });

  it('declares a fallback face: a local Arial at the font’s width and line box', async () => {
    const css = await (await fetch(`${server.url}/media/fonts/roboto/n4.css`)).text();
    const fallback = css.slice(css.indexOf("font-family: 'Roboto Fallback';"));
    expect(fallback).toContain('font-weight: 400;');
    expect(fallback).toContain("src: local('Arial'), local('ArialMT'), local('Liberation Sans'");
    // Roboto's average advance (906 of 2048) over Arial's (904 of 2048).
    expect(fallback).toContain('size-adjust: 100.22%;');
    // Roboto's ascender 1900 / 2048, at that size.
    expect(fallback).toContain('ascent-override: 92.57%;');
    expect(fallback).not.toContain('url(');
    const bold = await (await fetch(`${server.url}/media/fonts/roboto/n7.css`)).text();
    expect(bold).toContain("src: local('Arial Bold')");
  });
});

describe('a font file', () => {
  it('is the woff2, cached for good under its content-named address', async () => {
    const css = await (await fetch(`${server.url}/media/fonts/roboto/n4.css`)).text();
    const fileUrl = fileUrlOf(css)!;
    const response = await fetch(`${server.url}${fileUrl}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('font/woff2');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    const body = Buffer.from(await response.arrayBuffer());
    expect(body.subarray(0, 4).toString('latin1')).toBe('wOF2');
    expect(Number(response.headers.get('content-length'))).toBe(body.length);
    const cached = await fetch(`${server.url}${fileUrl}`, {
      headers: { 'if-none-match': response.headers.get('etag')! },
    });
    expect(cached.status).toBe(304);
    const head = await fetch(`${server.url}${fileUrl}`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
  });
});

describe('the offered fonts', () => {
  const packageRoot = (family: string) =>
    path.dirname(
      createRequire(path.resolve('apps/api/package.json')).resolve(
        `@fontsource/${family}/package.json`,
      ),
    );

  it("list exactly the variants of each package's latin woff2 files", () => {
    for (const font of BRAND_FONTS) {
      const files = readdirSync(path.join(packageRoot(font.id), 'files'));
      const variants = files
        .map((name) => new RegExp(`^${font.id}-latin-(\\d)00-(normal|italic)\\.woff2$`).exec(name))
        .filter((match): match is RegExpExecArray => match !== null)
        .map(([, weight, style]) => `${style === 'italic' ? 'i' : 'n'}${weight}`);
      expect([...font.variants].sort(), font.id).toEqual(variants.sort());
    }
  });

  it('each have a stylesheet and a file', async () => {
    for (const font of BRAND_FONTS) {
      for (const variant of font.variants) {
        const response = await fetch(`${server.url}${fontStylesheetPath(`${font.id}-${variant}`)}`);
        expect(response.status, `${font.id} ${variant}`).toBe(200);
        const css = await response.text();
        expect(css, `${font.id} ${variant}`).toContain(`font-family: '${font.label}';`);
        expect(css, `${font.id} ${variant}`).toContain('ascent-override');
        expect(css, `${font.id} ${variant}`).toContain(`font-family: '${font.label} Fallback';`);
      }
    }
    const css = await (await fetch(`${server.url}/media/fonts/playfair-display/i9.css`)).text();
    const file = await fetch(`${server.url}${fileUrlOf(css)}`);
    expect(file.status).toBe(200);
  }, 60_000);
});

describe('any other address under /media/fonts', () => {
  it.each([
    '/media/fonts/comic-sans/n4.css',
    '/media/fonts/lato/n2.css',
    '/media/fonts/open-sans/n1.css',
    '/media/fonts/roboto/n0.css',
    '/media/fonts/Roboto/n4.css',
    '/media/fonts/roboto/N4.css',
    '/media/fonts/roboto/n4.woff2',
    '/media/fonts/roboto/n4.0000000000000000.woff2',
    '/media/fonts/roboto/n4.css.map',
    '/media/fonts/roboto/n4.css/',
    '/media/fonts/roboto/',
    '/media/fonts/',
    '/media/fonts/roboto/%6e4.css',
    '/media/fonts/roboto/..%2f..%2fpackage.json',
    '/media/fonts/roboto%2fn4.css',
    '/media/fonts/roboto/files/roboto-latin-400-normal.woff2',
    '/media/fonts/..%2f..%2f..%2fpackage.json',
  ])('is 404: %s', async (pathname) => {
    const response = await rawGet(pathname);
    expect(response.status).toBe(404);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('never reaches a file through dot segments', async () => {
    for (const pathname of [
      '/media/fonts/roboto/../../../package.json',
      '/media/fonts/roboto/%2e%2e/%2e%2e/%2e%2e/package.json',
    ]) {
      const response = await rawGet(pathname);
      expect(response.status, pathname).toBe(404);
      expect(response.body).not.toMatch(/@fontsource|wOF2|"dependencies"/);
    }
  });
});
