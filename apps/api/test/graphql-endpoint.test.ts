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

/** The named type under NON_NULL and LIST wrappers. */
function innermostKind(type: TypeRef | null | undefined): string | undefined {
  return type?.ofType ? innermostKind(type.ofType) : type?.kind;
}

/**
 * An operation the SDL has and no resolver answers yet: `logout` when it is one; otherwise any
 * unimplemented Mutation field, then Query field, that takes no required argument and returns
 * objects (so `{ __typename }` is a valid selection).
 */
async function unimplementedOperation(): Promise<{ kind: 'mutation' | 'query'; name: string }> {
  const fields =
    '{ fields { name type { kind ofType { kind ofType { kind ofType { kind } } } } args { type { kind } } } }';
  const res = await server.gql<{
    mutation: { fields: Array<{ name: string; type: TypeRef; args: Array<{ type: TypeRef }> }> };
    query: { fields: Array<{ name: string; type: TypeRef; args: Array<{ type: TypeRef }> }> };
  }>(`{ mutation: __type(name: "Mutation") ${fields} query: __type(name: "Query") ${fields} }`);
  const implemented = new Set(implementedOperations());
  const open = (
    list: Array<{ name: string; type: TypeRef; args: Array<{ type: TypeRef }> }> = [],
  ) =>
    list.filter(
      (f) =>
        !implemented.has(f.name) &&
        f.args.every((a) => a.type.kind !== 'NON_NULL') &&
        innermostKind(f.type) === 'OBJECT',
    );
  const mutations = open(res.body.data?.mutation.fields);
  const queries = open(res.body.data?.query.fields);
  const mutation = mutations.find((f) => f.name === 'logout') ?? mutations[0];
  if (mutation) return { kind: 'mutation', name: mutation.name };
  if (queries[0]) return { kind: 'query', name: queries[0].name };
  throw new Error('no unimplemented operation without required arguments');
}

interface TypeRef {
  kind: string;
  ofType?: TypeRef | null;
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
    const { kind, name } = await unimplementedOperation();
    const res = await server.gql(`${kind} { ${name} { __typename } }`);
    expect(res.status).toBe(200);
    expect(res.body.data).toBeNull();
    expect(res.body.errors).toEqual([
      {
        message: `Operation "${name}" is not implemented yet.`,
        path: [name],
        locations: [{ line: 1, column: `${kind} { `.length + 1 }],
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
