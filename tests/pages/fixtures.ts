// The journeys' `test`: every test comes from its own client address. The server rate-limits
// sign-ups and logins per address and, behind a proxy on its own machine, reads the address from
// x-forwarded-for (apps/api/src/modules/auth/rate-limit.ts). Without this, a whole suite of new
// users arriving from 127.0.0.1 would look like one client creating accounts in bulk.
// Its pages also record what their toasts showed (announcements.ts: expectToast).
import { test as base } from '@playwright/test';
import { recordAnnouncements } from './announcements';

export { expect } from '@playwright/test';

const octet = () => Math.floor(Math.random() * 254) + 1;

export const test = base.extend({
  // Contexts made with browser.newContext() in a test get this too (Playwright applies `use`).
  // eslint-disable-next-line no-empty-pattern -- Playwright fixtures take their dependencies first.
  extraHTTPHeaders: async ({}, use) => {
    await use({ 'x-forwarded-for': `10.${octet()}.${octet()}.${octet()}` });
  },
  context: async ({ context }, use) => {
    await recordAnnouncements(context);
    await use(context);
  },
});
