// POST /sandbox/shopify/{shop}/admin/api/{version}/graphql.json: the Admin GraphQL API of a sandbox
// shop. Requests are executed against a small schema shaped like Shopify's (same operation,
// argument and field names for what Vendy uses), assembled from one file per API area.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { and, eq } from 'drizzle-orm';
import { graphql, type GraphQLSchema } from 'graphql';
import { createSchema } from 'graphql-yoga';
import { sandboxShopifyInstalls } from '../../../db/schema';
import { readBody, sendJsonBody } from '../../../http/routes';
import { hashToken } from '../../../modules/auth';
import { fromGid, type SandboxContext } from '../context';
import { appMetafieldsArea } from './app-metafields';
import type { AdminApiArea } from './area';
import { billingArea } from './billing';
import { bulkOperationsArea } from './bulk-operations';
import { answerWithFault } from './faults';
import { productsArea } from './products';
import { shopArea } from './shop';
import { webhooksArea } from './webhooks';

/** Add an area here to extend the sandbox's Admin API. */
const AREAS: readonly AdminApiArea[] = [
  shopArea,
  billingArea,
  appMetafieldsArea,
  webhooksArea,
  productsArea,
  bulkOperationsArea,
];

const BASE_TYPE_DEFS = /* GraphQL */ `
  scalar URL
  scalar Decimal
  scalar DateTime
  enum CurrencyCode {
    USD
    CAD
    EUR
    GBP
    AUD
  }
  interface Node {
    id: ID!
  }
  type UserError {
    field: [String!]
    message: String!
  }
  type Query {
    node(id: ID!): Node
  }
`;

/**
 * Custom-app tokens of development stores ("Admin API access token" in a store's settings) are
 * accepted for any sandbox shop, so connectDevShopifyStore can be tried without an install.
 */
const DEVELOPMENT_TOKEN = /^shpat_[A-Za-z0-9_-]{8,}$/;

let schema: GraphQLSchema | undefined;

export function sandboxSchema(): GraphQLSchema {
  schema ??= createSchema<SandboxContext>({
    typeDefs: [BASE_TYPE_DEFS, ...AREAS.map((area) => area.typeDefs)],
    resolvers: [
      {
        Query: {
          node: async (_parent: unknown, args: { id: string }, ctx: SandboxContext) => {
            const gid = fromGid(args.id);
            const load = gid && AREAS.find((area) => area.nodes?.[gid.type])?.nodes?.[gid.type];
            return gid && load ? load(ctx, gid.id) : null;
          },
        },
        Node: { __resolveType: (value: { __typename: string }) => value.__typename },
      },
      ...AREAS.map((area) => area.resolvers),
    ],
  });
  return schema;
}

export async function isAcceptedToken(ctx: SandboxContext, token: string): Promise<boolean> {
  if (DEVELOPMENT_TOKEN.test(token)) return true;
  const [row] = await ctx.db
    .select({ shop: sandboxShopifyInstalls.shop })
    .from(sandboxShopifyInstalls)
    .where(
      and(
        eq(sandboxShopifyInstalls.shop, ctx.shop),
        eq(sandboxShopifyInstalls.accessTokenHash, hashToken(token)),
      ),
    );
  return row !== undefined;
}

export async function adminGraphql(
  req: IncomingMessage,
  res: ServerResponse,
  ctx: SandboxContext,
): Promise<void> {
  const token = req.headers['x-shopify-access-token'];
  if (typeof token !== 'string' || !(await isAcceptedToken(ctx, token))) {
    // Shopify's own wording for a missing or revoked token.
    sendJsonBody(res, 401, {
      errors: '[API] Invalid API key or access token (unrecognized login or wrong password)',
    });
    return;
  }
  let body: { query?: unknown; variables?: unknown; operationName?: unknown };
  try {
    body = JSON.parse((await readBody(req)).toString('utf8')) as typeof body;
  } catch {
    sendJsonBody(res, 400, { errors: [{ message: 'Invalid JSON body.' }] });
    return;
  }
  if (typeof body.query !== 'string') {
    sendJsonBody(res, 400, { errors: [{ message: 'Parameter Missing or Invalid: query' }] });
    return;
  }
  if (answerWithFault(res, ctx.shop, body.query)) return;
  const result = await graphql({
    schema: sandboxSchema(),
    source: body.query,
    variableValues: (body.variables as Record<string, unknown> | null | undefined) ?? {},
    operationName: typeof body.operationName === 'string' ? body.operationName : null,
    contextValue: ctx,
  });
  // Errors with a path come from resolvers (bugs here); the others (syntax, validation) are the
  // caller's and only go back to it.
  for (const error of result.errors ?? []) {
    if (error.path) ctx.logger.error({ err: error }, 'shopify sandbox: resolver failed');
  }
  sendJsonBody(res, 200, result);
}
