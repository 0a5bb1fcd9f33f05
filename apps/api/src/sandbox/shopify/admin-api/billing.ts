// App billing: appSubscriptionCreate, appSubscriptionCancel, currentAppInstallation and the
// AppSubscription node. The merchant approves or declines on the confirmation page (../charges.ts).
import { and, eq } from 'drizzle-orm';
import { sandboxShopifySubscriptions, type SandboxSubscriptionStatus } from '../../../db/schema';
import { toGid, fromGid, type SandboxContext } from '../context';
import { userError, type AdminApiArea } from './area';

type SubscriptionRow = typeof sandboxShopifySubscriptions.$inferSelect;

/** Shopify lets an unapproved charge lapse after two days. */
const PENDING_LIFETIME_MS = 2 * 86_400_000;

export function effectiveStatus(row: SubscriptionRow, now = new Date()): SandboxSubscriptionStatus {
  if (row.status === 'PENDING' && now.getTime() - row.createdAt.getTime() > PENDING_LIFETIME_MS) {
    return 'EXPIRED';
  }
  return row.status;
}

export function confirmationUrl(ctx: SandboxContext, id: number): string {
  return `${ctx.app.shopBaseUrl(ctx.shop)}/charges/${id}/confirm`;
}

function toSubscription(row: SubscriptionRow) {
  return {
    __typename: 'AppSubscription',
    id: toGid('AppSubscription', row.id),
    name: row.name,
    status: effectiveStatus(row),
    trialDays: row.trialDays,
    test: row.test,
    returnUrl: row.returnUrl,
    createdAt: row.createdAt.toISOString(),
    lineItems: [
      {
        plan: {
          pricingDetails: {
            price: { amount: row.priceAmount, currencyCode: row.currencyCode },
            interval: row.interval,
          },
        },
      },
    ],
  };
}

export async function findSubscription(
  ctx: SandboxContext,
  id: number,
): Promise<SubscriptionRow | null> {
  const [row] = await ctx.db
    .select()
    .from(sandboxShopifySubscriptions)
    .where(
      and(eq(sandboxShopifySubscriptions.id, id), eq(sandboxShopifySubscriptions.shop, ctx.shop)),
    );
  return row ?? null;
}

interface LineItemInput {
  plan?: {
    appRecurringPricingDetails?: {
      price?: { amount?: string; currencyCode?: string };
      interval?: string;
    } | null;
  };
}

