// Pages of the sign-in sandboxes (Google here, Facebook in ../facebook): plain, accessible HTML
// forms standing in for the providers' consent screens. Every value is escaped.
import type { IncomingMessage } from 'node:http';
import { escapeHtml, readBody } from '../../http/routes';

export type SandboxBrand = 'Google' | 'Facebook' | 'Instagram';

const ACCENT: Record<SandboxBrand, string> = {
  Google: '#1a73e8',
  Facebook: '#0866ff',
  Instagram: '#d62976',
};

export function sandboxPage(brand: SandboxBrand, title: string, body: string): string {
  const accent = ACCENT[brand];
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · ${brand} sandbox</title>
<style>
  body { font: 16px/1.5 system-ui, sans-serif; margin: 0; background: #f0f2f5; color: #1c1e21; }
  main { max-width: 30rem; margin: 3rem auto; background: #fff; border-radius: 12px; padding: 2rem;
    box-shadow: 0 1px 3px rgb(0 0 0 / 0.2); }
  h1 { font-size: 1.5rem; margin-top: 0; }
  .note { color: #4b4f56; font-size: 0.875rem; }
  fieldset { border: 1px solid #ccd0d5; border-radius: 8px; margin: 1rem 0; padding: 0.5rem 1rem 1rem; }
  legend { font-weight: 600; padding: 0 0.25rem; }
  .choice { display: flex; gap: 0.5rem; align-items: flex-start; margin-top: 0.5rem; }
  .choice input { margin-top: 0.35rem; }
  .choice small { display: block; color: #4b4f56; }
  label.field { display: block; margin-top: 0.75rem; }
  input[type="text"], input[type="email"] { font: inherit; width: 100%; box-sizing: border-box;
    padding: 0.5rem; border: 1px solid #8d949e; border-radius: 6px; }
  .actions { display: flex; gap: 0.75rem; margin-top: 1.5rem; }
  button { font: inherit; padding: 0.5rem 1.25rem; border-radius: 6px; border: 1px solid #606770;
    background: #fff; color: #1c1e21; cursor: pointer; }
  button[value="allow"] { background: ${accent}; border-color: ${accent}; color: #fff; }
  :focus-visible { outline: 3px solid #1c1e21; outline-offset: 2px; }
  [role="alert"] { color: #b3261e; font-weight: 600; }
</style>
</head>
<body>
<main>
${body}
<p class="note">This is the local ${brand} sandbox: no ${brand} account is used and nothing leaves this server.</p>
</main>
</body>
</html>`;
}

export function sandboxErrorPage(brand: SandboxBrand, message: string): string {
  return sandboxPage(
    brand,
    'Error',
    `<h1>Something is wrong</h1>\n<p role="alert">${escapeHtml(message)}</p>`,
  );
}

export function hiddenFields(fields: Record<string, string>): string {
  return Object.entries(fields)
    .map(
      ([name, value]) =>
        `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`,
    )
    .join('\n');
}

/** Allow / Deny: two submit buttons of one form, read back from `decision`. */
export function allowDenyButtons(allowLabel: string, denyLabel: string): string {
  return `<div class="actions">
<button type="submit" name="decision" value="allow">${escapeHtml(allowLabel)}</button>
<button type="submit" name="decision" value="deny" formnovalidate>${escapeHtml(denyLabel)}</button>
</div>`;
}

export async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  return new URLSearchParams((await readBody(req, 64_000)).toString('utf8'));
}

/**
 * The redirect_uri an app asked for, when it is an address of this server; null otherwise. The
 * sandbox only ever sends visitors back to this server: it is no open redirector.
 */
export function ownRedirectUri(publicUrl: string, redirectUri: string | null): URL | null {
  if (!redirectUri) return null;
  try {
    const target = new URL(redirectUri);
    return target.origin === new URL(publicUrl).origin ? target : null;
  } catch {
    return null;
  }
}
