// The shopper's consent to analytics, from the store page to the embed frame. The loader reads
// Shopify's customer privacy API on the store page (`analyticsProcessingAllowed()`; a store
// without it, that is without a consent banner, allows; one whose theme has not loaded it yet gets
// it through `Shopify.loadFeatures`, and counts as refusing until it answers) and hands the
// answer over twice: in the frame's address (`?consent=0` when refused, so the frame knows before
// it touches storage) and as a `consent` message on load and whenever the shopper decides
// (`visitorConsentCollected`).
// Shared by the loader (src/loader) and the frame (src/runtime): keep it tiny.

/** The frame address's query parameter: `0` when the shopper has not allowed analytics. */
export const CONSENT_PARAM = 'consent';

/** Store page → frame: whether analytics processing is allowed now. */
export interface ConsentMessage {
  type: 'consent';
  analytics: boolean;
}

/** The answer a consent message carries, or null when `data` is not one. */
export function readConsentMessage(data: unknown): boolean | null {
  const m = data as Partial<ConsentMessage> | null;
  return typeof m === 'object' &&
    m !== null &&
    m.type === 'consent' &&
    typeof m.analytics === 'boolean'
    ? m.analytics
    : null;
}