function isHttpUrl(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

export const billingArea: AdminApiArea = {
  typeDefs: /* GraphQL */ `
    enum AppSubscriptionStatus {
      ACTIVE
      ACCEPTED
      CANCELLED
      DECLINED
      EXPIRED
      FROZEN
      PENDING
    }
    enum AppPricingInterval {
      EVERY_30_DAYS
      ANNUAL
    }
    enum AppSubscriptionReplacementBehavior {
      APPLY_IMMEDIATELY
      APPLY_ON_NEXT_BILLING_CYCLE
      STANDARD
    }
    input MoneyInput {
      amount: Decimal!
      currencyCode: CurrencyCode!
    }
    input AppRecurringPricingInput {
      price: MoneyInput!
      interval: AppPricingInterval
    }
    input AppPlanInput {
      appRecurringPricingDetails: AppRecurringPricingInput
    }
    input AppSubscriptionLineItemInput {
      plan: AppPlanInput!
    }
    type MoneyV2 {
      amount: Decimal!
      currencyCode: CurrencyCode!
    }
    type AppRecurringPricing {
      price: MoneyV2!
      interval: AppPricingInterval!
    }
    type AppPlanV2 {
      pricingDetails: AppRecurringPricing!
    }
    type AppSubscriptionLineItem {
      plan: AppPlanV2!
    }
    type AppSubscription implements Node {
      id: ID!
      name: String!
      status: AppSubscriptionStatus!
      trialDays: Int!
      test: Boolean!
      returnUrl: URL!
      createdAt: DateTime!
      lineItems: [AppSubscriptionLineItem!]!
    }
    type AppInstallation {
      activeSubscriptions: [AppSubscription!]!
    }
    type AppSubscriptionCreatePayload {
      appSubscription: AppSubscription
      confirmationUrl: URL
      userErrors: [UserError!]!
    }
    type AppSubscriptionCancelPayload {
      appSubscription: AppSubscription
      userErrors: [UserError!]!
    }
    type Query {
      currentAppInstallation: AppInstallation!
    }
    type Mutation {
      appSubscriptionCreate(
        name: String!
        lineItems: [AppSubscriptionLineItemInput!]!
        returnUrl: URL!
        trialDays: Int
        test: Boolean
        replacementBehavior: AppSubscriptionReplacementBehavior
      ): AppSubscriptionCreatePayload
      appSubscriptionCancel(id: ID!, prorate: Boolean): AppSubscriptionCancelPayload
    }
  `,
  resolvers: {
    Query: {
      currentAppInstallation: async (_parent, _args, ctx) => {
        const rows = await ctx.db
          .select()
          .from(sandboxShopifySubscriptions)
          .where(
            and(
              eq(sandboxShopifySubscriptions.shop, ctx.shop),
              eq(sandboxShopifySubscriptions.status, 'ACTIVE'),
            ),
          );
        return { activeSubscriptions: rows.map(toSubscription) };
      },
    },
    Mutation: {
      appSubscriptionCreate: async (_parent, args, ctx) => {
        const lineItems = args.lineItems as LineItemInput[];
        const pricing = lineItems[0]?.plan?.appRecurringPricingDetails;
        const amount = Number(pricing?.price?.amount);
        const trialDays = (args.trialDays as number | null | undefined) ?? 0;
        const fail = (message: string, field: string[]) => ({
          appSubscription: null,
          confirmationUrl: null,
          userErrors: [userError(message, field)],
        });
        if (!String(args.name).trim()) return fail("Name can't be blank", ['name']);
        if (lineItems.length !== 1 || !pricing) {
          return fail('A single recurring line item is required', ['lineItems']);
        }
        if (!Number.isFinite(amount) || amount <= 0) {
          return fail('Price must be greater than 0', ['lineItems', '0', 'plan']);
        }
        if (!Number.isInteger(trialDays) || trialDays < 0 || trialDays > 1000) {
          return fail('Trial days must be between 0 and 1000', ['trialDays']);
        }
        if (!isHttpUrl(args.returnUrl)) return fail('Return url is invalid', ['returnUrl']);
        const [row] = await ctx.db
          .insert(sandboxShopifySubscriptions)
          .values({
            shop: ctx.shop,
            name: String(args.name),
            priceAmount: amount.toFixed(2),
            currencyCode: pricing.price?.currencyCode ?? 'USD',
            interval: pricing.interval ?? 'EVERY_30_DAYS',
            trialDays,
            returnUrl: args.returnUrl,
            test: args.test === true,
          })
          .returning();
        if (!row) throw new Error('subscription insert returned nothing');
        return {
          appSubscription: toSubscription(row),
          confirmationUrl: confirmationUrl(ctx, row.id),
          userErrors: [],
        };
      },
      appSubscriptionCancel: async (_parent, args, ctx) => {
        const gid = fromGid(String(args.id));
        const row = gid?.type === 'AppSubscription' ? await findSubscription(ctx, gid.id) : null;
        if (!row)
          return {
            appSubscription: null,
            userErrors: [userError('Subscription not found', ['id'])],
          };
        const status = effectiveStatus(row);
        if (!['ACTIVE', 'PENDING', 'FROZEN'].includes(status)) {
          return {
            appSubscription: null,
            userErrors: [
              userError(`Cannot cancel a subscription that is ${status.toLowerCase()}`, ['id']),
            ],
          };
        }
        const [updated] = await ctx.db
          .update(sandboxShopifySubscriptions)
          .set({ status: 'CANCELLED' })
          .where(eq(sandboxShopifySubscriptions.id, row.id))
          .returning();
        return { appSubscription: updated ? toSubscription(updated) : null, userErrors: [] };
      },
    },
  },
  nodes: {
    AppSubscription: async (ctx, id) => {
      const row = await findSubscription(ctx, id);
      return row ? toSubscription(row) : null;
    },
  },
};
