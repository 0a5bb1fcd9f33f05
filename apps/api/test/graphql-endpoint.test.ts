// The /graphql endpoint of the real server, with the contract's SDL.
import { graphql } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSchema } from '../src/graphql/schema';
import { loadTypeDefs } from '../src/graphql/sdl';
import { implementedOperations } from '../src/composition';
import { startTestServer, type TestServer } from './harness/server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** Field names of a root type as the SDL files declare them (across `extend type`). */
function sdlFields(typeName: 'Query' | 'Mutation'): string[] {
  const names: string[] = [];
  for (const def of loadTypeDefs().definitions) {
    if ('name' in def && def.name?.value === typeName && 'fields' in def) {
      for (const field of def.fields ?? []) names.push(field.name.value);
    }
  }
  return names.sort();
}

interface IntrospectedType {
  fields: Array<{ name: string }> | null;
}

async function rootFields(): Promise<{ query: string[]; mutation: string[] }> {
  const res = await server.gql<{ query: IntrospectedType; mutation: IntrospectedType }>(
    '{ query: __type(name: "Query") { fields { name } } mutation: __type(name: "Mutation") { fields { name } } }',
  );
  expect(res.body.errors).toBeUndefined();
  const names = (t: IntrospectedType | undefined) => (t?.fields ?? []).map((f) => f.name).sort();
  return { query: names(res.body.data?.query), mutation: names(res.body.data?.mutation) };
}

describe('getCurrentUser', () => {
  it('answers an anonymous visitor with no auth, no user and no groups', async () => {
    const res = await server.gql(
      'query getCurrentUser { getCurrentUser { auth { isAdmin } user { id } groups { id } currentGroup { id } } }',
    );
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      data: { getCurrentUser: { auth: null, user: null, groups: [], currentGroup: null } },
    });
  });
});

describe('CSRF protection', () => {
  it('refuses a POST without the x-vendy-csrf header, before running anything', async () => {
    const response = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ getCurrentUser { groups { id } } }' }),
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({
      errors: [
        { message: 'Requests must carry the "x-vendy-csrf" header.', extensions: { code: 'CSRF' } },
      ],
    });
  });

  it('refuses a GET without the header too', async () => {
    const query = encodeURIComponent('{ getCurrentUser { groups { id } } }');
    const response = await fetch(`${server.url}/graphql?query=${query}`);
    expect(response.status).toBe(403);
  });

  it('grants no cross-origin access', async () => {
    const res = await server.gql('{ getCurrentUser { groups { id } } }', undefined, {
      headers: { origin: 'https://attacker.example' },
    });
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('schema from the SDL files', () => {
  it('introspection lists the Query and Mutation fields of packages/client/schema', async () => {
    const { query, mutation } = await rootFields();
    expect(query).toEqual(sdlFields('Query'));
    expect(mutation).toEqual(sdlFields('Mutation'));
    expect(query).toContain('getCurrentUser');
  });

  it('answers an operation without a resolver with an error naming it', async () => {
    // Every operation of the contract has its resolver now; the guard still covers one that the
    // SDL gains before its module does: here the same SDL with no module's resolvers at all.
    const schema = buildSchema({ resolvers: [] });
    const source = 'mutation { logout { __typename } }';
    const result = await graphql({ schema, source, contextValue: {} });
    expect(result.data).toBeNull();
    expect(result.errors?.map((error) => error.toJSON())).toEqual([
      {
        message: 'Operation "logout" is not implemented yet.',
        path: ['logout'],
        locations: [{ line: 1, column: 'mutation { '.length + 1 }],
        extensions: { code: 'NOT_IMPLEMENTED' },
      },
    ]);
  });

  it('serves every operation of the contract with a resolver', async () => {
    const { query, mutation } = await rootFields();
    expect(implementedOperations()).toEqual([...query, ...mutation].sort());
  });

  it('tags every response with the request id', async () => {
    const res = await server.gql('{ getCurrentUser { groups { id } } }', undefined, {
      headers: { 'x-request-id': 'trace-123' },
    });
    expect(res.headers.get('x-request-id')).toBe('trace-123');
  });
});
