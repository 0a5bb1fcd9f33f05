// The /graphql endpoint of the real server, with the contract's SDL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

/**
 * `logout` when the SDL has it and it is not implemented; otherwise any unimplemented Mutation
 * field that takes no required argument and returns an object (so `{ __typename }` is valid).
 */
async function unimplementedMutation(): Promise<string> {
  const res = await server.gql<{
    __type: {
      fields: Array<{ name: string; type: TypeRef; args: Array<{ type: TypeRef }> }>;
    };
  }>(
    '{ __type(name: "Mutation") { fields { name type { kind ofType { kind } } args { type { kind } } } } }',
  );
  const implemented = new Set(implementedOperations());
  const candidates = (res.body.data?.__type.fields ?? []).filter(
    (f) =>
      !implemented.has(f.name) &&
      f.args.every((a) => a.type.kind !== 'NON_NULL') &&
      (f.type.kind === 'OBJECT' || f.type.ofType?.kind === 'OBJECT'),
  );
  const name = candidates.find((f) => f.name === 'logout')?.name ?? candidates[0]?.name;
  if (name === undefined) throw new Error('no unimplemented Mutation field without arguments');
  return name;
}

interface TypeRef {
  kind: string;
  ofType?: { kind: string } | null;
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
    const name = await unimplementedMutation();
    const res = await server.gql(`mutation { ${name} { __typename } }`);
    expect(res.status).toBe(200);
    expect(res.body.data).toBeNull();
    expect(res.body.errors).toEqual([
      {
        message: `Operation "${name}" is not implemented yet.`,
        path: [name],
        locations: [{ line: 1, column: 12 }],
        extensions: { code: 'NOT_IMPLEMENTED' },
      },
    ]);
  });

  it('tags every response with the request id', async () => {
    const res = await server.gql('{ getCurrentUser { groups { id } } }', undefined, {
      headers: { 'x-request-id': 'trace-123' },
    });
    expect(res.headers.get('x-request-id')).toBe('trace-123');
  });
});
