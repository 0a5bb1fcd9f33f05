// The period's attributed orders, newest first. Each row opens the order's path under it (a
// disclosure: the toggle keeps focus and says whether it is open): what the shopper did before
// ordering, read from the data API when opened.
import { useCallback } from 'react';
import { useRemote } from '../../../lib/useRemote';
import type { AttributedOrder, OrderPathResponse, OrdersResponse, Part } from './api';
import { DataTable, type CsvColumn, type DataColumn } from './DataTable';
import { formatMoney } from './format';
import { formatDateTime, formatOrderDate, pathSteps, type Clock } from './path';
import { Problem } from './Problem';
import type { Names } from './protocol';
import * as styles from './frame.css';

export const ORDERS_EMPTY = 'No attributed orders in this period.';
export const PATH_LOADING = 'Loading the order’s path…';
export const PATH_EMPTY =
  'No shopper activity was kept for this order (events before the order’s attribution window are not part of its path).';

/** Loads an order's path (the frame passes its token along). */
export type LoadPath = (orderId: string, signal: AbortSignal) => Promise<OrderPathResponse>;

const money = (order: AttributedOrder, cents: number) => formatMoney(cents, order.currency);

const orderColumns = (clock: Clock): DataColumn<AttributedOrder>[] => [
  {
    id: 'name',
    header: 'Order',
    isRowHeader: true,
    cell: (order) => order.name,
    csv: (order) => order.name,
  },
  {
    id: 'createdAt',
    header: 'Date',
    cell: (order) => formatOrderDate(order.createdAt, clock),
    sortValue: (order) => order.createdAt,
    csv: (order) => order.createdAt,
  },
  {
    id: 'totalCents',
    header: 'Total',
    align: 'end',
    cell: (order) => money(order, order.totalCents),
    sortValue: (order) => order.totalCents,
    csv: (order) => (order.totalCents / 100).toFixed(2),
  },
  {
    id: 'refundedCents',
    header: 'Refunded',
    align: 'end',
    cell: (order) => money(order, order.refundedCents),
    sortValue: (order) => order.refundedCents,
    csv: (order) => (order.refundedCents / 100).toFixed(2),
  },
  {
    id: 'attributedRevenueCents',
    header: 'Attributed revenue',
    align: 'end',
    cell: (order) => money(order, order.attributedRevenueCents),
    sortValue: (order) => order.attributedRevenueCents,
    csv: (order) => (order.attributedRevenueCents / 100).toFixed(2),
  },
];

const orderCsv = (columns: DataColumn<AttributedOrder>[]): CsvColumn<AttributedOrder>[] => [
  ...columns,
  { header: 'Currency', csv: (order) => order.currency },
];

/** Newest first, whatever order the answer came in. */
export const newestFirst = (orders: readonly AttributedOrder[]) =>
  [...orders].sort((a, b) => b.createdAt.localeCompare(a.createdAt));

export function OrdersSection({
  orders,
  names,
  loadPath,
  onRetry,
  clock = {},
}: {
  orders: Part<OrdersResponse>;
  names?: Names | null;
  loadPath: LoadPath;
  onRetry: () => void;
  /** For stories and tests: the language and time zone of dates (the browser's by default). */
  clock?: Clock;
}) {
  if (orders.status === 'error') {
    return (
      <section className={styles.section} aria-labelledby="analytics-orders">
        <h2 id="analytics-orders" className={styles.sectionHeading}>
          Attributed orders
        </h2>
        <Problem message={orders.message} onRetry={onRetry} />
      </section>
    );
  }
  const columns = orderColumns(clock);
  return (
    <DataTable
      level={2}
      title="Attributed orders"
      fileName="analytics-attributed-orders"
      columns={columns}
      csvColumns={orderCsv(columns)}
      rows={newestFirst(orders.data.orders)}
      getRowId={(order) => order.id}
      emptyText={ORDERS_EMPTY}
      detailLabel={(order) => `Path of order ${order.name}`}
      renderDetail={(order) => (
        <OrderPath order={order} names={names} loadPath={loadPath} clock={clock} />
      )}
    >
      <p className={styles.muted}>
        Newest first. Open an order to see what the shopper did before placing it.
      </p>
    </DataTable>
  );
}

export function OrderPath({
  order,
  names,
  loadPath,
  clock = {},
}: {
  order: AttributedOrder;
  names?: Names | null;
  loadPath: LoadPath;
  clock?: Clock;
}) {
  const load = useCallback((signal: AbortSignal) => loadPath(order.id, signal), [loadPath, order]);
  const { state, reload } = useRemote(order.id, load);
  return (
    <section className={styles.path} aria-label={`Path of order ${order.name}`} data-order-path>
      {state.status === 'loading' && (
        <p role="status" className={styles.status}>
          {PATH_LOADING}
        </p>
      )}
      {state.status === 'error' && (
        <Problem message={state.message} onRetry={() => void reload()} />
      )}
      {state.status === 'ready' && <PathTimeline path={state.data} names={names} clock={clock} />}
    </section>
  );
}

function PathTimeline({
  path,
  names,
  clock,
}: {
  path: OrderPathResponse;
  names?: Names | null;
  clock: Clock;
}) {
  const steps = pathSteps(path, names);
  return (
    <>
      <p className={styles.muted}>
        {`Order ${path.order.name} was placed ${formatDateTime(path.order.createdAt, clock)}, with ${formatMoney(path.order.attributedRevenueCents, path.order.currency)} of attributed revenue. Times are in your time zone.`}
      </p>
      {steps.length === 0 ? (
        <p className={styles.muted}>{PATH_EMPTY}</p>
      ) : (
        <ol className={styles.timeline} aria-label={`Events before order ${path.order.name}`}>
          {steps.map((step) => (
            <li key={step.id} className={styles.step} data-path-event>
              <time dateTime={step.occurredAt} className={styles.stepTime}>
                {formatDateTime(step.occurredAt, clock)}
              </time>
              <span className={styles.stepLabel}>
                {step.label}
                {step.ledToOrder && <span className={styles.badge}> · Led to this order</span>}
              </span>
              {step.details.length > 0 && (
                <span className={styles.stepDetails}>{step.details.join(' · ')}</span>
              )}
            </li>
          ))}
        </ol>
      )}
    </>
  );
}
