/**
 * Errors of the GraphQL transport (doc 1 §8, doc 2 §7). The server reports failures as GraphQL
 * errors whose messages the app shows; a message may be a JSON object with a `type` field, which
 * names an error the app routes on (e.g. InstagramConnectionError → /instagram/reconnect).
 */

/** One entry of a response's `errors` list, as far as the app reads it. */
export interface ServerErrorDetail {
  message: string;
  path?: ReadonlyArray<string | number>;
  extensions?: Readonly<Record<string, unknown>>;
}

export interface RequestErrorContext {
  operationName?: string | undefined;
  /** The response's errors (empty for network failures and responses without errors). */
  errors?: readonly ServerErrorDetail[];
  /** HTTP status, when a response arrived. */
  status?: number | undefined;
  cause?: unknown;
}

/** A failed call; `message` is what the app shows (server messages or the operation's fallback). */
export class VendyRequestError extends Error {
  override name = 'VendyRequestError';
  readonly operationName: string | undefined;
  readonly errors: readonly ServerErrorDetail[];
  readonly status: number | undefined;

  constructor(message: string, context: RequestErrorContext = {}) {
    super(message, context.cause === undefined ? undefined : { cause: context.cause });
    this.operationName = context.operationName;
    this.errors = context.errors ?? [];
    this.status = context.status;
  }
}

/** A failure the server described with a JSON message carrying a `type`. */
export class TypedServerError extends VendyRequestError {
  override name = 'TypedServerError';
  readonly type: string;
  /** Every field of the server's JSON message, `type` and `message` included. */
  readonly details: Readonly<Record<string, unknown>>;

  constructor(
    type: string,
    message: string,
    details: Readonly<Record<string, unknown>>,
    context: RequestErrorContext = {},
  ) {
    super(message, context);
    this.type = type;
    this.details = details;
  }
}

export const INSTAGRAM_CONNECTION_ERROR = 'InstagramConnectionError';
/** Where the app sends the user when the social account connection needs renewing. */
export const INSTAGRAM_RECONNECT_PATH = '/instagram/reconnect';

/** The social account's connection is broken (expired or revoked token): reconnect it. */
export class InstagramConnectionError extends TypedServerError {
  override name = 'InstagramConnectionError';

  constructor(
    message: string,
    details: Readonly<Record<string, unknown>>,
    context: RequestErrorContext = {},
  ) {
    super(INSTAGRAM_CONNECTION_ERROR, message, details, context);
  }
}

/**
 * True for an InstagramConnectionError. Checked by its `type` rather than with instanceof so that
 * it holds across bundles that each carry their own copy of this module.
 */
export function isInstagramConnectionError(error: unknown): error is InstagramConnectionError {
  return (
    typeof error === 'object' &&
    error !== null &&
    (error as { type?: unknown }).type === INSTAGRAM_CONNECTION_ERROR
  );
}

/**
 * The message text of a typed error, as the server sends it: a JSON object with `type` and
 * `message` (plus any details).
 */
export function typedErrorMessage(
  type: string,
  message: string,
  details: Readonly<Record<string, unknown>> = {},
): string {
  return JSON.stringify({ ...details, type, message });
}

/** The JSON object of a typed error message, or null for a plain message. */
export function parseTypedMessage(
  message: string,
): (Record<string, unknown> & { type: string }) | null {
  const text = message.trim();
  if (!text.startsWith('{')) return null;
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) {
      const record = parsed as Record<string, unknown>;
      if (typeof record.type === 'string' && record.type) {
        return record as Record<string, unknown> & { type: string };
      }
    }
  } catch {
    // Not JSON: a plain message that happens to start with a brace.
  }
  return null;
}
