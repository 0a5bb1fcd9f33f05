import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { experimentsOf } from '../../../mocks/analytics';
import { EXPERIMENTS_FAILED } from './api';
import { EXPERIMENTS_EMPTY_TITLE, ExperimentsSection, NOT_SIGNIFICANT } from './ExperimentsSection';
import * as styles from './frame.css';

const FROM = '2026-11-21T00:00:00.000Z';
const TO = '2026-11-28T00:00:00.000Z';

const meta = {
  title: 'Pages/Analytics Frame/Experiments',
  component: ExperimentsSection,
  parameters: { layout: 'fullscreen' },
  args: {
    experiments: { status: 'ready', data: experimentsOf(FROM, TO) },
    onRetry: () => {},
  },
  render: (args) => (
    <main className={styles.root}>
      <ExperimentsSection {...args} />
    </main>
  ),
} satisfies Meta<typeof ExperimentsSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One experiment with a significant leader, one without views in the period. */
export const Data: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('grid', { name: 'Summer lookbook placements' });
    const rows = within(table).getAllByRole('row');
    await expect(rows[1]).toHaveTextContent('Products in video order (control)');
    await expect(rows[2]).toHaveTextContent('Bestsellers first (leader)');
    await expect(rows[2]).toHaveTextContent('Significant (p = 0.007)');
    await expect(rows[3]).toHaveTextContent(NOT_SIGNIFICANT);
    await expect(canvas.getByText(/^Leader: Bestsellers first\./)).toBeVisible();
    await expect(canvas.getByText(/^No views in this period yet/)).toBeVisible();
  },
};

/** The group has no experiments: where to set one up. */
export const Empty: Story = {
  args: {
    experiments: { status: 'ready', data: { range: { from: FROM, to: TO }, experiments: [] } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: EXPERIMENTS_EMPTY_TITLE })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to Layouts' })).toHaveAttribute(
      'href',
      '/layouts',
    );
  },
};

/** The experiments could not be read (the rest of the dashboard still shows). */
export const LoadError: Story = {
  args: { experiments: { status: 'error', message: EXPERIMENTS_FAILED } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(EXPERIMENTS_FAILED);
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};
