// Toasts as the shopper or merchant got them, whatever the machine's load. A toast lasts a few
// seconds (2 s for the cart's, 3 s for the app's): on a loaded machine a check that starts late,
// or polls slowly, can miss one that was shown. So every page (and every frame in it) records,
// from its first script on, the rendered text of each live region, alert or status as it changes;
// expectToast then asks whether the text was shown, not whether it still is.
import { expect, type BrowserContext, type Page } from '@playwright/test';

/** Where each frame keeps what its live regions showed. */
const KEY = '__vendyAnnounced';

/** Installs the recorder in every page and frame the context opens from now on. */
export async function recordAnnouncements(context: BrowserContext): Promise<void> {
  await context.addInitScript((key) => {
    const shown: string[] = [];
    Object.defineProperty(window, key, { value: shown });
    const LIVE = '[role="alert"],[role="status"],[role="alertdialog"],[aria-live]';
    const pending = new Set<Element>();
    // What each region showed last: a region that empties and then shows the same text again
    // (a second toast like the first) records it again.
    const last = new WeakMap<Element, string>();
    // innerText is what is rendered (nothing for hidden text), read once layout has caught up.
    const read = () => {
      for (const element of pending) {
        const text = (element as HTMLElement).innerText?.trim() ?? '';
        if (text === (last.get(element) ?? '')) continue;
        last.set(element, text);
        if (text) shown.push(text);
      }
      pending.clear();
    };
    const take = (element: Element | null | undefined) => {
      if (!element) return;
      if (pending.size === 0) requestAnimationFrame(read);
      pending.add(element);
    };
    new MutationObserver((records) => {
      for (const record of records) {
        const target =
          record.target instanceof Element ? record.target : record.target.parentElement;
        take(target?.closest(LIVE));
        for (const node of record.addedNodes) {
          if (!(node instanceof Element)) continue;
          if (node.matches(LIVE)) take(node);
          node.querySelectorAll(LIVE).forEach(take);
        }
      }
    }).observe(document, { subtree: true, childList: true, characterData: true });
  }, KEY);
}

/**
 * `text` was shown in a toast (or another live region) of the page or one of its frames. A page
 * without the recorder (a context the fixture did not make) is checked for the text now showing.
 */
export async function expectToast(page: Page, text: string, timeout = 60_000): Promise<void> {
  let recorded = false;
  await expect
    .poll(
      async () => {
        for (const frame of page.frames()) {
          const shown = await frame
            .evaluate((key) => (window as unknown as Record<string, string[]>)[key], KEY)
            .catch(() => undefined);
          if (!shown) continue;
          recorded = true;
          if (shown.some((entry) => entry.includes(text))) return true;
        }
        if (!recorded) return page.getByText(text).first().isVisible();
        return false;
      },
      { timeout, message: `the toast '${text}' shows` },
    )
    .toBe(true);
}

/**
 * `action` makes `text` show in a toast of the page anew: a toast with the same text from an
 * earlier action (still showing, or recorded) does not count.
 */
export async function expectNewToast(
  page: Page,
  text: string,
  action: () => Promise<void>,
  timeout = 60_000,
): Promise<void> {
  const recorded = () =>
    page
      .evaluate((key) => (window as unknown as Record<string, string[] | undefined>)[key], KEY)
      .catch(() => undefined);
  const before = (await recorded())?.length;
  if (before === undefined) throw new Error('expectNewToast needs the announcement recorder');
  await action();
  await expect
    .poll(
      async () => ((await recorded()) ?? []).slice(before).some((entry) => entry.includes(text)),
      { timeout, message: `a new toast '${text}' shows` },
    )
    .toBe(true);
}
