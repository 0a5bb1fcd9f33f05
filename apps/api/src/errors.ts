// Errors the client is meant to read. Anything else a resolver throws is an unexpected error: it is
// logged with its context and the client only sees 'Unexpected error.' (see graphql/errors.ts).
import { GraphQLError } from 'graphql';

export interface UserErrorOptions {
  /** Machine-readable code in `extensions.code`, e.g. 'FORBIDDEN'. Defaults to 'BAD_USER_INPUT'. */
  code?: string;
  /** HTTP status for the whole response when the error ends the request early (e.g. 403). */
  status?: number;
}

/** An error whose message (the specification's text) is shown to the user as it is. */
export class UserError extends GraphQLError {
  constructor(message: string, options: UserErrorOptions = {}) {
    super(message, {
      extensions: {
        code: options.code ?? 'BAD_USER_INPUT',
        ...(options.status === undefined ? {} : { http: { status: options.status } }),
      },
    });
    this.name = 'UserError';
  }
}

export function notImplementedError(operation: string): GraphQLError {
  return new GraphQLError(`Operation "${operation}" is not implemented yet.`, {
    extensions: { code: 'NOT_IMPLEMENTED' },
  });
}

/**
 * True for errors raised on purpose: a GraphQLError that does not wrap a non-GraphQL error. The
 * executor wraps whatever a resolver throws in a GraphQLError whose `originalError` is the thrown
 * value, so the chain must be followed to its end.
 */
export function isIntentionalError(error: unknown): boolean {
  if (!(error instanceof GraphQLError)) return false;
  return error.originalError == null || isIntentionalError(error.originalError);
}
