import { describe, expect, it, vi } from 'vitest';
import { act, render, renderHook, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { VideoFieldsFragment } from '@vendy/client/generated';
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
import { usePolledVideos } from './usePolledVideos';
import { VideoPicker, type VideoPickerProps } from './VideoPicker';

vi.setConfig({ testTimeout: 30_000 });

const ready = <T,>(data: readonly T[]) => ({ status: 'ready' as const, data });

function ControlledVideoPicker(
  props: Partial<VideoPickerProps> & { onChange?: (keys: Set<string>) => void },
) {
  const [keys, setKeys] = useState<Set<string>>(new Set());
  return (
    <VideoPicker
      videos={ready(libraryVideos)}
      selectedKeys={keys}
      onSelectionChange={(next) => {
        setKeys(next);
        props.onChange?.(next);
      }}
      {...props}
    />
  );
}

const tile = (name: string) => screen.getByRole('row', { name: new RegExp(`^${name}`) });
const tileTitles = () =>
  within(screen.getByRole('grid'))
    .queryAllByRole('row')
    .map((row) => row.getAttribute('aria-label')?.split('. ')[0]);

describe('VideoPicker', () => {
  it('shows six videos per page with their source and duration', async () => {
    const user = userEvent.setup();
    render(<ControlledVideoPicker videos={ready(manyVideos)} />);
    expect(tileTitles()).toHaveLength(6);
    expect(tile('Product demo 12')).toHaveAccessibleName('Product demo 12. Upload · 0:30');
    expect(screen.getByText('1–6 of 12')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(screen.getByText('7–12 of 12')).toBeInTheDocument();
  });

  it('chooses one video, by pointer or keyboard', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<ControlledVideoPicker onChange={onChange} />);
    await user.click(tile('Rain jacket close-up'));
    expect(onChange).toHaveBeenLastCalledWith(new Set(['video-ready']));
    expect(tile('Rain jacket close-up')).toHaveAttribute('aria-selected', 'true');

    await user.keyboard('{ArrowRight}{ArrowRight}');
    await user.keyboard(' ');
    await waitFor(() => expect(onChange.mock.lastCall?.[0].size).toBe(1));
    expect(onChange.mock.lastCall?.[0]).not.toEqual(new Set(['video-ready']));
  });

  it('keeps several choices across pages in multiple mode', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <ControlledVideoPicker
        videos={ready(manyVideos)}
        selectionMode="multiple"
        onChange={onChange}
      />,
    );
    await user.click(tile('Product demo 12'));
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await user.click(tile('Product demo 1'));
    expect(onChange).toHaveBeenLastCalledWith(new Set(['video-12', 'video-1']));
  });

  it('never chooses processing or failed videos, and says why', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<ControlledVideoPicker onChange={onChange} />);
    const processing = tile('Spring lookbook');
    expect(processing).toHaveAccessibleName(
      'Spring lookbook. Upload · 1:35. This video is currently processing. It will become available shortly.',
    );
    await user.click(processing);
    await user.keyboard(' ');
    expect(onChange).not.toHaveBeenCalled();
    expect(processing).not.toHaveAttribute('aria-selected', 'true');

    const why = within(tile('Unboxing take 2')).getByRole('button', {
      name: 'Why Unboxing take 2 is unavailable',
    });
    await act(async () => why.focus());
    expect(await screen.findByRole('tooltip')).toHaveTextContent(
      'There has been an error with this video and it is not available for use.',
    );
  });

  it('searches and says when nothing is found', async () => {
    const user = userEvent.setup();
    render(<ControlledVideoPicker />);
    await user.type(screen.getByRole('searchbox', { name: 'Search Videos' }), 'zzz');
    expect(screen.getByText('No videos found.')).toBeInTheDocument();
    await user.clear(screen.getByRole('searchbox', { name: 'Search Videos' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search Videos' }), 'pack');
    expect(tileTitles()).toEqual(['Packing list']);
  });

  it('polls a processing video until it is ready, then lets it be chosen', async () => {
    const user = userEvent.setup();
    const check = vi
      .fn<(id: string) => Promise<VideoFieldsFragment>>()
      .mockResolvedValueOnce(processingUpload)
      .mockResolvedValue({ ...processingUpload, status: 'READY' });
    const onVideoChange = vi.fn();
    render(
      <ControlledVideoPicker
        videos={ready([processingUpload])}
        onCheckStatus={check}
        onVideoChange={onVideoChange}
        pollIntervalMs={40}
      />,
    );
    expect(tile('Spring lookbook')).toHaveAccessibleName(/currently processing/);
    await waitFor(() =>
      expect(tile('Spring lookbook')).toHaveAccessibleName('Spring lookbook. Upload · 1:35'),
    );
    expect(check).toHaveBeenCalledWith('video-processing');
    expect(onVideoChange).toHaveBeenCalledWith(expect.objectContaining({ status: 'READY' }));
    const calls = check.mock.calls.length;
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(check.mock.calls.length).toBe(calls);
    await user.click(tile('Spring lookbook'));
    expect(tile('Spring lookbook')).toHaveAttribute('aria-selected', 'true');
  });
});

describe('usePolledVideos', () => {
  it('asks every 15 seconds, only about PROCESSING videos', async () => {
    vi.useFakeTimers();
    try {
      const check = vi.fn(async (id: string) => ({ ...processingUpload, id }));
      renderHook(() => usePolledVideos([processingUpload, failedUpload], check));
      await vi.advanceTimersByTimeAsync(14_999);
      expect(check).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      expect(check.mock.calls).toEqual([['video-processing']]);
      await vi.advanceTimersByTimeAsync(15_000);
      expect(check).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('AudioPicker and ImageCollectionPicker', () => {
  it('choose audio tracks', async () => {
    const user = userEvent.setup();
    const onSelectionChange = vi.fn();
    render(
      <AudioPicker
        audios={ready(audios)}
        selectedKeys={new Set()}
        onSelectionChange={onSelectionChange}
      />,
    );
    expect(tile('Calm piano')).toHaveAccessibleName('Calm piano. 0:30 · Loops');
    await user.click(tile('Upbeat acoustic'));
    expect(onSelectionChange).toHaveBeenCalledWith(new Set(['audio-1']));
  });

  it('choose photo collections, several at once', async () => {
    const user = userEvent.setup();
    const onSelectionChange = vi.fn();
    render(
      <ImageCollectionPicker
        collections={ready(imageCollections)}
        selectionMode="multiple"
        selectedKeys={new Set(['image-collection-2'])}
        onSelectionChange={onSelectionChange}
      />,
    );
    expect(tile('Autumn lookbook')).toHaveAccessibleName('Autumn lookbook. 2 photos');
    await user.click(tile('Autumn lookbook'));
    expect(onSelectionChange).toHaveBeenCalledWith(
      new Set(['image-collection-2', 'image-collection-1']),
    );
  });

  it('say when there is nothing to choose', () => {
    render(<AudioPicker audios={ready([])} selectedKeys={new Set()} onSelectionChange={vi.fn()} />);
    expect(screen.getByText("You don't have any audio.")).toBeInTheDocument();
  });
});
