// Server-wide settings stored as JSON under a key (e.g. whether the demo data has been created).
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { appSettings } from '../../db/schema';

/** Any JSON value. */
export type SettingValue =
  string | number | boolean | null | SettingValue[] | { [key: string]: SettingValue };

/** The stored value, or undefined when the key was never set. */
export async function getSetting<T extends SettingValue = SettingValue>(
  db: Database,
  key: string,
): Promise<T | undefined> {
  const [row] = await db
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, key));
  return row?.value as T | undefined;
}

export async function setSetting(db: Database, key: string, value: SettingValue): Promise<void> {
  const updatedAt = new Date();
  await db
    .insert(appSettings)
    .values({ key, value, updatedAt })
    .onConflictDoUpdate({ target: appSettings.key, set: { value, updatedAt } });
}
