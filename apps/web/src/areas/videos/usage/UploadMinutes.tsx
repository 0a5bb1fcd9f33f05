// The group's video upload minutes this billing month (plan allowance, used, left), shown on
// /videos and in the upload form, so a merchant knows before uploading what still fits.
import { Label, Meter } from 'react-aria-components';
import type { GetVideoUploadUsageQuery } from '@vendy/client/generated';
import { formatDate, UPLOADS_NEED_PAID_PLAN } from '@vendy/client/domain';
import type { Loadable } from '../../../lib/loadable';
import * as styles from './UploadMinutes.css';

export type VideoUploadUsage = GetVideoUploadUsageQuery['getVideoUploadUsage'];

export interface UploadMinutesProps {
  usage: Loadable<VideoUploadUsage>;
  className?: string;
}

const minutes = (n: number) => `${n} ${n === 1 ? 'minute' : 'minutes'}`;

export function UploadMinutes({ usage, className }: UploadMinutesProps) {
  const rootClass = [styles.root, className].filter(Boolean).join(' ');
  if (usage.status === 'loading') {
    return (
      <p className={[styles.note, className].filter(Boolean).join(' ')}>Loading upload minutes…</p>
    );
  }
  if (usage.status === 'error') {
    return (
      <p className={[styles.note, className].filter(Boolean).join(' ')}>
        Upload minutes: {usage.message}
      </p>
    );
  }
  const { limitMinutes, usedMinutes, remainingMinutes, periodEnd } = usage.data;
  if (limitMinutes <= 0) {
    return (
      <p className={[styles.warning, className].filter(Boolean).join(' ')}>
        {UPLOADS_NEED_PAID_PLAN}
      </p>
    );
  }
  const renews = formatDate(periodEnd);
  return (
    <div className={rootClass}>
      <Meter
        value={Math.min(usedMinutes, limitMinutes)}
        maxValue={limitMinutes}
        valueLabel={`${usedMinutes} of ${limitMinutes} minutes used`}
        className={styles.root}
      >
        {({ percentage, valueText }) => (
          <>
            <div className={styles.header}>
              <Label className={styles.label}>Upload minutes</Label>
              {/* Announced through the meter's aria-valuetext. */}
              <span className={styles.value} aria-hidden="true">
                {valueText}
              </span>
            </div>
            <div className={styles.track}>
              <div
                className={[styles.fill, remainingMinutes === 0 && styles.fillFull]
                  .filter(Boolean)
                  .join(' ')}
                style={{ width: `${percentage}%` }}
              />
            </div>
          </>
        )}
      </Meter>
      <p className={styles.note}>
        {minutes(remainingMinutes)} left this billing month
        {renews ? `; minutes renew on ${renews}.` : '.'}
      </p>
    </div>
  );
}
