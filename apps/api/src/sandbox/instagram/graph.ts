// The Instagram sandbox's API: the code exchange (POST /oauth/access_token, api.instagram.com's
// error shape), the long-lived token exchange and refresh, /me and /me/media with field expansion
// and cursor paging (graph.instagram.com's `{ error: { message, type, code, error_subcode } }`),
// and the usage headers. Tokens: short-lived (1 hour, IGQ…) and long-lived (60 days, IGAA…);
// expired ones answer code 190 subcode 463, revoked ones 190 subcode 458, as Instagram does.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { and, eq, sql } from 'drizzle-orm';
import { sandboxSocialAccessTokens } from '../../db/schema';
import { sendJsonBody } from '../../http/routes';
import { hashToken } from '../../modules/auth';
import { consumeCode, findAccessToken, issueAccessToken, type TokenRecord } from '../google/grants';
import { readForm } from '../google/html';
import { accountByUserId, postsOf, type SandboxPost } from './accounts';
import { mediaFileUrl } from './cdn';
import type { InstagramSandboxContext } from './context';
import { isDeleted } from './control';

const SHORT_TOKEN_TTL_S = 3600;
const LONG_TOKEN_TTL_S = 5_184_000;
const SHORT_PREFIX = 'IGQ';
const LONG_PREFIX = 'IGAA';
/** A long-lived token may be refreshed once it is a day old. */
const REFRESH_MIN_AGE_MS = 24 * 3600_000;
/** A revoked token is kept with this expiry, so that it answers "not authorized", not "unknown". */
const REVOKED = new Date(0);

/** Calls per account and hour the usage headers count against (Instagram's figure varies). */
export const CALLS_PER_HOUR = 200;
const usage = new Map<string, { since: number; calls: number }>();

function usageOf(userId: string, now = Date.now()) {
  let entry = usage.get(userId);
  if (!entry || now - entry.since >= 3600_000) {
    entry = { since: now, calls: 0 };
    usage.set(userId, entry);
  }
  return entry;
}

/** Sandbox control: sets how many calls an account has made this hour (tests of the back-off). */
export function setUsage(userId: string, calls: number): void {
  usageOf(userId).calls = calls;
}

function usageHeaders(res: ServerResponse, userId: string): boolean {
  const entry = usageOf(userId);
  entry.calls += 1;
  const percent = Math.min(100, Math.round((entry.calls / CALLS_PER_HOUR) * 100));
  const over = entry.calls > CALLS_PER_HOUR;
  const regainMinutes = over ? Math.ceil((entry.since + 3600_000 - Date.now()) / 60_000) : 0;
  res.setHeader(
    'x-business-use-case-usage',
    JSON.stringify({
      [userId]: [
        {
          type: 'instagram',
          call_count: percent,
          total_cputime: Math.round(percent / 4),
          total_time: Math.round(percent / 3),
          estimated_time_to_regain_access: regainMinutes,
        },
      ],
    }),
  );
  return over;
}

function apiError(res: ServerResponse, message: string): void {
  sendJsonBody(res, 400, { error_type: 'OAuthException', code: 400, error_message: message });
}

function graphError(
  res: ServerResponse,
  code: number,
  message: string,
  subcode?: number,
  status = 400,
): void {
  sendJsonBody(res, status, {
    error: {
      message,
      type: 'OAuthException',
      code,
      ...(subcode === undefined ? {} : { error_subcode: subcode }),
      fbtrace_id: randomBytes(8).toString('base64url'),
    },
  });
}

