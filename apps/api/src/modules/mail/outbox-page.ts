// The development outbox page: what the server would have mailed, with its links clickable so a
// developer can verify an email or reset a password without a mail server.
import { escapeHtml } from '../../http/routes';
import type { OutboxMessage } from './service';

const isWebLink = (link: string) => /^https?:\/\//i.test(link);

function renderMessage(message: OutboxMessage): string {
  const links = message.links
    .filter(isWebLink)
    .map((link) => `<li><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></li>`)
    .join('');
  const status = message.error
    ? `Not delivered: ${escapeHtml(message.error)}`
    : message.sentAt
      ? `Delivered ${escapeHtml(message.sentAt.toISOString())}`
      : 'Not delivered (no SMTP server configured)';
  return `<article>
<h2>${escapeHtml(message.subject)}</h2>
<p class="meta">To <strong>${escapeHtml(message.to)}</strong> · <time datetime="${escapeHtml(
    message.createdAt.toISOString(),
  )}">${escapeHtml(message.createdAt.toISOString())}</time> · ${status}</p>
${links ? `<ul class="links">${links}</ul>` : ''}
<pre>${escapeHtml(message.text)}</pre>
</article>`;
}

export function renderOutboxPage(messages: readonly OutboxMessage[]): string {
  const body =
    messages.length === 0 ? '<p>No messages yet.</p>' : messages.map(renderMessage).join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Outbox · Vendy</title>
<style>
body { font: 15px/1.5 system-ui, sans-serif; margin: 2rem auto; max-width: 56rem; padding: 0 1rem; }
article { border: 1px solid #ddd; border-radius: 8px; margin: 1rem 0; padding: 0 1rem; }
.meta { color: #555; }
pre { white-space: pre-wrap; background: #f6f6f6; padding: 0.75rem; border-radius: 4px; }
</style>
</head>
<body>
<h1>Outbox</h1>
<p>Messages the server sent, newest first (development only).</p>
${body}
</body>
</html>`;
}
