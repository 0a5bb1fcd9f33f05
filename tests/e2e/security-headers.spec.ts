// The built apps under their Content-Security-Policy, in a real browser: the merchant app's
// screens and the storefront's shoppable video run without a single CSP violation, and a page on
// a foreign site cannot frame a layout.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Page } from '@playwright/test';
import { setUpOwnerWithStore } from '../pages/accounts';
import { Storefront } from '../pages/Storefront';
import { ShoppableVideo } from '../pages/ShoppableVideo';

const DEMO_STORE = 'vendy-demo.myshopify.com';

/** CSP violations the browser reports for the page and its frames. */
function recordViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if (/Content Security Policy|Refused to (load|apply|execute|frame|connect)/i.test(text)) {
      violations.push(text);
    }
  });
  return violations;
}

test('the merchant app runs under its CSP without violations', async ({ page }) => {
  const violations = recordViolations(page);
  const response = await page.goto('/login');
  expect(response?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(response?.headers()['referrer-policy']).toBe('strict-origin-when-cross-origin');

  const stamp = Date.now().toString(36);
  await setUpOwnerWithStore(
    page,
    {
      email: `csp-${stamp}@e2e.vendy.test`,
      password: 'csp journey 1',
      firstName: 'Cleo',
      lastName: 'Policy',
    },
    `CSP ${stamp}`,
  );
  for (const path of ['/layouts', '/videos', '/products', '/account']) {
    await page.goto(path);
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 60_000 });
  }
  expect(violations).toEqual([]);
});

test.describe('the storefront', () => {
  test.describe.configure({ timeout: 480_000 });

  test('plays the shoppable video in its frame without violations', async ({ page }) => {
    const violations = recordViolations(page);
    const store = new Storefront(page, DEMO_STORE);
    await store.gotoProduct('riviera-tee');
    await store.waitForLayout();
    await store.layoutSection.scrollIntoViewIfNeeded();
    const video = new ShoppableVideo(store.layoutFrame);
    await expect(store.layoutFrame.getByRole('button', { name: /^Play/ })).toBeVisible({
      timeout: 30_000,
    });
    await video.play();
    await video.expectPlayingPast(0.5);
    expect(violations).toEqual([]);
  });

  test('a layout cannot be framed by a site other than its store', async ({ page, baseURL }) => {
    // The demo store's layout address, as its own page frames it.
    const store = new Storefront(page, DEMO_STORE);
    await store.gotoProduct('riviera-tee');
    await store.waitForLayout();
    await store.layoutSection.scrollIntoViewIfNeeded();
    const frame = store.layoutSection.locator('iframe[title="Shoppable video"]');
    await expect(frame).toHaveAttribute('src', /\/embed\/[0-9a-f-]{36}$/);
    const src = (await frame.getAttribute('src'))!;
    expect(src.startsWith(`${baseURL}/embed/`)).toBe(true);

    // Another site's page, framing it. Served from 127.0.0.2 (a loopback address, so the browser's
    // private-network rules let it reach this server; only the layout's CSP can stop it).
    const violations = recordViolations(page);
    const site = createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(
        `<!doctype html><title>Another site</title><iframe title="stolen" src="${src}"></iframe>`,
      );
    });
    await new Promise<void>((resolve) => site.listen(0, '127.0.0.2', resolve));
    try {
      const { port } = site.address() as AddressInfo;
      const embedLoaded = page.waitForResponse((response) => response.url() === src);
      await page.goto(`http://127.0.0.2:${port}/`);
      // The server answered the frame's request; the browser refused to show it there.
      expect((await embedLoaded).headers()['content-security-policy']).toContain(
        "frame-ancestors 'self' https://vendy-demo.myshopify.com",
      );
      await expect
        .poll(
          () =>
            violations.some((text) => /frame-ancestors/.test(text)) ||
            page.frames().some((frame) => frame.url().startsWith('chrome-error:')),
          { timeout: 60_000 },
        )
        .toBe(true);
    } finally {
      await new Promise((resolve) => site.close(resolve));
    }
    // The frame shows the browser's error page, never the layout.
    await expect(
      page.frameLocator('iframe[title="stolen"]').getByRole('button', { name: /^Play/ }),
    ).toHaveCount(0);
  });
});
