/**
 * Video upload minutes (a plan's monthly allowance): the rule both sides apply before a video is
 * uploaded or imported, and the words of a refusal, so the merchant app can say before uploading
 * exactly what the server would answer.
 */

/** Without a paid plan there are no upload minutes. */
export const UPLOADS_NEED_PAID_PLAN =
  'Your plan does not include video uploads. Upgrade your plan to upload videos.';

export interface UploadLimitFigures {
  neededMinutes: number;
  remainingMinutes: number;
  limitMinutes: number;
}

const minutes = (n: number) => `${n} ${n === 1 ? 'minute' : 'minutes'}`;

/** Refusal of a video longer than the minutes left this billing month. */
export function overUploadLimitMessage(usage: UploadLimitFigures): string {
  return (
    `This video needs ${minutes(usage.neededMinutes)} of upload time, but only ` +
    `${minutes(usage.remainingMinutes)} of your plan's ${usage.limitMinutes} are left this ` +
    `billing month. Upgrade your plan or upload a shorter video.`
  );
}

/** Minutes a video of `durationSeconds` counts for (its length rounded up to whole minutes). */
export const uploadMinutesNeeded = (durationSeconds: number): number =>
  Math.ceil(Math.ceil(durationSeconds) / 60);

/**
 * Why a video of `durationSeconds` cannot be uploaded with what is left, or null when it can.
 * The browser knows whole minutes only (remainingMinutes is rounded down), so it may refuse a
 * video the server would still take by a few seconds, never the other way round.
 */
export function uploadMinutesProblem(
  usage: { limitMinutes: number; remainingMinutes: number },
  durationSeconds: number,
): string | null {
  if (usage.limitMinutes <= 0) return UPLOADS_NEED_PAID_PLAN;
  if (Math.ceil(durationSeconds) <= usage.remainingMinutes * 60) return null;
  return overUploadLimitMessage({
    neededMinutes: uploadMinutesNeeded(durationSeconds),
    remainingMinutes: usage.remainingMinutes,
    limitMinutes: usage.limitMinutes,
  });
}
