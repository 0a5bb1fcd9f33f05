// GET /dev/outbox (HTML) and /dev/outbox.json (for tests and scripts): the mail the server sent.
// Absent in production, where mail holds reset links and must stay private.
import type { HttpRoute, HttpRouteContext } from '../../http/routes';
import { sendHtml, sendJsonBody } from '../../http/routes';
import { renderOutboxPage } from './outbox-page';
import { listOutbox } from './service';

function outboxQuery(ctx: HttpRouteContext) {
  const to = ctx.url.searchParams.get('to')?.trim().toLowerCase();
  return to ? { to } : {};
}

export const mailRoutes: HttpRoute[] = [
  {
    method: 'GET',
    path: '/dev/outbox',
    async handle(_req, res, ctx) {
      if (ctx.config.nodeEnv === 'production') {
        sendJsonBody(res, 404, { error: 'Not found.' });
        return;
      }
      sendHtml(res, 200, renderOutboxPage(await listOutbox(ctx.db, outboxQuery(ctx))));
    },
  },
  {
    method: 'GET',
    path: '/dev/outbox.json',
    async handle(_req, res, ctx) {
      if (ctx.config.nodeEnv === 'production') {
        sendJsonBody(res, 404, { error: 'Not found.' });
        return;
      }
      const messages = await listOutbox(ctx.db, outboxQuery(ctx));
      sendJsonBody(res, 200, { messages });
    },
  },
];
