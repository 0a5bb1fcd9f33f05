// The frame's experiments and attributed orders against msw's data API: the arms' numbers as the
// API gave them, the leader in words, the orders newest first, and an order's path opened from the
// keyboard with its events in time order; each part fails on its own and can be tried again.
import '../../../../../../packages/ui-kit/src/Menu/happyDomFocus';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { act, configure, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import {
  ANALYTICS_NAMES,
  ANALYTICS_NOW,
  ANALYTICS_ORDERS,
  ANALYTICS_TOKEN,
  analyticsApi,
  analyticsData,
  experimentsAndOrdersFailing,
  noExperimentsOrOrders,
  ORDER_PATH,
} from '../../../mocks/analytics';
import { renderAt } from '../../../mocks/decorators';
import { EXPERIMENTS_FAILED, ORDERS_FAILED, PATH_FAILED } from './api';
import { AnalyticsFrame } from './AnalyticsFrame';
import { EXPERIMENTS_EMPTY_TITLE } from './ExperimentsSection';
import { ORDERS_EMPTY } from './OrdersSection';
import { formatDateTime, formatOrderDate } from './path';
import { NAMES } from './protocol';

configure({ asyncUtilTimeout: 5_000 });
const server = setupServer();
const requests: Request[] = [];
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  server.events.on('request:start', ({ request }) => void requests.push(request));
});
afterEach(() => {
  server.resetHandlers();
  requests.length = 0;
});
afterAll(() => server.close());

function show() {
  render(
    renderAt(<AnalyticsFrame initialToken={ANALYTICS_TOKEN} now={ANALYTICS_NOW} />, {
      path: '/analytics/frame',
    }),
  );
  return userEvent.setup();
}

/** The titles the page sends (here the frame is the top window: its "page" is itself). */
const sendNames = () =>
  act(() => {
    const event = new MessageEvent('message', {
      data: { type: NAMES, names: ANALYTICS_NAMES },
      origin: window.location.origin,
    });
    Object.defineProperty(event, 'source', { value: window });
    window.dispatchEvent(event);
  });

/** A table row's cells' texts (row header first). */
const cells = (row: HTMLElement) =>
  Array.from(row.querySelectorAll('[role="rowheader"], [role="gridcell"]'), (c) => c.textContent);

describe('experiments', () => {
  it('shows each arm with its intervals, its difference from the control and the leader', async () => {
    server.use(...analyticsApi());
    show();
    const table = await screen.findByRole('grid', { name: 'Summer lookbook placements' });
    const [, control, bestsellers, bundle] = within(table).getAllByRole('row');
    // Fixtures: control 12 of 400 (3%), 4 orders, $210; Bestsellers first 29 of 410, 9, $486,
    // p = 0.0072; Bundle banner 11 of 300, 3, $135, p = 0.624.
    expect(cells(control!)).toEqual([
      'Products in video order (control)',
      '40%',
      '400',
      '12',
      '3% (95% interval 1.7%–5.2%)',
      '4',
      '$210.00',
      '$0.53 (95% interval $0.18–$0.87)',
      '–',
      'Control',
    ]);
    expect(cells(bestsellers!)).toEqual([
      'Bestsellers first (leader)',
      '30%',
      '410',
      '29',
      '7.1% (95% interval 5%–10%)',
      '9',
      '$486.00',
      '$1.19 (95% interval $0.64–$1.73)',
      '+4.1 points',
      'Significant (p = 0.007)',
    ]);
    expect(cells(bundle!)).toEqual([
      'Bundle banner',
      '30%',
      '300',
      '11',
      '3.7% (95% interval 2.1%–6.4%)',
      '3',
      '$135.00',
      '$0.45 (95% interval $0.00–$0.96)',
      '+0.7 points',
      'Not significant yet',
    ]);
    expect(
      screen.getByText(
        'Leader: Bestsellers first. Its add-to-cart rate of 7.1% beats the control’s 3% significantly (+4.1 points, p = 0.007).',
      ),
    ).toBeVisible();

    // Without views: nothing to compare, no leader.
    const idle = screen.getByRole('grid', { name: 'Carousel order' });
    expect(cells(within(idle).getAllByRole('row')[2]!)).toEqual([
      'Lowest price first',
      '50%',
      '0',
      '0',
      '–',
      '0',
      '$0.00',
      '–',
      '–',
      'Not enough views to compare',
    ]);
    expect(screen.getByText(/^No views in this period yet/)).toBeVisible();

    // The experiments were asked for the period.
    const asked = new URL(requests.find((r) => r.url.includes('/experiments'))!.url);
    expect([asked.searchParams.get('from'), asked.searchParams.get('to')]).toEqual([
      '2026-11-21T00:00:00.000Z',
      '2026-11-28T00:00:00.000Z',
    ]);
    // The definitions of the new numbers are on the page.
    const definitions = screen.getByRole('heading', { name: 'How we count' }).parentElement!;
    expect(within(definitions).getByText('Revenue per view')).toBeVisible();
    expect(
      within(definitions).getByText('Add-to-cart rate vs control and significance'),
    ).toBeVisible();
  });

  it('says where experiments are set up when there are none, and when there are no orders', async () => {
    server.use(...analyticsApi(noExperimentsOrOrders));
    show();
    expect(await screen.findByRole('heading', { name: EXPERIMENTS_EMPTY_TITLE })).toBeVisible();
    expect(screen.getByText(/on a layout’s product placements/)).toBeVisible();
    expect(screen.getByText(ORDERS_EMPTY)).toBeVisible();
  });

  it('shows the rest when experiments and orders fail, and reads them again on request', async () => {
    server.use(...analyticsApi(experimentsAndOrdersFailing));
    const user = show();
    expect(await screen.findByText(EXPERIMENTS_FAILED)).toBeVisible();
    expect(screen.getByText(ORDERS_FAILED)).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Totals' })).toBeVisible();
    server.resetHandlers(...analyticsApi());
    await user.click(screen.getAllByRole('button', { name: 'Try again' })[0]!);
    expect(await screen.findByRole('grid', { name: 'Attributed orders' })).toBeVisible();
    expect(screen.getByRole('grid', { name: 'Summer lookbook placements' })).toBeVisible();
    expect(screen.queryByText(EXPERIMENTS_FAILED)).toBeNull();
  });
});