function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** POST /oauth/access_token (form: client_id, client_secret, grant_type, redirect_uri, code). */
export async function codeExchange(
  req: IncomingMessage,
  res: ServerResponse,
  ctx: InstagramSandboxContext,
): Promise<void> {
  const form = await readForm(req);
  if (form.get('client_id') !== ctx.app.appId) return apiError(res, 'Invalid platform app');
  if (!sameSecret(form.get('client_secret') ?? '', ctx.app.appSecret)) {
    return apiError(res, 'Error validating client secret.');
  }
  if (form.get('grant_type') !== 'authorization_code') {
    return apiError(res, 'Invalid grant_type: authorization_code is required');
  }
  const code = (form.get('code') ?? '').replace(/#_$/, '');
  const grant = await consumeCode(ctx.db, 'instagram', code);
  if (!grant || grant.clientId !== ctx.app.appId) {
    return apiError(res, 'Invalid authorization code');
  }
  if (grant.redirectUri !== form.get('redirect_uri')) {
    return apiError(
      res,
      'Error validating verification code. Please make sure your redirect_uri is identical to the one you used in the OAuth dialog request',
    );
  }
  const { token } = await issueAccessToken(
    ctx.db,
    {
      provider: 'instagram',
      clientId: grant.clientId,
      scope: grant.scope,
      identity: grant.identity,
    },
    { prefix: SHORT_PREFIX, ttlMs: SHORT_TOKEN_TTL_S * 1000 },
  );
  sendJsonBody(res, 200, {
    data: [{ access_token: token, user_id: grant.identity.subject, permissions: grant.scope }],
  });
}

type TokenCheck = { ok: true; token: string; record: TokenRecord } | { ok: false };

/** The request's token (access_token parameter or Authorization: Bearer) when it works. */
async function validToken(
  req: IncomingMessage,
  res: ServerResponse,
  ctx: InstagramSandboxContext,
  params: URLSearchParams,
): Promise<TokenCheck> {
  const bearer = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '')?.[1];
  const token = params.get('access_token') ?? bearer ?? '';
  const record = await findAccessToken(ctx.db, 'instagram', token);
  if (!record || record.clientId !== ctx.app.appId) {
    graphError(res, 190, 'Invalid OAuth access token - Cannot parse access token');
    return { ok: false };
  }
  if (record.expiresAt.getTime() === REVOKED.getTime()) {
    graphError(
      res,
      190,
      `Error validating access token: The user has not authorized application ${ctx.app.appId}.`,
      458,
    );
    return { ok: false };
  }
  if (record.expiresAt <= new Date()) {
    graphError(
      res,
      190,
      `Error validating access token: Session has expired on ${record.expiresAt.toUTCString()}.`,
      463,
    );
    return { ok: false };
  }
  return { ok: true, token, record };
}

/** Issues a new 60-day token for the grant behind `record` and answers it as Graph does. */
async function answerLongToken(
  res: ServerResponse,
  ctx: InstagramSandboxContext,
  record: TokenRecord,
): Promise<void> {
  const { token } = await issueAccessToken(
    ctx.db,
    {
      provider: 'instagram',
      clientId: record.clientId,
      scope: record.scope,
      identity: record.identity,
    },
    { prefix: LONG_PREFIX, ttlMs: LONG_TOKEN_TTL_S * 1000 },
  );
  sendJsonBody(res, 200, {
    access_token: token,
    token_type: 'bearer',
    expires_in: LONG_TOKEN_TTL_S,
  });
}

/** GET /access_token?grant_type=ig_exchange_token&client_secret&access_token */
export async function longLivedExchange(
  req: IncomingMessage,
  res: ServerResponse,
  ctx: InstagramSandboxContext,
  params: URLSearchParams,
): Promise<void> {
  if (params.get('grant_type') !== 'ig_exchange_token') {
    return graphError(res, 100, 'Unsupported grant_type: ig_exchange_token is required');
  }
  if (!sameSecret(params.get('client_secret') ?? '', ctx.app.appSecret)) {
    return graphError(res, 101, 'Error validating client secret.');
  }
  const check = await validToken(req, res, ctx, params);
  if (!check.ok) return;
  if (!check.token.startsWith(SHORT_PREFIX)) {
    return graphError(res, 100, 'Only a short-lived access token can be exchanged.');
  }
  await answerLongToken(res, ctx, check.record);
}

/** GET /refresh_access_token?grant_type=ig_refresh_token&access_token */
export async function refresh(
  req: IncomingMessage,
  res: ServerResponse,
  ctx: InstagramSandboxContext,
  params: URLSearchParams,
): Promise<void> {
  if (params.get('grant_type') !== 'ig_refresh_token') {
    return graphError(res, 100, 'Unsupported grant_type: ig_refresh_token is required');
  }
  const check = await validToken(req, res, ctx, params);
  if (!check.ok) return;
  const { token: current, record } = check;
  if (!current.startsWith(LONG_PREFIX)) {
    return graphError(res, 100, 'Only a long-lived access token can be refreshed.');
  }
  if (Date.now() - record.createdAt.getTime() < REFRESH_MIN_AGE_MS) {
    return graphError(res, 100, 'The access token must be at least 24 hours old to be refreshed.');
  }
  await answerLongToken(res, ctx, record);
}

