import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import {
  ANALYTICS_NOW,
  ANALYTICS_TOKEN,
  analyticsApi,
  analyticsApiError,
  analyticsApiPending,
  emptyAnalyticsData,
} from '../../../mocks/analytics';
import { renderAt } from '../../../mocks/decorators';
import { ACCESS_ENDED } from './api';
import { AnalyticsFrame } from './AnalyticsFrame';
import { EMPTY_TITLE, LOADING } from './AnalyticsDashboard';

const meta = {
  title: 'Pages/Analytics Frame',
  component: AnalyticsFrame,
  parameters: { layout: 'fullscreen', msw: { handlers: analyticsApi() } },
  args: { initialToken: ANALYTICS_TOKEN, now: ANALYTICS_NOW },
  render: (args) => renderAt(<AnalyticsFrame {...args} />, { path: '/analytics/frame' }),
} satisfies Meta<typeof AnalyticsFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The last 7 days with shopper activity: cards with changes, charts, tables, How we count. */
export const Data: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Totals' })).toBeVisible();
    const views = canvas.getByRole('heading', { name: 'Views', level: 3 }).closest('li')!;
    await expect(views).toHaveTextContent('520+30% vs previous 7 days');
    await expect(canvas.getByRole('grid', { name: 'By layout' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'How we count' })).toBeVisible();
  },
};

/** The daily chart as a table, for anyone who prefers reading the numbers. */
export const ChartAsTable: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Totals' })).toBeVisible();
    const toggle = canvas.getAllByRole('button', { name: 'Show as table' })[0]!;
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    const table = canvas.getByRole('table', { name: 'Impressions and views, per day (UTC)' });
    await expect(within(table).getAllByRole('row')).toHaveLength(8);
    await expect(within(table).getAllByRole('row')[7]).toHaveTextContent('Fri, Nov 27, 2026115');
  },
};

/** A custom range typed from the keyboard into the date range picker. */
export const CustomRange: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Totals' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /Period/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Custom range' }));
    const group = await canvas.findByRole('group', { name: 'Dates (UTC)' });
    const [startMonth] = within(group).getAllByRole('spinbutton', { name: /month/i });
    await userEvent.click(startMonth!);
    // mm/dd/yyyy – mm/dd/yyyy
    await userEvent.keyboard('11012026');
    await expect(
      await canvas.findByText(
        'Nov 1, 2026 – Nov 27, 2026, compared with Oct 5, 2026 – Oct 31, 2026.',
      ),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: analyticsApiPending() } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent(LOADING);
  },
};

/** No events yet: how to get some. */
export const Empty: Story = {
  parameters: { msw: { handlers: analyticsApi(emptyAnalyticsData) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: EMPTY_TITLE })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to Layouts' })).toHaveAttribute(
      'href',
      '/layouts',
    );
  },
};

export const LoadError: Story = {
  parameters: { msw: { handlers: analyticsApiError() } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Unable to load analytics. Please try again.',
    );
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** The token was refused and no page gave a new one (the frame opened on its own). */
export const AccessEnded: Story = {
  args: { initialToken: 'expired-token' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(ACCESS_ENDED);
  },
};
