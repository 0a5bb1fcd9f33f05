import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { ChoiceGroup } from './ChoiceGroup';
import { FileDropZone } from './FileDropZone';
import { Scrubber } from './Scrubber';

const meta = {
  title: 'Pages/Videos/Form Pieces',
  component: FileDropZone,
  args: {
    label: 'Video File',
    accept: ['video/*'],
    buttonLabel: 'Choose Video',
    onFile: fn(),
  },
} satisfies Meta<typeof FileDropZone>;

export default meta;
type Story = StoryObj<typeof meta>;

export const DropZone: Story = {};

export const DropZoneWithFile: Story = { args: { selected: 'beach-day.mp4 · 12.40 MB · 0:42' } };

export const DropZoneErrors: Story = {
  args: {
    errors: [
      'Unable to extract duration from file.',
      'Quicktime videos are not supported. Please save the file as a new format and try again.',
    ],
  },
};

export const DropZoneDisabled: Story = { args: { isDisabled: true } };

function ScrubberDemo() {
  const [value, setValue] = useState(12.5);
  return <Scrubber label="Frame" duration={42} value={value} onChange={setValue} />;
}

export const FrameScrubber: Story = { render: () => <ScrubberDemo /> };

function ChoiceDemo() {
  const [value, setValue] = useState<'video' | 'photo'>('video');
  return (
    <ChoiceGroup
      label="Thumbnail"
      options={[
        { id: 'video', label: 'Select from Video' },
        { id: 'photo', label: 'Select from Photo' },
      ]}
      value={value}
      onChange={setValue}
    />
  );
}

export const ThumbnailChoice: Story = { render: () => <ChoiceDemo /> };
