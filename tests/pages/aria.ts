import type { Locator } from '@playwright/test';

/** An element's accessible name as its aria-labelledby or its label gives it. */
export async function accessibleName(locator: Locator): Promise<string> {
  return locator.evaluate((node) => {
    const labelledBy = node.getAttribute('aria-labelledby');
    if (labelledBy) {
      return labelledBy
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' ')
        .trim();
    }
    return (node.closest('label')?.textContent ?? '').trim();
  });
}
