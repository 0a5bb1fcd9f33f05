import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseConnection } from '../src/db/connection';
import { getSetting, setSetting } from '../src/modules/settings/service';
import { createTestDatabase } from './harness/database';

const expectedDriver = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';

describe(`test database harness (${expectedDriver})`, () => {
  let first: DatabaseConnection;
  let second: DatabaseConnection;
  beforeAll(async () => {
    [first, second] = await Promise.all([createTestDatabase(), createTestDatabase()]);
  });
  afterAll(async () => {
    await Promise.all([first.close(), second.close()]);
  });

  it('gives a migrated database on the configured engine', async () => {
    expect(first.driver).toBe(expectedDriver);
    const result = await first.db.execute<{ name: string }>(
      sql`select table_name as name from information_schema.tables where table_schema = 'public'`,
    );
    expect(result.rows.map((r) => r.name)).toContain('app_settings');
  });

  it('keeps every database separate from the others', async () => {
    await setSetting(first.db, 'isolation', 'first');
    expect(await getSetting(first.db, 'isolation')).toBe('first');
    expect(await getSetting(second.db, 'isolation')).toBeUndefined();
  });

  it('migrating again changes nothing', async () => {
    await setSetting(first.db, 'kept', 1);
    await first.migrate();
    expect(await getSetting(first.db, 'kept')).toBe(1);
  });
});

describe('settings service', () => {
  let database: DatabaseConnection;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('returns undefined for a key never set', async () => {
    expect(await getSetting(database.db, 'demo.created')).toBeUndefined();
  });

  it('stores JSON values and overwrites them', async () => {
    await setSetting(database.db, 'demo', { created: true, at: '2026-01-01', ids: [1, 2] });
    expect(await getSetting(database.db, 'demo')).toEqual({
      created: true,
      at: '2026-01-01',
      ids: [1, 2],
    });
    await setSetting(database.db, 'demo', false);
    expect(await getSetting(database.db, 'demo')).toBe(false);
  });

  it('records when a value last changed', async () => {
    const before = Date.now();
    await setSetting(database.db, 'stamp', 'x');
    const result = await database.db.execute<{ updated_at: string | Date }>(
      sql`select updated_at from app_settings where key = 'stamp'`,
    );
    const updatedAt = new Date(result.rows[0]!.updated_at).getTime();
    expect(updatedAt).toBeGreaterThanOrEqual(before - 1000);
    expect(updatedAt).toBeLessThanOrEqual(Date.now() + 1000);
  });
});