/** `a,b{c,d},e` → [['a'], ['b', ['c','d']], ['e']] (one level of expansion, as the client asks). */
function parseFields(value: string): Array<{ name: string; sub: string[] | null }> | null {
  const out: Array<{ name: string; sub: string[] | null }> = [];
  const re = /\s*([a-z_]+)\s*(?:\{([a-z_,\s]*)\})?\s*(?:,|$)/gy;
  let match: RegExpExecArray | null;
  let consumed = 0;
  while (consumed < value.length && (match = re.exec(value)) !== null) {
    if (match[0] === '') break;
    consumed = re.lastIndex;
    out.push({
      name: match[1]!,
      sub:
        match[2] === undefined
          ? null
          : match[2]
              .split(',')
              .map((f) => f.trim())
              .filter(Boolean),
    });
  }
  return consumed === value.length ? out : null;
}

const PROFILE_FIELDS = new Set([
  'id',
  'user_id',
  'username',
  'name',
  'account_type',
  'media_count',
  'profile_picture_url',
]);

/**
 * What every Graph read of the sandbox does first: a working token, its account, the call counted
 * in the usage headers (refused over the hourly limit) and the `fields` parameter parsed. Answers
 * null once it has answered an error itself.
 */
async function graphCall(
  req: IncomingMessage,
  res: ServerResponse,
  ctx: InstagramSandboxContext,
  params: URLSearchParams,
) {
  const check = await validToken(req, res, ctx, params);
  if (!check.ok) return null;
  const account = accountByUserId(check.record.identity.subject);
  if (!account) {
    graphError(res, 190, 'Invalid OAuth access token - Cannot parse access token');
    return null;
  }
  if (usageHeaders(res, account.userId)) {
    graphError(res, 4, 'Application request limit reached', undefined, 403);
    return null;
  }
  const fields = parseFields(params.get('fields') ?? 'id');
  if (!fields) {
    graphError(res, 100, 'Syntax error in the fields parameter');
    return null;
  }
  return { account, fields };
}

/** GET /{version}/me?fields=… */
export async function me(
  req: IncomingMessage,
  res: ServerResponse,
  ctx: InstagramSandboxContext,
  params: URLSearchParams,
): Promise<void> {
  const call = await graphCall(req, res, ctx, params);
  if (!call) return;
  const { account, fields } = call;
  const values: Record<string, string | number> = {
    id: account.userId,
    user_id: account.userId,
    username: account.username,
    name: account.name,
    account_type: 'BUSINESS',
    media_count: account.postCount,
    profile_picture_url: mediaFileUrl(ctx.app, ctx.config.publicUrl, `${account.userId}.jpg`),
  };
  const body: Record<string, string | number> = {};
  for (const { name } of fields) {
    if (!PROFILE_FIELDS.has(name)) {
      return graphError(
        res,
        100,
        `Tried accessing nonexisting field (${name}) on node type (User)`,
      );
    }
    body[name] = values[name]!;
  }
  body.id = account.userId;
  sendJsonBody(res, 200, body);
}

const MEDIA_NODE_FIELDS = new Set([
  'id',
  'caption',
  'media_type',
  'media_url',
  'thumbnail_url',
  'permalink',
  'timestamp',
  'username',
  'shortcode',
  'children',
]);
const CHILD_NODE_FIELDS = new Set(['id', 'media_type', 'media_url', 'thumbnail_url', 'timestamp']);

/** `2026-11-20T10:00:00+0000`, as Graph writes times. */
const graphTime = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, '+0000');

function pick(node: Record<string, unknown>, fields: readonly string[]): Record<string, unknown> {
  const out: Record<string, unknown> = { id: node.id };
  for (const field of fields) if (node[field] !== undefined) out[field] = node[field];
  return out;
}

function mediaNode(
  ctx: InstagramSandboxContext,
  post: SandboxPost,
  username: string,
  childFields: readonly string[],
): Record<string, unknown> {
  const url = (file: string) => mediaFileUrl(ctx.app, ctx.config.publicUrl, file);
  const children = post.children.map((child) =>
    pick(
      {
        id: child.id,
        media_type: child.type,
        media_url: url(`${child.id}.${child.type === 'VIDEO' ? 'mp4' : 'jpg'}`),
        thumbnail_url: child.type === 'VIDEO' ? url(`${child.id}.jpg`) : undefined,
        timestamp: graphTime(post.postedAt),
      },
      childFields,
    ),
  );
  const first = post.children[0];
  return {
    id: post.id,
    caption: post.caption,
    media_type: post.type,
    // An album's media_url is its first item's, as on Instagram.
    media_url:
      post.type === 'VIDEO'
        ? url(`${post.id}.mp4`)
        : post.type === 'CAROUSEL_ALBUM' && first
          ? url(`${first.id}.${first.type === 'VIDEO' ? 'mp4' : 'jpg'}`)
          : url(`${post.id}.jpg`),
    thumbnail_url: post.type === 'VIDEO' ? url(`${post.id}.jpg`) : undefined,
    permalink: `https://www.instagram.com/p/${post.shortcode}/`,
    timestamp: graphTime(post.postedAt),
    username,
    shortcode: post.shortcode,
    children: post.type === 'CAROUSEL_ALBUM' ? { data: children } : undefined,
  };
}

