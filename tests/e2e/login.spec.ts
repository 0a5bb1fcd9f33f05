import { expect, test } from '@playwright/test';
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
