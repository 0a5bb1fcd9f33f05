// The Google sandbox's OAuth 2.0 / OpenID Connect endpoints: the account chooser and consent page
// (authorization endpoint), the token endpoint and UserInfo. Requests and answers are shaped like
// Google's, errors included.
import { createHmac } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Config } from '../../config';
import type { Database } from '../../db/connection';
import type { SandboxSocialIdentity } from '../../db/schema';
import { escapeHtml, readBody, redirect, sendHtml, sendJsonBody } from '../../http/routes';
import { GOOGLE_SANDBOX_PATH, type GoogleApp } from '../../providers/google';
import { consumeCode, findAccessToken, issueAccessToken, issueCode } from './grants';
import {
  allowDenyButtons,
  hiddenFields,
  ownRedirectUri,
  readForm,
  sandboxErrorPage,
  sandboxPage,
} from './html';
import { chosenPerson, personChooser } from './identity';
import { GOOGLE_PEOPLE } from './people';

export interface GoogleSandboxContext {
  db: Database;
  config: Config;
  app: GoogleApp;
}

const ACCESS_TOKEN_TTL_S = 3599;
const REQUEST_FIELDS = ['client_id', 'redirect_uri', 'response_type', 'scope', 'state'] as const;

/** The authorization request's problem, worded like Google's error screen; null when it is fine. */
function requestProblem(ctx: GoogleSandboxContext, params: URLSearchParams): string | null {
  if (params.get('client_id') !== ctx.app.clientId) {
    return 'Error 401: invalid_client. The OAuth client was not found.';
  }
  if (!ownRedirectUri(ctx.config.publicUrl, params.get('redirect_uri'))) {
    return 'Error 400: redirect_uri_mismatch. The redirect URI is not registered for this client.';
  }
  if (params.get('response_type') !== 'code') {
    return 'Error 400: unsupported_response_type. Only the code flow is supported.';
  }
  if (!(params.get('scope') ?? '').split(/\s+/).includes('openid')) {
    return 'Error 400: invalid_scope. Sign-in needs the openid scope.';
  }
  return null;
}

function consentPage(
  res: ServerResponse,
  status: number,
  params: URLSearchParams,
  problem?: string,
): void {
  const fields = Object.fromEntries(REQUEST_FIELDS.map((name) => [name, params.get(name) ?? '']));
  const alert = problem ? `<p role="alert">${escapeHtml(problem)}</p>` : '';
  sendHtml(
    res,
    status,
    sandboxPage(
      'Google',
      'Sign in with Google',
      `<h1>Sign in with Google</h1>
<p>Choose an account to continue to <strong>Vendy</strong>.</p>
${alert}
<form method="post">
${hiddenFields(fields)}
${personChooser(GOOGLE_PEOPLE, 'Google has verified this email', problem ? params : undefined)}
<p>Vendy will receive your name, your email address and whether Google has verified it.</p>
${allowDenyButtons('Allow', 'Deny')}
</form>`,
    ),
  );
}

/** GET {authorize}: the account chooser and consent screen. */
export function authorizePage(res: ServerResponse, ctx: GoogleSandboxContext, url: URL): void {
  const problem = requestProblem(ctx, url.searchParams);
  if (problem) return sendHtml(res, 400, sandboxErrorPage('Google', problem));
  consentPage(res, 200, url.searchParams);
}

/** POST {authorize}: Allow issues a code to the redirect_uri, Deny sends access_denied. */
export async function authorizeDecision(
  req: IncomingMessage,
  res: ServerResponse,
  ctx: GoogleSandboxContext,
): Promise<void> {
  const form = await readForm(req);
  const problem = requestProblem(ctx, form);
  if (problem) return sendHtml(res, 400, sandboxErrorPage('Google', problem));
  const back = new URL(form.get('redirect_uri') ?? '');
  const state = form.get('state');
  if (form.get('decision') !== 'allow') {
    back.searchParams.set('error', 'access_denied');
    if (state) back.searchParams.set('state', state);
    return redirect(res, back.toString(), undefined, 303);
  }
  const choice = chosenPerson(form, GOOGLE_PEOPLE, {
    secret: ctx.app.clientSecret,
    provider: 'google',
    subjectDigits: 21,
    askVerified: true,
  });
  if (!choice.ok) return consentPage(res, 400, form, choice.problem);
  const scope = form.get('scope') ?? '';
  const code = await issueCode(
    ctx.db,
    {
      provider: 'google',
      clientId: ctx.app.clientId,
      redirectUri: form.get('redirect_uri') ?? '',
      scope,
      identity: choice.identity,
    },
    '4/0A',
  );
  if (state) back.searchParams.set('state', state);
  back.searchParams.set('code', code);
  back.searchParams.set('scope', scope);
  back.searchParams.set('authuser', '0');
  back.searchParams.set('prompt', 'consent');
  redirect(res, back.toString(), undefined, 303);
}

