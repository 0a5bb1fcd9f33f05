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
}

function Harness({ seed, inEditor }: Args) {
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
