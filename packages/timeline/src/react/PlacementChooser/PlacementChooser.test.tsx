// @vitest-environment happy-dom
import '../test-setup';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  activeStrategy,
  competingPlacements,
  createEditorState,
  needsPlacementChoice,
  type EditorState,
} from '../../model';
import { competing } from '../ExperimentForm/fixtures';
import { createTimelineStore } from '../store';
import { PlacementChoiceDialog, PlacementChooser } from './PlacementChooser';

function setUp(state: EditorState) {
  const store = createTimelineStore(state);
  render(
    <>
      <PlacementChooser store={store} />
      <PlacementChoiceDialog store={store} />
    </>,
  );
  return { store, user: userEvent.setup() };
}

// Many interactions per test: generous time on a busy machine (not a performance check).
describe('PlacementChooser', { timeout: 20_000 }, () => {
  it('asks which of several placements to edit, and picks one', async () => {
    const { store, user } = setUp(competing(['70', '30']));
    expect(needsPlacementChoice(store.getState())).toBe(true);
    const dialog = screen.getByRole('dialog', { name: 'Choose a product placement' });
    await user.click(within(dialog).getByRole('button', { name: 'Placement 2 30%' }));
    expect(activeStrategy(store.getState())?.title).toBe('Placement 2');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /^Placement 2, 30% of viewers, / })).toBeChecked();
  });

  it('can be put off and chosen later with the keyboard', async () => {
    const { store, user } = setUp(competing(['70', '30']));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const group = screen.getByRole('radiogroup', { name: 'Product placement' });
    expect(within(group).getByText('Choose a product placement to edit first.')).toBeVisible();
    await user.tab();
    expect(screen.getByRole('radio', { name: /^Placement 1, 70% of viewers, / })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(activeStrategy(store.getState())?.title).toBe('Placement 2');
    await user.keyboard('{ArrowLeft}');
    expect(activeStrategy(store.getState())?.title).toBe('Placement 1');
    expect(screen.queryByText('Choose a product placement to edit first.')).not.toBeInTheDocument();
  });

  it(`adds a competing placement with 'Add competing product placement'`, async () => {
    const { store, user } = setUp(createEditorState());
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add competing product placement' }));
    expect(screen.getByRole('radio', { name: /^Placement 1, 100% of viewers, / })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Add competing product placement' }));
    // The new one is edited at once, with 0 % until the form says otherwise.
    expect(screen.getByRole('radio', { name: /^Placement 2, 0% of viewers, / })).toBeChecked();
    expect(competingPlacements(store.getState().doc).map((p) => p.percentage)).toEqual([
      '100',
      '0',
    ]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('only lets a read-only editor look', () => {
    setUp(competing(['100'], { readOnly: true }));
    expect(screen.getByRole('button', { name: 'Add competing product placement' })).toBeDisabled();
    expect(screen.getByRole('radio', { name: /^Placement 1, 100% of viewers, / })).toBeChecked();
  });
});
