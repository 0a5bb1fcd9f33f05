// GET /pages/{group handle}/{slug}: the public slider page (server-rendered HTML), cached like the
// public layout reads: browsers revalidate every time (a 304 from the ETag when nothing changed),
// a CDN may keep it for 60 s. Anything else under /pages/ is a 404 page.
import type { ServerResponse } from 'node:http';
import { SLIDER_PAGES_PREFIX } from '@vendy/client/domain';
import type { HttpRoute } from '../../http/routes';
import { COMMON_SECURITY_HEADERS } from '../../http/security-headers';
import { PUBLIC_CACHE_CONTROL, requestMatchesEtag } from '../layouts';
import { pageSecurityPolicy, renderNotFoundPage } from './page';
import { publishedPage } from './public';

const POLICY = pageSecurityPolicy();
const NOT_FOUND_HTML = renderNotFoundPage();

function send(
  res: ServerResponse,
  status: number,
  html: string | null,
  headers: Record<string, string>,
  headOnly: boolean,
): void {
  res.writeHead(status, {
    ...COMMON_SECURITY_HEADERS,
    'content-security-policy': POLICY,
    'x-frame-options': 'DENY',
    ...(html === null
      ? {}
      : {
          'content-type': 'text/html; charset=utf-8',
          'content-length': String(Buffer.byteLength(html)),
        }),
    ...headers,
  });
  res.end(headOnly || html === null ? undefined : html);
}

/** The handle and slug of /pages/{handle}/{slug}, or null for any other path. */
export function pageAddress(pathname: string): { handle: string; slug: string } | null {
  const rest = pathname.slice(SLIDER_PAGES_PREFIX.length).replace(/\/$/, '');
  const parts = rest.split('/');
  if (parts.length !== 2 || !parts[0] || !parts[1]) return null;
  try {
    const handle = decodeURIComponent(parts[0]);
    const slug = decodeURIComponent(parts[1]);
    // Handles and slugs are short words: anything with control characters names no page.
    // eslint-disable-next-line no-control-regex
    const plain = (value: string) => value.length <= 200 && !/[\u0000-\u001f]/.test(value);
    return plain(handle) && plain(slug) ? { handle, slug } : null;
  } catch {
    return null;
  }
}

export const sliderPageRoutes: HttpRoute[] = [
  {
    method: 'GET',
    path: `${SLIDER_PAGES_PREFIX}*`,
    async handle(req, res, ctx) {
      const headOnly = req.method === 'HEAD';
      const address = pageAddress(ctx.url.pathname);
      const page = address
        ? await publishedPage(
            { ...ctx, publicUrl: ctx.config.publicUrl },
            address.handle,
            address.slug,
          )
        : undefined;
      if (!page) {
        send(res, 404, NOT_FOUND_HTML, { 'cache-control': 'no-store' }, headOnly);
        return;
      }
      const headers = {
        'cache-control': PUBLIC_CACHE_CONTROL,
        etag: page.etag,
        vary: 'Accept-Encoding',
      };
      if (requestMatchesEtag(req.headers['if-none-match'] ?? null, page.etag)) {
        send(res, 304, null, headers, true);
        return;
      }
      send(res, 200, page.html, headers, headOnly);
    },
  },
];
