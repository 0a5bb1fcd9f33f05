// Choosing a plan and reconciling it with the sandbox's billing over real HTTP: Free at once, paid
// plans through the confirmation page (approve / decline / expiry), the trial granted once, and who
// may do what.
import { activePlan } from '@vendy/client/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxShopifyInstalls, sandboxShopifySubscriptions } from '../../src/db/schema';
import {
  createCast,
  dataOf,
  FORBIDDEN,
  messagesOf,
  NOT_LOGGED_IN,
  type Cast,
} from '../stores/cast';
import {
  Browser,
  locationOf,
  seedInstalledStore,
  startShopifyTestServer,
  type ShopifyTestServer,
} from '../stores/harness';

const CREATE_PLAN = `mutation createPlan($subscriptionId: ID!, $freeTrial: Boolean!, $returnUrl: String!) {
  createPlan(subscriptionId: $subscriptionId, freeTrial: $freeTrial, returnUrl: $returnUrl) {
    requiresConfirmation confirmationUrl
  }
}`;
const RECONCILE = `mutation reconcilePlan { reconcilePlan { changedPlan messages } }`;
const HISTORY = `query getCurrentUser {
  getCurrentUser { currentGroup { planHistory { planId status freeTrialDays plan { price } } } }
}`;

type Entry = {
  planId: string;
  status: 'ACTIVE' | 'CANCELLED' | 'REQUESTED';
  freeTrialDays: number;
};
type Confirmation = {
  createPlan: { requiresConfirmation: boolean; confirmationUrl: string | null };
};
type Reconciliation = { reconcilePlan: { changedPlan: boolean; messages: string[] } };

let server: ShopifyTestServer;
let cast: Cast;
let returnUrl: string;

beforeAll(async () => {
  server = await startShopifyTestServer();
  cast = await createCast(server);
  returnUrl = `${server.url}/plans`;
});
afterAll(() => server.close());

async function history(gql = cast.as.owner): Promise<Entry[]> {
  const data = dataOf<{ getCurrentUser: { currentGroup: { planHistory: Entry[] } } }>(
    await gql(HISTORY),
  );
  return data.getCurrentUser.currentGroup.planHistory;
}

async function active(gql = cast.as.owner): Promise<Entry | null> {
  return activePlan(await history(gql));
}

async function choose(planId: string, gql = cast.as.owner) {
  return gql(CREATE_PLAN, { subscriptionId: planId, freeTrial: true, returnUrl });
}

async function reconcile(gql = cast.as.owner) {
  return dataOf<Reconciliation>(await gql(RECONCILE)).reconcilePlan;
}

/** The merchant presses Approve or Decline on the sandbox's confirmation page. */
async function answerConfirmation(confirmationUrl: string, decision: 'approve' | 'decline') {
  const browser = new Browser(server.url);
  const page = await browser.get(confirmationUrl);
  expect(page.status).toBe(200);
  await page.text();
  const response = await browser.post(confirmationUrl, { decision });
  expect(response.status).toBe(303);
  return new URL(locationOf(response));
}

/**
 * The group's generation in the public cache: it moves when the group's public answers (the
 * storefront's layouts and feeds, whose branding depends on the plan) must be read again.
 */
const publicGeneration = () => server.app.services.publicCache.generation(cast.groupA);

async function requestPaid(planId: string): Promise<string> {
  const result = dataOf<Confirmation>(await choose(planId)).createPlan;
  expect(result.requiresConfirmation).toBe(true);
  expect(result.confirmationUrl).toBeTruthy();
  return result.confirmationUrl ?? '';
}

describe('createPlan: who may choose', () => {
  it('needs the OWNER of the current group', async () => {
    expect(messagesOf(await choose('free', cast.as.anonymous))).toEqual([NOT_LOGGED_IN]);
    expect(messagesOf(await choose('free', cast.as.user))).toEqual([FORBIDDEN]);
    expect(messagesOf(await choose('free', cast.as.admin))).toEqual([FORBIDDEN]);
    expect(await history()).toEqual([]);
  });

  it('acts on the caller’s own current group only', async () => {
    dataOf<Confirmation>(await choose('free', cast.as.outsider));
    expect((await active(cast.as.outsider))?.planId).toBe('free');
    expect(await history()).toEqual([]);
  });
});

describe('createPlan: validation', () => {
  it('asks for a plan when none or an unknown one is given', async () => {
    for (const planId of ['', 'platinum']) {
      expect(messagesOf(await choose(planId))).toEqual(['Choose a Plan.']);
    }
  });

  it('only returns to this server', async () => {
    for (const url of [
      'https://evil.example/plans',
      '//evil.example/plans',
      '/\\evil.example',
      'javascript:alert(1)',
      'not a url',
    ]) {
      const response = await cast.as.owner(CREATE_PLAN, {
        subscriptionId: 'free',
        freeTrial: true,
        returnUrl: url,
      });
      expect(messagesOf(response)).toEqual(['Invalid URL.']);
    }
    expect(await history()).toEqual([]);
  });

  it('needs a connected store for a paid plan', async () => {
    expect(messagesOf(await choose('starter'))).toEqual([
      'Connect a Shopify store before choosing a paid plan.',
    ]);
  });
});

