import type { Locator, Page } from '@playwright/test';

/** The /login screen (spec doc 1 §2: email, password, Google and Facebook sign-in). */
export class LoginPage {
  readonly heading: Locator;
  readonly email: Locator;
  readonly password: Locator;
  readonly submit: Locator;
  readonly google: Locator;
  readonly facebook: Locator;
  readonly signUpLink: Locator;
  readonly forgotPasswordLink: Locator;
  readonly alert: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Log In' });
    this.email = page.getByRole('textbox', { name: 'Email' });
    this.password = page.getByRole('textbox', { name: 'Password' });
    this.submit = page.getByRole('button', { name: 'Log In', exact: true });
    this.google = page.getByRole('button', { name: /google/i });
    this.facebook = page.getByRole('button', { name: /facebook/i });
    this.signUpLink = page.getByRole('main').getByRole('link', { name: 'Sign Up' });
    this.forgotPasswordLink = page.getByRole('link', { name: /forgot password/i });
    this.alert = page.getByRole('alert');
  }

  async goto() {
    await this.page.goto('/login');
  }

  async logIn(email: string, password: string) {
    await this.email.fill(email);
    await this.password.fill(password);
    await this.submit.click();
  }
}
