// Shopify's REST webhook payloads for orders (orders/create, orders/updated, orders/cancelled: the
// whole order) and refunds (refunds/create), read into what the orders tables keep. A payload
// missing what an order needs is malformed (null); a malformed `_vendy_*` property only loses
// that property.
import { CART_PROPERTIES } from '@vendy/client/domain';
import { isUuid } from '../../db/ids';
import { toMinorUnits } from './money';

export interface OrderLineInput {
  lineItemId: string;
  productId: string | null;
  variantId: string | null;
  title: string;
  quantity: number;
  priceCents: number;
  vendyEventId: string | null;
  vendyLayoutId: string | null;
  vendyStrategyId: string | null;
  vendyAnonymousId: string | null;
}

export interface RefundInput {
  refundId: string;
  orderId: string;
  createdAt: Date;
  amountCents: number;
  lines: { lineItemId: string; quantity: number }[];
}

export interface OrderInput {
  orderId: string;
  name: string;
  currency: string;
  totalCents: number;
  createdAt: Date;
  cancelledAt: Date | null;
  /** Shopify's `updated_at` (null when absent or unreadable): orders older than stored are stale. */
  updatedAt: Date | null;
  lines: OrderLineInput[];
  /** The refunds the order payload carries (orders/updated after a refund). */
  refunds: RefundInput[];
}

/** More line items than any Shopify order holds. */
const MAX_LINES = 2_000;
const MAX_QUANTITY = 1_000_000;
const MAX_TEXT = 1_000;
const TOKEN = /^[A-Za-z0-9_-]{1,64}$/;

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A Shopify numeric id (JSON number or digits), as text. */
export function idOf(value: unknown): string | null {
  if (typeof value === 'number') {
    return Number.isSafeInteger(value) && value > 0 ? String(value) : null;
  }
  return typeof value === 'string' && /^[1-9]\d{0,19}$/.test(value) ? value : null;
}

function textOf(value: unknown, max = MAX_TEXT): string | null {
  return typeof value === 'string' && value.length > 0 && value.length <= max ? value : null;
}

function dateOf(value: unknown): Date | null {
  if (typeof value !== 'string' || value.length > 64) return null;
  // ISO 8601 with a time and an offset, as Shopify sends: 2024-11-10T10:30:00-05:00.
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value)) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

function quantityOf(value: unknown): number | null {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= MAX_QUANTITY
    ? value
    : null;
}

/** A line's properties ([{ name, value }]) by name; anything else is no properties. */
function propertiesOf(value: unknown): Map<string, string> {
  const properties = new Map<string, string>();
  if (!Array.isArray(value)) return properties;
  for (const entry of value) {
    if (!isObject(entry) || typeof entry.name !== 'string') continue;
    const text = typeof entry.value === 'number' ? String(entry.value) : entry.value;
    if (typeof text === 'string') properties.set(entry.name, text);
  }
  return properties;
}

function uuidProperty(properties: Map<string, string>, name: string): string | null {
  const value = properties.get(name)?.trim();
  return value && isUuid(value) ? value.toLowerCase() : null;
}

function tokenProperty(properties: Map<string, string>, name: string): string | null {
  const value = properties.get(name)?.trim();
  return value && TOKEN.test(value) ? value : null;
}

function lineOf(value: unknown, currency: string): OrderLineInput | null {
  if (!isObject(value)) return null;
  const lineItemId = idOf(value.id);
  const quantity = quantityOf(value.quantity);
  const priceCents = toMinorUnits(value.price, currency);
  const title = textOf(value.title) ?? textOf(value.name) ?? '';
  if (lineItemId === null || quantity === null || priceCents === null) return null;
  const properties = propertiesOf(value.properties);
  return {
    lineItemId,
    productId: idOf(value.product_id),
    variantId: idOf(value.variant_id),
    title,
    quantity,
    priceCents,
    vendyEventId: uuidProperty(properties, CART_PROPERTIES.eventId),
    vendyLayoutId: uuidProperty(properties, CART_PROPERTIES.layoutId),
    vendyStrategyId: tokenProperty(properties, CART_PROPERTIES.strategyId),
    vendyAnonymousId: tokenProperty(properties, CART_PROPERTIES.anonymousId),
  };
}

/** shop_money of a `*_set` MoneyBag, else the plain field. */
function moneyOf(value: Json, field: string, currency: string): number | null {
  const set = value[`${field}_set`];
  const shopMoney = isObject(set) && isObject(set.shop_money) ? set.shop_money.amount : undefined;
  return toMinorUnits(shopMoney ?? value[field], currency);
}

/**
 * The money a refund returned: its successful refund transactions; without a transactions list,
 * its lines' subtotal and tax.
 */
