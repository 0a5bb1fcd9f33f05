// The merchant the catalogue and asset journeys start from (spec doc 2): a verified OWNER whose
// group has a sandbox store and an approved paid plan. Everything here goes through the app's own
// GraphQL calls and the sandbox store's real pages; the journeys themselves use the screens.
import { expect, type Page } from '@playwright/test';
import { connectSandboxStore, createGroup, newAccount, signUpVerified, uniqueId } from './accounts';
import { PlansPage } from './PlansPage';
import type { NewAccount } from './SignupPage';

export interface Merchant {
  account: NewAccount;
  groupName: string;
  /** The sandbox store, e.g. e2e-shop-….myshopify.com. */
  shop: string;
}

/**
 * Signs a new merchant up in `page`'s browser context, creates their group, installs the app on a
 * new sandbox store, connects it and approves the Starter plan. Ends on /dashboard with the plan
 * active and the guided tour, offered to new merchants on a paid plan, closed for good.
 */
export async function setUpPaidMerchant(page: Page, prefix = 'assets'): Promise<Merchant> {
  const account = newAccount(prefix, 'Casey');
  const groupName = `Casey's Shop ${uniqueId()}`;
  await signUpVerified(page.request, account);
  await createGroup(page.request, groupName);
  const shop = await connectSandboxStore(page, groupName);
  const plans = new PlansPage(page);
  await plans.choose('Starter');
  await expect(plans.approvalHeading).toBeVisible();
  await plans.approve.click();
  await expect(page.getByText('Your Starter plan is active.')).toBeVisible({ timeout: 60_000 });
  await expect(page).toHaveURL(/\/dashboard$/);
  const tour = page.getByRole('dialog', { name: 'Welcome to Vendy' });
  await expect(tour).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(tour).toHaveCount(0);
  return { account, groupName, shop };
}
