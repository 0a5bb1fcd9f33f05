// The depth, cost, alias and token limits stop abusive queries, never the app's own: every
// operation the merchant app and the embeds send (the generated documents of packages/client)
// passes them. A limit tightened too far, or an operation grown too deep, fails here first.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as generated from '../../../packages/client/src/generated/graphql';
import { startTestServer, type TestServer } from './harness/server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const documents = Object.entries(generated)
  .filter(([name, value]) => name.endsWith('Document') && value instanceof String)
  .map(([name, value]) => [name, String(value)] as const);

const LIMIT_ERROR = /limit of \d+ exceeded/i;

describe('query limits', () => {
  it('has the app operations to check', () => {
    expect(documents.length).toBeGreaterThan(100);
  });

  it('lets every operation of the app through the depth, cost, alias and token limits', async () => {
    const refused: string[] = [];
    for (const [name, query] of documents) {
      // Anonymous and without variables: whatever else fails, a limit error comes first.
      const response = await server.gql(query);
      const messages = (response.body.errors ?? []).map((e) => e.message);
      const limit = messages.find((m) => LIMIT_ERROR.test(m));
      if (limit) refused.push(`${name}: ${limit}`);
    }
    expect(refused).toEqual([]);
  });

  it('still refuses a query deeper than the limit', async () => {
    let selection = 'id';
    for (let i = 0; i < 5; i += 1) selection = `currentGroup { users { group { ${selection} } } }`;
    const response = await server.gql(`{ getCurrentUser { ${selection} } }`);
    const messages = (response.body.errors ?? []).map((e) => e.message);
    expect(messages).toContainEqual(expect.stringMatching(/depth limit of 12 exceeded/i));
  });

  it('still refuses a query that asks for too much', async () => {
    const fields = Array.from(
      { length: 400 },
      (_, i) => `a${i}: getCurrentUser { user { id email } }`,
    );
    const response = await server.gql(`{ ${fields.join(' ')} }`);
    expect(response.body.errors?.length).toBeGreaterThan(0);
    expect(response.body.data ?? null).toBeNull();
  });
});
