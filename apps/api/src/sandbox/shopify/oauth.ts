// The sandbox's side of the OAuth install: the app listing, the "Install app?" page that issues an
// authorization code to the app's callback (signed like Shopify's), and the token endpoint.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { and, eq, gt } from 'drizzle-orm';
import { sandboxShopifyAuthCodes } from '../../db/schema';
import { escapeHtml, readBody, redirect, sendHtml, sendJsonBody } from '../../http/routes';
import { hashToken, randomToken } from '../../modules/auth';
import { normalizeShopDomain, signOAuthQuery } from '../../providers/shopify';
import type { SandboxContext } from './context';
import { decisionButtons, errorPage, hiddenFields, page } from './html';
import { installSandboxApp } from './install';

const CODE_TTL_MS = 10 * 60_000;

export async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  return new URLSearchParams((await readBody(req, 64_000)).toString('utf8'));
}

/**
 * GET /sandbox/shopify/install?shop=: stands in for the app's listing in the Shopify App Store. With
 * a shop it goes where Shopify would send the merchant (our /shopify/install); without one it asks
 * for the shop's name.
 */
export function appListing(res: ServerResponse, url: URL): void {
  const raw = url.searchParams.get('shop');
  const shop = raw === null ? null : normalizeShopDomain(raw);
  if (shop) {
    redirect(res, `/shopify/install?shop=${encodeURIComponent(shop)}`);
    return;
  }
  const problem =
    raw === null ? '' : '<p role="alert">Enter a store name such as my-shop.myshopify.com.</p>';
  sendHtml(
    res,
    raw === null ? 200 : 400,
    page(
      'Vendy on the App Store',
      `<h1>Vendy</h1>
<p>Shoppable videos for your store.</p>
${problem}
<form method="get" action="/sandbox/shopify/install">
<label for="shop">Store name</label>
<input type="text" id="shop" name="shop" required maxlength="250" autocomplete="off">
<div class="actions"><button type="submit" value="install">Add app</button></div>
</form>`,
    ),
  );
}

/** The redirect_uri must come back to this server: the sandbox is no open redirector. */
function checkAuthorizeRequest(ctx: SandboxContext, params: URLSearchParams): string | null {
  if (params.get('client_id') !== ctx.app.apiKey) return 'Unknown app (client_id).';
  const redirectUri = params.get('redirect_uri') ?? '';
  let target: URL;
  try {
    target = new URL(redirectUri);
  } catch {
    return 'The redirect_uri is not a valid URL.';
  }
  if (target.origin !== new URL(ctx.config.publicUrl).origin) {
    return 'The redirect_uri is not an address of this app.';
  }
  if (!params.get('state')) return 'The state parameter is missing.';
  return null;
}

export function authorizePage(res: ServerResponse, ctx: SandboxContext, url: URL): void {
  const problem = checkAuthorizeRequest(ctx, url.searchParams);
  if (problem) {
    sendHtml(res, 400, errorPage(problem));
    return;
  }
  const fields = ['client_id', 'scope', 'redirect_uri', 'state'].map((name) => ({
    name,
    value: url.searchParams.get(name) ?? '',
  }));
  const scopes = (url.searchParams.get('scope') ?? '').split(',').filter(Boolean);
  sendHtml(
    res,
    200,
    page(
      `Install Vendy on ${ctx.shop}?`,
      `<h1>Install Vendy on ${escapeHtml(ctx.shop)}?</h1>
<p>Vendy will be able to:</p>
<ul>${scopes.map((s) => `<li>${escapeHtml(s.replace(/_/g, ' '))}</li>`).join('')}</ul>
<form method="post">
${hiddenFields(fields)}
${decisionButtons(['install', 'Install'], ['cancel', 'Cancel'])}
</form>`,
    ),
  );
}

export async function authorizeDecision(
  req: IncomingMessage,
  res: ServerResponse,
  ctx: SandboxContext,
): Promise<void> {
  const form = await readForm(req);
  const problem = checkAuthorizeRequest(ctx, form);
  if (problem) {
    sendHtml(res, 400, errorPage(problem));
    return;
  }
  if (form.get('decision') !== 'install') {
    redirect(res, `${ctx.config.publicUrl}/shopify-prompt`, undefined, 303);
    return;
  }
  const code = randomToken();
  await ctx.db.insert(sandboxShopifyAuthCodes).values({
    codeHash: hashToken(code),
    shop: ctx.shop,
    scopes: form.get('scope') ?? '',
    expiresAt: new Date(Date.now() + CODE_TTL_MS),
  });
  const callback = new URL(form.get('redirect_uri') ?? '');
  const params = new URLSearchParams({
    code,
    host: Buffer.from(`admin.shopify.com/store/${ctx.shop.split('.')[0]}`).toString('base64url'),
    shop: ctx.shop,
    state: form.get('state') ?? '',
    timestamp: String(Math.floor(Date.now() / 1000)),
  });
  params.set('hmac', signOAuthQuery(params, ctx.app.apiSecret));
  callback.search = params.toString();
  redirect(res, callback.toString(), undefined, 303);
}

/** POST /admin/oauth/access_token: JSON or form body with client_id, client_secret, code. */
export async function accessToken(
  req: IncomingMessage,
  res: ServerResponse,
  ctx: SandboxContext,
): Promise<void> {
  const raw = (await readBody(req, 64_000)).toString('utf8');
  let body: Record<string, unknown>;
  try {
    body = (req.headers['content-type'] ?? '').includes('json')
      ? (JSON.parse(raw) as Record<string, unknown>)
      : Object.fromEntries(new URLSearchParams(raw));
  } catch {
    sendJsonBody(res, 400, { error: 'invalid_request', error_description: 'Malformed body.' });
    return;
  }
  if (body.client_id !== ctx.app.apiKey || body.client_secret !== ctx.app.apiSecret) {
    sendJsonBody(res, 400, {
      error: 'invalid_client',
      error_description: 'Invalid app credentials.',
    });
    return;
  }
  const code = typeof body.code === 'string' ? body.code : '';
  // One use only: the code is deleted by the very statement that finds it.
  const [grant] = await ctx.db
    .delete(sandboxShopifyAuthCodes)
    .where(
      and(
        eq(sandboxShopifyAuthCodes.codeHash, hashToken(code)),
        eq(sandboxShopifyAuthCodes.shop, ctx.shop),
        gt(sandboxShopifyAuthCodes.expiresAt, new Date()),
      ),
    )
    .returning();
  if (!grant) {
    sendJsonBody(res, 400, {
      error: 'invalid_request',
      error_description: 'The authorization code was not found or was already used.',
    });
    return;
  }
  const token = await installSandboxApp(ctx.db, ctx.shop, grant.scopes);
  sendJsonBody(res, 200, { access_token: token, scope: grant.scopes });
}