describe('plans through Shopify billing', () => {
  beforeAll(async () => {
    await seedInstalledStore(server, 'acme.myshopify.com', cast.olivia.id, cast.groupA);
  });

  it('Free takes effect at once, without confirmation', async () => {
    const before = publicGeneration();
    expect(dataOf<Confirmation>(await choose('free')).createPlan).toEqual({
      requiresConfirmation: false,
      confirmationUrl: null,
    });
    expect(await active()).toMatchObject({ planId: 'free', status: 'ACTIVE', freeTrialDays: 0 });
    // The storefront stops showing what the previous plan allowed at once.
    expect(publicGeneration()).toBeGreaterThan(before);
    expect(messagesOf(await choose('free'))).toEqual(['This plan is already active.']);
  });

  it('a declined paid plan leaves the previous plan in force', async () => {
    const confirmationUrl = await requestPaid('growth');
    expect((await history())[0]).toMatchObject({
      planId: 'growth',
      status: 'REQUESTED',
      freeTrialDays: 30,
    });
    expect((await active())?.planId).toBe('free');
    // Nothing happens while the merchant has not answered.
    expect(await reconcile()).toEqual({ changedPlan: false, messages: [] });

    const back = await answerConfirmation(confirmationUrl, 'decline');
    expect(back.origin + back.pathname).toBe(returnUrl);
    expect(back.searchParams.get('charge_id')).toMatch(/^\d+$/);

    expect(await reconcile()).toEqual({
      changedPlan: true,
      messages: ['The plan change was declined.'],
    });
    expect(await active()).toMatchObject({ planId: 'free', status: 'ACTIVE' });
    expect((await history()).map((e) => `${e.planId}:${e.status}`)).toEqual([
      'free:ACTIVE',
      'growth:CANCELLED',
      'free:ACTIVE',
    ]);
  });

  it('an approved paid plan becomes active with the 30-day trial', async () => {
    const requested = publicGeneration();
    const confirmationUrl = await requestPaid('starter');
    // A request changes nothing the storefront shows.
    expect(publicGeneration()).toBe(requested);
    const page = await new Browser(server.url).get(confirmationUrl);
    const html = await page.text();
    expect(html).toContain('Vendy Starter');
    expect(html).toContain('$29.00 USD every 30 days');
    expect(html).toContain('Free trial: 30 days.');

    await answerConfirmation(confirmationUrl, 'approve');
    // Any member may reconcile (the browser does it when it comes back with charge_id).
    expect(await reconcile(cast.as.user)).toEqual({
      changedPlan: true,
      messages: ['Your Starter plan is active.'],
    });
    const approved = publicGeneration();
    expect(approved).toBeGreaterThan(requested);
    expect(await active()).toMatchObject({
      planId: 'starter',
      status: 'ACTIVE',
      freeTrialDays: 30,
    });
    expect(await reconcile()).toEqual({ changedPlan: false, messages: [] });
    expect(publicGeneration()).toBe(approved);
    expect(messagesOf(await choose('starter'))).toEqual(['This plan is already active.']);
  });

  it('grants the trial once, and a declined upgrade keeps the paid plan and its trial', async () => {
    const confirmationUrl = await requestPaid('standard');
    expect((await history())[0]).toMatchObject({
      planId: 'standard',
      status: 'REQUESTED',
      freeTrialDays: 0,
    });
    const id = Number(new URL(confirmationUrl).pathname.split('/').at(-2));
    const [charge] = await server.database.db
      .select()
      .from(sandboxShopifySubscriptions)
      .where(eq(sandboxShopifySubscriptions.id, id));
    expect(charge?.trialDays).toBe(0);

    await answerConfirmation(confirmationUrl, 'decline');
    expect((await reconcile()).messages).toEqual(['The plan change was declined.']);
    expect(await active()).toMatchObject({
      planId: 'starter',
      status: 'ACTIVE',
      freeTrialDays: 30,
    });
  });

  it('a request left unanswered expires', async () => {
    const confirmationUrl = await requestPaid('growth');
    const id = Number(new URL(confirmationUrl).pathname.split('/').at(-2));
    await server.database.db
      .update(sandboxShopifySubscriptions)
      .set({ createdAt: new Date(Date.now() - 3 * 86_400_000) })
      .where(eq(sandboxShopifySubscriptions.id, id));
    expect(await reconcile()).toEqual({
      changedPlan: true,
      messages: ['The plan change request expired.'],
    });
    expect((await active())?.planId).toBe('starter');
    const page = await new Browser(server.url).get(confirmationUrl);
    expect(page.status).toBe(409);
  });

  it('going back to Free cancels the paid subscription on the store', async () => {
    expect(dataOf<Confirmation>(await choose('free')).createPlan.requiresConfirmation).toBe(false);
    expect((await active())?.planId).toBe('free');
    const charges = await server.database.db
      .select()
      .from(sandboxShopifySubscriptions)
      .where(eq(sandboxShopifySubscriptions.status, 'ACTIVE'));
    expect(charges).toEqual([]);
  });

  it('reports a failure of the store as "Unable to choose plan."', async () => {
    // The store's token was revoked behind Vendy's back.
    await server.database.db
      .delete(sandboxShopifyInstalls)
      .where(eq(sandboxShopifyInstalls.shop, 'acme.myshopify.com'));
    expect(messagesOf(await choose('growth'))).toEqual(['Unable to choose plan.']);
    expect((await active())?.planId).toBe('free');
  });
});

describe('reconcilePlan: who may reconcile', () => {
  it('needs a member of the current group', async () => {
    expect(messagesOf(await cast.as.anonymous(RECONCILE))).toEqual([NOT_LOGGED_IN]);
    expect(messagesOf(await cast.as.admin(RECONCILE))).toEqual([FORBIDDEN]);
    expect(await reconcile(cast.as.outsider)).toEqual({ changedPlan: false, messages: [] });
  });
});
