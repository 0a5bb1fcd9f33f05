// What the analytics frame shows: the period and its comparison, the totals, the daily charts, the
// breakdowns per layout, video, product and feed, the top products and 'How we count'. It gets
// the loaded data (or the loading, error and access states) from the frame's route module.
import { AnalyticsIcon, EmptyState, LinkButton, visuallyHidden } from '@vendy/ui-kit';
import type { Loadable } from '../../../lib/loadable';
import { BREAKDOWNS, type AnalyticsData, type BreakdownDimension, type MetricRow } from './api';
import { DataTable, type DataColumn } from './DataTable';
import { formatCount, formatDuration, formatMoney, formatRate, formatSeconds } from './format';
import { definitions, isEmpty, summaryCards } from './metrics';
import { RangeControl, rangeOfChoice, type RangeChoice } from './RangeControl';
import { comparisonOf, daysIn, describeRange } from './ranges';
import { LINE_COLORS, SeriesChart } from './SeriesChart';
import { SummaryCards } from './SummaryCards';
import { Problem } from './Problem';
import { ExperimentsSection } from './ExperimentsSection';
import { OrdersSection, type LoadPath } from './OrdersSection';
import type { Names } from './protocol';
import * as styles from './frame.css';

export const TITLE = 'Analytics';
export const LOADING = 'Loading analytics…';
export const CHART_HINT =
  'Each chart takes keyboard focus: the left and right arrow keys move from day to day and show each day’s numbers. ‘Show as table’ shows the same numbers as a table.';
export const UPDATING = 'Updating the numbers for this period…';
export const EMPTY_TITLE = 'No shopper activity yet';
export const EMPTY_TEXT =
  'Numbers appear here a few minutes after shoppers see your layouts. Publish a layout on your store (Layouts → Embed) and come back once shoppers have watched it.';

/** Why the frame cannot show anything: the token was refused and no new one could be had. */
export interface AccessProblem {
  message: string;
}

export interface AnalyticsDashboardProps {
  data: Loadable<AnalyticsData>;
  /** Another period's numbers are on their way (the previous ones still show). */
  refreshing?: boolean;
  /** Titles of the layouts, videos and products (the API gives ids), when the page sent them. */
  names?: Names | null;
  /** Set when access has ended: shown instead of everything else, with no retry. */
  access?: AccessProblem | null;
  choice: RangeChoice;
  now: Date;
  onChoice: (choice: RangeChoice) => void;
  onRetry: () => void;
  /** Reads an attributed order's path when the merchant opens it. */
  loadPath: LoadPath;
}

const DIMENSION_TITLES: Record<BreakdownDimension, { title: string; column: string }> = {
  layout: { title: 'By layout', column: 'Layout' },
  video: { title: 'By video', column: 'Video' },
  product: { title: 'By product', column: 'Product' },
  feed: { title: 'By feed', column: 'Feed' },
};

function metricColumns<T extends MetricRow>(): DataColumn<T>[] {
  const count = (id: keyof MetricRow & string, header: string): DataColumn<T> => ({
    id,
    header,
    align: 'end',
    cell: (row) => formatCount(row[id] as number),
    sortValue: (row) => row[id] as number,
    csv: (row) => row[id] as number,
  });
  const rate = (id: keyof MetricRow & string, header: string): DataColumn<T> => ({
    id,
    header,
    align: 'end',
    cell: (row) => formatRate(row[id] as number | null),
    sortValue: (row) => (row[id] as number | null) ?? -1,
    csv: (row) => row[id] as number | null,
  });
  return [
    count('impressions', 'Impressions'),
    count('views', 'Views'),
    rate('viewRate', 'View rate'),
    {
      id: 'watchSeconds',
      header: 'Watch time',
      align: 'end',
      cell: (row) => formatDuration(row.watchSeconds),
      sortValue: (row) => row.watchSeconds,
      csv: (row) => row.watchSeconds,
    },
    {
      id: 'averageSecondsWatched',
      header: 'Avg. seconds watched',
      align: 'end',
      cell: (row) => formatSeconds(row.averageSecondsWatched),
      sortValue: (row) => row.averageSecondsWatched ?? -1,
      csv: (row) => row.averageSecondsWatched,
    },
    rate('completionRate', 'Completion rate'),
    count('clicks', 'Banner clicks'),
    rate('clickThroughRate', 'CTR'),
    count('addToCarts', 'Add-to-carts'),
    rate('addToCartRate', 'Add-to-cart rate'),
  ];
}

