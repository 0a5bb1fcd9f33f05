import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  audios,
  failedUpload,
  imageCollections,
  libraryVideos,
  manyVideos,
  processingUpload,
} from '../areas/videos/fixtures';
import { AudioPicker } from './AudioPicker';
import { ImageCollectionPicker } from './ImageCollectionPicker';
import { VideoPicker, type VideoPickerProps } from './VideoPicker';

function Controlled(
  props: Omit<VideoPickerProps, 'selectedKeys' | 'onSelectionChange'> & { initial?: string[] },
) {
  const [keys, setKeys] = useState<Set<string>>(new Set(props.initial ?? []));
  return <VideoPicker {...props} selectedKeys={keys} onSelectionChange={setKeys} />;
}

const meta = {
  title: 'Pickers/Video Picker',
  component: Controlled,
  args: { videos: { status: 'ready', data: libraryVideos }, selectionMode: 'single' },
} satisfies Meta<typeof Controlled>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Single: Story = { args: { initial: ['video-ready'] } };

export const Multiple: Story = {
  args: {
    videos: { status: 'ready', data: manyVideos },
    selectionMode: 'multiple',
    initial: ['video-12', 'video-10'],
  },
};

/** Processing and failed videos: focusable, never selectable, with the reason in a tooltip. */
export const ProcessingAndError: Story = {
  args: {
    videos: { status: 'ready', data: [processingUpload, failedUpload] },
    onCheckStatus: fn(async () => processingUpload),
  },
  play: async ({ canvasElement }) => {
    const why = within(canvasElement).getByRole('button', {
      name: 'Why Spring lookbook is unavailable',
    });
    why.focus();
    await expect(await within(document.body).findByRole('tooltip')).toHaveTextContent(
      'This video is currently processing. It will become available shortly.',
    );
  },
};

export const NoMatch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search Videos' }), 'snowboard');
    await expect(canvas.getByText('No videos found.')).toBeVisible();
  },
};

export const Empty: Story = { args: { videos: { status: 'ready', data: [] } } };

export const Loading: Story = { args: { videos: { status: 'loading' } } };

export const LoadError: Story = {
  args: { videos: { status: 'error', message: 'Unable to get videos.' } },
};

export const Audio: Story = {
  render: () => (
    <AudioPicker
      audios={{ status: 'ready', data: audios }}
      selectedKeys={new Set(['audio-2'])}
      onSelectionChange={fn()}
    />
  ),
};

export const AudioEmpty: Story = {
  render: () => (
    <AudioPicker
      audios={{ status: 'ready', data: [] }}
      selectedKeys={new Set()}
      onSelectionChange={fn()}
    />
  ),
};

export const PhotoCollections: Story = {
  render: () => (
    <ImageCollectionPicker
      collections={{ status: 'ready', data: imageCollections }}
      selectionMode="multiple"
      selectedKeys={new Set(['image-collection-1'])}
      onSelectionChange={fn()}
    />
  ),
};

export const PhotoCollectionsLoading: Story = {
  render: () => (
    <ImageCollectionPicker
      collections={{ status: 'loading' }}
      selectedKeys={new Set()}
      onSelectionChange={fn()}
    />
  ),
};
