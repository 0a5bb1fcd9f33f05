// What the Instagram tests share: a merchant's browser signed in to a group, and connecting a
// sandbox account through the authorization window as that browser would.
import { expect } from 'vitest';
import { addMember } from '../groups/fixtures';
import { createUser, DEFAULT_PASSWORD, sessionCookieFrom } from '../harness/accounts';
import type { OwnAddressServer } from '../harness/own-address';
import { Browser, hiddenInputs, locationOf } from '../social-auth/harness';

/** A browser signed in as a new member of `group` (whose current group it is). */
export async function merchant(
  server: OwnAddressServer,
  email: string,
  group: string,
  role: 'OWNER' | 'USER',
): Promise<Browser> {
  const db = server.database.db;
  const user = await createUser(db, { email, firstName: 'Mia', lastName: 'Merchant' });
  await addMember(db, group, user.id, role);
  const browser = new Browser(server.url);
  const login = await browser.gql<{ login: { success: boolean } }>(
    `mutation login($email: String!, $password: String!) { login(email: $email, password: $password) { success } }`,
    { email, password: DEFAULT_PASSWORD },
  );
  expect(sessionCookieFrom(login.headers)).toBeTruthy();
  return browser;
}

/** /auth/instagram/start → the window → Allow as `account` → our callback → /instagram/connect. */
export async function connectThroughWindow(
  server: OwnAddressServer,
  browser: Browser,
  account: string,
): Promise<URL> {
  const window = locationOf(await browser.get('/auth/instagram/start'));
  expect(window).toContain('/sandbox/instagram/oauth/authorize');
  const page = await browser.get(window);
  const fields = hiddenInputs(await page.text());
  const callback = locationOf(
    await browser.post(window, { ...fields, account, decision: 'allow' }),
  );
  return new URL(locationOf(await browser.get(callback)), server.url);
}

/** POSTs a form to one of the sandbox's test controls (/sandbox/instagram/control/{what}). */
export async function sandboxControl(
  server: OwnAddressServer,
  what: 'usage' | 'age-token' | 'age-media' | 'media',
  form: Record<string, string>,
): Promise<void> {
  const response = await fetch(`${server.url}/sandbox/instagram/control/${what}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form).toString(),
  });
  expect(response.status, `control/${what}`).toBe(200);
}
