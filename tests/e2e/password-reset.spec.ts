// Journey 3 (spec doc 1): a user who forgot their password resets it from the mailed link and signs
// in with the new one; a session opened elsewhere before the reset is signed out by it.
import { expect, test } from '../pages/fixtures';
import { createGroup, newAccount, signUpVerified, uniqueId } from '../pages/accounts';
import { LoginPage } from '../pages/LoginPage';
import { Outbox, SUBJECTS } from '../pages/Outbox';
import { ForgotPasswordPage, ResetPasswordPage } from '../pages/PasswordResetPages';

test('a password reset signs in with the new password and ends older sessions', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const account = newAccount('forgetful', 'Frankie');
  const newPassword = `new-${uniqueId()}-password`;
  const groupName = `Frankie's Group ${uniqueId()}`;

  // Another device, signed in before the reset.
  const otherDevice = await browser.newContext();
  const otherPage = await otherDevice.newPage();
  await signUpVerified(otherPage.request, account);
  await createGroup(otherPage.request, groupName);
  await otherPage.goto('/groups');
  await expect(otherPage.getByRole('heading', { level: 1, name: 'Groups' })).toBeVisible();
  await expect(otherPage.getByRole('heading', { level: 2, name: groupName })).toBeVisible();

  const context = await browser.newContext();
  const page = await context.newPage();
  const login = new LoginPage(page);

  await test.step('ask for a reset link from the login page', async () => {
    await login.goto();
    await login.forgotPasswordLink.click();
    const forgot = new ForgotPasswordPage(page);
    await expect(forgot.heading).toBeVisible();
    await forgot.email.fill(account.email);
    await forgot.submit.click();
    await expect(forgot.sentNotice).toBeVisible();
  });

  await test.step('choose a new password from the mailed link', async () => {
    await new Outbox(page).openLink(account.email, SUBJECTS.passwordReset);
    await expect(page).toHaveURL(/\/reset-password\?changeId=/);
    const reset = new ResetPasswordPage(page);
    await expect(reset.heading).toBeVisible();
    await reset.reset(newPassword);
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText('Password reset successfully, please log in.')).toBeVisible();
  });

  await test.step('the old password no longer works, the new one does', async () => {
    await login.logIn(account.email, account.password);
    await expect(login.alert.filter({ hasText: 'Incorrect email or password.' })).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    await login.password.fill(newPassword);
    await login.submit.click();
    // Signed in: the group has no store yet, so the app asks to connect one.
    await expect(page).toHaveURL(/\/shopify-prompt$/);
    await expect(page.getByRole('main').getByText(groupName)).toBeVisible();
  });

  await test.step('the session opened before the reset is gone', async () => {
    await otherPage.reload();
    await expect(otherPage).toHaveURL(/\/login$/);
    await expect(new LoginPage(otherPage).heading).toBeVisible();
  });

  await otherDevice.close();
  await context.close();
});
