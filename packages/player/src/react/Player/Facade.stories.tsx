import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useRef } from 'react';
import { fn } from 'storybook/test';
import { mountFacade } from '../../core/facade';
import { svgPicture } from '../../testing';

interface Args {
  title: string;
  thumbnailUrl: string | null;
  onPlay: () => void;
}

/** The framework-free facade (core `mountFacade`), as a page shows it before loading React. */
function FrameworkFreeFacade({ title, thumbnailUrl, onPlay }: Args) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!ref.current) return;
    return mountFacade(ref.current, { title, thumbnailUrl, onPlay });
  }, [title, thumbnailUrl, onPlay]);
  return <div ref={ref} style={{ position: 'relative', width: 720, aspectRatio: '16 / 9' }} />;
}

const meta = {
  title: 'Player/Facade (no framework)',
  component: FrameworkFreeFacade,
  parameters: { layout: 'padded' },
  args: {
    title: 'Summer lookbook',
    thumbnailUrl: svgPicture('Summer lookbook', { width: 1280, height: 720 }),
    onPlay: fn(),
  },
} satisfies Meta<typeof FrameworkFreeFacade>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithThumbnail: Story = {};

export const WithoutThumbnail: Story = { args: { thumbnailUrl: null } };
