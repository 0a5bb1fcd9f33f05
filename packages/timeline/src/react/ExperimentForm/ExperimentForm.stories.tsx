import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { EditorState } from '../../model';
import { createTimelineStore } from '../store';
import { ExperimentForm } from './ExperimentForm';
import { competing, loaded } from './fixtures';

interface Args {
  state: () => EditorState;
  showAllErrors: boolean;
}

function Form({ state, showAllErrors }: Args) {
  const [store] = useState(() => createTimelineStore(state()));
  return (
    <div style={{ width: 520 }}>
      <ExperimentForm store={store} showAllErrors={showAllErrors} />
    </div>
  );
}

const meta = {
  title: 'Timeline/ExperimentForm',
  component: Form,
  args: { state: () => competing(['60', '40']), showAllErrors: false },
} satisfies Meta<typeof Form>;

export default meta;
type Story = StoryObj<typeof meta>;

const field = (canvasElement: HTMLElement, group: string, name: 'Percentage') =>
  within(within(canvasElement).getByRole('group', { name: group })).getByRole('textbox', { name });

/** Two placements splitting viewers 60/40: valid. */
export const Valid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Total: 100%')).toBeInTheDocument();
    await expect(canvas.queryByText('Percentages must add up to 100.')).not.toBeInTheDocument();
  },
};

/** Letters typed into a percentage are dropped. */
export const DigitsOnly: Story = {
  play: async ({ canvasElement }) => {
    const input = field(canvasElement, 'Placement 2', 'Percentage');
    await userEvent.clear(input);
    await userEvent.type(input, '4x0%');
    await expect(input).toHaveValue('40');
  },
};

export const PercentageRequired: Story = {
  play: async ({ canvasElement }) => {
    const input = field(canvasElement, 'Placement 1', 'Percentage');
    await userEvent.clear(input);
    await userEvent.tab();
    await waitFor(() => expect(input).toHaveAccessibleDescription('Please enter a number.'));
  },
};

export const PercentageOutOfRange: Story = {
  play: async ({ canvasElement }) => {
    const input = field(canvasElement, 'Placement 1', 'Percentage');
    await userEvent.clear(input);
    await userEvent.type(input, '160');
    await userEvent.tab();
    await waitFor(() => expect(input).toHaveAccessibleDescription('Must be between 0-100.'));
  },
};

/** A percentage loaded from elsewhere that is no number. */
export const NotANumber: Story = {
  args: {
    state: () =>
      loaded([
        { strategyKey: 's1', percentage: '5e' },
        { strategyKey: 's2', percentage: '50' },
      ]),
    showAllErrors: true,
  },
  play: async ({ canvasElement }) => {
    await expect(field(canvasElement, 'Summer looks', 'Percentage')).toHaveAccessibleDescription(
      'Not a number.',
    );
  },
};

export const StrategyRequired: Story = {
  args: { state: () => loaded([{ strategyKey: null, percentage: '100' }]), showAllErrors: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Please select a strategy.')).toBeInTheDocument();
  },
};

export const TotalNot100: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = field(canvasElement, 'Placement 2', 'Percentage');
    await userEvent.clear(input);
    await userEvent.type(input, '30');
    await userEvent.tab();
    await expect(canvas.getByText('Total: 90%')).toBeInTheDocument();
    await expect(canvas.getByText('Percentages must add up to 100.')).toBeInTheDocument();
  },
};

/** Every message at once, as after a refused save. */
export const Invalid: Story = {
  args: {
    state: () =>
      loaded([
        { strategyKey: null, percentage: '' },
        { strategyKey: 's2', percentage: '250' },
        { strategyKey: 's3', percentage: '9x' },
      ]),
    showAllErrors: true,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Please select a strategy.')).toBeInTheDocument();
    await expect(canvas.getByText('Please enter a number.')).toBeInTheDocument();
    await expect(canvas.getByText('Must be between 0-100.')).toBeInTheDocument();
    await expect(canvas.getByText('Not a number.')).toBeInTheDocument();
  },
};

/** A first entry gets 100 %, the next 0 %, until a strategy is picked for each. */
export const NewEntries: Story = {
  args: { state: () => loaded([]) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add strategy' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Add strategy' }));
    await expect(field(canvasElement, 'Entry 1', 'Percentage')).toHaveValue('100');
    await expect(field(canvasElement, 'Entry 2', 'Percentage')).toHaveValue('0');
  },
};

/** Every entry removed: allowed, saving deletes every placement. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Placement 2' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Placement 1' }));
    await expect(
      canvas.getByText(
        'No product placement competes. Saving removes every placement from this video.',
      ),
    ).toBeInTheDocument();
  },
};

export const ReadOnly: Story = {
  args: { state: () => competing(['100'], { readOnly: true }) },
  play: async ({ canvasElement }) => {
    await expect(field(canvasElement, 'Placement 1', 'Percentage')).toBeDisabled();
  },
};
