// The GraphQL request pipeline (error masking, limits, production hardening, cookies) on a small
// schema of its own, so each behaviour can be provoked on purpose.
import { parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { loadConfig, type Config } from '../src/config';
import type { Database } from '../src/db/connection';
import { UserError } from '../src/errors';
import type { ResolverMap as Resolvers } from '../src/graphql/resolvers';
import { buildSchema } from '../src/graphql/schema';
import { createGraphQLServer } from '../src/graphql/yoga';
import { Reply } from '../src/http/reply';
import { createLogger } from '../src/logger';
import type { Services } from '../src/services';

const typeDefs = parse(`
  scalar DateTime
  scalar JSON
  type Node { id: ID! child: Node when: DateTime }
  type Query {
    broken: String
    refused: String
    node: Node
    echoDate(at: DateTime!): DateTime
    echoJson(value: JSON): JSON
    missing: String
  }
  type Mutation { signIn: Boolean }
`);

const resolvers: Resolvers = {
  Query: {
    broken: () => {
      throw new TypeError("Cannot read properties of undefined (reading 'password')");
    },
    refused: () => {
      throw new UserError('Unable to login.');
    },
    node: () => ({ id: '1', when: new Date('2026-11-20T23:15:00Z') }),
    echoDate: (_parent, args: { at: Date }) => args.at,
    echoJson: (_parent, args: { value: unknown }) => args.value,
  },
  Node: { child: (parent: { id: string }) => ({ id: `${parent.id}.1` }) },
  Mutation: {
    signIn: (_parent, _args, context) => {
      context.reply.setCookie('vendy_session', 'abc');
      return true;
    },
  },
};

function setup(env: Record<string, string> = {}) {
  const config: Config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'info',
    SESSION_SECRET: 'x'.repeat(32),
    ...env,
  });
  const logs: Array<Record<string, unknown>> = [];
  const logger = createLogger(config, {
    write: (line: string) => void logs.push(JSON.parse(line)),
  });
  const yoga = createGraphQLServer({
    // These resolvers never touch the database nor any other service.
    services: { config, db: {} as Database } as Services,
    logger,
    schema: buildSchema({ typeDefs, resolvers: [resolvers] }),
  });
  async function gql(query: string, variables?: Record<string, unknown>) {
    const response = await yoga.fetch(
      'http://vendy.test/graphql',
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-vendy-csrf': '1' },
        body: JSON.stringify({ query, variables }),
      },
      { requestId: 'req-1', logger: logger.child({ requestId: 'req-1' }), reply: new Reply(false) },
    );
    return {
      response,
      body: (await response.json()) as {
        data?: Record<string, unknown> | null;
        errors?: Array<{ message: string; extensions?: Record<string, unknown> }>;
      },
    };
  }
  return { gql, logs };
}

describe('errors', () => {
  it('masks an unexpected error and logs it with the request context', async () => {
    const { gql, logs } = setup();
    const { body } = await gql('query signInPage { broken }');
    expect(body).toEqual({
      data: { broken: null },
      errors: [
        {
          message: 'Unexpected error.',
          locations: [{ line: 1, column: 20 }],
          path: ['broken'],
          extensions: { code: 'INTERNAL_SERVER_ERROR' },
        },
      ],
    });
    const logged = logs.find((l) => l.msg === 'unexpected error while executing an operation');
    expect(logged).toMatchObject({
      level: 50,
      requestId: 'req-1',
      operationName: 'signInPage',
      path: 'broken',
      err: {
        type: 'TypeError',
        message: "Cannot read properties of undefined (reading 'password')",
      },
    });
    expect(JSON.stringify(body)).not.toContain('password');
  });

  it("passes a UserError's message through unchanged, without logging it as a failure", async () => {
    const { gql, logs } = setup();
    const { body } = await gql('{ refused }');
    expect(body.errors).toEqual([
      expect.objectContaining({
        message: 'Unable to login.',
        extensions: { code: 'BAD_USER_INPUT' },
      }),
    ]);
    expect(logs.filter((l) => (l.level as number) >= 50)).toEqual([]);
  });

  it('names the operation when a field has no resolver', async () => {
    const { gql } = setup();
    const { body } = await gql('{ missing }');
    expect(body.errors?.[0]?.message).toBe('Operation "missing" is not implemented yet.');
  });
});

describe('scalars', () => {
  it('sends dates as ISO-8601 strings in UTC and reads them back', async () => {
    const { gql } = setup();
    const { body } = await gql('query ($at: DateTime!) { node { when } echoDate(at: $at) }', {
      at: '2026-11-20T23:15:00+01:00',
    });
    expect(body.data).toEqual({
      node: { when: '2026-11-20T23:15:00.000Z' },
      echoDate: '2026-11-20T22:15:00.000Z',
    });
  });

  it('refuses a date that is not ISO-8601', async () => {
    const { gql } = setup();
    const { body } = await gql('query ($at: DateTime!) { echoDate(at: $at) }', { at: 'tomorrow' });
    expect(body.errors?.[0]?.message).toContain('DateTime must be an ISO-8601 date-time string.');
  });

  it('passes JSON values through', async () => {
    const { gql } = setup();
    const value = { a: [1, 'two', null], b: { c: true } };
    const { body } = await gql('query ($v: JSON) { echoJson(value: $v) }', { v: value });
    expect(body.data).toEqual({ echoJson: value });
  });
});

describe('limits', () => {
  const nested = (depth: number) =>
    `{ node { ${'child { '.repeat(depth - 2)}id${' }'.repeat(depth - 2)} } }`;

  it('accepts an operation 12 levels deep and refuses 13', async () => {
    const { gql } = setup();
    expect((await gql(nested(12))).body.errors).toBeUndefined();
    const { body } = await gql(nested(13));
    expect(body.errors?.[0]?.message).toMatch(/depth/i);
    expect(body.data).toBeUndefined();
  });

  it('refuses too many aliases', async () => {
    const { gql } = setup();
    const aliases = Array.from({ length: 16 }, (_, i) => `a${i}: node { id }`).join(' ');
    const { body } = await gql(`{ ${aliases} }`);
    expect(body.errors?.[0]?.message).toMatch(/aliases/i);
  });
});

describe('production hardening', () => {
  it('allows introspection outside production', async () => {
    const { gql } = setup();
    const { body } = await gql('{ __schema { queryType { name } } }');
    expect(body.data).toEqual({ __schema: { queryType: { name: 'Query' } } });
  });

  it('refuses introspection in production', async () => {
    const { gql } = setup({ NODE_ENV: 'production' });
    const { body } = await gql('{ __schema { queryType { name } } }');
    expect(body.data).toBeUndefined();
    expect(body.errors?.[0]?.message).toMatch(/introspection/i);
  });

  it('suggests field names in development only', async () => {
    const dev = await setup().gql('{ brokn }');
    expect(dev.body.errors?.[0]?.message).toContain('Did you mean "broken"?');
    const prod = await setup({ NODE_ENV: 'production' }).gql('{ brokn }');
    expect(prod.body.errors?.[0]?.message).toContain('Cannot query field "brokn"');
    expect(prod.body.errors?.[0]?.message).not.toContain('broken');
  });
});

describe('reply', () => {
  it('puts cookies set by a resolver on the response', async () => {
    const { gql } = setup();
    const { response, body } = await gql('mutation { signIn }');
    expect(body.data).toEqual({ signIn: true });
    expect(response.headers.get('set-cookie')).toBe(
      'vendy_session=abc; Path=/; HttpOnly; SameSite=Lax',
    );
  });
});
