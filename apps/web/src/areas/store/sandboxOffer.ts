// In development the server runs a Shopify sandbox instead of talking to Shopify; it then names a
// fresh sandbox shop the merchant can install the app on with one click (404 with real Shopify).

/** Served by the API next to the app's install. */
export const SANDBOX_OFFER_PATH = '/shopify/sandbox-store';

/** A fresh sandbox shop named after the group, or null when there is no sandbox (or no answer). */
export async function fetchSandboxShop(groupName: string): Promise<string | null> {
  try {
    const response = await fetch(`${SANDBOX_OFFER_PATH}?name=${encodeURIComponent(groupName)}`, {
      credentials: 'same-origin',
      headers: { accept: 'application/json' },
    });
    if (!response.ok) return null;
    const body = (await response.json()) as { shop?: unknown };
    return typeof body.shop === 'string' ? body.shop : null;
  } catch {
    // Without the offer the merchant still has the form: nothing to report.
    return null;
  }
}
