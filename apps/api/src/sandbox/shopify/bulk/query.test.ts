import { describe, expect, it } from 'vitest';
import { checkBulkQuery, flattenBulkResult, serializeLine, type JsonObject } from './query';
import { sandboxSchema } from '../admin-api';

describe('flattenBulkResult', () => {
  it('writes each node, then its nested connections’ nodes with __parentId', () => {
    const data: JsonObject = {
      collections: {
        edges: [
          {
            node: {
              id: 'gid://shopify/Collection/1',
              title: 'Summer',
              image: { url: 'https://x/1.png' },
              products: {
                nodes: [{ id: 'gid://shopify/Product/1' }, { id: 'gid://shopify/Product/2' }],
              },
            },
          },
          { node: { id: 'gid://shopify/Collection/2', title: 'Empty', products: { edges: [] } } },
        ],
      },
    };
    expect([...flattenBulkResult(data)]).toEqual([
      {
        record: {
          id: 'gid://shopify/Collection/1',
          title: 'Summer',
          image: { url: 'https://x/1.png' },
        },
        root: true,
      },
      {
        record: { id: 'gid://shopify/Product/1', __parentId: 'gid://shopify/Collection/1' },
        root: false,
      },
      {
        record: { id: 'gid://shopify/Product/2', __parentId: 'gid://shopify/Collection/1' },
        root: false,
      },
      { record: { id: 'gid://shopify/Collection/2', title: 'Empty' }, root: true },
    ]);
  });

  it('escapes slashes as Shopify’s encoder does', () => {
    expect(serializeLine({ id: 'gid://shopify/Product/1' })).toBe(
      '{"id":"gid:\\/\\/shopify\\/Product\\/1"}\n',
    );
  });
});

describe('checkBulkQuery', () => {
  const schema = sandboxSchema();

  it('accepts queries with fragments, nodes or edges', () => {
    expect(() =>
      checkBulkQuery(
        schema,
        'query { products { nodes { ...P variants { edges { node { id } } } } } } fragment P on Product { id title }',
      ),
    ).not.toThrow();
  });

  it('refuses what Shopify refuses', () => {
    const cases: Array<[string, RegExp]> = [
      ['{ products {', /Invalid bulk query: Syntax Error/],
      [
        'mutation { bulkOperationCancel(id: "x") { userErrors { message } } }',
        /exactly one query operation/,
      ],
      ['{ products { nodes { id } } collections { nodes { id } } }', /exactly one top-level field/],
      [
        '{ products { nodes { title images { nodes { url } } } } }',
        /Connection fields without 'id': images/,
      ],
      [
        '{ products { nodes { id a: images { nodes { url } } b: images { nodes { url } } c: variants { nodes { id } } d: variants { nodes { id } } e: collections { nodes { id } } } } }',
        /more than 5 connections/,
      ],
    ];
    for (const [query, message] of cases) {
      expect(() => checkBulkQuery(schema, query), query).toThrow(message);
    }
  });
});
