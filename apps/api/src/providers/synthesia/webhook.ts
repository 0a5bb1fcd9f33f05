// Synthesia's webhook signature: HMAC-SHA256, keyed with the subscription's secret, of
// `${Synthesia-Timestamp}.${raw body}`, hex, in the Synthesia-Signature header. A delivery is
// refused when the signature does not match (forged) or its timestamp is outside the tolerance
// (replayed later); the caller also refuses a timestamp not newer than the last one it accepted
// for the same video (replayed within the tolerance).
import { createHmac, timingSafeEqual } from 'node:crypto';

/** How far a delivery's timestamp may be from the server's clock. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

export function signSynthesiaWebhook(secret: string, timestamp: string, body: string | Buffer) {
  return createHmac('sha256', secret).update(`${timestamp}.`).update(body).digest('hex');
}

export type WebhookCheck =
  { ok: true; timestamp: number } | { ok: false; reason: 'unsigned' | 'forged' | 'stale' };

export function verifySynthesiaWebhook(
  secret: string,
  headers: { timestamp: string | undefined; signature: string | undefined },
  body: Buffer,
  nowMs = Date.now(),
): WebhookCheck {
  const { timestamp, signature } = headers;
  if (!timestamp || !signature || !/^\d{1,12}$/.test(timestamp)) {
    return { ok: false, reason: 'unsigned' };
  }
  const expected = Buffer.from(signSynthesiaWebhook(secret, timestamp, body), 'utf8');
  // Synthesia may list several signatures (key rotation): any one matching is enough.
  const given = signature
    .split(',')
    .map((part) => part.trim().replace(/^v1=/, ''))
    .map((part) => Buffer.from(part, 'utf8'));
  if (!given.some((g) => g.length === expected.length && timingSafeEqual(g, expected))) {
    return { ok: false, reason: 'forged' };
  }
  const seconds = Number(timestamp);
  if (Math.abs(nowMs / 1000 - seconds) > WEBHOOK_TOLERANCE_SECONDS) {
    return { ok: false, reason: 'stale' };
  }
  return { ok: true, timestamp: seconds };
}
