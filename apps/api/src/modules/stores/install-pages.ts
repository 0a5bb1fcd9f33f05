// The few pages the install serves itself (its errors), dressed like the merchant app: the same
// font stack, colours, radii and button as the ui-kit theme, from a stylesheet of our own so they
// stay styled under a strict Content-Security-Policy.
import { readdir } from 'node:fs/promises';
import type { ServerResponse } from 'node:http';
import { fileURLToPath } from 'node:url';
import { escapeHtml, type HttpRoute } from '../../http/routes';

export const INSTALL_STYLESHEET_PATH = '/shopify/install.css';

// Values of packages/ui-kit/src/theme/contract.css.ts (light theme).
const STYLESHEET = `*, *::before, *::after { box-sizing: border-box; }
body { margin: 0; font-family: Roboto, 'Helvetica Neue', Arial, 'Liberation Sans', sans-serif;
  font-size: 16px; line-height: 1.5; color: #1c1f24; background: #f5f7fa; }
main { max-width: 560px; margin: 0 auto; padding: 32px 16px; display: flex; flex-direction: column;
  gap: 24px; }
.logo { font-size: 22px; font-weight: 700; color: #0265b0; margin: 0; }
h1 { margin: 0; font-size: 28px; font-weight: 700; line-height: 1.25; }
.card { background: #ffffff; border: 1px solid #8a929e; border-radius: 12px; padding: 24px;
  display: flex; flex-direction: column; gap: 16px; box-shadow: 0 1px 2px rgba(15, 20, 28, 0.12); }
.alert { margin: 0; padding: 8px; border-radius: 4px; border: 1px solid #b3261e; color: #b3261e;
  background: #ffffff; font-size: 14px; }
.button { align-self: flex-start; display: inline-flex; align-items: center; min-height: 40px;
  padding: 8px 16px; border-radius: 8px; background: #0265b0; color: #ffffff; font-weight: 500;
  text-decoration: none; }
.button:hover { background: #01548f; }
.button:focus-visible { outline: 2px solid #0265b0; outline-offset: 2px; }
`;

/** The merchant app's build (as app.ts serves it), whose assets hold the Roboto faces. */
const WEB_ASSETS = fileURLToPath(new URL('../../../../web/dist/assets', import.meta.url));
const ROBOTO_FACE = /^roboto-latin-(400|500|700)-normal-[\w-]+\.woff2$/;

/**
 * The app bundles Roboto rather than relying on an installed one; these pages use the same files
 * when the app is built. Without a build the theme's fallback fonts apply.
 */
async function robotoFaces(assets: string): Promise<string> {
  let files: string[];
  try {
    files = await readdir(assets);
  } catch {
    return '';
  }
  return files
    .map((file) => ROBOTO_FACE.exec(file))
    .filter((match) => match !== null)
    .map(
      ([file, weight]) =>
        `@font-face { font-family: Roboto; font-style: normal; font-weight: ${weight}; ` +
        `font-display: swap; src: url(/assets/${file}) format('woff2'); }\n`,
    )
    .join('');
}

export async function installStylesheet(assets = WEB_ASSETS): Promise<string> {
  return `${await robotoFaces(assets)}${STYLESHEET}`;
}

async function serveStylesheet(res: ServerResponse): Promise<void> {
  const css = await installStylesheet();
  res.writeHead(200, {
    'content-type': 'text/css; charset=utf-8',
    'cache-control': 'no-cache',
  });
  res.end(css);
}

export const installStylesheetRoute: HttpRoute = {
  method: 'GET',
  path: INSTALL_STYLESHEET_PATH,
  handle: (_req, res) => serveStylesheet(res),
};

/** A failed install: what went wrong and the way back to the store connection in the app. */
export function installMessageHtml(message: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Connect Shopify Store · Vendy</title>
<link rel="stylesheet" href="${INSTALL_STYLESHEET_PATH}"></head>
<body><main><p class="logo">Vendy</p>
<div class="card"><h1>Connect Shopify Store</h1>
<p role="alert" class="alert">${escapeHtml(message)}</p>
<a class="button" href="/shopify-prompt">Back to Vendy</a></div></main></body></html>`;
}
