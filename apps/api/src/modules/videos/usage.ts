// Upload minutes: what the group's plan allows per billing month and what it has used.
//
// - The billing month runs from the active plan's activation to the same day of the next month
//   (the end of that month when it is shorter), like the store's own billing cycle. Without a plan
//   it is the calendar month (UTC), with no minutes.
// - A video counts from the moment its upload is prepared (getVideoUploadUrl), by its declared
//   duration, or by the probed one when the file turns out longer. Deleting a video does not give
//   its minutes back; uploads that fail processing, or are never finished, do not count.
// - Copies the server makes of videos the group did not upload (an Instagram feed's posts,
//   hosted-copies.ts) never count.
import { activePlan, planOption, type PlanId } from '@vendy/client/domain';
import { and, eq, gte, lt, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { hostedVideos } from '../../db/schema';
import { readHistory } from '../billing';
import { UPLOAD_EXPIRY_MS } from './paths';

export interface BillingPeriod {
  start: Date;
  end: Date;
}

export interface UploadUsage {
  planId: PlanId | null;
  limitSeconds: number;
  usedSeconds: number;
  period: BillingPeriod;
}

function addMonthsUtc(anchor: Date, months: number): Date {
  const year = anchor.getUTCFullYear();
  const month = anchor.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(
    Date.UTC(
      year,
      month,
      Math.min(anchor.getUTCDate(), lastDay),
      anchor.getUTCHours(),
      anchor.getUTCMinutes(),
      anchor.getUTCSeconds(),
      anchor.getUTCMilliseconds(),
    ),
  );
}

/** The billing month holding `now`, counted from `anchor` (null: the calendar month). */
export function billingPeriod(anchor: Date | null, now: Date): BillingPeriod {
  if (!anchor || anchor > now) {
    const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
    return { start, end: addMonthsUtc(start, 1) };
  }
  let months =
    (now.getUTCFullYear() - anchor.getUTCFullYear()) * 12 +
    (now.getUTCMonth() - anchor.getUTCMonth());
  if (addMonthsUtc(anchor, months) > now) months -= 1;
  return { start: addMonthsUtc(anchor, months), end: addMonthsUtc(anchor, months + 1) };
}

export const toMinutesUsed = (seconds: number) => Math.ceil(seconds / 60);
export const toMinutesLeft = (seconds: number) => Math.max(0, Math.floor(seconds / 60));

/** Seconds one hosted video counts for. */
const countedSeconds = sql<number>`greatest(${hostedVideos.declaredSeconds}, ceil(coalesce(${hostedVideos.durationSeconds}, 0)))`;

export async function uploadUsage(
  db: Database,
  groupId: string,
  now: Date = new Date(),
): Promise<UploadUsage> {
  const entry = activePlan(await readHistory(db, groupId));
  const plan = entry ? planOption(entry.planId) : undefined;
  const period = billingPeriod(entry?.createdAt ?? null, now);
  const abandonedBefore = new Date(now.getTime() - UPLOAD_EXPIRY_MS);
  const [row] = await db
    .select({ seconds: sql<string | null>`sum(${countedSeconds})` })
    .from(hostedVideos)
    .where(
      and(
        eq(hostedVideos.groupId, groupId),
        ne(hostedVideos.origin, 'COPY'),
        gte(hostedVideos.createdAt, period.start),
        lt(hostedVideos.createdAt, period.end),
        ne(hostedVideos.status, 'ERROR'),
        or(ne(hostedVideos.status, 'UPLOADING'), gte(hostedVideos.createdAt, abandonedBefore)),
      ),
    );
  return {
    planId: plan?.id ?? null,
    limitSeconds: (plan?.uploadMinutes ?? 0) * 60,
    usedSeconds: Number(row?.seconds ?? 0),
    period,
  };
}

/** The GraphQL VideoUploadUsage. */
export function toUsageResult(usage: UploadUsage) {
  return {
    planId: usage.planId,
    limitMinutes: usage.limitSeconds / 60,
    usedMinutes: toMinutesUsed(usage.usedSeconds),
    remainingMinutes: toMinutesLeft(usage.limitSeconds - usage.usedSeconds),
    periodStart: usage.period.start,
    periodEnd: usage.period.end,
  };
}
