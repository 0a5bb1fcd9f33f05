// OpenAI's Responses API: POST /v1/responses with model, instructions and input; the answer's text
// is the output_text parts of its message items. GET /v1/models checks a key (cheap, no tokens).
// Failures become an OpenAIError with a kind the caller maps to the merchant's message.
import type { OpenAIApi } from './app';

const TIMEOUT_MS = 60_000;
const CHECK_TIMEOUT_MS = 15_000;

export type OpenAIErrorKind = 'auth' | 'rate_limit' | 'refused' | 'provider' | 'network';

export class OpenAIError extends Error {
  constructor(
    readonly kind: OpenAIErrorKind,
    message: string,
    readonly status: number | null = null,
  ) {
    super(message);
    this.name = 'OpenAIError';
  }
}

export interface ResponseRequest {
  instructions: string;
  input: string;
  /** Upper bound on the answer's length. */
  maxOutputTokens?: number;
}

type Json = Record<string, unknown>;

function kindOf(status: number): OpenAIErrorKind {
  if (status === 401 || status === 403) return 'auth';
  if (status === 429) return 'rate_limit';
  if (status >= 400 && status < 500) return 'refused';
  return 'provider';
}

async function call(
  api: OpenAIApi,
  key: string,
  path: string,
  init: { method: 'GET' | 'POST'; body?: Json; timeoutMs: number },
): Promise<Json> {
  let response: Response;
  try {
    response = await fetch(`${api.baseUrl}${path}`, {
      method: init.method,
      headers: {
        authorization: `Bearer ${key}`,
        accept: 'application/json',
        ...(init.body ? { 'content-type': 'application/json' } : {}),
      },
      ...(init.body ? { body: JSON.stringify(init.body) } : {}),
      signal: AbortSignal.timeout(init.timeoutMs),
      redirect: 'error',
    });
  } catch (error) {
    throw new OpenAIError('network', `OpenAI could not be reached: ${String(error)}`);
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    body = undefined;
  }
  if (!response.ok) {
    const error = (body as { error?: { message?: unknown } } | undefined)?.error;
    const message = typeof error?.message === 'string' ? error.message : `HTTP ${response.status}`;
    throw new OpenAIError(kindOf(response.status), message, response.status);
  }
  if (!body || typeof body !== 'object') {
    throw new OpenAIError('provider', 'OpenAI answered something other than JSON.');
  }
  return body as Json;
}

/** The text of a Responses API answer: its message items' output_text parts, in order. */
export function outputText(body: Json): string {
  const output = Array.isArray(body.output) ? (body.output as Json[]) : [];
  const parts: string[] = [];
  for (const item of output) {
    if (item?.type !== 'message' || !Array.isArray(item.content)) continue;
    for (const part of item.content as Json[]) {
      if (part?.type === 'output_text' && typeof part.text === 'string') parts.push(part.text);
      if (part?.type === 'refusal') throw new OpenAIError('refused', 'The model refused.');
    }
  }
  return parts.join('').trim();
}

/** Asks the model for a text; throws OpenAIError. */
export async function createResponse(
  api: OpenAIApi,
  key: string,
  request: ResponseRequest,
): Promise<string> {
  const body = await call(api, key, '/responses', {
    method: 'POST',
    body: {
      model: api.model,
      instructions: request.instructions,
      input: request.input,
      ...(request.maxOutputTokens ? { max_output_tokens: request.maxOutputTokens } : {}),
      store: false,
    },
    timeoutMs: TIMEOUT_MS,
  });
  if (body.status === 'failed') {
    throw new OpenAIError('provider', 'The response failed.');
  }
  const text = outputText(body);
  if (!text) throw new OpenAIError('provider', 'The response had no text.');
  return text;
}

/** Resolves when OpenAI accepts the key; throws OpenAIError ('auth' for a refused key). */
export async function checkOpenAIKey(api: OpenAIApi, key: string): Promise<void> {
  await call(api, key, '/models', { method: 'GET', timeoutMs: CHECK_TIMEOUT_MS });
}
