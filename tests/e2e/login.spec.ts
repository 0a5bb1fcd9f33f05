import { expect, test } from '@playwright/test';
import { newAccount, signUpVerified } from '../pages/accounts';
import { LoginPage } from '../pages/LoginPage';

test.describe('first visit', () => {
  test('opening / redirects to /login, which offers every way to sign in', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/login$/);
    const login = new LoginPage(page);
    await expect(login.heading).toBeVisible();
    await expect(login.email).toBeVisible();
    await expect(login.password).toBeVisible();
    await expect(login.submit).toBeEnabled();
    await expect(login.google).toBeVisible();
    await expect(login.facebook).toBeVisible();
    await expect(login.signUpLink).toBeVisible();
    await expect(login.forgotPasswordLink).toBeVisible();
  });

  test('the login form validates with the spec messages before calling the server', async ({
    page,
  }) => {
    const login = new LoginPage(page);
    await login.goto();
    await login.submit.click();
    await expect(page.getByText('This field is required').first()).toBeVisible();
    await login.email.fill('not-an-email');
    await login.submit.click();
    await expect(page.getByText('Must be a valid email')).toBeVisible();
  });

  test('an unknown address lands on the 404 page, whose Go Back returns', async ({ page }) => {
    await page.goto('/login');
    await page.goto('/no-such-page');
    await expect(page).toHaveURL(/\/404$/);
    await page.getByRole('button', { name: 'Go Back' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });
});

test.describe('the sign-in page before its scripts have run', () => {
  test.use({ javaScriptEnabled: false });

  test('shows the form from the server’s HTML, and Enter cannot send the password natively', async ({
    page,
  }) => {
    const login = new LoginPage(page);
    const response = await page.goto('/login');
    // The form is in the first answer, not written later by the scripts.
    const html = (await response?.text()) ?? '';
    expect(html).toContain('>Log In</h1>');
    expect(html).toContain('name="password"');
    await expect(login.heading).toBeVisible();
    await expect(login.email).toBeVisible();
    await expect(login.password).toBeVisible();
    await expect(login.forgotPasswordLink).toBeVisible();
    // Without React, a native submission would GET /login?email=…&password=…: it must not happen.
    await expect(login.submit).toBeDisabled();
    await login.email.fill('maya@example.com');
    await login.password.fill('not-in-the-address');
    await login.password.press('Enter');
    await expect(login.heading).toBeVisible();
    expect(page.url()).toMatch(/\/login$/);
  });
});

test('the sign-in page rendered ahead is taken over by the app without a mismatch', async ({
  page,
}) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  const login = new LoginPage(page);
  await login.goto();
  // Once hydrated the button works, and the form validates in place as before.
  await expect(login.submit).toBeEnabled();
  await login.submit.click();
  await expect(page.getByText('This field is required').first()).toBeVisible();
  expect(problems).toEqual([]);
});

test('what a visitor types before the scripts have run is what the app signs in with', async ({
  page,
  browser,
}) => {
  // A merchant of its own, signed up and verified apart (other journeys change the operator's
  // account, and with it where signing in leads): with no group yet, signing in leads to
  // /getting-started.
  const account = newAccount('typed-early');
  const setup = await browser.newContext();
  await signUpVerified(setup.request, account);
  await setup.close();
  // The page asks for the app's scripts once it has painted; hold them until the visitor has typed.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let asked = false;
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    asked = true;
    await held;
    await route.continue();
  });
  const login = new LoginPage(page);
  await login.goto();
  await expect(login.submit).toBeDisabled();
  await login.email.fill(account.email);
  await login.password.fill(account.password);
  expect(asked).toBe(true);
  release();
  // Hydrated: the text stays in the fields and is what the form sends, without typing it again.
  await expect(login.submit).toBeEnabled();
  await expect(login.email).toHaveValue(account.email);
  await expect(login.password).toHaveValue(account.password);
  await login.submit.click();
  await expect(page).toHaveURL(/\/getting-started$/);
});
