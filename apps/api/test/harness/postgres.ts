// Database-level helpers for tests against a real PostgreSQL server.
import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** The same server and credentials, another database. */
export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

export function uniqueDatabaseName(prefix: string): string {
  return `${prefix}_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
}

/** Runs statements on the server's admin connection (CREATE/DROP DATABASE cannot run in a pool transaction). */
export async function adminQuery(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Names come from uniqueDatabaseName, so quoting is enough; no user input reaches here. */
export const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;
