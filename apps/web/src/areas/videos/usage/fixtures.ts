// Upload-minute figures for stories and tests (a Starter plan's month, fixed dates).
import type { VideoUploadUsage } from './UploadMinutes';

export const usage = (usedMinutes: number, limitMinutes = 300): VideoUploadUsage => ({
  planId: limitMinutes === 0 ? null : 'starter',
  limitMinutes,
  usedMinutes,
  remainingMinutes: Math.max(0, limitMinutes - usedMinutes),
  periodStart: '2026-11-04T10:00:00.000Z',
  periodEnd: '2026-12-04T10:00:00.000Z',
});

export const plentyLeft = usage(42);
export const oneMinuteLeft = usage(299);
export const noneLeft = usage(300);
export const noPlan = usage(0, 0);
