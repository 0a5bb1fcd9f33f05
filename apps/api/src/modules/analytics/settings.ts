// A group's analytics settings (README "Settings"): the attribution window, 1, 7 or 30 days
// (default ATTRIBUTION_WINDOW_DAYS). No row means the defaults; saving writes the one row.
import { eq, sql } from 'drizzle-orm';
import {
  ATTRIBUTION_WINDOW_DAYS,
  isAttributionWindow,
  type AttributionWindowDays,
} from '@vendy/client/domain';
import type { Database } from '../../db/connection';
import { analyticsSettings } from '../../db/schema';

export interface AnalyticsSettings {
  attributionWindowDays: AttributionWindowDays;
}

/** The group's attribution window in days (the default when the group never chose one). */
export async function attributionWindowOf(
  db: Database,
  groupId: string,
): Promise<AttributionWindowDays> {
  const [row] = await db
    .select({ days: analyticsSettings.attributionWindowDays })
    .from(analyticsSettings)
    .where(eq(analyticsSettings.groupId, groupId));
  return row && isAttributionWindow(row.days) ? row.days : ATTRIBUTION_WINDOW_DAYS;
}

export async function analyticsSettingsOf(
  db: Database,
  groupId: string,
): Promise<AnalyticsSettings> {
  return { attributionWindowDays: await attributionWindowOf(db, groupId) };
}

/** Saves the group's attribution window (already checked to be one of the choices). */
export async function saveAttributionWindow(
  db: Database,
  groupId: string,
  days: AttributionWindowDays,
): Promise<AnalyticsSettings> {
  await db
    .insert(analyticsSettings)
    .values({ groupId, attributionWindowDays: days })
    .onConflictDoUpdate({
      target: analyticsSettings.groupId,
      set: { attributionWindowDays: days, updatedAt: sql`now()` },
    });
  return { attributionWindowDays: days };
}
