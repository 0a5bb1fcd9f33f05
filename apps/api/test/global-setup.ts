// Runs once per test run: prepares one migrated database that every test file then copies, which
// is much faster than migrating a fresh database per file.
//   - PGlite (default): migrate an in-memory PGlite and dump it to a temporary archive.
//   - PostgreSQL (TEST_DATABASE_URL set): migrate a uniquely named template database.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres } from '../src/db/connection';
import { adminQuery, quoteIdent, uniqueDatabaseName, withDatabase } from './harness/postgres';
import './harness/provided';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const template = uniqueDatabaseName('vendy_test_template');
    await adminQuery(url, `CREATE DATABASE ${quoteIdent(template)}`);
    const database = openPostgres(withDatabase(url, template));
    try {
      await database.migrate();
    } finally {
      // A template cannot be copied while anyone is connected to it.
      await database.close();
    }
    project.provide('testDatabase', { kind: 'postgres', url, template });
    return () => adminQuery(url, `DROP DATABASE IF EXISTS ${quoteIdent(template)} WITH (FORCE)`);
  }

  const dir = await mkdtemp(path.join(tmpdir(), 'vendy-api-test-'));
  const dumpFile = path.join(dir, 'migrated.tar');
  const database = await openPglite();
  try {
    await database.migrate();
    // Uncompressed: every test file loads this archive, and unpacking a gzipped one costs each
    // file about a third of a second of CPU more (the archive is ~40 MB instead of ~5 MB).
    const dump = await database.client.dumpDataDir('none');
    await writeFile(dumpFile, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await database.close();
  }
  project.provide('testDatabase', { kind: 'pglite', dumpFile });
  return () => rm(dir, { recursive: true, force: true });
}