function refundAmount(value: Json, lines: Json[], currency: string): number | null {
  let total = 0;
  if (Array.isArray(value.transactions)) {
    for (const transaction of value.transactions) {
      if (!isObject(transaction)) return null;
      if (transaction.kind !== 'refund') continue;
      if (transaction.status !== undefined && transaction.status !== 'success') continue;
      const amount = toMinorUnits(transaction.amount, currency);
      if (amount === null) return null;
      total += amount;
    }
    return total;
  }
  for (const line of lines) {
    const subtotal = moneyOf(line, 'subtotal', currency);
    const tax = line.total_tax === undefined ? 0 : moneyOf(line, 'total_tax', currency);
    if (subtotal === null || tax === null) return null;
    total += subtotal + tax;
  }
  return total;
}

/** A refund object (refunds/create's payload, or one of an order's `refunds`). */
export function parseRefund(
  value: unknown,
  currency: string,
  orderId?: string,
): RefundInput | null {
  if (!isObject(value)) return null;
  const refundId = idOf(value.id);
  const refundOrderId = idOf(value.order_id) ?? orderId ?? null;
  const createdAt = dateOf(value.created_at) ?? dateOf(value.processed_at);
  const rawLines = value.refund_line_items ?? [];
  if (refundId === null || refundOrderId === null || createdAt === null) return null;
  if (!Array.isArray(rawLines) || rawLines.length > MAX_LINES) return null;
  if (orderId !== undefined && refundOrderId !== orderId) return null;
  const lines: RefundInput['lines'] = [];
  for (const line of rawLines) {
    if (!isObject(line)) return null;
    const lineItemId = idOf(line.line_item_id);
    const quantity = quantityOf(line.quantity);
    if (lineItemId === null || quantity === null) return null;
    lines.push({ lineItemId, quantity });
  }
  const amountCents = refundAmount(value, rawLines as Json[], currency);
  if (amountCents === null) return null;
  return { refundId, orderId: refundOrderId, createdAt, amountCents, lines };
}

/** The currency a refund's amounts are in (its transactions' or lines' shop money), else USD. */
export function refundCurrency(value: unknown): string {
  if (!isObject(value)) return 'USD';
  const transactions = Array.isArray(value.transactions) ? value.transactions : [];
  for (const transaction of transactions) {
    if (isObject(transaction) && typeof transaction.currency === 'string') {
      if (/^[A-Z]{3}$/.test(transaction.currency)) return transaction.currency;
    }
  }
  const lines = Array.isArray(value.refund_line_items) ? value.refund_line_items : [];
  for (const line of lines) {
    const set = isObject(line) ? line.subtotal_set : undefined;
    const code = isObject(set) && isObject(set.shop_money) ? set.shop_money.currency_code : null;
    if (typeof code === 'string' && /^[A-Z]{3}$/.test(code)) return code;
  }
  return 'USD';
}

/**
 * An order payload, or null when it lacks what an order needs (id, name, currency, total,
 * created_at, well-formed line items). Refunds it carries that cannot be read are left out
 * (`skippedRefunds` counts them): they arrive on their own as refunds/create too.
 */
export function parseOrder(value: unknown): (OrderInput & { skippedRefunds: number }) | null {
  if (!isObject(value)) return null;
  const orderId = idOf(value.id);
  const name = textOf(value.name, 255);
  const currency = typeof value.currency === 'string' ? value.currency : '';
  const createdAt = dateOf(value.created_at);
  const cancelled = value.cancelled_at ?? null;
  const cancelledAt = cancelled === null ? null : dateOf(cancelled);
  const rawLines = value.line_items;
  if (orderId === null || name === null || createdAt === null) return null;
  if (!/^[A-Z]{3}$/.test(currency)) return null;
  if (cancelled !== null && cancelledAt === null) return null;
  if (!Array.isArray(rawLines) || rawLines.length > MAX_LINES) return null;
  const totalCents = toMinorUnits(value.total_price, currency);
  if (totalCents === null) return null;
  // The viewer the store loader wrote to the cart's attributes (Shopify's note_attributes): each
  // line without its own `_vendy_anonymous_id` (added outside the embed) takes it.
  const viewer = tokenProperty(propertiesOf(value.note_attributes), CART_PROPERTIES.anonymousId);
  const lines: OrderLineInput[] = [];
  const seen = new Set<string>();
  for (const raw of rawLines) {
    const line = lineOf(raw, currency);
    if (line === null || seen.has(line.lineItemId)) return null;
    seen.add(line.lineItemId);
    lines.push({ ...line, vendyAnonymousId: line.vendyAnonymousId ?? viewer });
  }
  const refunds: RefundInput[] = [];
  let skippedRefunds = 0;
  for (const raw of Array.isArray(value.refunds) ? value.refunds : []) {
    const refund = parseRefund(raw, currency, orderId);
    if (refund) refunds.push(refund);
    else skippedRefunds += 1;
  }
  return {
    orderId,
    name,
    currency,
    totalCents,
    createdAt,
    cancelledAt,
    updatedAt: dateOf(value.updated_at),
    lines,
    refunds,
    skippedRefunds,
  };
}
