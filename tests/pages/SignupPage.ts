import type { Locator, Page } from '@playwright/test';

export interface NewAccount {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

/** The /signup screen (spec doc 1 §2). */
export class SignupPage {
  readonly heading: Locator;
  readonly email: Locator;
  readonly password: Locator;
  readonly confirmPassword: Locator;
  readonly firstName: Locator;
  readonly lastName: Locator;
  readonly terms: Locator;
  readonly submit: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Sign Up' });
    this.email = page.getByRole('textbox', { name: 'Email' });
    this.password = page.getByRole('textbox', { name: 'Password', exact: true });
    this.confirmPassword = page.getByRole('textbox', { name: 'Confirm Password' });
    this.firstName = page.getByRole('textbox', { name: 'First Name' });
    this.lastName = page.getByRole('textbox', { name: 'Last Name' });
    this.terms = page.getByRole('checkbox', { name: /I agree to the Terms of Service/ });
    this.submit = page.getByRole('button', { name: 'Sign Up', exact: true });
  }

  async goto() {
    await this.page.goto('/signup');
  }

  async signUp(account: NewAccount) {
    await this.email.fill(account.email);
    await this.password.fill(account.password);
    await this.confirmPassword.fill(account.password);
    await this.firstName.fill(account.firstName);
    await this.lastName.fill(account.lastName);
    // The box is a styled react-aria checkbox: tick it with the keyboard, as a keyboard user would.
    await this.terms.focus();
    await this.page.keyboard.press('Space');
    await this.submit.click();
  }
}
