// The instagram module's background job (in its descriptor, module.ts): keeping every connected
// account's token alive, so that a feed never goes blank because a token ran out unnoticed.
//
// Hourly, for each account still connected:
// - a token within REFRESH_BEFORE_EXPIRY_MS of its end (about day 45 of 60) and at least a day old
//   (Instagram refreshes no younger token) is refreshed: sealed again with its new 60 days;
// - a token not confirmed for a day is checked with one call (/me), so that a token revoked on
//   Instagram's side is noticed within a day, not at the next sync or refresh.
// A token Instagram refuses (code 190) marks the account: the merchant sees it on /instagram and
// is sent to reconnect. Any other failure (network, rate limit) is tried again the next hour; the
// token keeps working meanwhile, since the refresh starts two weeks before its end.
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import { instagramAccounts } from '../../db/schema';
import type { JobDefinition, JobDeps } from '../../jobs/types';
import {
  fetchInstagramProfile,
  InstagramError,
  instagramApp,
  REFRESH_MIN_AGE_MS,
  refreshLongLivedToken,
} from '../../providers/instagram';
import { decryptToken, encryptToken } from '../auth';
import { pendingCopiesJob, videoCopiesJob, videoSettledJob } from './video-copies';

export const TOKEN_QUEUE = 'instagram-token-upkeep';
/** A token is refreshed once it has less than this left (about day 45 of its 60). */
export const REFRESH_BEFORE_EXPIRY_MS = 15 * 24 * 3600_000;
/** A token not confirmed for this long is checked with one call. */
export const CHECK_EVERY_MS = 24 * 3600_000;
const PURPOSE = 'instagram access token';

export interface UpkeepReport {
  refreshed: number;
  checked: number;
  lost: number;
  failed: number;
}

/** One pass over the accounts that need it (the job's work; tests call it directly). */
export async function upkeepTokens(
  deps: Pick<JobDeps, 'db' | 'config' | 'logger'>,
  now = new Date(),
) {
  const report: UpkeepReport = { refreshed: 0, checked: 0, lost: 0, failed: 0 };
  const app = instagramApp(deps.config);
  const due = await deps.db
    .select()
    .from(instagramAccounts)
    .where(
      and(
        isNull(instagramAccounts.connectionLostAt),
        or(
          lt(instagramAccounts.tokenExpiresAt, new Date(now.getTime() + REFRESH_BEFORE_EXPIRY_MS)),
          lt(instagramAccounts.tokenCheckedAt, new Date(now.getTime() - CHECK_EVERY_MS)),
        ),
      ),
    );
  for (const account of due) {
    const token = decryptToken(account.accessTokenEncrypted, deps.config.sessionSecret, PURPOSE);
    const mark = (values: Partial<typeof instagramAccounts.$inferInsert>) =>
      deps.db
        .update(instagramAccounts)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(instagramAccounts.id, account.id));
    if (!token) {
      await mark({ connectionLostAt: now });
      report.lost += 1;
      continue;
    }
    const refreshDue =
      account.tokenExpiresAt.getTime() - now.getTime() < REFRESH_BEFORE_EXPIRY_MS &&
      now.getTime() - account.tokenRefreshedAt.getTime() >= REFRESH_MIN_AGE_MS;
    try {
      if (refreshDue) {
        const fresh = await refreshLongLivedToken(app, token);
        await mark({
          accessTokenEncrypted: encryptToken(fresh.accessToken, deps.config.sessionSecret, PURPOSE),
          tokenExpiresAt: fresh.expiresAt,
          tokenRefreshedAt: now,
          tokenCheckedAt: now,
        });
        report.refreshed += 1;
      } else {
        await fetchInstagramProfile(app, token);
        await mark({ tokenCheckedAt: now });
        report.checked += 1;
      }
    } catch (error) {
      if (error instanceof InstagramError && error.tokenInvalid) {
        await mark({ connectionLostAt: now });
        report.lost += 1;
        deps.logger.info({ accountId: account.id }, 'instagram token refused: account marked');
      } else {
        report.failed += 1;
        deps.logger.warn({ err: error, accountId: account.id }, 'instagram token upkeep failed');
      }
    }
  }
  return report;
}

export const tokenUpkeepJob: JobDefinition<Record<string, never>> = {
  queue: TOKEN_QUEUE,
  schedule: '41 * * * *',
  retryLimit: 2,
  retryDelaySeconds: 120,
  retryBackoff: true,
  expireInSeconds: 30 * 60,
  async handle(_run, deps) {
    const report = await upkeepTokens(deps);
    if (report.refreshed + report.checked + report.lost + report.failed > 0) {
      deps.logger.info(report, 'instagram token upkeep');
    }
  },
};

export const instagramJobs = [
  tokenUpkeepJob,
  videoCopiesJob,
  videoSettledJob,
  pendingCopiesJob,
] as const;
