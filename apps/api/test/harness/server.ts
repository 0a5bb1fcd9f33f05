// startTestServer(): the real app on a random free port, with its own test database, and a gql()
// helper that speaks to it like the browser client does (CSRF header included).
import { createApp, type App } from '../../src/app';
import { loadConfig } from '../../src/config';
import type { DatabaseConnection } from '../../src/db/connection';
import { createTestDatabase } from './database';

export interface GqlResponse<TData> {
  status: number;
  headers: Headers;
  body: {
    data?: TData | null;
    errors?: Array<{
      message: string;
      path?: Array<string | number>;
      extensions?: Record<string, unknown>;
    }>;
  };
}

export interface GqlOptions {
  headers?: Record<string, string>;
}

export interface TestServer {
  url: string;
  app: App;
  database: DatabaseConnection;
  gql<TData = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
    options?: GqlOptions,
  ): Promise<GqlResponse<TData>>;
  close(): Promise<void>;
}

export interface TestServerOptions {
  /** Environment on top of NODE_ENV=test (e.g. NODE_ENV=production to test production behaviour). */
  env?: Record<string, string>;
  webDist?: string;
  embedDist?: string;
  /** Defaults to a fresh createTestDatabase(), closed with the server. */
  database?: DatabaseConnection;
}

export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...options.env });
  const ownsDatabase = options.database === undefined;
  const database = options.database ?? (await createTestDatabase());
  const app = await createApp(config, {
    database,
    ...(options.webDist === undefined ? {} : { webDist: options.webDist }),
    ...(options.embedDist === undefined ? {} : { embedDist: options.embedDist }),
  });
  const url = await app.listen(0);

  return {
    url,
    app,
    database,
    gql: gqlAt(url),
    async close() {
      await app.close();
      if (ownsDatabase) await database.close();
    },
  };
}

/** A gql() that speaks to the server at `url` like the browser client does (CSRF header included). */
export function gqlAt(url: string): TestServer['gql'] {
  return async (query, variables, gqlOptions = {}) => {
    const response = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        'x-vendy-csrf': '1',
        ...gqlOptions.headers,
      },
      body: JSON.stringify({ query, variables }),
    });
    return { status: response.status, headers: response.headers, body: await response.json() };
  };
}
