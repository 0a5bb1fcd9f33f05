import type { Locator, Page } from '@playwright/test';

/** /forgot-password (spec doc 1 §2). */
export class ForgotPasswordPage {
  readonly heading: Locator;
  readonly email: Locator;
  readonly submit: Locator;
  readonly sentNotice: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Forgot Password' });
    this.email = page.getByRole('textbox', { name: 'Email' });
    this.submit = page.getByRole('button', { name: 'Send Reset Link' });
    this.sentNotice = page.getByText('Password reset link has been sent to your inbox.');
  }
}

/** /reset-password?changeId=… (spec doc 1 §2). */
export class ResetPasswordPage {
  readonly heading: Locator;
  readonly newPassword: Locator;
  readonly confirmPassword: Locator;
  readonly submit: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Reset Password' });
    this.newPassword = page.getByRole('textbox', { name: 'New Password' });
    this.confirmPassword = page.getByRole('textbox', { name: 'Confirm Password' });
    this.submit = page.getByRole('button', { name: 'Reset Password' });
  }

  async reset(password: string) {
    await this.newPassword.fill(password);
    await this.confirmPassword.fill(password);
    await this.submit.click();
  }
}
