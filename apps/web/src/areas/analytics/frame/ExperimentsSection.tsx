// The period's experiments: per experiment, a table of its arms (strategies) with their numbers,
// their 95 % intervals and how each compares with the control (the first strategy), and the leader
// said in words. Without experiments: where to set one up.
import { EmptyState, LinkButton, visuallyHidden } from '@vendy/ui-kit';
import type { ExperimentArm, ExperimentResult, ExperimentsResponse, Part } from './api';
import { DataTable, type CsvColumn, type DataColumn } from './DataTable';
import {
  formatCount,
  formatMoney,
  formatMoneyInterval,
  formatPoints,
  formatPValue,
  formatRate,
  formatRateInterval,
  NONE,
} from './format';
import { Problem } from './Problem';
import * as styles from './frame.css';

export const EXPERIMENTS_EMPTY_TITLE = 'No experiments yet';
export const EXPERIMENTS_EMPTY_TEXT =
  'An experiment shows different product placements of a layout to different shares of shoppers, so you can see which sells better. Set one up on a layout’s product placements (Layouts → open a layout → Placements): add strategies and give each a share of viewers. Results appear here once shoppers watch it.';
export const NOT_SIGNIFICANT = 'Not significant yet';
export const CONTROL = 'Control';

/** 'Significant (p = 0.012)', 'Not significant yet', or why there is no comparison. */
export function significanceText(arm: ExperimentArm): string {
  if (arm.rank === 0) return CONTROL;
  if (!arm.versusControl) return 'Not enough views to compare';
  const { significant, pValue, addToCartRateDifference } = arm.versusControl;
  if (!significant) return NOT_SIGNIFICANT;
  // A strategy that does significantly worse says so: 'Significant' alone reads as good news.
  return addToCartRateDifference < 0
    ? `Significant, lower than the control (${formatPValue(pValue)})`
    : `Significant (${formatPValue(pValue)})`;
}

/** The arm's name with its role in words: '(control)', '(leader)'. */
export function armTitle(arm: ExperimentArm, leaderId: string | null): string {
  const roles = [
    arm.rank === 0 ? 'control' : null,
    arm.strategyId === leaderId ? 'leader' : null,
  ].filter(Boolean);
  return roles.length > 0 ? `${arm.title} (${roles.join(', ')})` : arm.title;
}

/** The experiment's outcome in one sentence. */
export function leaderText(experiment: ExperimentResult): string {
  const views = experiment.arms.reduce((total, arm) => total + arm.views, 0);
  if (views === 0) return 'No views in this period yet, so there is nothing to compare.';
  const leader = experiment.arms.find((arm) => arm.strategyId === experiment.leaderStrategyId);
  const control = experiment.arms.find((arm) => arm.rank === 0);
  if (!leader) {
    return `No leader yet: no strategy has beaten ${control ? `the control, ${control.title},` : 'the control'} significantly on add-to-cart rate. Keep the experiment running to collect more views.`;
  }
  const difference = leader.versusControl
    ? ` (${formatPoints(leader.versusControl.addToCartRateDifference)}, ${formatPValue(leader.versusControl.pValue)})`
    : '';
  return `Leader: ${leader.title}. Its add-to-cart rate of ${formatRate(leader.addToCartRate)} beats the control’s ${formatRate(control?.addToCartRate ?? null)} significantly${difference}.`;
}

/** A value with its 95 % interval under it. */
function WithInterval({ value, interval }: { value: string; interval: string }) {
  return (
    <span className={styles.withInterval}>
      <span>{value}</span>
      {interval !== NONE && ' '}
      {interval !== NONE && (
        <span className={styles.interval}>
          (<span className={visuallyHidden}>95% interval </span>
          {interval})
        </span>
      )}
    </span>
  );
}

