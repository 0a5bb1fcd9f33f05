/**
 * The GraphQL transport of the browser apps (doc 1 §7/§8): one endpoint, POST, cookies included,
 * no caching. A response with errors or without data is a failure, reported as a VendyRequestError
 * whose message is the server's messages joined by spaces, or the operation's fallback from the
 * specification's error catalogue when the server gives none.
 */
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import {
  analyzeDocument,
  ClientError,
  GraphQLClient,
  type RequestOptions as GraphQLRequestOptions,
  type TypedDocumentString,
  type Variables,
} from 'graphql-request';
import { fallbackMessage } from './contract';
import {
  InstagramConnectionError,
  INSTAGRAM_CONNECTION_ERROR,
  parseTypedMessage,
  TypedServerError,
  VendyRequestError,
  type RequestErrorContext,
  type ServerErrorDetail,
} from './errors';

export * from './errors';

/** Header every call carries; the server refuses state-changing calls without it (CSRF defence). */
export const CSRF_HEADER = 'x-vendy-csrf';
export const DEFAULT_GRAPHQL_ENDPOINT = '/graphql';

export type RequestDocument<TResult, TVariables> =
  TypedDocumentString<TResult, TVariables> | TypedDocumentNode<TResult, TVariables> | string;

export interface RequestCallOptions {
  /** Names the call for its fallback message; read from the document when omitted. */
  operationName?: string;
  signal?: AbortSignal;
}

export interface CreateRequestOptions {
  /** Absolute, or relative to the page's address (browsers only). */
  endpoint?: string;
  fetch?: typeof fetch;
}

export type VendyRequest = <TResult, TVariables extends Variables = Variables>(
  document: RequestDocument<TResult, TVariables>,
  variables?: TVariables,
  options?: RequestCallOptions,
) => Promise<TResult>;

/** Mutations whose answer carries a `success` flag that must be true (doc 1 §7). */
const SUCCESS_FLAG_FIELDS = ['login', 'signup'] as const;

function resolveEndpoint(endpoint: string): string {
  if (/^[a-z][a-z0-9+.-]*:/i.test(endpoint)) return endpoint;
  const base = (globalThis as { location?: { href?: string } }).location?.href;
  if (!base) {
    throw new Error(`GraphQL endpoint "${endpoint}" is relative and there is no page address.`);
  }
  return new URL(endpoint, base).href;
}

function operationNameOf<R, V>(document: RequestDocument<R, V>): string | undefined {
  // A TypedDocumentString is a boxed String, which analyzeDocument accepts.
  return analyzeDocument(document as string | TypedDocumentNode<R, V>).operationName;
}

function logFailure(operationName: string | undefined, error: unknown): void {
  console.error(`GraphQL call ${operationName ?? '(unnamed)'} failed:`, error);
}

function isAbort(error: unknown): boolean {
  return error instanceof Error && error.name === 'AbortError';
}

function errorDetails(raw: unknown): ServerErrorDetail[] {
  const list = Array.isArray(raw) ? raw : raw ? [raw] : [];
  return list.map((entry: unknown) => {
    const record = (typeof entry === 'object' && entry !== null ? entry : {}) as Record<
      string,
      unknown
    >;
    return {
      message: typeof record.message === 'string' ? record.message : '',
      ...(Array.isArray(record.path) ? { path: record.path as Array<string | number> } : {}),
      ...(typeof record.extensions === 'object' && record.extensions !== null
        ? { extensions: record.extensions as Record<string, unknown> }
        : {}),
    };
  });
}

/**
 * Turns the errors of a response into the error the app sees: the first message that is a typed
 * JSON object decides the class; the text shown is every message (a typed one contributing its
 * own `message`) joined by single spaces, or the fallback when that is blank.
 */
export function errorFromServer(
  errors: readonly ServerErrorDetail[],
  context: RequestErrorContext & { fallback: string },
): VendyRequestError {
  let typed: (Record<string, unknown> & { type: string }) | null = null;
  const texts: string[] = [];
  for (const { message } of errors) {
    const parsed = parseTypedMessage(message);
    if (parsed) typed ??= parsed;
    texts.push(parsed ? (typeof parsed.message === 'string' ? parsed.message : '') : message);
  }
  const message =
    texts
      .map((text) => text.trim())
      .filter(Boolean)
      .join(' ') || context.fallback;
  const errorContext: RequestErrorContext = { ...context, errors };
  if (!typed) return new VendyRequestError(message, errorContext);
  return typed.type === INSTAGRAM_CONNECTION_ERROR
    ? new InstagramConnectionError(message, typed, errorContext)
    : new TypedServerError(typed.type, message, typed, errorContext);
}

function failure(error: unknown, operationName: string | undefined): unknown {
  if (isAbort(error)) return error;
  const fallback = fallbackMessage(operationName ?? '');
  if (error instanceof ClientError) {
    const { status } = error.response;
    const errors = errorDetails(error.response.errors);
    const hasMessage = errors.some(({ message }) => message.trim());
    // GraphQL errors in a successful response are the domain's own messages, shown inline;
    // anything else (HTTP failure, no message at all) is a server fault worth logging.
    if (status < 200 || status >= 300 || !hasMessage) logFailure(operationName, error);
    return errorFromServer(errors, { operationName, status, cause: error, fallback });
  }
  logFailure(operationName, error);
  return new VendyRequestError(fallback, { operationName, cause: error });
}

function checkSuccessFlags(data: object, operationName: () => string | undefined): void {
  for (const field of SUCCESS_FLAG_FIELDS) {
    const result = (data as Record<string, unknown>)[field];
    if (typeof result !== 'object' || result === null) continue;
    const { success, message } = result as { success?: unknown; message?: unknown };
    if (success !== false) continue;
    const text = typeof message === 'string' ? message.trim() : '';
    throw new VendyRequestError(text || fallbackMessage(field), { operationName: operationName() });
  }
}

/** A request function bound to one endpoint; see the module comment for its failure rules. */
export function createRequest({
  endpoint = DEFAULT_GRAPHQL_ENDPOINT,
  fetch: customFetch,
}: CreateRequestOptions = {}): VendyRequest {
  // Looked up per call so that a fetch patched after start-up (mocks, instrumentation) is used.
  const doFetch: typeof fetch = (input, init) => (customFetch ?? globalThis.fetch)(input, init);

  return async function request<TResult, TVariables extends Variables = Variables>(
    document: RequestDocument<TResult, TVariables>,
    variables?: TVariables,
    options: RequestCallOptions = {},
  ): Promise<TResult> {
    const operationName = () => options.operationName ?? operationNameOf(document);
    const client = new GraphQLClient(resolveEndpoint(endpoint), {
      method: 'POST',
      credentials: 'include',
      cache: 'no-store',
      headers: { 'content-type': 'application/json', [CSRF_HEADER]: '1' },
      fetch: doFetch,
    });
    let data: unknown;
    try {
      data = await client.request({
        document,
        variables,
        signal: options.signal,
      } as GraphQLRequestOptions<Variables, TResult>);
    } catch (error) {
      throw failure(error, operationName());
    }
    if (typeof data !== 'object' || data === null) {
      const name = operationName();
      const error = new VendyRequestError(fallbackMessage(name ?? ''), { operationName: name });
      logFailure(name, 'response without data');
      throw error;
    }
    checkSuccessFlags(data, operationName);
    return data as TResult;
  };
}

/** The app's request function on the default endpoint. */
export const request: VendyRequest = createRequest();
