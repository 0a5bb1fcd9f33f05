import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import {
  ANALYTICS_NAMES,
  ANALYTICS_ORDERS,
  ANALYTICS_TOKEN,
  analyticsApi,
  analyticsData,
} from '../../../mocks/analytics';
import { ACCESS_ENDED, loadOrderPath, ORDERS_FAILED, PATH_FAILED } from './api';
import { ORDERS_EMPTY, OrdersSection, PATH_LOADING } from './OrdersSection';
import * as styles from './frame.css';

const FROM = '2026-11-21T00:00:00.000Z';
const TO = '2026-11-28T00:00:00.000Z';

const holder = {
  current: ANALYTICS_TOKEN,
  renew: () => Promise.reject(new Error(ACCESS_ENDED)),
};

const meta = {
  title: 'Pages/Analytics Frame/Attributed Orders',
  component: OrdersSection,
  parameters: { layout: 'fullscreen', msw: { handlers: analyticsApi() } },
  args: {
    orders: { status: 'ready', data: { range: { from: FROM, to: TO }, orders: ANALYTICS_ORDERS } },
    names: ANALYTICS_NAMES,
    loadPath: (orderId, signal) => loadOrderPath(holder, orderId, signal),
    onRetry: () => {},
    clock: { locale: 'en-US', timeZone: 'America/New_York' },
  },
  render: (args) => (
    <main className={styles.root}>
      <OrdersSection {...args} />
    </main>
  ),
} satisfies Meta<typeof OrdersSection>;

export default meta;
type Story = StoryObj<typeof meta>;

const openFirstPath = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  const toggle = canvas.getByRole('button', { name: 'Path of order #1003' });
  await userEvent.click(toggle);
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  return canvas;
};

/** The period's attributed orders, newest first. */
export const Data: Story = {
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('grid', { name: 'Attributed orders' });
    const rows = within(table).getAllByRole('row');
    await expect(rows).toHaveLength(4);
    await expect(rows[1]).toHaveTextContent('#1003');
    await expect(rows[2]).toHaveTextContent('$205.00$45.00$160.00');
  },
};

export const Empty: Story = {
  args: { orders: { status: 'ready', data: { range: { from: FROM, to: TO }, orders: [] } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(ORDERS_EMPTY)).toBeVisible();
  },
};

export const LoadError: Story = {
  args: { orders: { status: 'error', message: ORDERS_FAILED } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(ORDERS_FAILED);
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** An order's path open under its row: the shopper's steps in time order. */
export const PathOpen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await openFirstPath(canvasElement);
    const events = await canvas.findByRole('list', { name: 'Events before order #1003' });
    const steps = within(events).getAllByRole('listitem');
    await expect(steps.map((s) => s.querySelector('span')?.textContent)).toEqual([
      'Impression (the layout was on screen)',
      'View',
      'Watched 10 s',
      'Banner click: View in video',
      'Watched 15 s',
      'Add to cart · Led to this order',
      'Watched to the end',
    ]);
    await expect(steps[5]).toHaveTextContent('Product: Linen shirt');
  },
};

export const PathLoading: Story = {
  parameters: {
    msw: { handlers: analyticsApi(analyticsData, [ANALYTICS_TOKEN], { path: 'pending' }) },
  },
  play: async ({ canvasElement }) => {
    const canvas = await openFirstPath(canvasElement);
    await expect(await canvas.findByRole('status')).toHaveTextContent(PATH_LOADING);
  },
};

export const PathError: Story = {
  parameters: {
    msw: { handlers: analyticsApi(analyticsData, [ANALYTICS_TOKEN], { path: 'error' }) },
  },
  play: async ({ canvasElement }) => {
    const canvas = await openFirstPath(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(PATH_FAILED);
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};
