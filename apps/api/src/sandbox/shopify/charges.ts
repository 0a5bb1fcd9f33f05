// GET/POST /sandbox/shopify/{shop}/charges/{id}/confirm: the page where the merchant approves or
// declines an app subscription, then goes back to the app's returnUrl with ?charge_id={id}.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { and, eq, ne } from 'drizzle-orm';
import { sandboxShopifySubscriptions } from '../../db/schema';
import { escapeHtml, redirect, sendHtml } from '../../http/routes';
import { formatPrice } from '@vendy/client/domain';
import type { SandboxContext } from './context';
import { effectiveStatus, findSubscription } from './admin-api/billing';
import { decisionButtons, errorPage, page } from './html';
import { readForm } from './oauth';

function returnTo(returnUrl: string, id: number): string {
  const url = new URL(returnUrl);
  url.searchParams.set('charge_id', String(id));
  return url.toString();
}

export async function confirmPage(
  res: ServerResponse,
  ctx: SandboxContext,
  id: number,
): Promise<void> {
  const row = await findSubscription(ctx, id);
  if (!row) {
    sendHtml(res, 404, errorPage('This charge does not exist.'));
    return;
  }
  const status = effectiveStatus(row);
  if (status !== 'PENDING') {
    sendHtml(
      res,
      409,
      errorPage(`This charge is ${status.toLowerCase()}: there is nothing to approve.`),
    );
    return;
  }
  const price = `${formatPrice(Number(row.priceAmount))} ${row.currencyCode} every 30 days`;
  const trial = row.trialDays > 0 ? `<p>Free trial: ${row.trialDays} days.</p>` : '';
  const test = row.test ? '<p class="note">Test charge: it will not be billed.</p>' : '';
  sendHtml(
    res,
    200,
    page(
      'Approve subscription',
      `<h1>Approve subscription</h1>
<p>Vendy would like to charge <strong>${escapeHtml(ctx.shop)}</strong> for <strong>${escapeHtml(row.name)}</strong>.</p>
<p>${escapeHtml(price)}</p>
${trial}${test}
<form method="post">
${decisionButtons(['approve', 'Approve'], ['decline', 'Decline'])}
</form>`,
    ),
  );
}

export async function confirmDecision(
  req: IncomingMessage,
  res: ServerResponse,
  ctx: SandboxContext,
  id: number,
): Promise<void> {
  const decision = (await readForm(req)).get('decision');
  const row = await findSubscription(ctx, id);
  if (!row) {
    sendHtml(res, 404, errorPage('This charge does not exist.'));
    return;
  }
  if (effectiveStatus(row) !== 'PENDING' || (decision !== 'approve' && decision !== 'decline')) {
    sendHtml(res, 409, errorPage('This charge can no longer be approved or declined.'));
    return;
  }
  const approved = decision === 'approve';
  await ctx.db.transaction(async (tx) => {
    if (approved) {
      // A newly approved subscription replaces the app's current one, as on Shopify.
      await tx
        .update(sandboxShopifySubscriptions)
        .set({ status: 'CANCELLED' })
        .where(
          and(
            eq(sandboxShopifySubscriptions.shop, ctx.shop),
            eq(sandboxShopifySubscriptions.status, 'ACTIVE'),
            ne(sandboxShopifySubscriptions.id, id),
          ),
        );
    }
    await tx
      .update(sandboxShopifySubscriptions)
      .set({ status: approved ? 'ACTIVE' : 'DECLINED' })
      .where(eq(sandboxShopifySubscriptions.id, id));
  });
  redirect(res, returnTo(row.returnUrl, id), undefined, 303);
}