function armColumns(experiment: ExperimentResult): DataColumn<ExperimentArm>[] {
  const money = (cents: number | null) => formatMoney(cents, experiment.currency);
  const count = (id: 'views' | 'addToCarts' | 'attributedOrders', header: string) =>
    ({
      id,
      header,
      align: 'end',
      cell: (arm) => formatCount(arm[id]),
      csv: (arm) => arm[id],
    }) satisfies DataColumn<ExperimentArm>;
  return [
    {
      id: 'title',
      header: 'Strategy',
      isRowHeader: true,
      cell: (arm) => armTitle(arm, experiment.leaderStrategyId),
      csv: (arm) => arm.title,
    },
    {
      id: 'rangePercentage',
      header: 'Share of viewers',
      align: 'end',
      cell: (arm) => `${formatCount(arm.rangePercentage)}%`,
      csv: (arm) => arm.rangePercentage,
    },
    count('views', 'Views'),
    count('addToCarts', 'Add-to-carts'),
    {
      id: 'addToCartRate',
      header: 'Add-to-cart rate',
      align: 'end',
      cell: (arm) => (
        <WithInterval
          value={formatRate(arm.addToCartRate)}
          interval={formatRateInterval(arm.addToCartInterval)}
        />
      ),
      csv: (arm) => arm.addToCartRate,
    },
    count('attributedOrders', 'Attributed orders'),
    {
      id: 'attributedRevenueCents',
      header: 'Attributed revenue',
      align: 'end',
      cell: (arm) => money(arm.attributedRevenueCents),
      csv: (arm) => (arm.attributedRevenueCents / 100).toFixed(2),
    },
    {
      id: 'revenuePerViewCents',
      header: 'Revenue per view',
      align: 'end',
      cell: (arm) => (
        <WithInterval
          value={money(arm.revenuePerViewCents)}
          interval={formatMoneyInterval(arm.revenuePerViewInterval, experiment.currency)}
        />
      ),
      csv: (arm) => arm.revenuePerViewCents,
    },
    {
      id: 'difference',
      header: 'Add-to-cart rate vs control',
      align: 'end',
      cell: (arm) =>
        arm.versusControl ? formatPoints(arm.versusControl.addToCartRateDifference) : NONE,
      csv: (arm) => arm.versusControl?.addToCartRateDifference,
    },
    {
      id: 'significance',
      header: 'Significance',
      cell: significanceText,
      csv: significanceText,
    },
  ];
}

const cents = (value: number | null | undefined) =>
  value === null || value === undefined ? null : (value / 100).toFixed(4);

/** The export: plain numbers, each interval as its low and high ends. */
export const ARM_CSV: CsvColumn<ExperimentArm>[] = [
  { header: 'Strategy', csv: (arm) => arm.title },
  { header: 'Control', csv: (arm) => (arm.rank === 0 ? 'yes' : 'no') },
  { header: 'Share of viewers (%)', csv: (arm) => arm.rangePercentage },
  { header: 'Views', csv: (arm) => arm.views },
  { header: 'Add-to-carts', csv: (arm) => arm.addToCarts },
  { header: 'Add-to-cart rate', csv: (arm) => arm.addToCartRate },
  { header: 'Add-to-cart rate (95% low)', csv: (arm) => arm.addToCartInterval?.low },
  { header: 'Add-to-cart rate (95% high)', csv: (arm) => arm.addToCartInterval?.high },
  { header: 'Attributed orders', csv: (arm) => arm.attributedOrders },
  { header: 'Attributed revenue', csv: (arm) => (arm.attributedRevenueCents / 100).toFixed(2) },
  { header: 'Revenue per view', csv: (arm) => cents(arm.revenuePerViewCents) },
  { header: 'Revenue per view (95% low)', csv: (arm) => cents(arm.revenuePerViewInterval?.low) },
  { header: 'Revenue per view (95% high)', csv: (arm) => cents(arm.revenuePerViewInterval?.high) },
  {
    header: 'Add-to-cart rate vs control',
    csv: (arm) => arm.versusControl?.addToCartRateDifference,
  },
  { header: 'p-value', csv: (arm) => arm.versusControl?.pValue },
  { header: 'Significance', csv: significanceText },
];

const slug = (title: string) =>
  title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '') || 'experiment';

export function ExperimentsSection({
  experiments,
  onRetry,
}: {
  experiments: Part<ExperimentsResponse>;
  onRetry: () => void;
}) {
  return (
    <section className={styles.section} aria-labelledby="analytics-experiments">
      <h2 id="analytics-experiments" className={styles.sectionHeading}>
        Experiments
      </h2>
      {experiments.status === 'error' ? (
        <Problem message={experiments.message} onRetry={onRetry} />
      ) : experiments.data.experiments.length === 0 ? (
        <EmptyState
          headingLevel={3}
          title={EXPERIMENTS_EMPTY_TITLE}
          description={EXPERIMENTS_EMPTY_TEXT}
          action={
            <LinkButton variant="secondary" href="/layouts" target="_top">
              Go to Layouts
            </LinkButton>
          }
        />
      ) : (
        <>
          <p className={styles.muted}>
            Each strategy is compared with the control, the experiment’s first strategy, on
            add-to-cart rate. Numbers in brackets are 95% intervals.
          </p>
          {experiments.data.experiments.map((experiment) => (
            <DataTable
              key={experiment.experimentId}
              title={experiment.title}
              fileName={`analytics-experiment-${slug(experiment.title)}`}
              columns={armColumns(experiment)}
              csvColumns={ARM_CSV}
              rows={experiment.arms}
              getRowId={(arm) => arm.strategyId}
              emptyText="This experiment has no strategies."
              className={styles.armsTable}
            >
              <p className={styles.leader} data-experiment-leader>
                {leaderText(experiment)}
              </p>
            </DataTable>
          ))}
        </>
      )}
    </section>
  );
}
