// Journey 1 (spec doc 1): a new merchant signs up, verifies their email, creates a group, connects
// the sandbox Shopify store the app offers (without typing a domain), chooses Starter, approves it
// on the store platform and lands on the dashboard showing the new plan, where the guided tour
// lights up the control each of its steps talks about.
import { expect, test } from '../pages/fixtures';
import { newAccount, uniqueId } from '../pages/accounts';
import { DashboardPage, type TourTargetName } from '../pages/DashboardPage';
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
    await expect(store.useSandboxStore).toBeVisible({ timeout: 60_000 });
    shop = await store.offeredSandboxShop();
    expect(shop).toMatch(/^morgan-s-shop-[a-z0-9-]+\.myshopify\.com$/);
  });

  await test.step('one click installs the app on it, and the only group gets it without a choice', async () => {
    await store.useSandboxStore.click();
    await expect(store.installHeading(shop)).toBeVisible();
    await store.installButton.click();
    // /shopify-connect connects the group by itself and moves on to the plans.
    await expect(page).toHaveURL(/\/plans$/, { timeout: 60_000 });
    await expect(store.connectGroupButton(groupName)).toHaveCount(0);
  });

  const plans = new PlansPage(page);
  await test.step('choose Starter and approve the charge on the store platform', async () => {
    await expect(plans.heading).toBeVisible();
    await expect(page.getByRole('main').getByText(groupName)).toBeVisible();
    await expect(plans.trialText).toBeVisible();
    await plans.choose('Starter');
    await expect(plans.approvalHeading).toBeVisible();
    await expect(page.getByText(shop)).toBeVisible();
    await expect(page.getByText('Free trial: 30 days.')).toBeVisible();
    await plans.approve.click();
  });

  const dashboard = new DashboardPage(page);
  await test.step('back in the app, the dashboard welcomes the merchant with the guided tour', async () => {
    // The return address carries charge_id, which the app reconciles and then drops.
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 60_000 });
    await expect(page.getByText('Your Starter plan is active.')).toBeVisible();
    await expect(plans.trialText).toHaveCount(0);
    await expect(dashboard.tour).toHaveAccessibleName('Welcome to Vendy');
    await expect(dashboard.tour.getByRole('button', { name: 'Next' })).toBeFocused();
    await page.keyboard.press('Enter');
  });

  await test.step('each tour step lights up the control it talks about, by keyboard', async () => {
    for (const [index, step] of TOUR.entries()) {
      const number = index + 1;
      await expect(dashboard.tour.getByRole('heading', { name: step.title })).toBeVisible();
      await expect(dashboard.tour).toContainText(`Step ${number} of ${TOUR.length}`);
      const target = dashboard.tourTarget(step.target);
      await expect(target).toBeVisible();
      await expect(target).toBeInViewport();
      await expect
        .poll(async () =>
          covers(await dashboard.spotlight.boundingBox(), await target.boundingBox()),
        )
        .toBe(true);
      // The step's card sits beside its target, not over it.
      expect(overlaps(await dashboard.tour.boundingBox(), await target.boundingBox())).toBe(false);
      if (number === 2) {
        // Previous goes back a step and keeps the keyboard in the card.
        await page.keyboard.press('Shift+Tab');
        await expect(dashboard.tour.getByRole('button', { name: 'Previous' })).toBeFocused();
        await page.keyboard.press('Enter');
        await expect(dashboard.tour.getByRole('heading', { name: TOUR[0]!.title })).toBeVisible();
        await page.keyboard.press('Tab');
        await page.keyboard.press('Enter');
        await expect(dashboard.tour.getByRole('heading', { name: step.title })).toBeVisible();
      }
      const next = number === TOUR.length ? 'Finish' : 'Next';
      await expect(dashboard.tour.getByRole('button', { name: next })).toBeFocused();
      await page.keyboard.press('Enter');
    }
    await expect(dashboard.tour).toHaveCount(0);
    await expect(dashboard.spotlight).toHaveCount(0);
  });

  await test.step('the dashboard shows the new Starter plan and its trial', async () => {
    await expect(dashboard.welcome(account.firstName)).toBeVisible();
    await expect(dashboard.groupCard).toContainText(groupName);
    await expect(dashboard.groupCard).toContainText(`Connected to ${shop}`);
    await expect(dashboard.planCard).toContainText('Starter');
    await expect(dashboard.planCard).toContainText('$29.00 per month');
    await expect(dashboard.planCard).toContainText('30 days left in your free trial');
  });

  await test.step('the Get Started card counts what is done, and stays away after Skip', async () => {
    const card = page.getByRole('region', { name: 'Get Started' });
    await expect(card.getByRole('progressbar', { name: 'Get Started progress' })).toHaveAttribute(
      'aria-valuetext',
      '2/3 steps completed',
    );
    await expect(card.getByRole('listitem')).toHaveText([
      /Create your account \(done\)/,
      /Connect your Shopify store \(done\)/,
      /Create a shoppable Instagram feed \(to do\)/,
    ]);
    await card.getByRole('button', { name: 'Skip' }).click();
    await expect(card).toHaveCount(0);
    await page.reload();
    await expect(dashboard.welcome(account.firstName)).toBeVisible();
    await expect(dashboard.planCard).toContainText('Starter');
    await expect(card).toHaveCount(0);
  });

  await test.step('the account menu opens the tour again; Escape closes it, on any card', async () => {
    const openTour = async () => {
      await page.getByRole('button', { name: /^Account menu/ }).click();
      await page.getByRole('menuitem', { name: 'Tour' }).click();
      await expect(dashboard.tour).toHaveAccessibleName('Welcome to Vendy');
    };
    await openTour();
    await page.keyboard.press('Escape');
    await expect(dashboard.tour).toHaveCount(0);

    await openTour();
    await page.keyboard.press('Enter');
    await expect(dashboard.tour).toHaveAccessibleName(TOUR[0]!.title);
    await expect(dashboard.spotlight).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dashboard.tour).toHaveCount(0);
    await expect(dashboard.spotlight).toHaveCount(0);
  });
});

