// Webhook subscriptions: create, delete, and the WebhookSubscription node. Deliveries are in
// ../deliveries.ts.
import { and, eq } from 'drizzle-orm';
import { sandboxShopifyWebhooks } from '../../../db/schema';
import { fromGid, toGid, type SandboxContext } from '../context';
import { userError, type AdminApiArea } from './area';

type WebhookRow = typeof sandboxShopifyWebhooks.$inferSelect;

function toWebhook(row: WebhookRow) {
  return {
    __typename: 'WebhookSubscription',
    id: toGid('WebhookSubscription', row.id),
    topic: row.topic,
    callbackUrl: row.callbackUrl,
    format: 'JSON',
    createdAt: row.createdAt.toISOString(),
  };
}

async function findWebhook(ctx: SandboxContext, id: number): Promise<WebhookRow | null> {
  const [row] = await ctx.db
    .select()
    .from(sandboxShopifyWebhooks)
    .where(and(eq(sandboxShopifyWebhooks.id, id), eq(sandboxShopifyWebhooks.shop, ctx.shop)));
  return row ?? null;
}

export const webhooksArea: AdminApiArea = {
  typeDefs: /* GraphQL */ `
    enum WebhookSubscriptionTopic {
      APP_UNINSTALLED
      ORDERS_CREATE
      ORDERS_UPDATED
      ORDERS_CANCELLED
      REFUNDS_CREATE
      CARTS_CREATE
      CARTS_UPDATE
      PRODUCTS_CREATE
      PRODUCTS_UPDATE
      PRODUCTS_DELETE
      COLLECTIONS_CREATE
      COLLECTIONS_UPDATE
      COLLECTIONS_DELETE
      BULK_OPERATIONS_FINISH
    }
    enum WebhookSubscriptionFormat {
      JSON
      XML
    }
    input WebhookSubscriptionInput {
      callbackUrl: URL
      format: WebhookSubscriptionFormat
      includeFields: [String!]
    }
    type WebhookSubscription implements Node {
      id: ID!
      topic: WebhookSubscriptionTopic!
      callbackUrl: URL!
      format: WebhookSubscriptionFormat!
      createdAt: DateTime!
    }
    type WebhookSubscriptionCreatePayload {
      webhookSubscription: WebhookSubscription
      userErrors: [UserError!]!
    }
    type WebhookSubscriptionDeletePayload {
      deletedWebhookSubscriptionId: ID
      userErrors: [UserError!]!
    }
    type Mutation {
      webhookSubscriptionCreate(
        topic: WebhookSubscriptionTopic!
        webhookSubscription: WebhookSubscriptionInput!
      ): WebhookSubscriptionCreatePayload
      webhookSubscriptionDelete(id: ID!): WebhookSubscriptionDeletePayload
    }
  `,
  resolvers: {
    Mutation: {
      webhookSubscriptionCreate: async (_parent, args, ctx) => {
        const topic = String(args.topic);
        const input = args.webhookSubscription as { callbackUrl?: string | null };
        const callbackUrl = input.callbackUrl ?? '';
        let valid = false;
        try {
          valid = ['http:', 'https:'].includes(new URL(callbackUrl).protocol);
        } catch {
          valid = false;
        }
        if (!valid) {
          return {
            webhookSubscription: null,
            userErrors: [userError('Address is invalid', ['webhookSubscription', 'callbackUrl'])],
          };
        }
        const [taken] = await ctx.db
          .select({ id: sandboxShopifyWebhooks.id })
          .from(sandboxShopifyWebhooks)
          .where(
            and(
              eq(sandboxShopifyWebhooks.shop, ctx.shop),
              eq(sandboxShopifyWebhooks.topic, topic),
              eq(sandboxShopifyWebhooks.callbackUrl, callbackUrl),
            ),
          );
        if (taken) {
          return {
            webhookSubscription: null,
            userErrors: [
              userError('Address for this topic has already been taken', [
                'webhookSubscription',
                'callbackUrl',
              ]),
            ],
          };
        }
        const [row] = await ctx.db
          .insert(sandboxShopifyWebhooks)
          .values({ shop: ctx.shop, topic, callbackUrl })
          .returning();
        if (!row) throw new Error('webhook insert returned nothing');
        return { webhookSubscription: toWebhook(row), userErrors: [] };
      },
      webhookSubscriptionDelete: async (_parent, args, ctx) => {
        const gid = fromGid(String(args.id));
        const row = gid?.type === 'WebhookSubscription' ? await findWebhook(ctx, gid.id) : null;
        if (!row) {
          return {
            deletedWebhookSubscriptionId: null,
            userErrors: [userError('Webhook subscription does not exist', ['id'])],
          };
        }
        await ctx.db.delete(sandboxShopifyWebhooks).where(eq(sandboxShopifyWebhooks.id, row.id));
        return {
          deletedWebhookSubscriptionId: toGid('WebhookSubscription', row.id),
          userErrors: [],
        };
      },
    },
  },
  nodes: {
    WebhookSubscription: async (ctx, id) => {
      const row = await findWebhook(ctx, id);
      return row ? toWebhook(row) : null;
    },
  },
};
