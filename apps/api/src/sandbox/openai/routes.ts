// The OpenAI sandbox's HTTP routes, mounted under /sandbox/openai while it is in use (no
// OPENAI_API_KEY, no OPENAI_BASE_URL, not production; otherwise 404). Same protocol as OpenAI:
//   GET  /sandbox/openai/v1/models       lists the one model (how a key is checked)
//   POST /sandbox/openai/v1/responses    Responses API: model, instructions, input → output_text
// Keys: `Bearer sk-…` (at least 8 more letters, digits, - or _) are accepted; anything else, and
// keys beginning `sk-invalid`, get OpenAI's 401 invalid_api_key; keys beginning `sk-ratelimit`
// get its 429, and `sk-broken` its 500, so tests reach every error path.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  BodyTooLargeError,
  readBody,
  sendJsonBody,
  type HttpRoute,
  type HttpRouteContext,
} from '../../http/routes';
import { OPENAI_SANDBOX_PATH, openaiSandboxInUse } from '../../providers/openai';
import { productFromPrompt, writeScript } from './script';

const KEY = /^sk-[A-Za-z0-9_-]{8,200}$/;

function error(res: ServerResponse, status: number, message: string, code: string | null) {
  sendJsonBody(res, status, {
    error: {
      message,
      type: status === 429 ? 'requests' : 'invalid_request_error',
      param: null,
      code,
    },
  });
}

/** The key's verdict: null when accepted, else the answer already sent. */
function refuseKey(req: IncomingMessage, res: ServerResponse): boolean {
  const key = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1] ?? '';
  if (!KEY.test(key) || key.startsWith('sk-invalid')) {
    error(res, 401, 'Incorrect API key provided.', 'invalid_api_key');
    return true;
  }
  if (key.startsWith('sk-ratelimit')) {
    error(res, 429, 'Rate limit reached for requests.', 'rate_limit_exceeded');
    return true;
  }
  if (key.startsWith('sk-broken')) {
    error(res, 500, 'The server had an error while processing your request.', null);
    return true;
  }
  return false;
}

async function responses(req: IncomingMessage, res: ServerResponse): Promise<void> {
  let body: Record<string, unknown>;
  try {
    body = JSON.parse((await readBody(req, 200_000)).toString('utf8')) as Record<string, unknown>;
  } catch (e) {
    if (e instanceof BodyTooLargeError) return error(res, 413, 'Request too large.', null);
    return error(res, 400, 'We could not parse the JSON body of your request.', null);
  }
  if (typeof body.model !== 'string' || !body.model) {
    return error(res, 400, "Missing required parameter: 'model'.", 'missing_required_parameter');
  }
  if (typeof body.input !== 'string' || !body.input.trim()) {
    return error(res, 400, "Missing required parameter: 'input'.", 'missing_required_parameter');
  }
  const text = writeScript(productFromPrompt(body.input));
  const words = text.split(/\s+/).length;
  sendJsonBody(res, 200, {
    id: `resp_${randomUUID().replace(/-/g, '')}`,
    object: 'response',
    created_at: Math.floor(Date.now() / 1000),
    status: 'completed',
    model: body.model,
    output: [
      {
        type: 'message',
        id: `msg_${randomUUID().replace(/-/g, '')}`,
        status: 'completed',
        role: 'assistant',
        content: [{ type: 'output_text', text, annotations: [] }],
      },
    ],
    usage: { input_tokens: Math.ceil(body.input.length / 4), output_tokens: words * 2 },
  });
}

async function handle(
  req: IncomingMessage,
  res: ServerResponse,
  route: HttpRouteContext,
): Promise<void> {
  if (!openaiSandboxInUse(route.config)) {
    return sendJsonBody(res, 404, { error: { message: 'Not found.' } });
  }
  const path = route.url.pathname.slice(OPENAI_SANDBOX_PATH.length);
  if (path === '/v1/models' && req.method === 'GET') {
    if (refuseKey(req, res)) return;
    return sendJsonBody(res, 200, {
      object: 'list',
      data: [{ id: route.config.providers.ai.openaiModel, object: 'model', owned_by: 'sandbox' }],
    });
  }
  if (path === '/v1/responses' && req.method === 'POST') {
    if (refuseKey(req, res)) return;
    return responses(req, res);
  }
  sendJsonBody(res, 404, { error: { message: 'Not found.' } });
}

export const openaiSandboxRoutes: HttpRoute[] = [
  { method: ['GET', 'POST'], path: `${OPENAI_SANDBOX_PATH}/*`, handle },
];
