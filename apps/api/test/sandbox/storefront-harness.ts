// A shopper for the sandbox storefront tests: keeps the store's cart cookie like a browser, and
// picks products of the shop's generated catalogue by what a test needs.
import { sandboxCatalogue } from '../../src/sandbox/shopify/catalogue/generate';
import type { SandboxProduct, SandboxVariant } from '../../src/sandbox/shopify/catalogue/types';

export const SHOP = 'storefront-test.myshopify.com';
export const ROOT = `/sandbox/shopify/${SHOP}/`;

export class Shopper {
  cookie = '';
  setCookie = '';

  constructor(
    private readonly baseUrl: string,
    readonly root = ROOT,
  ) {}

  async request(path: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.cookie) headers.set('cookie', this.cookie);
    const response = await fetch(`${this.baseUrl}${this.root}${path}`, {
      redirect: 'manual',
      ...init,
      headers,
    });
    const set = response.headers.get('set-cookie');
    if (set) {
      this.setCookie = set;
      this.cookie = set.split(';')[0] ?? '';
    }
    return response;
  }

  json(path: string, body: unknown): Promise<Response> {
    return this.request(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
    });
  }

  form(path: string, fields: Record<string, string>): Promise<Response> {
    return this.request(path, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    });
  }

  async cart(): Promise<CartBody> {
    return (await (await this.request('cart.js')).json()) as CartBody;
  }

  async html(path: string): Promise<{ status: number; html: string; headers: Headers }> {
    const response = await this.request(path, { headers: { accept: 'text/html' } });
    return { status: response.status, html: await response.text(), headers: response.headers };
  }
}

export interface LineBody {
  id: number;
  variant_id: number;
  key: string;
  quantity: number;
  price: number;
  line_price: number;
  final_line_price: number;
  properties: Record<string, string>;
  product_id: number;
  product_title: string;
  title: string;
  handle: string;
  url: string;
  variant_title: string | null;
}

export interface CartBody {
  token: string;
  item_count: number;
  total_price: number;
  items_subtotal_price: number;
  currency: string;
  items: LineBody[];
}

export interface Pick {
  product: SandboxProduct;
  variant: SandboxVariant;
}

const catalogue = () => sandboxCatalogue(SHOP);
const active = (p: SandboxProduct) => p.status === 'ACTIVE';

/** A variant for sale with at least `stock` in inventory (and a product with several variants). */
export function inStock(stock = 10, skip = 0): Pick {
  const picks = catalogue()
    .products.filter((p) => active(p) && p.variants.length > 1)
    .flatMap((product) =>
      product.variants
        .filter((v) => v.availableForSale && v.inventoryQuantity >= stock)
        .map((variant) => ({ product, variant })),
    );
  const pick = picks[skip];
  if (!pick) throw new Error('no such variant in the sandbox catalogue');
  return pick;
}

export function soldOut(): Pick {
  for (const product of catalogue().products.filter(active)) {
    const variant = product.variants.find((v) => !v.availableForSale);
    if (variant) return { product, variant };
  }
  throw new Error('no sold-out variant');
}

export function draft(): Pick {
  const product = catalogue().products.find((p) => p.status === 'DRAFT');
  if (!product?.variants[0]) throw new Error('no draft product');
  return { product, variant: product.variants[0] };
}