function oauthError(res: ServerResponse, status: number, error: string, description: string) {
  sendJsonBody(res, status, { error, error_description: description });
}

/** Client credentials from HTTP Basic (client_secret_basic) or the body (client_secret_post). */
function clientCredentials(
  req: IncomingMessage,
  body: URLSearchParams,
): { clientId: string; clientSecret: string } {
  const basic = /^Basic\s+(.+)$/i.exec(req.headers.authorization ?? '');
  if (basic) {
    const [id = '', secret = ''] = Buffer.from(basic[1] ?? '', 'base64')
      .toString('utf8')
      .split(':');
    return { clientId: decodeURIComponent(id), clientSecret: decodeURIComponent(secret) };
  }
  return { clientId: body.get('client_id') ?? '', clientSecret: body.get('client_secret') ?? '' };
}

function base64url(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

/**
 * The ID token Google returns with the openid scope. Google signs with RS256 and its published
 * keys; the sandbox signs with the client secret (HS256, which OpenID Connect allows), so a client
 * may check it just the same.
 */
function idToken(ctx: GoogleSandboxContext, identity: SandboxSocialIdentity, scope: string) {
  const now = Math.floor(Date.now() / 1000);
  const scopes = scope.split(/\s+/);
  const claims = {
    iss: `${ctx.config.publicUrl}${GOOGLE_SANDBOX_PATH}`,
    azp: ctx.app.clientId,
    aud: ctx.app.clientId,
    sub: identity.subject,
    iat: now,
    exp: now + ACCESS_TOKEN_TTL_S,
    ...(scopes.includes('email')
      ? { email: identity.email, email_verified: identity.emailVerified }
      : {}),
    ...(scopes.includes('profile') ? profileClaims(identity) : {}),
  };
  const unsigned = `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url(claims)}`;
  const signature = createHmac('sha256', ctx.app.clientSecret).update(unsigned).digest('base64url');
  return `${unsigned}.${signature}`;
}

function profileClaims(identity: SandboxSocialIdentity) {
  return {
    name: `${identity.firstName} ${identity.lastName}`.trim(),
    given_name: identity.firstName,
    ...(identity.lastName ? { family_name: identity.lastName } : {}),
  };
}

/** POST {token}: grant_type=authorization_code → access token (and ID token). */
export async function tokenEndpoint(
  req: IncomingMessage,
  res: ServerResponse,
  ctx: GoogleSandboxContext,
): Promise<void> {
  const body = new URLSearchParams((await readBody(req, 64_000)).toString('utf8'));
  if (body.get('grant_type') !== 'authorization_code') {
    return oauthError(
      res,
      400,
      'unsupported_grant_type',
      'Invalid grant_type: ' + (body.get('grant_type') ?? ''),
    );
  }
  const client = clientCredentials(req, body);
  if (client.clientId !== ctx.app.clientId || client.clientSecret !== ctx.app.clientSecret) {
    return oauthError(res, 401, 'invalid_client', 'Unauthorized');
  }
  const grant = await consumeCode(ctx.db, 'google', body.get('code') ?? '');
  if (!grant || grant.clientId !== client.clientId) {
    return oauthError(res, 400, 'invalid_grant', 'Bad Request');
  }
  if (grant.redirectUri !== body.get('redirect_uri')) {
    return oauthError(res, 400, 'redirect_uri_mismatch', 'Bad Request');
  }
  const { token } = await issueAccessToken(
    ctx.db,
    { provider: 'google', clientId: grant.clientId, scope: grant.scope, identity: grant.identity },
    { prefix: 'ya29.a0', ttlMs: ACCESS_TOKEN_TTL_S * 1000 },
  );
  sendJsonBody(res, 200, {
    access_token: token,
    expires_in: ACCESS_TOKEN_TTL_S,
    scope: grant.scope,
    token_type: 'Bearer',
    id_token: idToken(ctx, grant.identity, grant.scope),
  });
}

/** GET {userinfo} with `Authorization: Bearer {access token}`. */
export async function userinfoEndpoint(
  req: IncomingMessage,
  res: ServerResponse,
  ctx: GoogleSandboxContext,
): Promise<void> {
  const bearer = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '')?.[1] ?? '';
  const record = await findAccessToken(ctx.db, 'google', bearer);
  if (!record || record.expiresAt <= new Date()) {
    res.setHeader(
      'www-authenticate',
      'Bearer realm="https://accounts.google.com/", error="invalid_token"',
    );
    return oauthError(res, 401, 'invalid_request', 'Invalid Credentials');
  }
  const { identity } = record;
  const scopes = record.scope.split(/\s+/);
  sendJsonBody(res, 200, {
    sub: identity.subject,
    ...(scopes.includes('profile') ? profileClaims(identity) : {}),
    ...(scopes.includes('email')
      ? { email: identity.email, email_verified: identity.emailVerified }
      : {}),
  });
}
