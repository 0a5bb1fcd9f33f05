// The analytics frame against msw's data API: the numbers shown are the API's, the token goes in
// the Authorization header, the presets ask for their period, and the empty, error and refused
// states say what to do.
import '../../../../../../packages/ui-kit/src/Menu/happyDomFocus';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { act, configure, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import {
  ANALYTICS_NAMES,
  ANALYTICS_NOW,
  ANALYTICS_TOKEN,
  analyticsApi,
  analyticsApiError,
  emptyAnalyticsData,
  withAttributionWindow,
} from '../../../mocks/analytics';
import { renderAt } from '../../../mocks/decorators';
import { ACCESS_ENDED } from './api';
import { AnalyticsFrame } from './AnalyticsFrame';
import { EMPTY_TITLE } from './AnalyticsDashboard';
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

function show(token = ANALYTICS_TOKEN) {
  render(
    renderAt(<AnalyticsFrame initialToken={token} now={ANALYTICS_NOW} />, {
      path: '/analytics/frame',
    }),
  );
  return userEvent.setup();
}

/** A summary card's value and change line. */
function card(label: string) {
  const heading = screen.getByRole('heading', { name: label, level: 3 });
  const item = heading.closest('li')!;
  return item.textContent!.slice(label.length);
}

describe('the analytics frame', () => {
  it("shows the API's numbers for the last 7 days, with the change against the 7 before", async () => {
    server.use(...analyticsApi());
    show();
    expect(await screen.findByRole('heading', { name: 'Totals' })).toBeVisible();
    // Fixtures: 1440 impressions (1200 before), 520 views (400), 12550 s watched, 112 completed,
    // 76 clicks (80), 30 add-to-carts (24); 12 orders, $893.00 of $4,120.00, AOV 95400/12.
    expect(card('Impressions')).toBe('1,440+20% vs previous 7 days');
    expect(card('Views')).toBe('520+30% vs previous 7 days');
    expect(card('View rate')).toMatch(/^36\.1%\+8\.3% vs previous 7 days$/);
    expect(card('Watch time')).toBe('3 h 29 min 10 s+25.5% vs previous 7 days');
    expect(card('Average seconds watched')).toMatch(/^24\.1 s/);
    expect(card('Completion rate')).toMatch(/^21\.5%/);
    expect(card('Banner clicks')).toBe('76−5% vs previous 7 days');
    expect(card('Click-through rate')).toMatch(/^14\.6%/);
    expect(card('Add-to-carts')).toBe('30+25% vs previous 7 days');
    expect(card('Add-to-cart rate')).toMatch(/^5\.8%/);
    expect(card('Attributed orders')).toBe('12+20% vs previous 7 days');
    expect(card('Attributed revenue')).toMatch(
      /^\$893\.00.*21\.7% of store revenue \(\$4,120\.00\)/,
    );
    expect(card('Average order value')).toMatch(/^\$79\.50/);
    expect(
      screen.getByText('Nov 21, 2026 – Nov 27, 2026, compared with Nov 14, 2026 – Nov 20, 2026.'),
    ).toBeVisible();

    // Every request carried the token as a Bearer header, none in its address.
    expect(requests.length).toBe(9);
    for (const request of requests) {
      expect(request.headers.get('authorization')).toBe(`Bearer ${ANALYTICS_TOKEN}`);
      expect(request.url).not.toContain(ANALYTICS_TOKEN);
      const url = new URL(request.url);
      expect([url.searchParams.get('from'), url.searchParams.get('to')]).toEqual([
        '2026-11-21T00:00:00.000Z',
        '2026-11-28T00:00:00.000Z',
      ]);
    }
    // The breakdown and top-product rows, as the API gave them.
    const layouts = screen.getByRole('grid', { name: 'By layout' });
    expect(
      within(layouts).getByRole('rowheader', { name: '5b0e8a52-3c1f-4d2a-9f6e-1a2b3c4d5e6f' }),
    ).toBeVisible();
    const top = screen.getByRole('grid', { name: 'Top products' });
    expect(within(top).getAllByRole('row')[1]).toHaveTextContent('8072365447213');
    expect(within(top).getAllByRole('row')[1]).toHaveTextContent('$483.00');
    // The definitions are on the page, with the group's attribution window (7 days here).
    expect(screen.getByRole('heading', { name: 'How we count' })).toBeVisible();
    expect(screen.getByText(/at most 7 days before the order was placed/)).toBeVisible();
  });

  it("writes the definitions with the answer's attribution window", async () => {
    server.use(...analyticsApi(withAttributionWindow(30)));
    show();
    await screen.findByRole('heading', { name: 'Totals' });
    expect(screen.getByText(/at most 30 days before the order was placed/)).toBeVisible();
    expect(screen.getByText(/their other views in the 30 days before the order/)).toBeVisible();
    expect(screen.queryByText(/at most 7 days before/)).toBeNull();
  });

  it('asks for the last 30 days when that preset is chosen', async () => {
    server.use(...analyticsApi());
    const user = show();
    await screen.findByRole('heading', { name: 'Totals' });
    requests.length = 0;
    await user.click(screen.getByRole('button', { name: /Period/ }));
    await user.click(await screen.findByRole('option', { name: 'Last 30 days' }));
    expect(await screen.findByText(/^Oct 29, 2026 – Nov 27, 2026, compared with/)).toBeVisible();
    await screen.findByText('1,440');
    const summary = requests.find((r) => r.url.includes('/summary'))!;
    const url = new URL(summary.url);
    expect(url.searchParams.get('from')).toBe('2026-10-29T00:00:00.000Z');
    expect(url.searchParams.get('to')).toBe('2026-11-28T00:00:00.000Z');
  });

  it('says how to get numbers when there are none yet', async () => {
    server.use(...analyticsApi(emptyAnalyticsData));
    show();
    expect(await screen.findByRole('heading', { name: EMPTY_TITLE })).toBeVisible();
    expect(screen.getByText(/Publish a layout on your store/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to Layouts' })).toHaveAttribute('href', '/layouts');
  });

  it('offers to try again after a failure, and then shows the numbers', async () => {
    server.use(...analyticsApiError());
    const user = show();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Unable to load analytics. Please try again.',
    );
    server.resetHandlers(...analyticsApi());
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Totals' })).toBeVisible();
  });

  it('says access has ended when the token is refused and no page gives a new one', async () => {
    server.use(...analyticsApi());
    show('expired-token');
    expect(await screen.findByRole('alert')).toHaveTextContent(ACCESS_ENDED);
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('shows the titles the page sends instead of ids, and ignores other senders', async () => {
    server.use(...analyticsApi());
    show();
    const layouts = await screen.findByRole('grid', { name: 'By layout' });
    const send = (source: unknown, origin = window.location.origin) =>
      act(() => {
        const event = new MessageEvent('message', {
          data: { type: NAMES, names: ANALYTICS_NAMES },
          origin,
        });
        // Here the frame is the top window: its "page" is itself.
        Object.defineProperty(event, 'source', { value: source });
        window.dispatchEvent(event);
      });
    await send(window, 'https://evil.example');
    await send({});
    expect(within(layouts).queryByRole('rowheader', { name: 'Summer lookbook' })).toBeNull();
    await send(window);
    expect(
      await within(layouts).findByRole('rowheader', { name: 'Summer lookbook' }),
    ).toBeVisible();
    const top = screen.getByRole('grid', { name: 'Top products' });
    expect(within(top).getAllByRole('row')[1]).toHaveTextContent('Linen shirt');
  });
});
