import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { PlayableSource } from '@vendy/player';
import { FakeAudio, FakeClock, fakeLoader, svgPicture } from '@vendy/player/testing';
import { Editor, type SaveOutcome } from '../Editor/Editor';
import { fullLibrary, seededState, type SeedOptions } from '../Editor/test-editor';
import { createTimelineStore } from '../store';
import { previewMedia, previewShopData } from './fixtures';
import { PlayerPreview } from './PlayerPreview';

/** The picture a fake provider shows: the same frame on every run. */
const frame = (source: PlayableSource) =>
  source.type === 'images'
    ? (source.images[0]?.url ?? null)
    : svgPicture('Summer lookbook', { background: '#1f4e79', width: 1280, height: 720 });

const products = fullLibrary().products.map((p) => p.id);

interface Args {
  seed: SeedOptions;
  /** Show the whole editor around the preview. */
  inEditor: boolean;
  /** The layout's width over height (9 / 16 for portrait layouts). */
  aspectRatio?: number;
}

function Harness({ seed, inEditor, aspectRatio }: Args) {
  const [store] = useState(() => createTimelineStore(seededState(seed)));
  const [options] = useState(() => ({
    loaders: [fakeLoader({ frame })],
    clock: new FakeClock(),
    createAudio: () => new FakeAudio(),
  }));
  const preview = (
    <PlayerPreview
      store={store}
      media={previewMedia}
      shopData={previewShopData(products)}
      playerOptions={options}
      aspectRatio={aspectRatio}
    />
  );
  if (!inEditor) return <div style={{ maxWidth: 640 }}>{preview}</div>;
  return (
    <Editor
      store={store}
      library={fullLibrary()}
      title="Summer lookbook"
      onSave={async (): Promise<SaveOutcome> => ({ ok: true })}
      onClose={() => undefined}
      preview={preview}
    />
  );
}

const meta = {
  title: 'Timeline/PlayerPreview',
  component: Harness,
  args: { seed: { segments: [30, 20], timed: [0, 12] }, inEditor: false },
} satisfies Meta<typeof Harness>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Before play: the player's facade, nothing loaded. */
export const BeforePlay: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: /^Play/ })).toBeVisible();
  },
};

/** Playing from the cursor's time, with the banners of the edited placement due by then. */
export const PlayingFromCursor: Story = {
  args: { seed: { segments: [30, 20], timed: [0, 12], view: { cursor: 15 } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /^Play/ }));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Pause' })).toBeVisible());
    await expect(canvas.getByRole('slider', { name: /seek/i })).toHaveValue('15');
    await expect(canvas.getByRole('button', { name: /Click to Shop/ })).toBeVisible();
  },
};

/** The preview inside the full editor. */
export const InEditor: Story = {
  args: { inEditor: true },
  parameters: { layout: 'fullscreen' },
  play: async ({ canvasElement }) => {
    const preview = within(canvasElement).getByRole('region', { name: 'Preview' });
    await expect(
      await within(preview).findByRole('group', { name: 'Preview of Summer lookbook' }),
    ).toBeVisible();
  },
};

/**
 * A portrait layout: the preview is a 9:16 frame (narrowed to the height the editor allows) and
 * the player, its video and the 'Click to Shop' pill stay inside it.
 */
export const Portrait: Story = {
  args: {
    seed: { segments: [8], timed: [0, 5], view: { cursor: 1 } },
    aspectRatio: 9 / 16,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /^Play/ }));
    const pill = await canvas.findByRole('button', { name: /Click to Shop/ });
    await expect(pill).toBeVisible();
    const frame = canvas.getByTestId('preview-frame');
    await expect(frame.style.aspectRatio).toMatch(/^0\.5625( \/ 1)?$/);
    await expect(frame.contains(pill)).toBe(true);
  },
};

/** A portrait layout's preview inside the full editor, at 'fit' zoom. */
export const PortraitInEditor: Story = {
  args: {
    inEditor: true,
    seed: { segments: [8], timed: [1, 5, 7.5], view: { zoom: 'fit' } },
    aspectRatio: 9 / 16,
  },
  parameters: { layout: 'fullscreen' },
};