describe('attributed orders', () => {
  it('lists the orders newest first with their amounts', async () => {
    // The API answers newest first; the frame does not rely on it.
    server.use(
      ...analyticsApi((from, to) => {
        const data = analyticsData(from, to);
        return {
          ...data,
          orders: {
            status: 'ready',
            data: { range: { from, to }, orders: [...ANALYTICS_ORDERS].reverse() },
          },
        };
      }),
    );
    show();
    const table = await screen.findByRole('grid', { name: 'Attributed orders' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => cells(row).slice(1))).toEqual([
      ['#1003', formatOrderDate('2026-11-26T15:42:10Z'), '$129.00', '$0.00', '$89.00'],
      ['#1002', formatOrderDate('2026-11-24T09:05:00Z'), '$205.00', '$45.00', '$160.00'],
      ['#1001', formatOrderDate('2026-11-21T18:30:00Z'), '$49.00', '$0.00', '$49.00'],
    ]);
    const asked = new URL(requests.find((r) => r.url.includes('/orders'))!.url);
    expect(asked.searchParams.get('from')).toBe('2026-11-21T00:00:00.000Z');
    expect(asked.searchParams.get('limit')).toBe('50');
  });

  it('opens and closes an order’s path from the keyboard, its events in time order', async () => {
    // The server's events out of order: the frame still tells them in time order.
    server.use(
      http.get('*/analytics/api/orders/:id/path', () =>
        HttpResponse.json({ ...ORDER_PATH, events: [...ORDER_PATH.events].reverse() }),
      ),
      ...analyticsApi(),
    );
    const user = show();
    await screen.findByRole('grid', { name: 'Attributed orders' });
    await sendNames();
    // From the export button before the table: Tab enters the table on its first row, Right
    // reaches the row's toggle.
    screen.getByRole('button', { name: 'Export CSV: Attributed orders' }).focus();
    await user.tab();
    await user.keyboard('{ArrowRight}');
    const toggle = screen.getByRole('button', { name: 'Path of order #1003' });
    expect(toggle).toHaveFocus();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveFocus();

    const events = await screen.findByRole('list', { name: 'Events before order #1003' });
    const steps = within(events).getAllByRole('listitem');
    expect(steps.map((step) => step.querySelector('span')!.textContent)).toEqual([
      'Impression (the layout was on screen)',
      'View',
      'Watched 10 s',
      'Banner click: View in video',
      'Watched 15 s',
      'Add to cart · Led to this order',
      'Watched to the end',
    ]);
    expect(steps[0]).toHaveTextContent(formatDateTime('2026-11-26T15:30:02Z'));
    expect(steps[5]).toHaveTextContent(formatDateTime('2026-11-26T15:30:24Z'));
    expect(steps[5]).toHaveTextContent(
      'Layout: Summer lookbook · Video: Linen shirt styling · Product: Linen shirt',
    );
    // The detail is the region the toggle controls.
    expect(document.getElementById(toggle.getAttribute('aria-controls')!)).toContainElement(events);
    const path = requests.find((r) => r.url.includes('/path'))!;
    expect(new URL(path.url).pathname).toBe(
      `/analytics/api/orders/${ANALYTICS_ORDERS[0]!.id}/path`,
    );
    expect(path.headers.get('authorization')).toBe(`Bearer ${ANALYTICS_TOKEN}`);

    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
    expect(screen.queryByRole('list', { name: 'Events before order #1003' })).toBeNull();
  });

  it('says when a path cannot be read, and reads it again on request', async () => {
    server.use(...analyticsApi(analyticsData, [ANALYTICS_TOKEN], { path: 'error' }));
    const user = show();
    await screen.findByRole('grid', { name: 'Attributed orders' });
    await user.click(screen.getByRole('button', { name: 'Path of order #1002' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(PATH_FAILED);
    server.resetHandlers(...analyticsApi());
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    const events = await screen.findByRole('list', { name: 'Events before order #1002' });
    expect(
      within(events)
        .getAllByRole('listitem')
        .map((s) => s.firstChild!.textContent),
    ).toEqual([formatDateTime('2026-11-24T08:50:00Z'), formatDateTime('2026-11-24T08:51:30Z')]);
    expect(events).toHaveTextContent('Feed: f7e6d5c4…');
  });
});
