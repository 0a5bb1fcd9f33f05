// A fingerprint of every table of the application's schema: a refused call must leave all of them
// exactly as they were (no row written, changed or deleted anywhere, no mail queued).
import { sql } from 'drizzle-orm';
import type { Database } from '../../src/db/connection';

let tables: string[] | undefined;

async function applicationTables(db: Database): Promise<string[]> {
  if (!tables) {
    const result = await db.execute<{ name: string }>(
      sql`select tablename as name from pg_tables where schemaname = 'public' order by tablename`,
    );
    tables = result.rows.map((row) => row.name);
  }
  return tables;
}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** Table name → row count and the sum of its rows' 64-bit hashes (independent of row order). */
export async function fingerprint(db: Database): Promise<Record<string, string>> {
  const names = await applicationTables(db);
  const columns = names.map(
    (name) =>
      `(select count(*) || ':' || coalesce(sum(hashtextextended(t::text, 0)::numeric), 0) from ${quote(name)} t) as ${quote(name)}`,
  );
  const result = await db.execute<Record<string, string>>(sql.raw(`select ${columns.join(', ')}`));
  const [row] = result.rows;
  if (!row) throw new Error('fingerprint: no row');
  return row;
}
