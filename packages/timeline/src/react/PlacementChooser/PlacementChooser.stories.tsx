import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { createEditorState, type EditorState } from '../../model';
import { competing } from '../ExperimentForm/fixtures';
import { createTimelineStore } from '../store';
import { PlacementChoiceDialog, PlacementChooser } from './PlacementChooser';

interface Args {
  state: () => EditorState;
}

function Chooser({ state }: Args) {
  const [store] = useState(() => createTimelineStore(state()));
  return (
    <div style={{ width: 640 }}>
      <PlacementChooser store={store} />
      <PlacementChoiceDialog store={store} />
    </div>
  );
}

const meta = {
  title: 'Timeline/PlacementChooser',
  component: Chooser,
  args: { state: () => competing(['100']) },
} satisfies Meta<typeof Chooser>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

/** A video without placements: only 'Add competing product placement'. */
export const NoPlacement: Story = {
  args: { state: () => createEditorState() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add competing product placement' }));
    await expect(
      canvas.getByRole('radio', { name: /^Placement 1, 100% of viewers, / }),
    ).toBeChecked();
  },
};

/** The only placement is the one edited. */
export const OnePlacement: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('radio', { name: /^Placement 1, 100% of viewers, / }),
    ).toBeChecked();
  },
};

/** Several placements and none chosen: the merchant is asked which one to edit. */
export const ChooseOnOpen: Story = {
  args: { state: () => competing(['50', '30', '20']) },
  play: async () => {
    const dialog = await body().findByRole('dialog', { name: 'Choose a product placement' });
    await expect(within(dialog).getAllByRole('button')).toHaveLength(4);
  },
};

export const Chosen: Story = {
  args: { state: () => competing(['50', '30', '20']) },
  play: async ({ canvasElement }) => {
    const dialog = await body().findByRole('dialog', { name: 'Choose a product placement' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Placement 2 30%' }));
    await waitFor(() => expect(body().queryByRole('dialog')).not.toBeInTheDocument());
    await expect(
      within(canvasElement).getByRole('radio', { name: /^Placement 2, 30% of viewers, / }),
    ).toBeChecked();
  },
};

/** Put off: the chooser still says a choice is needed. */
export const PutOff: Story = {
  args: { state: () => competing(['50', '50']) },
  play: async ({ canvasElement }) => {
    const dialog = await body().findByRole('dialog', { name: 'Choose a product placement' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Not now' }));
    await waitFor(() => expect(body().queryByRole('dialog')).not.toBeInTheDocument());
    await expect(
      within(canvasElement).getByText('Choose a product placement to edit first.'),
    ).toBeInTheDocument();
  },
};

/** A new placement joins at 0 % and is edited at once. */
export const AddCompeting: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add competing product placement' }));
    await expect(
      canvas.getByRole('radio', { name: /^Placement 2, 0% of viewers, / }),
    ).toBeChecked();
  },
};

export const ReadOnly: Story = {
  args: { state: () => competing(['60', '40'], { readOnly: true }) },
  play: async ({ canvasElement }) => {
    const dialog = await body().findByRole('dialog', { name: 'Choose a product placement' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(
      within(canvasElement).getByRole('button', { name: 'Add competing product placement' }),
    ).toBeDisabled();
  },
};
