import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { Shop } from '../../core/shop';
import { playerTheme } from '../../styles/theme.css';
import { storyShop } from '../story-players';
import { ShopOverlay } from './ShopOverlay';

type Setup = 'collapsed' | 'open' | 'selected';

async function setUp(setup: Setup): Promise<Shop> {
  // Without a player every banner of the placement shows.
  const shop = storyShop(undefined);
  if (setup === 'open') shop.open();
  if (setup === 'selected') {
    shop.open();
    shop.select(shop.placement.banners[0]!.item);
  }
  return shop;
}

const meta = {
  title: 'Player/ShopOverlay',
  parameters: { layout: 'padded' },
  args: { setup: 'collapsed' as Setup },
  loaders: [async ({ args }) => ({ shop: await setUp((args as { setup: Setup }).setup) })],
  render: (_args, { loaded }) => (
    <div
      className={playerTheme}
      style={{ position: 'relative', width: 720, height: 560, background: '#1f2a36' }}
    >
      <ShopOverlay shop={(loaded as { shop: Shop }).shop} />
    </div>
  ),
} satisfies Meta<{ setup: Setup }>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Collapsed: Story = {};

export const Open: Story = { args: { setup: 'open' } };

export const ItemSelected: Story = { args: { setup: 'selected' } };

/** From 'Click to Shop' to the card and back; closing clears the selection. */
export const Journey: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Click to Shop/ }));
    await userEvent.click(canvas.getByRole('button', { name: /Hat of the season/ }));
    const buy = canvas.getByRole('link', { name: /Buy Now/ });
    await expect(buy).toHaveAttribute('target', '_blank');
    await userEvent.click(canvas.getByRole('button', { name: 'Close product' }));
    await expect(canvas.getByRole('heading', { name: 'Shop this video' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await expect(canvas.getByRole('button', { name: /Click to Shop/ })).toHaveFocus();
  },
};
