import { createServer, type Server } from 'node:http';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { BulkCatalogue, toProductInput } from '@vendy/client/domain';
import { openJsonLines } from './jsonl';

/** 10,000 lines shaped like a products bulk result: 1,000 products × (1 + 6 variants + 3 images). */
function* productLines(): Generator<string> {
  for (let p = 1; p <= 1000; p++) {
    const id = `gid://shopify/Product/${8_000_000 + p}`;
    yield JSON.stringify({
      id,
      title: `Product ${p}`,
      handle: `product-${p}`,
      description: 'A fine product.',
      descriptionHtml: '<p>A fine product.</p>',
      vendor: 'Lumen Goods',
      productType: 'T-Shirts',
      status: p % 100 === 0 ? 'DRAFT' : 'ACTIVE',
      featuredImage: { url: `https://cdn.shopify.com/s/files/${p}-0.png` },
    }).replace(/\//g, '\\/');
    for (let v = 0; v < 6; v++) {
      yield JSON.stringify({
        id: `gid://shopify/ProductVariant/${44_000_000 + p * 10 + v}`,
        title: `Size ${v}`,
        price: `${p}.${String(v).padStart(2, '0')}`,
        availableForSale: true,
        selectedOptions: [{ name: 'Size', value: String(v) }],
        image: null,
        __parentId: id,
      });
    }
    for (let i = 0; i < 3; i++) {
      yield JSON.stringify({
        id: `gid://shopify/ProductImage/${30_000_000 + p * 10 + i}`,
        url: `https://cdn.shopify.com/s/files/${p}-${i}.png`,
        __parentId: id,
      });
    }
  }
}

let server: Server | undefined;
afterEach(async () => {
  server?.closeAllConnections();
  server?.close();
  server = undefined;
});

/** Serves the lines in small writes; halfway it waits until `resume` is called. */
async function serve(lines: Iterable<string>, halfway: Promise<void>): Promise<string> {
  const all = [...lines];
  server = createServer(async (_req, res) => {
    res.writeHead(200, { 'content-type': 'application/jsonl' });
    for (let i = 0; i < all.length; i++) {
      if (i === all.length / 2) await halfway;
      if (!res.write(`${all[i]}\n`)) await once(res, 'drain');
    }
    res.end();
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/result.jsonl`;
}

describe('openJsonLines', () => {
  it('parses a 10,000-line bulk result as it streams in', async () => {
    let resume!: () => void;
    const halfway = new Promise<void>((resolve) => (resume = resolve));
    const url = await serve(productLines(), halfway);

    const download = await openJsonLines(url);
    const catalogue = new BulkCatalogue();
    let count = 0;
    for await (const record of download.records) {
      count += 1;
      catalogue.add(record);
      // Records arrive while the server still holds back the second half: nothing waits for
      // the whole file.
      if (count === 100) resume();
    }
    expect(count).toBe(10_000);

    const products = catalogue.products;
    expect(products).toHaveLength(1000);
    const last = toProductInput(products[999]!);
    expect(last).toMatchObject({ title: 'Product 1000', price: 1000.05, availableForSale: false });
    expect(last.variants).toHaveLength(6);
    expect(products[0]!.images).toHaveLength(3);
    expect(toProductInput(products[41]!).price).toBe(42.05);
  });

  it('reports the HTTP status of a refused download', async () => {
    server = createServer((_req, res) => {
      res.writeHead(403).end('denied');
    });
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/x`;
    await expect(openJsonLines(url)).rejects.toMatchObject({ status: 403 });
  });
});
