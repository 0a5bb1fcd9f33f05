// A time series as a line chart (recharts with its accessibility layer: the chart takes focus and
// arrow keys move between days, each announced with its values) and, for anyone who prefers it or
// uses a screen reader, the same numbers as a table ('Show as table'; the table is always in the
// page for screen readers, visually hidden while the chart shows).
import { useId, useState } from 'react';
import {
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { Button, DownloadIcon, lightTheme, visuallyHidden } from '@vendy/ui-kit';
import { downloadCsv, toCsv } from './csv';
import type { Series } from './api';
import { formatCount } from './format';
import * as styles from './frame.css';

export interface SeriesLine {
  key: 'impressions' | 'views' | 'clicks' | 'addToCarts' | 'completions' | 'watchSeconds';
  label: string;
  color: string;
}

const DAY = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const FULL_DAY = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

export const dayLabel = (start: string) => FULL_DAY.format(new Date(start));

/** Colours of the lines: the theme's primary and a dark orange, both 3:1 or more on white. */
export const LINE_COLORS = [lightTheme.color.primary, '#b45309'] as const;

export function SeriesChart({
  title,
  series,
  lines,
  fileName,
}: {
  title: string;
  fileName: string;
  series: Series;
  lines: readonly SeriesLine[];
}) {
  const [asTable, setAsTable] = useState(false);
  const headingId = useId();
  const data = series.points.map((p) => ({ ...p, day: DAY.format(new Date(p.start)) }));
  return (
    <figure className={styles.figure} aria-labelledby={headingId}>
      <div className={styles.figureHeader}>
        <h3 id={headingId} className={styles.sectionHeading}>
          {title}
        </h3>
        <div className={styles.figureHeader}>
          <Button
            variant="ghost"
            size="sm"
            aria-pressed={asTable}
            onPress={() => setAsTable((v) => !v)}
          >
            Show as table
          </Button>
          <Button
            variant="secondary"
            size="sm"
            icon={<DownloadIcon />}
            aria-label={`Export CSV: ${title}`}
            onPress={() =>
              downloadCsv(
                `${fileName}.csv`,
                toCsv(
                  ['Day (UTC)', ...lines.map((l) => l.label)],
                  series.points.map((p) => [p.start.slice(0, 10), ...lines.map((l) => p[l.key])]),
                ),
              )
            }
          >
            Export CSV
          </Button>
        </div>
      </div>
      {!asTable && (
        <div className={styles.chartBox} aria-hidden={false}>
          <ResponsiveContainer width="100%" height="100%">
            <LineChart
              data={data}
              accessibilityLayer
              title={title}
              margin={{ top: 8, right: 16, bottom: 0, left: 0 }}
            >
              <CartesianGrid stroke={lightTheme.color.border} strokeDasharray="3 3" />
              <XAxis
                dataKey="day"
                tick={{ fill: lightTheme.color.textMuted, fontSize: 12 }}
                minTickGap={16}
              />
              <YAxis
                allowDecimals={false}
                tick={{ fill: lightTheme.color.textMuted, fontSize: 12 }}
                width={48}
                tickFormatter={(v: number) => formatCount(v)}
              />
              <Tooltip />
              <Legend />
              {lines.map((line) => (
                <Line
                  key={line.key}
                  type="monotone"
                  dataKey={line.key}
                  name={line.label}
                  stroke={line.color}
                  strokeWidth={2}
                  dot={false}
                  isAnimationActive={false}
                />
              ))}
            </LineChart>
          </ResponsiveContainer>
        </div>
      )}
      <div className={asTable ? undefined : visuallyHidden}>
        <table className={styles.plainTable}>
          <caption className={visuallyHidden}>{`${title}, per day (UTC)`}</caption>
          <thead>
            <tr>
              <th scope="col">Day</th>
              {lines.map((line) => (
                <th key={line.key} scope="col">
                  {line.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {series.points.map((point) => (
              <tr key={point.start}>
                <th scope="row">{dayLabel(point.start)}</th>
                {lines.map((line) => (
                  <td key={line.key}>{formatCount(point[line.key])}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
