// createTestDatabase(): a fresh, migrated database for one test file, copied from the one the global
// setup prepared. On PostgreSQL the copy is a uniquely named database, dropped again by close().
import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import { openPglite, openPostgres, type DatabaseConnection } from '../../src/db/connection';
import { adminQuery, quoteIdent, uniqueDatabaseName, withDatabase } from './postgres';
import './provided';

export async function createTestDatabase(): Promise<DatabaseConnection> {
  const source = inject('testDatabase');
  if (source.kind === 'pglite') {
    const dump = await readFile(source.dumpFile);
    return openPglite({ loadDataDir: new Blob([dump]) });
  }

  const name = uniqueDatabaseName('vendy_test');
  await adminQuery(
    source.url,
    `CREATE DATABASE ${quoteIdent(name)} TEMPLATE ${quoteIdent(source.template)}`,
  );
  const database = openPostgres(withDatabase(source.url, name));
  return {
    ...database,
    async close() {
      await database.close();
      await adminQuery(source.url, `DROP DATABASE IF EXISTS ${quoteIdent(name)} WITH (FORCE)`);
    },
  };
}
