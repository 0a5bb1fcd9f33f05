import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, graphql, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { FEED_FRAME_HEIGHT } from '@vendy/client/domain';
import { Dom, embedAt } from '../runtime/StoryFrame';
import { FEED_ID, sampleFeed, sampleFeedExperimentData } from './fixtures';

/** Generous: the story runner shares a two-core machine with the whole build. */
const LONG = { timeout: 30_000 };

const feedAnswer = (feed = sampleFeed()) =>
  graphql.query<Record<string, unknown>>('getEmbeddedInstagramFeed', () =>
    HttpResponse.json({ data: { getEmbeddedInstagramFeed: feed } }),
  );
const experimentAnswer = graphql.query<Record<string, unknown>>('getExperimentData', () =>
  HttpResponse.json({ data: { getExperimentData: sampleFeedExperimentData() } }),
);

const meta = {
  title: 'Embed/Feed',
  component: Dom,
  parameters: { layout: 'padded', msw: { handlers: [feedAnswer(), experimentAnswer] } },
  args: { mount: embedAt(`/embed/ig/${FEED_ID}`) },
} satisfies Meta<typeof Dom>;

export default meta;
type Story = StoryObj<typeof meta>;

const firstTile = /^New linen shirts/;

/** The feed keeps the height the store page reserved for it, whatever it shows. */
async function keepsReservedHeight(element: () => Element | null) {
  await waitFor(
    () => expect(element()?.getBoundingClientRect().height).toBe(FEED_FRAME_HEIGHT),
    LONG,
  );
}

/** The row of posts as a store page shows it before any click: our own picture copies only. */
export const Feed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('button', { name: firstTile }, LONG);
    await expect(canvas.getByRole('link', { name: /@vendy\.shop/ })).toBeVisible();
    await keepsReservedHeight(() => canvas.getByRole('region', { name: 'Instagram feed' }));
  },
};

/** An image post opened: its products ('Featured Products': its own, then the collection's). */
export const PostImage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: firstTile }, LONG));
    await canvas.findByRole('dialog', { name: 'Post 1 of 4' }, LONG);
    await canvas.findByRole('button', { name: /Canvas tote bag/ }, LONG);
    await expect(canvas.getByRole('heading', { name: 'Featured Products' })).toBeVisible();
  },
};

/** A carousel album on its second picture, its caption expanded. */
export const PostCarousel: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /album \(post 2/ }, LONG));
    await userEvent.click(await canvas.findByRole('button', { name: 'Next picture' }, LONG));
    await userEvent.click(canvas.getByRole('button', { name: 'more' }));
    await canvas.findByRole('button', { name: 'less' }, LONG);
    await canvas.findByRole('button', { name: /Straw sun hat/ }, LONG);
  },
};

/** A video post: its cover and play button; the file (Instagram's) loads only on play. */
export const PostVideo: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /video \(post 3/ }, LONG));
    await canvas.findByRole('button', { name: 'Play video' }, LONG);
    await canvas.findByRole('button', { name: /Canvas tote bag/ }, LONG);
  },
};

/** The product card of a post's product: options, quantity and Add to Cart. */
export const ProductCard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: firstTile }, LONG));
    await userEvent.click(await canvas.findByRole('button', { name: /Linen shirt/ }, LONG));
    await canvas.findByRole('button', { name: 'Add to Cart' }, LONG);
  },
};

/** A phone-wide frame: two and a bit tiles in view; the opened post stacks. */
export const NarrowPost: Story = {
  args: { width: 375 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: firstTile }, LONG));
    await canvas.findByRole('button', { name: /Canvas tote bag/ }, LONG);
  },
};

/** The account was disconnected: the posts stay, without a profile link. */
export const DisconnectedAccount: Story = {
  parameters: { msw: { handlers: [feedAnswer(sampleFeed({ handle: null })), experimentAnswer] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('button', { name: firstTile }, LONG);
    await expect(canvas.queryByRole('link', { name: /on Instagram/ })).toBeNull();
  },
};

export const EmptyFeed: Story = {
  parameters: { msw: { handlers: [feedAnswer(sampleFeed({ posts: 0 })), experimentAnswer] } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('This feed has no posts yet.', {}, LONG);
    await keepsReservedHeight(() => canvasElement.querySelector('section'));
  },
};

export const NotFound: Story = {
  parameters: {
    msw: {
      handlers: [
        graphql.query('getEmbeddedInstagramFeed', () =>
          HttpResponse.json({
            data: null,
            errors: [{ message: 'Unable to get feed.', extensions: { code: 'BAD_USER_INPUT' } }],
          }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('This feed is not available.', {}, LONG);
    await keepsReservedHeight(() => canvasElement.querySelector('[data-state="not-found"]'));
  },
};

/** A failed read offers 'Try again', which reads once more without reloading the frame. */
export const LoadError: Story = {
  parameters: {
    msw: {
      handlers: [http.get('*/graphql', () => HttpResponse.error()), experimentAnswer],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Unable to load feed.', {}, LONG);
    await waitFor(
      () => expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible(),
      LONG,
    );
    await keepsReservedHeight(() => canvasElement.querySelector('[data-state="error"]'));
  },
};

/** While the feed loads: the space of its row kept, nothing drawn. */
export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [
        graphql.query('getEmbeddedInstagramFeed', async () => {
          await delay('infinite');
          return HttpResponse.json({});
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await keepsReservedHeight(() => canvasElement.querySelector('[aria-busy="true"]'));
  },
};
