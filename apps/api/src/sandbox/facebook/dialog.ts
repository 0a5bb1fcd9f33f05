// The Facebook sandbox's Login dialog (GET/POST /sandbox/facebook/{version}/dialog/oauth): choose
// who to log in as, then Allow (a code to the redirect_uri) or Deny (error_reason=user_denied).
import type { IncomingMessage, ServerResponse } from 'node:http';
import { escapeHtml, redirect, sendHtml } from '../../http/routes';
import { issueCode } from '../google/grants';
import {
  allowDenyButtons,
  hiddenFields,
  ownRedirectUri,
  readForm,
  sandboxErrorPage,
  sandboxPage,
} from '../google/html';
import { chosenPerson, personChooser } from '../google/identity';
import type { FacebookSandboxContext } from './context';
import { FACEBOOK_PEOPLE } from './people';

const REQUEST_FIELDS = ['client_id', 'redirect_uri', 'response_type', 'scope', 'state'] as const;

function requestProblem(ctx: FacebookSandboxContext, params: URLSearchParams): string | null {
  if (params.get('client_id') !== ctx.app.appId) {
    return 'Invalid App ID: The provided app ID does not look like a valid app ID.';
  }
  if (!ownRedirectUri(ctx.config.publicUrl, params.get('redirect_uri'))) {
    return "URL Blocked: This redirect failed because the redirect URI is not whitelisted in the app's Client OAuth Settings.";
  }
  const responseType = params.get('response_type');
  if (responseType && responseType !== 'code') {
    return 'Unsupported response_type: the sandbox only does the code flow.';
  }
  return null;
}

function dialogPage(
  res: ServerResponse,
  status: number,
  params: URLSearchParams,
  problem?: string,
): void {
  const fields = Object.fromEntries(REQUEST_FIELDS.map((name) => [name, params.get(name) ?? '']));
  const scopes = (params.get('scope') ?? '').split(/[\s,]+/);
  const wants = scopes.includes('email')
    ? 'your name, profile picture and email address'
    : 'your name and profile picture';
  const alert = problem ? `<p role="alert">${escapeHtml(problem)}</p>` : '';
  sendHtml(
    res,
    status,
    sandboxPage(
      'Facebook',
      'Log in with Facebook',
      `<h1>Log in with Facebook</h1>
<p><strong>Vendy</strong> is requesting access to ${wants}.</p>
${alert}
<form method="post">
${hiddenFields(fields)}
${personChooser(FACEBOOK_PEOPLE, null, problem ? params : undefined)}
${allowDenyButtons('Allow', 'Deny')}
</form>`,
    ),
  );
}

export function dialogGet(res: ServerResponse, ctx: FacebookSandboxContext, url: URL): void {
  const problem = requestProblem(ctx, url.searchParams);
  if (problem) return sendHtml(res, 400, sandboxErrorPage('Facebook', problem));
  dialogPage(res, 200, url.searchParams);
}

export async function dialogPost(
  req: IncomingMessage,
  res: ServerResponse,
  ctx: FacebookSandboxContext,
): Promise<void> {
  const form = await readForm(req);
  const problem = requestProblem(ctx, form);
  if (problem) return sendHtml(res, 400, sandboxErrorPage('Facebook', problem));
  const redirectUri = form.get('redirect_uri') ?? '';
  const back = new URL(redirectUri);
  const state = form.get('state');
  if (form.get('decision') !== 'allow') {
    back.searchParams.set('error', 'access_denied');
    back.searchParams.set('error_code', '200');
    back.searchParams.set('error_description', 'Permissions error');
    back.searchParams.set('error_reason', 'user_denied');
    if (state) back.searchParams.set('state', state);
    return redirect(res, back.toString(), undefined, 303);
  }
  const choice = chosenPerson(form, FACEBOOK_PEOPLE, {
    secret: ctx.app.appSecret,
    provider: 'facebook',
    subjectDigits: 17,
    askVerified: false,
  });
  if (!choice.ok) return dialogPage(res, 400, form, choice.problem);
  const code = await issueCode(
    ctx.db,
    {
      provider: 'facebook',
      clientId: ctx.app.appId,
      redirectUri,
      scope: ['public_profile', ...(form.get('scope') ?? '').split(/[\s,]+/)]
        .filter((s, i, all) => s !== '' && all.indexOf(s) === i)
        .join(','),
      identity: choice.identity,
    },
    'AQ',
  );
  back.searchParams.set('code', code);
  if (state) back.searchParams.set('state', state);
  redirect(res, back.toString(), undefined, 303);
}
