// App billing: recurring app subscriptions the merchant approves on Shopify's confirmation page.
import { assertNoUserErrors, type ShopifyAdminClient, type UserError } from './admin';
import { ShopifyError } from './errors';

export type AppSubscriptionStatus =
  'PENDING' | 'ACCEPTED' | 'ACTIVE' | 'DECLINED' | 'EXPIRED' | 'FROZEN' | 'CANCELLED';

export interface AppSubscription {
  id: string;
  name: string;
  status: AppSubscriptionStatus;
  trialDays: number;
}

const SUBSCRIPTION_FIELDS = 'id name status trialDays';

export interface NewAppSubscription {
  name: string;
  /** USD per 30 days. */
  price: number;
  trialDays: number;
  returnUrl: string;
  /** Test charges are never billed (development stores, the sandbox). */
  test: boolean;
}

export async function appSubscriptionCreate(
  client: ShopifyAdminClient,
  input: NewAppSubscription,
): Promise<{ subscription: AppSubscription; confirmationUrl: string }> {
  const data = await client.request<{
    appSubscriptionCreate: {
      appSubscription: AppSubscription | null;
      confirmationUrl: string | null;
      userErrors: UserError[];
    };
  }>(
    `mutation appSubscriptionCreate($name: String!, $lineItems: [AppSubscriptionLineItemInput!]!, $returnUrl: URL!, $trialDays: Int, $test: Boolean) {
      appSubscriptionCreate(name: $name, lineItems: $lineItems, returnUrl: $returnUrl, trialDays: $trialDays, test: $test) {
        appSubscription { ${SUBSCRIPTION_FIELDS} }
        confirmationUrl
        userErrors { field message }
      }
    }`,
    {
      name: input.name,
      returnUrl: input.returnUrl,
      trialDays: input.trialDays,
      test: input.test,
      lineItems: [
        {
          plan: {
            appRecurringPricingDetails: {
              price: { amount: input.price.toFixed(2), currencyCode: 'USD' },
              interval: 'EVERY_30_DAYS',
            },
          },
        },
      ],
    },
  );
  const payload = data.appSubscriptionCreate;
  assertNoUserErrors('appSubscriptionCreate', payload.userErrors);
  if (!payload.appSubscription || !payload.confirmationUrl) {
    throw new ShopifyError('appSubscriptionCreate returned no subscription or confirmation URL');
  }
  return { subscription: payload.appSubscription, confirmationUrl: payload.confirmationUrl };
}

/** One subscription by its id (gid://shopify/AppSubscription/…); null when the shop has none such. */
export async function getAppSubscription(
  client: ShopifyAdminClient,
  id: string,
): Promise<AppSubscription | null> {
  const data = await client.request<{ node: AppSubscription | null }>(
    `query appSubscription($id: ID!) {
      node(id: $id) { ... on AppSubscription { ${SUBSCRIPTION_FIELDS} } }
    }`,
    { id },
  );
  return data.node && 'status' in data.node ? data.node : null;
}

export async function activeSubscriptions(client: ShopifyAdminClient): Promise<AppSubscription[]> {
  const data = await client.request<{
    currentAppInstallation: { activeSubscriptions: AppSubscription[] };
  }>(
    `query currentAppInstallation {
      currentAppInstallation { activeSubscriptions { ${SUBSCRIPTION_FIELDS} } }
    }`,
  );
  return data.currentAppInstallation.activeSubscriptions;
}

export async function appSubscriptionCancel(
  client: ShopifyAdminClient,
  id: string,
): Promise<AppSubscription> {
  const data = await client.request<{
    appSubscriptionCancel: { appSubscription: AppSubscription | null; userErrors: UserError[] };
  }>(
    `mutation appSubscriptionCancel($id: ID!) {
      appSubscriptionCancel(id: $id) {
        appSubscription { ${SUBSCRIPTION_FIELDS} }
        userErrors { field message }
      }
    }`,
    { id },
  );
  const payload = data.appSubscriptionCancel;
  assertNoUserErrors('appSubscriptionCancel', payload.userErrors);
  if (!payload.appSubscription) throw new ShopifyError('appSubscriptionCancel returned nothing');
  return payload.appSubscription;
}