const cursor = (index: number) => Buffer.from(`ig:${index}`).toString('base64url');
function cursorIndex(value: string | null): number | null {
  if (value === null) return null;
  const match = /^ig:(\d{1,6})$/.exec(Buffer.from(value, 'base64url').toString('utf8'));
  return match ? Number(match[1]) : -1;
}

/** GET /{version}/me/media?fields=…&limit=…&after=… */
export async function media(
  req: IncomingMessage,
  res: ServerResponse,
  ctx: InstagramSandboxContext,
  params: URLSearchParams,
  url: URL,
): Promise<void> {
  const call = await graphCall(req, res, ctx, params);
  if (!call) return;
  const { account, fields } = call;
  let childFields: string[] = ['id'];
  for (const { name, sub } of fields) {
    if (!MEDIA_NODE_FIELDS.has(name)) {
      return graphError(
        res,
        100,
        `Tried accessing nonexisting field (${name}) on node type (ShadowIGMedia)`,
      );
    }
    if (name === 'children' && sub) {
      const unknown = sub.find((f) => !CHILD_NODE_FIELDS.has(f));
      if (unknown) {
        return graphError(
          res,
          100,
          `Tried accessing nonexisting field (${unknown}) on node type (ShadowIGMedia)`,
        );
      }
      childFields = sub;
    }
  }
  const limitParam = params.get('limit');
  const limit = limitParam === null ? 25 : Number(limitParam);
  if (!Number.isInteger(limit) || limit < 1) {
    return graphError(res, 100, 'The parameter limit must be a positive integer');
  }
  const pageSize = Math.min(limit, 100);
  const start = cursorIndex(params.get('after'));
  if (start === -1) return graphError(res, 100, 'Invalid cursor');
  const from = start === null ? 0 : start + 1;
  const posts = postsOf(account).filter((post) => !isDeleted(post.id));
  const page = posts.slice(from, from + pageSize);
  const names = fields.map((f) => f.name);
  const data = page.map((post) => pick(mediaNode(ctx, post, account.username, childFields), names));
  const paging: Record<string, unknown> = {};
  if (page.length > 0) {
    paging.cursors = { before: cursor(from), after: cursor(from + page.length - 1) };
    if (from + page.length < posts.length) {
      const next = new URL(url.pathname, ctx.config.publicUrl);
      for (const [name, value] of params) if (name !== 'after') next.searchParams.set(name, value);
      next.searchParams.set('after', cursor(from + page.length - 1));
      paging.next = next.toString();
    }
  }
  sendJsonBody(res, 200, { data, paging });
}

/** Removes the app from an account (its "Apps and websites" setting): every token stops. */
export async function revokeApp(ctx: InstagramSandboxContext, userId: string): Promise<number> {
  const rows = await ctx.db
    .update(sandboxSocialAccessTokens)
    .set({ expiresAt: REVOKED })
    .where(
      and(
        eq(sandboxSocialAccessTokens.provider, 'instagram'),
        eq(sandboxSocialAccessTokens.clientId, ctx.app.appId),
        sql`${sandboxSocialAccessTokens.identity}->>'subject' = ${userId}`,
      ),
    )
    .returning({ tokenHash: sandboxSocialAccessTokens.tokenHash });
  return rows.length;
}

/** Sandbox control: makes a token look `ageMs` old (a refresh needs a day-old token). */
export async function ageToken(
  ctx: InstagramSandboxContext,
  token: string,
  ageMs: number,
): Promise<boolean> {
  const rows = await ctx.db
    .update(sandboxSocialAccessTokens)
    .set({ createdAt: new Date(Date.now() - ageMs) })
    .where(eq(sandboxSocialAccessTokens.tokenHash, hashToken(token)))
    .returning({ tokenHash: sandboxSocialAccessTokens.tokenHash });
  return rows.length > 0;
}