/**
 * A row's title: the page's, else the server's (`fallback`: feeds, and the items of public slider
 * pages, which the merchant's lists do not name), else its id.
 */
function titleOf(
  names: Names | null | undefined,
  dimension: BreakdownDimension,
  id: string,
  fallback?: string | null,
) {
  return (dimension !== 'feed' ? names?.[dimension][id] : undefined) ?? fallback ?? id;
}

function breakdownColumns(dimension: BreakdownDimension, names: Names | null | undefined) {
  type Row = AnalyticsData['breakdowns'][BreakdownDimension]['rows'][number];
  const key: DataColumn<Row> = {
    id: 'key',
    header: DIMENSION_TITLES[dimension].column,
    isRowHeader: true,
    cell: (row) => titleOf(names, dimension, row.key, row.title),
    sortValue: (row) => titleOf(names, dimension, row.key, row.title),
    csv: (row) => titleOf(names, dimension, row.key, row.title),
  };
  return [key, ...metricColumns<Row>()];
}

function topProductColumns(currency: string | null, names: Names | null | undefined) {
  type Row = AnalyticsData['topProducts']['products'][number];
  const columns: DataColumn<Row>[] = [
    {
      id: 'productId',
      header: 'Product',
      isRowHeader: true,
      cell: (row) => titleOf(names, 'product', row.productId),
      csv: (row) => titleOf(names, 'product', row.productId),
    },
    {
      id: 'addToCarts',
      header: 'Add-to-carts',
      align: 'end',
      cell: (row) => formatCount(row.addToCarts),
      sortValue: (row) => row.addToCarts,
      csv: (row) => row.addToCarts,
    },
    {
      id: 'clicks',
      header: 'Banner clicks',
      align: 'end',
      cell: (row) => formatCount(row.clicks),
      sortValue: (row) => row.clicks,
      csv: (row) => row.clicks,
    },
    {
      id: 'attributedOrders',
      header: 'Attributed orders',
      align: 'end',
      cell: (row) => formatCount(row.attributedOrders),
      sortValue: (row) => row.attributedOrders,
      csv: (row) => row.attributedOrders,
    },
    {
      id: 'attributedRevenueCents',
      header: 'Attributed revenue',
      align: 'end',
      cell: (row) => formatMoney(row.attributedRevenueCents, currency),
      sortValue: (row) => row.attributedRevenueCents,
      csv: (row) => (row.attributedRevenueCents / 100).toFixed(2),
    },
  ];
  return columns;
}

export function AnalyticsDashboard({
  data,
  refreshing = false,
  names,
  access,
  choice,
  now,
  onChoice,
  onRetry,
  loadPath,
}: AnalyticsDashboardProps) {
  const range = rangeOfChoice(choice, now);
  const previous = comparisonOf(range);
  const previousLabel = `previous ${daysIn(range)} days`;
  return (
    <main className={styles.root} data-analytics-frame>
      <h1 className={visuallyHidden}>{TITLE}</h1>
      {access ? (
        <Problem message={access.message} />
      ) : (
        <>
          <section className={styles.section} aria-label="Period">
            <RangeControl choice={choice} now={now} onChange={onChoice} />
            <p className={styles.muted}>
              {`${describeRange(range)}, compared with ${describeRange(previous)}.`}
            </p>
          </section>
          {data.status === 'loading' && (
            <p role="status" className={styles.status}>
              {LOADING}
            </p>
          )}
          {data.status === 'ready' && refreshing && (
            <p role="status" className={styles.status}>
              {UPDATING}
            </p>
          )}
          {data.status === 'error' && <Problem message={data.message} onRetry={onRetry} />}
          {data.status === 'ready' &&
            (isEmpty(data.data.summary) ? (
              <EmptyState
                picture={<AnalyticsIcon size={48} />}
                title={EMPTY_TITLE}
                description={EMPTY_TEXT}
                action={
                  <LinkButton variant="primary" href="/layouts" target="_top">
                    Go to Layouts
                  </LinkButton>
                }
              />
            ) : (
              <Report
                data={data.data}
                previousLabel={previousLabel}
                names={names}
                loadPath={loadPath}
                onRetry={onRetry}
              />
            ))}
          <HowWeCount
            windowDays={
              data.status === 'ready' ? data.data.summary.attributionWindowDays : undefined
            }
          />
        </>
      )}
    </main>
  );
}

