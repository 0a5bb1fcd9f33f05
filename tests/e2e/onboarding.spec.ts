// Journey 1 (spec doc 1): a new merchant signs up, verifies their email, creates a group, connects
// the sandbox Shopify store, chooses Starter, approves it on the store platform and sees the plan
// on the dashboard.
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
  const shop = `e2e-shop-${uniqueId()}.myshopify.com`;

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
  await test.step('a group without a store is asked to connect one', async () => {
    await expect(page).toHaveURL(/\/shopify-prompt$/);
    await expect(store.promptHeading).toBeVisible();
    await expect(page.getByRole('main').getByText(groupName)).toBeVisible();
    await store.connectButton.click();
  });

  await test.step('install the app on the sandbox store and connect it to the group', async () => {
    await expect(store.storeName).toBeVisible();
    await store.storeName.fill(shop);
    await store.continueButton.click();
    await expect(store.installHeading(shop)).toBeVisible();
    await store.installButton.click();
    await expect(page).toHaveURL(/\/shopify-connect\?store=/);
    await expect(store.connectHeading).toBeVisible();
    await store.connectGroupButton(groupName).click();
  });

  const plans = new PlansPage(page);
  await test.step('choose Starter and approve the charge on the store platform', async () => {
    await expect(page).toHaveURL(/\/plans$/);
    await expect(plans.heading).toBeVisible();
    await expect(plans.trialText).toBeVisible();
    await plans.choose('Starter');
    await expect(plans.approvalHeading).toBeVisible();
    await expect(page.getByText(shop)).toBeVisible();
    await expect(page.getByText('Free trial: 30 days.')).toBeVisible();
    await plans.approve.click();
  });

  await test.step('back in the app, the dashboard shows the Starter plan', async () => {
    // The return address carries charge_id, which the app reconciles and then drops.
    await expect(page).toHaveURL(/\/plans$/);
    await expect(page.getByText('Your Starter plan is active.')).toBeVisible();
    await expect(plans.plan('Starter')).toHaveAccessibleName(/Current plan/);
    await page.getByRole('navigation').getByRole('link', { name: 'Dashboard' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    const dashboard = new DashboardPage(page);
    await expect(dashboard.welcome(account.firstName)).toBeVisible();
    await expect(dashboard.groupCard).toContainText(groupName);
    await expect(dashboard.groupCard).toContainText(`Connected to ${shop}`);
    await expect(dashboard.planCard).toContainText('Starter');
    await expect(dashboard.planCard).toContainText('$29.00 per month');
    await expect(dashboard.planCard).toContainText('30 days left in your free trial');
  });
});
