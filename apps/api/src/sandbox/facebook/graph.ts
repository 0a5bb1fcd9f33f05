// The Facebook sandbox's Graph API: the code exchange (/oauth/access_token), /debug_token and /me,
// with Graph's error shape (`{ error: { message, type: 'OAuthException', code, fbtrace_id } }`).
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { sendJsonBody } from '../../http/routes';
import { appAccessToken, appSecretProof } from '../../providers/facebook';
import { consumeCode, findAccessToken, issueAccessToken } from '../google/grants';
import type { FacebookSandboxContext } from './context';

/** Long-lived user tokens last about 60 days. */
const USER_TOKEN_TTL_S = 5_183_999;

function graphError(
  res: ServerResponse,
  code: number,
  message: string,
  extra: { status?: number; subcode?: number } = {},
): void {
  sendJsonBody(res, extra.status ?? 400, {
    error: {
      message,
      type: 'OAuthException',
      code,
      ...(extra.subcode === undefined ? {} : { error_subcode: extra.subcode }),
      fbtrace_id: randomBytes(8).toString('base64url'),
    },
  });
}

function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** GET /{version}/oauth/access_token?client_id&client_secret&redirect_uri&code */
export async function accessToken(
  res: ServerResponse,
  ctx: FacebookSandboxContext,
  params: URLSearchParams,
): Promise<void> {
  if (params.get('client_id') !== ctx.app.appId) {
    return graphError(res, 101, 'Error validating application. Invalid application ID.');
  }
  if (!sameSecret(params.get('client_secret') ?? '', ctx.app.appSecret)) {
    return graphError(res, 1, 'Error validating client secret.');
  }
  const grant = await consumeCode(ctx.db, 'facebook', params.get('code') ?? '');
  if (!grant || grant.clientId !== ctx.app.appId) {
    return graphError(res, 100, 'This authorization code has been used or has expired.', {
      subcode: 36009,
    });
  }
  if (grant.redirectUri !== params.get('redirect_uri')) {
    return graphError(
      res,
      100,
      'Error validating verification code. Please make sure your redirect_uri is identical to the one you used in the OAuth dialog request',
      { subcode: 36008 },
    );
  }
  const { token } = await issueAccessToken(
    ctx.db,
    {
      provider: 'facebook',
      clientId: grant.clientId,
      scope: grant.scope,
      identity: grant.identity,
    },
    { prefix: 'EAA', ttlMs: USER_TOKEN_TTL_S * 1000 },
  );
  sendJsonBody(res, 200, {
    access_token: token,
    token_type: 'bearer',
    expires_in: USER_TOKEN_TTL_S,
  });
}

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

/** GET /debug_token?input_token&access_token={app-id}|{app-secret} */
export async function debugToken(
  res: ServerResponse,
  ctx: FacebookSandboxContext,
  params: URLSearchParams,
): Promise<void> {
  if (!sameSecret(params.get('access_token') ?? '', appAccessToken(ctx.app))) {
    return graphError(res, 190, 'Invalid OAuth access token signature.');
  }
  const record = await findAccessToken(ctx.db, 'facebook', params.get('input_token') ?? '');
  if (!record) {
    return sendJsonBody(res, 200, {
      data: {
        error: { code: 190, message: 'Invalid OAuth access token - Cannot parse access token' },
        is_valid: false,
        scopes: [],
      },
    });
  }
  const expired = record.expiresAt <= new Date();
  sendJsonBody(res, 200, {
    data: {
      app_id: record.clientId,
      type: 'USER',
      application: record.clientId === ctx.app.appId ? 'Vendy' : 'Another app',
      data_access_expires_at: seconds(record.createdAt) + 90 * 24 * 3600,
      expires_at: seconds(record.expiresAt),
      is_valid: !expired,
      ...(expired
        ? {
            error: {
              code: 190,
              subcode: 463,
              message: `Error validating access token: Session has expired on ${record.expiresAt.toUTCString()}.`,
            },
          }
        : {}),
      issued_at: seconds(record.createdAt),
      scopes: record.scope.split(',').filter(Boolean),
      user_id: record.identity.subject,
    },
  });
}

const ME_FIELDS = new Set(['id', 'name', 'first_name', 'last_name', 'email']);

/** GET /{version}/me?fields=…&access_token=…[&appsecret_proof=…] */
export async function me(
  res: ServerResponse,
  ctx: FacebookSandboxContext,
  params: URLSearchParams,
): Promise<void> {
  const token = params.get('access_token') ?? '';
  const record = await findAccessToken(ctx.db, 'facebook', token);
  if (!record) return graphError(res, 190, 'Invalid OAuth access token data.');
  if (record.expiresAt <= new Date()) {
    return graphError(res, 190, 'Error validating access token: Session has expired.', {
      subcode: 463,
    });
  }
  const proof = params.get('appsecret_proof');
  // Only our app's secret is known here: a proof for another app's token cannot match.
  if (
    proof !== null &&
    (record.clientId !== ctx.app.appId ||
      !sameSecret(proof, appSecretProof(ctx.app.appSecret, token)))
  ) {
    return graphError(res, 100, 'Invalid appsecret_proof provided in the API argument');
  }
  const fields = (params.get('fields') ?? 'id,name')
    .split(',')
    .map((f) => f.trim())
    .filter(Boolean);
  const unknown = fields.find((f) => !ME_FIELDS.has(f));
  if (unknown) {
    return graphError(
      res,
      100,
      `(#100) Tried accessing nonexisting field (${unknown}) on node type (User)`,
    );
  }
  const { identity } = record;
  const emailGranted = record.scope.split(',').includes('email') && identity.email !== '';
  const values: Record<string, string | undefined> = {
    id: identity.subject,
    name: `${identity.firstName} ${identity.lastName}`.trim(),
    first_name: identity.firstName,
    last_name: identity.lastName,
    email: emailGranted ? identity.email : undefined,
  };
  const body: Record<string, string> = {};
  for (const field of fields) {
    const value = values[field];
    if (value !== undefined) body[field] = value;
  }
  sendJsonBody(res, 200, body);
}
