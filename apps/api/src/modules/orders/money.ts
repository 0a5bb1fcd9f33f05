// Shopify's amounts are decimal strings ('19.99'), or JSON numbers in a few older fields (a refund
// line's subtotal: 199.0). They become integers in the currency's minor unit without passing
// through floating-point arithmetic: '19.99' → 1999, never 1998.9999.

const DECIMAL = /^(\d{1,15})(?:\.(\d{1,20}))?$/;

/** Digits after the decimal point of a currency's minor unit: USD 2, JPY 0, KWD 3. */
export function minorUnitDigits(currency: string): number {
  try {
    return (
      new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions()
        .maximumFractionDigits ?? 2
    );
  } catch {
    return 2;
  }
}

/**
 * A non-negative amount in minor units, or null when `value` is not a plain decimal (negative,
 * exponent, too long). Digits past the currency's minor unit are rounded half up.
 */
export function toMinorUnits(value: unknown, currency: string): number | null {
  // A JSON number prints as the shortest decimal that reads back as itself (10.99 → '10.99').
  const text = typeof value === 'number' && Number.isFinite(value) ? String(value) : value;
  if (typeof text !== 'string') return null;
  const match = DECIMAL.exec(text.trim());
  if (!match) return null;
  const digits = minorUnitDigits(currency);
  const fraction = match[2] ?? '';
  const kept = fraction.slice(0, digits).padEnd(digits, '0');
  let units = BigInt(match[1] ?? '0') * 10n ** BigInt(digits) + BigInt(kept || '0');
  if ((fraction[digits] ?? '0') >= '5') units += 1n;
  return units <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(units) : null;
}
