import type { Meta, StoryObj } from '@storybook/react-vite';
import { ProgressBar } from './ProgressBar';
import { Spinner } from './Spinner';

// Stories render the bar directly: its props are a union (visible label or aria-label), which
// Storybook's args typing cannot narrow. Indeterminate motion stops under reduced motion, which
// the visual tests emulate.
const meta: Meta = {
  title: 'UI Kit/ProgressBar',
  component: ProgressBar,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  decorators: [(Story) => <div style={{ width: 360 }}>{Story()}</div>],
};

export default meta;
type Story = StoryObj;

export const Percentage: Story = {
  render: () => <ProgressBar label="Uploading video" value={40} />,
};

export const Empty: Story = {
  render: () => <ProgressBar label="Uploading video" value={0} />,
};

export const Complete: Story = {
  render: () => <ProgressBar label="Uploading video" value={100} />,
};

export const Steps: Story = {
  render: () => (
    <ProgressBar label="Getting started" value={3} maxValue={5} valueLabel="3/5 steps completed" />
  ),
};

export const Indeterminate: Story = {
  render: () => <ProgressBar label="Processing video" isIndeterminate />,
};

export const WithoutVisibleLabel: Story = {
  render: () => <ProgressBar aria-label="Free-trial days used" value={12} maxValue={30} />,
};

export const Spinners: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 24, alignItems: 'center' }}>
      <Spinner size="sm" />
      <Spinner />
      <Spinner size="lg" label="Loading products" />
    </div>
  ),
};
