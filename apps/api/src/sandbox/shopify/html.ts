// The sandbox's pages: plain, accessible HTML forms standing in for Shopify's admin screens.
import { escapeHtml } from '../../http/routes';

export interface HiddenField {
  name: string;
  value: string;
}

export function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Shopify sandbox</title>
<style>
  body { font: 16px/1.5 system-ui, sans-serif; margin: 0; background: #f1f2f4; color: #202223; }
  main { max-width: 32rem; margin: 4rem auto; background: #fff; border-radius: 12px; padding: 2rem;
    box-shadow: 0 1px 3px rgb(0 0 0 / 0.15); }
  .note { color: #616161; font-size: 0.875rem; }
  .actions { display: flex; gap: 0.75rem; margin-top: 1.5rem; }
  button { font: inherit; padding: 0.5rem 1.25rem; border-radius: 8px; border: 1px solid #8a8a8a;
    background: #fff; cursor: pointer; }
  button[value="approve"], button[value="install"] { background: #303030; color: #fff; border-color: #303030; }
  button:focus-visible { outline: 3px solid #005bd3; outline-offset: 2px; }
  label { display: block; margin-top: 1rem; }
  input[type="text"] { font: inherit; width: 100%; box-sizing: border-box; padding: 0.5rem; }
</style>
</head>
<body>
<main>
${body}
<p class="note">This is the local Shopify sandbox: nothing here is billed or sent to Shopify.</p>
</main>
</body>
</html>`;
}

export function hiddenFields(fields: readonly HiddenField[]): string {
  return fields
    .map((f) => `<input type="hidden" name="${escapeHtml(f.name)}" value="${escapeHtml(f.value)}">`)
    .join('\n');
}

/** Two submit buttons of one form; the server reads which one was pressed from `decision`. */
export function decisionButtons(
  accept: [value: string, label: string],
  refuse: [value: string, label: string],
): string {
  return `<div class="actions">
<button type="submit" name="decision" value="${accept[0]}">${escapeHtml(accept[1])}</button>
<button type="submit" name="decision" value="${refuse[0]}">${escapeHtml(refuse[1])}</button>
</div>`;
}

export function errorPage(message: string): string {
  return page('Error', `<h1>Something is wrong</h1>\n<p role="alert">${escapeHtml(message)}</p>`);
}
