// Errors nobody raised on purpose (bugs, a database that went away...) are logged with the
// request's context and replaced by 'Unexpected error.', so no internal detail reaches a client.
// UserError and other deliberate GraphQLErrors pass through untouched.
import { getOperationAST, GraphQLError } from 'graphql';
import { handleStreamOrSingleExecutionResult, type Plugin } from 'graphql-yoga';
import { isIntentionalError } from '../../errors';
import type { GraphQLContext } from '../context';

export const UNEXPECTED_ERROR_MESSAGE = 'Unexpected error.';

export function useUnexpectedErrors(): Plugin<GraphQLContext> {
  return {
    onExecute({ args }) {
      const context = args.contextValue;
      const operationName = getOperationAST(args.document, args.operationName)?.name?.value ?? null;
      return {
        onExecuteDone(payload) {
          return handleStreamOrSingleExecutionResult(payload, ({ result, setResult }) => {
            if (!result.errors?.some((error) => !isIntentionalError(error))) return;
            const errors = result.errors.map((error) => {
              if (isIntentionalError(error)) return error;
              context.logger.error(
                {
                  err: error.originalError ?? error,
                  operationName,
                  path: error.path?.join('.'),
                },
                'unexpected error while executing an operation',
              );
              return new GraphQLError(UNEXPECTED_ERROR_MESSAGE, {
                nodes: error.nodes,
                path: error.path,
                extensions: { code: 'INTERNAL_SERVER_ERROR' },
              });
            });
            setResult({ ...result, errors });
          });
        },
      };
    },
  };
}
