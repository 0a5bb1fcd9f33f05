import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { toasts } from '@vendy/ui-kit';
import { renderAt } from '../../mocks/decorators';
import { InstagramReconnectPage, RECONNECT_HEADING } from './InstagramReconnectPage';

const meta = {
  title: 'Pages/Instagram/Reconnect',
  component: InstagramReconnectPage,
  parameters: { layout: 'fullscreen' },
  // Toasts live in one app-wide queue: none may follow a story into the next one's screenshot.
  beforeEach: () => toasts.clear(),
  render: () => renderAt(<InstagramReconnectPage />, { path: '/instagram/reconnect' }),
} satisfies Meta<typeof InstagramReconnectPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Where a broken connection sends the user: reconnect through Instagram, or go back. */
export const Reconnect: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: RECONNECT_HEADING })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Reconnect' })).toHaveAttribute(
      'href',
      '/auth/instagram/start',
    );
    await expect(canvas.getByRole('link', { name: 'Cancel' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
  },
};
