// Bulk operations: bulkOperationRunQuery, bulkOperationCancel, currentBulkOperation and the
// BulkOperation node (../bulk/operations.ts holds the rules).
import type { GraphQLResolveInfo } from 'graphql';
import {
  cancelBulkOperation,
  currentBulkOperation,
  findBulkOperation,
  startBulkQuery,
  toBulkOperation,
} from '../bulk/operations';
import { fromGid, type SandboxContext } from '../context';
import { userError, type AdminApiArea, type SandboxResolver } from './area';

const resolve = <A>(
  fn: (parent: unknown, args: A, ctx: SandboxContext, info: GraphQLResolveInfo) => unknown,
): SandboxResolver => fn as unknown as SandboxResolver;

export const bulkOperationsArea: AdminApiArea = {
  typeDefs: /* GraphQL */ `
    enum BulkOperationStatus {
      CANCELED
      CANCELING
      COMPLETED
      CREATED
      EXPIRED
      FAILED
      RUNNING
    }
    enum BulkOperationType {
      MUTATION
      QUERY
    }
    enum BulkOperationErrorCode {
      ACCESS_DENIED
      INTERNAL_SERVER_ERROR
      TIMEOUT
    }
    enum BulkOperationUserErrorCode {
      INVALID
    }
    type BulkOperationUserError {
      code: BulkOperationUserErrorCode
      field: [String!]
      message: String!
    }
    type BulkOperation implements Node {
      id: ID!
      status: BulkOperationStatus!
      type: BulkOperationType!
      errorCode: BulkOperationErrorCode
      query: String!
      createdAt: DateTime!
      completedAt: DateTime
      objectCount: UnsignedInt64!
      rootObjectCount: UnsignedInt64!
      fileSize: UnsignedInt64
      url: URL
      partialDataUrl: URL
    }
    type BulkOperationRunQueryPayload {
      bulkOperation: BulkOperation
      userErrors: [BulkOperationUserError!]!
    }
    type BulkOperationCancelPayload {
      bulkOperation: BulkOperation
      userErrors: [UserError!]!
    }
    type Query {
      currentBulkOperation(type: BulkOperationType = QUERY): BulkOperation
    }
    type Mutation {
      bulkOperationRunQuery(
        query: String!
        groupObjects: Boolean! = true
      ): BulkOperationRunQueryPayload
      bulkOperationCancel(id: ID!): BulkOperationCancelPayload
    }
  `,
  resolvers: {
    Query: {
      currentBulkOperation: resolve<{ type?: string }>(async (_p, args, ctx) => {
        if (args.type === 'MUTATION') return null;
        const row = await currentBulkOperation(ctx);
        return row ? toBulkOperation(ctx, row) : null;
      }),
    },
    Mutation: {
      bulkOperationRunQuery: resolve<{ query: string }>(async (_p, args, ctx, info) => {
        const started = await startBulkQuery(info.schema, ctx, args.query);
        if ('error' in started) {
          return {
            bulkOperation: null,
            userErrors: [{ ...userError(started.error, ['query']), code: 'INVALID' }],
          };
        }
        return {
          bulkOperation: toBulkOperation(ctx, started.row, Date.now(), { asCreated: true }),
          userErrors: [],
        };
      }),
      bulkOperationCancel: resolve<{ id: string }>(async (_p, args, ctx) => {
        const gid = fromGid(args.id);
        const row = gid?.type === 'BulkOperation' ? await findBulkOperation(ctx, gid.id) : null;
        if (!row) {
          return {
            bulkOperation: null,
            userErrors: [userError('Bulk operation does not exist', ['id'])],
          };
        }
        const canceled = await cancelBulkOperation(ctx, row);
        if ('error' in canceled) {
          return {
            bulkOperation: toBulkOperation(ctx, row),
            userErrors: [userError(canceled.error)],
          };
        }
        return { bulkOperation: toBulkOperation(ctx, canceled.row), userErrors: [] };
      }),
    },
  },
  nodes: {
    BulkOperation: async (ctx, id) => {
      const row = await findBulkOperation(ctx, id);
      return row ? toBulkOperation(ctx, row) : null;
    },
  },
};
