// Shopify's REST webhook payloads for orders and refunds (the shapes of Shopify's reference
// examples: ids as numbers, money as decimal strings, a refund line's subtotal as a number), and
// signed deliveries to the app's webhook route.
import { signWebhookBody } from '../../src/providers/shopify';

export interface LineFixture {
  id: number;
  product_id?: number | null;
  variant_id?: number | null;
  title?: string;
  quantity?: number;
  price?: string;
  properties?: { name: string; value: unknown }[];
}

export function lineItem(line: LineFixture) {
  return {
    id: line.id,
    admin_graphql_api_id: `gid://shopify/LineItem/${line.id}`,
    product_id: line.product_id === undefined ? 632910392 : line.product_id,
    variant_id: line.variant_id === undefined ? 808950810 : line.variant_id,
    title: line.title ?? 'IPod Nano - 8GB',
    variant_title: 'Pink',
    name: `${line.title ?? 'IPod Nano - 8GB'} - Pink`,
    quantity: line.quantity ?? 1,
    current_quantity: line.quantity ?? 1,
    price: line.price ?? '199.00',
    price_set: {
      shop_money: { amount: line.price ?? '199.00', currency_code: 'USD' },
      presentment_money: { amount: line.price ?? '199.00', currency_code: 'USD' },
    },
    sku: 'IPOD2008PINK',
    vendor: null,
    taxable: true,
    gift_card: false,
    requires_shipping: true,
    fulfillment_status: null,
    total_discount: '0.00',
    discount_allocations: [],
    tax_lines: [],
    properties: line.properties ?? [],
  };
}

export interface OrderFixture {
  id: number;
  name?: string;
  currency?: string;
  total_price?: string;
  created_at?: string;
  cancelled_at?: string | null;
  /** Shopify's version of the order; created_at when omitted. */
  updated_at?: string;
  line_items?: LineFixture[];
  refunds?: unknown[];
}

export function orderPayload(order: OrderFixture) {
  return {
    id: order.id,
    admin_graphql_api_id: `gid://shopify/Order/${order.id}`,
    name: order.name ?? '#1001',
    order_number: 1001,
    email: 'bob.norman@mail.example.com',
    created_at: order.created_at ?? '2026-11-20T10:30:00-05:00',
    updated_at: order.updated_at ?? order.created_at ?? '2026-11-20T10:30:00-05:00',
    processed_at: order.created_at ?? '2026-11-20T10:30:00-05:00',
    cancelled_at: order.cancelled_at ?? null,
    cancel_reason: order.cancelled_at ? 'customer' : null,
    currency: order.currency ?? 'USD',
    presentment_currency: order.currency ?? 'USD',
    financial_status: 'paid',
    total_price: order.total_price ?? '398.00',
    current_total_price: order.total_price ?? '398.00',
    subtotal_price: order.total_price ?? '398.00',
    total_tax: '0.00',
    note_attributes: [],
    line_items: (order.line_items ?? [{ id: 466157049, quantity: 2 }]).map(lineItem),
    refunds: order.refunds ?? [],
    test: false,
  };
}

export interface RefundFixture {
  id: number;
  order_id: number;
  lines: { line_item_id: number; quantity: number; subtotal: number }[];
  amount?: string;
}

export function refundPayload(refund: RefundFixture) {
  return {
    id: refund.id,
    admin_graphql_api_id: `gid://shopify/Refund/${refund.id}`,
    order_id: refund.order_id,
    created_at: '2026-11-21T09:00:00-05:00',
    processed_at: '2026-11-21T09:00:00-05:00',
    note: 'wrong size',
    restock: false,
    user_id: null,
    refund_line_items: refund.lines.map((line, index) => ({
      id: refund.id + index + 1,
      line_item_id: line.line_item_id,
      quantity: line.quantity,
      restock_type: 'no_restock',
      location_id: null,
      subtotal: line.subtotal,
      total_tax: 0.0,
      subtotal_set: {
        shop_money: { amount: line.subtotal.toFixed(2), currency_code: 'USD' },
        presentment_money: { amount: line.subtotal.toFixed(2), currency_code: 'USD' },
      },
    })),
    transactions: [
      {
        id: refund.id + 100,
        order_id: refund.order_id,
        kind: 'refund',
        gateway: 'bogus',
        status: 'success',
        amount: refund.amount ?? refund.lines.reduce((s, l) => s + l.subtotal, 0).toFixed(2),
        currency: 'USD',
        created_at: '2026-11-21T09:00:00-05:00',
      },
    ],
    order_adjustments: [],
  };
}

/** POSTs a webhook as Shopify does: the raw body signed with the app secret. */
export function deliver(
  baseUrl: string,
  secret: string,
  topic: string,
  shop: string,
  payload: unknown,
  options: { hmac?: string; raw?: string } = {},
): Promise<Response> {
  const body = options.raw ?? JSON.stringify(payload);
  return fetch(`${baseUrl}/webhooks/shopify/${topic}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-shopify-topic': topic,
      'x-shopify-shop-domain': shop,
      'x-shopify-api-version': '2025-01',
      'x-shopify-webhook-id': crypto.randomUUID(),
      'x-shopify-hmac-sha256': options.hmac ?? signWebhookBody(body, secret),
    },
    body,
  });
}
