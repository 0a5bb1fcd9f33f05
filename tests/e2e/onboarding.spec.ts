// Journey 1 (spec doc 1): a new merchant signs up, verifies their email, creates a group, connects
// the sandbox Shopify store the app offers (without typing a domain), chooses Starter, approves it
// on the store platform and lands on the dashboard showing the new plan.
import { expect, test } from '../pages/fixtures';
import { newAccount, uniqueId } from '../pages/accounts';
import { DashboardPage } from '../pages/DashboardPage';
import { GettingStartedPage } from '../pages/GettingStartedPage';
import { Outbox, SUBJECTS } from '../pages/Outbox';
import { PlansPage } from '../pages/PlansPage';
import { SignupPage } from '../pages/SignupPage';
import { StoreConnection } from '../pages/StoreConnection';

test('a new merchant goes from sign-up to an active Starter plan', async ({ page }) => {
  test.setTimeout(120_000);
  const account = newAccount('merchant', 'Morgan');
  const groupName = `Morgan's Shop ${uniqueId()}`;

  await test.step('sign up, then the app asks to verify the email', async () => {
    const signup = new SignupPage(page);
    await signup.goto();
    await expect(signup.heading).toBeVisible();
    await signup.signUp(account);
    await expect(page).toHaveURL(/\/verify-prompt$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Verify Your Email' })).toBeVisible();
  });

  await test.step('the verification link from the outbox leads to creating a first group', async () => {
    await new Outbox(page).openLink(account.email, SUBJECTS.verification);
    await expect(page).toHaveURL(/\/getting-started$/);
    const start = new GettingStartedPage(page);
    await expect(start.heading(account.firstName)).toBeVisible();
    await start.create(groupName);
  });

  const store = new StoreConnection(page);
  let shop = '';
  await test.step('a group without a store is offered the sandbox store', async () => {
    await expect(page).toHaveURL(/\/shopify-prompt$/);
    await expect(store.promptHeading).toBeVisible();
    await expect(page.getByRole('main').getByText(groupName)).toBeVisible();
    await expect(store.useSandboxStore).toBeVisible({ timeout: 15_000 });
    shop = await store.offeredSandboxShop();
    expect(shop).toMatch(/^morgan-s-shop-[a-z0-9-]+\.myshopify\.com$/);
  });

  await test.step('one click installs the app on it, and the only group gets it without a choice', async () => {
    await store.useSandboxStore.click();
    await expect(store.installHeading(shop)).toBeVisible();
    await store.installButton.click();
    // /shopify-connect connects the group by itself and moves on to the plans.
    await expect(page).toHaveURL(/\/plans$/, { timeout: 20_000 });
    await expect(store.connectGroupButton(groupName)).toHaveCount(0);
  });

  const plans = new PlansPage(page);
  await test.step('choose Starter and approve the charge on the store platform', async () => {
    await expect(plans.heading).toBeVisible();
    await expect(page.getByText(groupName)).toBeVisible();
    await expect(plans.trialText).toBeVisible();
    await plans.choose('Starter');
    await expect(plans.approvalHeading).toBeVisible();
    await expect(page.getByText(shop)).toBeVisible();
    await expect(page.getByText('Free trial: 30 days.')).toBeVisible();
    await plans.approve.click();
  });

  await test.step('back in the app, the dashboard shows the new Starter plan and its trial', async () => {
    // The return address carries charge_id, which the app reconciles and then drops.
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 20_000 });
    await expect(page.getByText('Your Starter plan is active.')).toBeVisible();
    await expect(plans.trialText).toHaveCount(0);
    // A new merchant on a paid plan is welcomed with the guided tour; closing it shows the page.
    await expect(page.getByRole('dialog', { name: 'Welcome to Vendy' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    const dashboard = new DashboardPage(page);
    await expect(dashboard.welcome(account.firstName)).toBeVisible();
    await expect(dashboard.groupCard).toContainText(groupName);
    await expect(dashboard.groupCard).toContainText(`Connected to ${shop}`);
    await expect(dashboard.planCard).toContainText('Starter');
    await expect(dashboard.planCard).toContainText('$29.00 per month');
    await expect(dashboard.planCard).toContainText('30 days left in your free trial');
  });
});
