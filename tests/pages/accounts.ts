// Test data and the preparations a journey needs but is not about (accounts, groups, stores),
// done through the same GraphQL calls and sandbox pages the app uses.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { gql } from './graphql';
import { latestLink, SUBJECTS } from './Outbox';
import type { NewAccount } from './SignupPage';

export const E2E_DOMAIN = 'e2e.vendy.test';
/** Listed in ADMIN_EMAILS by tests/e2e-server.mjs. */
export const ADMIN_EMAIL = `admin@${E2E_DOMAIN}`;
export const ADMIN_PASSWORD = 'admin-password-e2e';

/** A short id unique to this run and call, for emails, group and store names. */
export function uniqueId(): string {
  return `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
}

export function newAccount(prefix: string, firstName = 'Robin'): NewAccount {
  return {
    email: `${prefix}-${uniqueId()}@${E2E_DOMAIN}`,
    password: `pw-${uniqueId()}-secret`,
    firstName,
    lastName: 'Tester',
  };
}

/** A sandbox store name (the part before .myshopify.com). */
export function newShopName(): string {
  return `e2e-shop-${uniqueId()}`;
}

const SIGNUP = `mutation signup($email: String!, $password: String!, $firstName: String!, $lastName: String!) {
  signup(email: $email, password: $password, firstName: $firstName, lastName: $lastName) { success message }
}`;
const LOGIN = `mutation login($email: String!, $password: String!) {
  login(email: $email, password: $password) { success message }
}`;
const VERIFY = `mutation verifyEmail($code: String!) { verifyEmail(code: $code) { success message } }`;
const CREATE_GROUP = `mutation createGroup($name: String!) { createGroup(name: $name) { id name } }`;

/** Signs up through the API (the request context's cookies become the new session) and verifies. */
export async function signUpVerified(request: APIRequestContext, account: NewAccount) {
  const { signup } = await gql<{ signup: { success: boolean; message: string | null } }>(
    request,
    SIGNUP,
    { ...account },
  );
  expect(signup.success, signup.message ?? '').toBe(true);
  await verifyByMail(request, account.email);
}

export async function verifyByMail(request: APIRequestContext, email: string) {
  const link = await latestLink(request, email, SUBJECTS.verification);
  const code = new URL(link).searchParams.get('code');
  const { verifyEmail } = await gql<{ verifyEmail: { success: boolean } }>(request, VERIFY, {
    code,
  });
  expect(verifyEmail.success).toBe(true);
}

export async function logInViaApi(request: APIRequestContext, email: string, password: string) {
  const { login } = await gql<{ login: { success: boolean; message: string | null } }>(
    request,
    LOGIN,
    { email, password },
  ).catch(() => ({ login: { success: false, message: null } }));
  return login.success;
}

/** The admin account (ADMIN_EMAILS) signs up once per server run; later calls just sign in. */
export async function signInAdmin(request: APIRequestContext) {
  if (await logInViaApi(request, ADMIN_EMAIL, ADMIN_PASSWORD)) return;
  await signUpVerified(request, {
    email: ADMIN_EMAIL,
    password: ADMIN_PASSWORD,
    firstName: 'Ada',
    lastName: 'Operator',
  });
}

export async function createGroup(request: APIRequestContext, name: string) {
  const { createGroup } = await gql<{ createGroup: { id: string; name: string } }>(
    request,
    CREATE_GROUP,
    { name },
  );
  return createGroup;
}

/**
 * Installs the app on a new sandbox store through the real OAuth pages; the app connects it to the
 * merchant's only group by itself and ends on /plans.
 */
export async function connectSandboxStore(page: Page, groupName: string): Promise<string> {
  const shop = `${newShopName()}.myshopify.com`;
  await page.goto(`/shopify/install?shop=${shop}`);
  await expect(page.getByRole('heading', { name: `Install Vendy on ${shop}?` })).toBeVisible();
  await page.getByRole('button', { name: 'Install' }).click();
  await expect(page).toHaveURL(/\/plans$/, { timeout: 60_000 });
  await expect(page.getByRole('main').getByText(groupName)).toBeVisible();
  return shop;
}

/**
 * A verified owner whose group has a sandbox store and the Free plan, signed in in `page`'s
 * browser context and left on /dashboard.
 */
export async function setUpOwnerWithStore(page: Page, account: NewAccount, groupName: string) {
  await signUpVerified(page.request, account);
  await createGroup(page.request, groupName);
  const shop = await connectSandboxStore(page, groupName);
  const free = page.getByRole('radio', { name: /^Free\b/ });
  await free.focus();
  await page.keyboard.press('Space');
  await page.getByRole('button', { name: 'Choose Plan' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  return shop;
}
