// The Instagram sandbox's pages: the authorization window (GET/POST /sandbox/instagram/oauth/
// authorize: choose the professional account, then Allow, a code to the redirect_uri followed by
// `#_` as Instagram adds, or Cancel, error=access_denied) and the account's "Apps and websites"
// setting (GET/POST /sandbox/instagram/settings/apps), where access given to Vendy is removed:
// every token of that account then answers error 190.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { escapeHtml, redirect, sendHtml } from '../../http/routes';
import { INSTAGRAM_SANDBOX_PATH } from '../../providers/instagram';
import { issueCode } from '../google/grants';
import {
  allowDenyButtons,
  hiddenFields,
  ownRedirectUri,
  readForm,
  sandboxErrorPage,
  sandboxPage,
} from '../google/html';
import { INSTAGRAM_ACCOUNTS } from './accounts';
import type { InstagramSandboxContext } from './context';
import { revokeApp } from './graph';

const REQUEST_FIELDS = ['client_id', 'redirect_uri', 'response_type', 'scope', 'state'] as const;
const KNOWN_SCOPES = new Set([
  'instagram_business_basic',
  'instagram_business_content_publish',
  'instagram_business_manage_messages',
  'instagram_business_manage_comments',
]);

function requestProblem(ctx: InstagramSandboxContext, params: URLSearchParams): string | null {
  if (params.get('client_id') !== ctx.app.appId) {
    return 'Invalid platform app: the client_id is not an Instagram app ID.';
  }
  if (!ownRedirectUri(ctx.config.publicUrl, params.get('redirect_uri'))) {
    return 'Invalid redirect_uri: it is not one of the app’s valid OAuth redirect URIs.';
  }
  if (params.get('response_type') !== 'code') return 'Invalid response_type: use code.';
  const scopes = (params.get('scope') ?? '').split(/[\s,]+/).filter(Boolean);
  if (!scopes.includes('instagram_business_basic') || scopes.some((s) => !KNOWN_SCOPES.has(s))) {
    return 'Invalid scope: instagram_business_basic is required.';
  }
  return null;
}

function accountChooser(chosen: string | null): string {
  const options = INSTAGRAM_ACCOUNTS.map(
    (account, index) =>
      `<label class="choice"><input type="radio" name="account" value="${escapeHtml(account.key)}"${
        chosen === account.key || (chosen === null && index === 0) ? ' checked' : ''
      }><span>@${escapeHtml(account.username)}<small>${escapeHtml(account.name)} · ${account.postCount} posts</small></span></label>`,
  ).join('\n');
  return `<fieldset><legend>Professional account</legend>\n${options}\n</fieldset>`;
}

function windowPage(
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
      'Instagram',
      'Allow Vendy to access your account',
      `<h1>Allow Vendy to access your account?</h1>
<p><strong>Vendy</strong> is requesting to view your profile info and access your posts and videos.</p>
${alert}
<form method="post">
${hiddenFields(fields)}
${accountChooser(params.get('account'))}
${allowDenyButtons('Allow', 'Cancel')}
</form>`,
    ),
  );
}

export function authorizeGet(res: ServerResponse, ctx: InstagramSandboxContext, url: URL): void {
  const problem = requestProblem(ctx, url.searchParams);
  if (problem) return sendHtml(res, 400, sandboxErrorPage('Instagram', problem));
  windowPage(res, 200, url.searchParams);
}

export async function authorizePost(
  req: IncomingMessage,
  res: ServerResponse,
  ctx: InstagramSandboxContext,
): Promise<void> {
  const form = await readForm(req);
  const problem = requestProblem(ctx, form);
  if (problem) return sendHtml(res, 400, sandboxErrorPage('Instagram', problem));
  const redirectUri = form.get('redirect_uri') ?? '';
  const back = new URL(redirectUri);
  const state = form.get('state');
  if (state) back.searchParams.set('state', state);
  if (form.get('decision') !== 'allow') {
    back.searchParams.set('error', 'access_denied');
    back.searchParams.set('error_reason', 'user_denied');
    back.searchParams.set('error_description', 'The user denied your request.');
    return redirect(res, back.toString(), undefined, 303);
  }
  const account = INSTAGRAM_ACCOUNTS.find((a) => a.key === form.get('account'));
  if (!account) return windowPage(res, 400, form, 'Choose an account.');
  const code = await issueCode(
    ctx.db,
    {
      provider: 'instagram',
      clientId: ctx.app.appId,
      redirectUri,
      scope: (form.get('scope') ?? '')
        .split(/[\s,]+/)
        .filter((s, i, all) => s !== '' && all.indexOf(s) === i)
        .join(','),
      identity: {
        subject: account.userId,
        email: '',
        emailVerified: false,
        firstName: account.username,
        lastName: '',
      },
    },
    'AQ',
  );
  back.searchParams.set('code', code);
  back.hash = '_';
  redirect(res, back.toString(), undefined, 303);
}

const SETTINGS_PATH = `${INSTAGRAM_SANDBOX_PATH}/settings/apps`;

function settingsPage(res: ServerResponse, status: number, message?: string): void {
  const rows = INSTAGRAM_ACCOUNTS.map(
    (
      account,
    ) => `<form method="post" class="actions"><input type="hidden" name="user_id" value="${account.userId}">
<span>@${escapeHtml(account.username)}</span>
<button type="submit" name="decision" value="remove">Remove Vendy from @${escapeHtml(account.username)}</button>
</form>`,
  ).join('\n');
  const note = message ? `<p role="status">${escapeHtml(message)}</p>` : '';
  sendHtml(
    res,
    status,
    sandboxPage(
      'Instagram',
      'Apps and websites',
      `<h1>Apps and websites</h1>
<p>Active: <strong>Vendy</strong> can view the profile and posts of the accounts that allowed it.</p>
${note}
${rows}`,
    ),
  );
}

export function settingsGet(res: ServerResponse): void {
  settingsPage(res, 200);
}

export async function settingsPost(
  req: IncomingMessage,
  res: ServerResponse,
  ctx: InstagramSandboxContext,
): Promise<void> {
  const form = await readForm(req);
  const account = INSTAGRAM_ACCOUNTS.find((a) => a.userId === form.get('user_id'));
  if (!account) return settingsPage(res, 400, 'Choose an account.');
  const removed = await revokeApp(ctx, account.userId);
  settingsPage(
    res,
    200,
    `Vendy was removed from @${account.username} (${removed} access token${removed === 1 ? '' : 's'} revoked).`,
  );
}

export { SETTINGS_PATH };