function Report({
  data,
  previousLabel,
  names,
  loadPath,
  onRetry,
}: {
  data: AnalyticsData;
  previousLabel: string;
  names?: Names | null;
  loadPath: LoadPath;
  onRetry: () => void;
}) {
  const currency = data.summary.current.orders.currency;
  return (
    <>
      <section className={styles.section} aria-labelledby="analytics-totals">
        <h2 id="analytics-totals" className={styles.sectionHeading}>
          Totals
        </h2>
        <SummaryCards cards={summaryCards(data.summary)} previousLabel={previousLabel} />
      </section>
      <section className={styles.section} aria-labelledby="analytics-trends">
        <h2 id="analytics-trends" className={styles.sectionHeading}>
          Per day
        </h2>
        <p className={styles.muted}>{CHART_HINT}</p>
        <div className={styles.charts}>
          <SeriesChart
            title="Impressions and views"
            fileName="impressions-and-views"
            series={data.series}
            lines={[
              { key: 'impressions', label: 'Impressions', color: LINE_COLORS[0] },
              { key: 'views', label: 'Views', color: LINE_COLORS[1] },
            ]}
          />
          <SeriesChart
            title="Banner clicks and add-to-carts"
            fileName="clicks-and-add-to-carts"
            series={data.series}
            lines={[
              { key: 'clicks', label: 'Banner clicks', color: LINE_COLORS[0] },
              { key: 'addToCarts', label: 'Add-to-carts', color: LINE_COLORS[1] },
            ]}
          />
        </div>
      </section>
      <section className={styles.section} aria-labelledby="analytics-breakdowns">
        <h2 id="analytics-breakdowns" className={styles.sectionHeading}>
          Breakdowns
        </h2>
        {BREAKDOWNS.map((dimension) => (
          <DataTable
            key={dimension}
            title={DIMENSION_TITLES[dimension].title}
            fileName={`analytics-by-${dimension}`}
            columns={breakdownColumns(dimension, names)}
            rows={data.breakdowns[dimension].rows}
            getRowId={(row) => row.key}
            emptyText="Nothing in this period."
          />
        ))}
      </section>
      <DataTable
        level={2}
        title="Top products"
        fileName="analytics-top-products"
        columns={topProductColumns(currency, names)}
        rows={data.topProducts.products}
        getRowId={(row) => row.productId}
        emptyText="No product was added to a cart in this period."
      />
      <ExperimentsSection experiments={data.experiments} onRetry={onRetry} />
      <OrdersSection orders={data.orders} names={names} loadPath={loadPath} onRetry={onRetry} />
    </>
  );
}

function HowWeCount({ windowDays }: { windowDays: number | undefined }) {
  return (
    <section className={styles.section} aria-labelledby="analytics-how">
      <h2 id="analytics-how" className={styles.sectionHeading}>
        How we count
      </h2>
      <dl className={styles.definitions}>
        {definitions(windowDays).map((d) => (
          <div key={d.term}>
            <dt>{d.term}</dt>
            <dd>{d.text}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
