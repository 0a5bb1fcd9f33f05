import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { Branding } from '../../core/branding';
import { createPlayer, type Player as PlayerInstance } from '../../core/player';
import type { Shop } from '../../core/shop';
import { buildTimeline, timelineOfImages } from '../../core/timeline';
import { imagesLoader } from '../../providers/loaders';
import { FakeClock, flushPromises, sampleOverlayShoppableVideo, svgPicture } from '../../testing';
import { storyPlayer, storyShop, type StoryState } from '../story-players';
import { Player } from './Player';

type ShopSetup = 'none' | 'collapsed' | 'open' | 'product' | 'quantity' | 'adding' | 'link';

interface Args {
  state: StoryState;
  shop: ShopSetup;
  affiliateMode: boolean;
  /** Affiliate mode without a connected store. */
  noStore: boolean;
  branding: Branding | null;
  aspectRatio: number;
  width: number;
}

interface Loaded {
  player: PlayerInstance;
  shop: Shop | null;
}

async function setUp(args: Args): Promise<Loaded> {
  const { player } = await storyPlayer(args.state);
  if (args.shop === 'none') return { player, shop: null };
  const shop = storyShop(player, {
    affiliateMode: args.affiliateMode,
    noStore: args.noStore,
    // Never answers: the adding story stays pending.
    onAddToCart: () => new Promise(() => undefined),
  });
  const [, link] = shop.placement.banners;
  const shirt = shop.placement.banners[0]!;
  if (args.shop === 'open') shop.open();
  if (args.shop === 'product' || args.shop === 'quantity' || args.shop === 'adding') {
    shop.open();
    shop.select(shirt.item);
  }
  if (args.shop === 'quantity') {
    shop.setOption('Size', 'L');
    shop.setQuantity(3);
  }
  if (args.shop === 'adding') void shop.addToCart();
  if (args.shop === 'link' && link) {
    shop.open();
    shop.select(link.item);
  }
  return { player, shop };
}

const meta = {
  title: 'Player/Player',
  parameters: { layout: 'padded' },
  args: {
    state: 'playing',
    shop: 'none',
    affiliateMode: false,
    noStore: false,
    branding: null,
    aspectRatio: 16 / 9,
    width: 720,
  },
  loaders: [async ({ args }) => ({ setup: await setUp(args as Args) })],
  render: (args, { loaded }) => {
    const { player, shop } = (loaded as { setup: Loaded }).setup;
    return (
      <div style={{ width: args.width }}>
        <Player
          player={player}
          title="Summer lookbook"
          shop={shop}
          branding={args.branding}
          aspectRatio={args.aspectRatio}
        />
      </div>
    );
  },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Before the first play: our thumbnail and a play button; no provider is loaded. */
export const IdleFacade: Story = { args: { state: 'idle' } };

export const Playing: Story = {};

export const Paused: Story = { args: { state: 'paused' } };

export const Buffering: Story = { args: { state: 'buffering' } };

export const ErrorState: Story = { name: 'Error', args: { state: 'error' } };

export const Muted: Story = { args: { state: 'muted' } };

/** Playing with the pointer idle: the controls are hidden (focus inside brings them back). */
export const ControlsHidden: Story = { args: { state: 'controlsHidden' } };

export const ControlsShown: Story = { args: { state: 'playing' } };

export const Ended: Story = { args: { state: 'ended' } };

export const ShopCollapsed: Story = { args: { shop: 'collapsed' } };

export const ShopOpen: Story = { args: { shop: 'open' } };

export const ProductWithVariants: Story = { args: { shop: 'product', state: 'paused' } };

export const ProductQuantity: Story = { args: { shop: 'quantity', state: 'paused' } };

export const AddingToCart: Story = { args: { shop: 'adding', state: 'paused' } };

/** An affiliate link: 'Buy Now' opens the partner's page in a new tab. */
export const AffiliateLink: Story = { args: { shop: 'link', state: 'paused' } };

/** Affiliate mode: products get 'Buy Now' with the store's cart link. */
export const AffiliateMode: Story = {
  args: { shop: 'product', state: 'paused', affiliateMode: true },
};

export const AffiliateModeWithoutStore: Story = {
  args: { shop: 'product', state: 'paused', affiliateMode: true, noStore: true },
};

export const Branded: Story = {
  args: {
    shop: 'product',
    state: 'paused',
    branding: {
      buttonBackgroundColor: '#1b5e20',
      buttonTextColor: '#ffffff',
      buttonBorderRadius: 0,
      textColor: '#3e2723',
      bannerHighlightColor: '#f9a825',
      productCardBackgroundColor: '#fff8e1',
      buttonFontName: 'georgia-n7',
    },
  },
};

export const Portrait: Story = {
  args: { shop: 'collapsed', aspectRatio: 9 / 16, width: 360 },
};

/** Keyboard operation: shortcuts while focus is inside the player. */
export const KeyboardShortcuts: Story = {
  args: { state: 'paused' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Play' }));
    await expect(canvas.getByRole('button', { name: 'Pause' })).toBeInTheDocument();
    await userEvent.keyboard('m');
    await expect(canvas.getByRole('button', { name: 'Unmute' })).toBeInTheDocument();
    await userEvent.keyboard('k');
    await expect(canvas.getByRole('button', { name: 'Play' })).toBeInTheDocument();
  },
};

/** A photo collection played as timed slides, on a clock that stands still. */
export const ImageCollection: Story = {
  loaders: [
    async () => {
      const player = createPlayer({
        timeline: timelineOfImages({
          id: 'photos',
          items: [0, 1, 2].map((rank) => ({
            rank,
            image: {
              imageUrl: svgPicture(`Photo ${rank + 1}`, {
                background: '#145a32',
                width: 1280,
                height: 720,
              }),
              title: `Photo ${rank + 1}`,
            },
          })),
        }),
        loaders: [imagesLoader],
        clock: new FakeClock(),
      });
      await player.play();
      await flushPromises(2);
      player.pause();
      return { setup: { player, shop: null } };
    },
  ],
};

/**
 * A segment with an image overlay: two photos in the top right corner from 10 % to 90 % of the
 * video; 12 s in, the second ('New') shows. Its audio plays combined with the video's sound.
 */
export const WithImageOverlay: Story = {
  args: { state: 'paused' },
  loaders: [
    async () => {
      const { player } = await storyPlayer('paused', {
        timeline: buildTimeline(sampleOverlayShoppableVideo()),
      });
      return { setup: { player, shop: null } };
    },
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const photo = canvas.getByRole('img', { name: 'New' });
    await expect(photo.style.left).toBe('65%');
    await expect(photo.style.width).toBe('30%');
  },
};
