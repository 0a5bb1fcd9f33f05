// createTestDatabase(): a fresh, migrated database for one test file, copied from the one the global
// setup prepared. On PostgreSQL the copy is a uniquely named database, dropped again by close().
import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import { openPglite, openPostgres, type DatabaseConnection } from '../../src/db/connection';
import { adminQuery, quoteIdent, uniqueDatabaseName, withDatabase } from './postgres';
import './provided';

/** The migrated archive, read once per worker (the files of a worker share this module). */
let archive: Promise<Blob> | undefined;

/**
 * The archive as PGlite reads it (`arrayBuffer()` and `type`), handing over the file's own bytes.
 * A `new Blob([bytes])` of the ~44 MB archive copied it twice more per database (into the Blob,
 * then out of it), about a second of CPU per test database on a busy machine. PGlite only reads it.
 */
function readArchive(file: string): Promise<Blob> {
  archive ??= readFile(file).then((bytes) => {
    const buffer = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);
    const blob: Pick<Blob, 'type' | 'size' | 'arrayBuffer'> = {
      type: 'application/x-tar',
      size: buffer.byteLength,
      arrayBuffer: () => Promise.resolve(buffer),
    };
    return blob as Blob;
  });
  return archive;
}

export async function createTestDatabase(): Promise<DatabaseConnection> {
  const source = inject('testDatabase');
  if (source.kind === 'pglite') {
    // A test database holds a few rows: 16MB of shared buffers instead of 128MB, which PGlite
    // clears at each start (about 0.8 s of CPU each).
    return openPglite({ loadDataDir: await readArchive(source.dumpFile), sharedBuffers: '16MB' });
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