type Box = { x: number; y: number; width: number; height: number } | null;

/** The spotlight's box holds the whole target (rounding aside). */
function covers(outer: Box, inner: Box): boolean {
  if (!outer || !inner) return false;
  return (
    outer.x <= inner.x + 1 &&
    outer.y <= inner.y + 1 &&
    outer.x + outer.width >= inner.x + inner.width - 1 &&
    outer.y + outer.height >= inner.y + inner.height - 1
  );
}

function overlaps(a: Box, b: Box): boolean {
  if (!a || !b) return false;
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** The tour's steps (spec doc 3 §2) and the control each one is about on the dashboard. */
const TOUR: readonly { title: string; target: TourTargetName }[] = [
  { title: 'Create a layout', target: { kind: 'nav', name: 'Layouts' } },
  { title: 'Choose a format', target: { kind: 'tile', name: 'Layouts' } },
  { title: 'Upload a video', target: { kind: 'nav', name: 'Videos' } },
  { title: 'Let it process', target: { kind: 'tile', name: 'Videos' } },
  { title: 'Add media to the layout', target: { kind: 'region', name: 'Recent Layouts' } },
  { title: 'Import your products', target: { kind: 'nav', name: 'Products' } },
  { title: 'Make it shoppable', target: { kind: 'region', name: 'Recent Layouts' } },
  { title: 'Time your placements', target: { kind: 'tile', name: 'Videos' } },
  { title: 'Compare placements', target: { kind: 'nav', name: 'Analytics' } },
  { title: 'Embed into Shopify', target: { kind: 'region', name: 'Active Group' } },
  { title: 'You are all set', target: { kind: 'accountMenu' } },
];
