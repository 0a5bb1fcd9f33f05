// @vitest-environment happy-dom
import '../test-setup';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { validateExperiment, type EditorState } from '../../model';
import { createTimelineStore } from '../store';
import { EMPTY_EXPERIMENT, ExperimentForm } from './ExperimentForm';
import { competing, loaded } from './fixtures';

function setUp(state: EditorState, showAllErrors = false) {
  const store = createTimelineStore(state);
  render(<ExperimentForm store={store} showAllErrors={showAllErrors} />);
  return { store, user: userEvent.setup() };
}

const row = (name: string) => screen.getByRole('group', { name });
const percentageOf = (name: string) =>
  within(row(name)).getByRole('textbox', { name: 'Percentage' });
const percentages = (state: EditorState) => state.doc.experiment.entries.map((e) => e.percentage);

// Many interactions per test: generous time on a busy machine (not a performance check).
describe('ExperimentForm', { timeout: 20_000 }, () => {
  it('shows a strategy and a percentage per entry', () => {
    setUp(competing(['60', '40']));
    expect(percentageOf('Placement 1')).toHaveValue('60');
    expect(percentageOf('Placement 2')).toHaveValue('40');
    expect(
      within(row('Placement 1')).getByRole('button', { name: /Placement 1\s+Strategy/ }),
    ).toBeInTheDocument();
    expect(screen.getByText('Total: 100%')).toBeInTheDocument();
  });

  it('keeps digits only while typing, one undo step per field', async () => {
    const { store, user } = setUp(competing(['100', '0']));
    const field = percentageOf('Placement 2');
    await user.clear(field);
    await user.type(field, '2a5.%');
    expect(field).toHaveValue('25');
    await user.tab();
    expect(percentages(store.getState())).toEqual(['100', '25']);
    store.undo();
    expect(percentages(store.getState())).toEqual(['100', '0']);
  });

  it('says when a percentage is missing or out of range', async () => {
    const { user } = setUp(competing(['100', '0']));
    const field = percentageOf('Placement 1');
    await user.clear(field);
    // Nothing is said before the field is left.
    expect(screen.queryByText('Please enter a number.')).not.toBeInTheDocument();
    await user.tab();
    expect(field).toHaveAccessibleDescription('Please enter a number.');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    await user.type(field, '101');
    expect(field).toHaveAccessibleDescription('Must be between 0-100.');
    // The total is judged once every percentage is itself valid.
    expect(screen.queryByText('Percentages must add up to 100.')).not.toBeInTheDocument();
  });

  it('says when the percentages do not add up to 100', async () => {
    const { user } = setUp(competing(['100', '0']));
    const field = percentageOf('Placement 2');
    await user.clear(field);
    await user.type(field, '5');
    await user.tab();
    expect(screen.getByText('Total: 105%')).toBeInTheDocument();
    expect(screen.getByText('Percentages must add up to 100.')).toBeInTheDocument();
    await user.clear(percentageOf('Placement 1'));
    await user.type(percentageOf('Placement 1'), '95');
    expect(screen.queryByText('Percentages must add up to 100.')).not.toBeInTheDocument();
  });

  it('says when a loaded percentage is not a number', () => {
    setUp(
      loaded([
        { strategyKey: 's1', percentage: '1e' },
        { strategyKey: 's2', percentage: '100' },
      ]),
      true,
    );
    expect(percentageOf('Summer looks')).toHaveAccessibleDescription('Not a number.');
  });

  it('gives a lone new entry 100 and further ones 0, and asks for their strategy', async () => {
    const { store, user } = setUp(loaded([]));
    expect(screen.getByText(EMPTY_EXPERIMENT)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add strategy' }));
    await user.click(screen.getByRole('button', { name: 'Add strategy' }));
    expect(percentageOf('Entry 1')).toHaveValue('100');
    expect(percentageOf('Entry 2')).toHaveValue('0');

    const select = within(row('Entry 1')).getByRole('button', { name: /Strategy/ });
    await user.click(select);
    await user.keyboard('{Escape}');
    expect(within(row('Entry 1')).getByText('Please select a strategy.')).toBeInTheDocument();

    await user.click(select);
    await user.click(screen.getByRole('option', { name: 'Best sellers' }));
    expect(store.getState().doc.experiment.entries[0]!.strategyKey).toBe('s2');
    expect(screen.queryByText('Please select a strategy.')).not.toBeInTheDocument();
    // A strategy competes once: the other entry is not offered it.
    await user.click(within(row('Entry 2')).getByRole('button', { name: /Strategy/ }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Summer looks',
      'New arrivals',
    ]);
  });

  it('shows every message at once when asked', () => {
    setUp(loaded([{ strategyKey: null, percentage: '' }]), true);
    expect(within(row('Entry 1')).getByText('Please select a strategy.')).toBeInTheDocument();
    expect(percentageOf('Entry 1')).toHaveAccessibleDescription('Please enter a number.');
  });

  it('removes an entry with its strategy, down to an empty list', async () => {
    const { store, user } = setUp(competing(['50', '50']));
    await user.click(screen.getByRole('button', { name: 'Remove Placement 2' }));
    expect(store.getState().doc.strategies.map((s) => s.title)).toEqual(['Placement 1']);
    expect(screen.queryByRole('group', { name: 'Placement 2' })).not.toBeInTheDocument();
    expect(screen.getByText('Total: 50%')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove Placement 1' }));
    expect(screen.getByText(EMPTY_EXPERIMENT)).toBeInTheDocument();
    expect(store.getState().doc.strategies).toHaveLength(0);
    expect(validateExperiment(store.getState().doc).valid).toBe(true);
    expect(screen.queryByText('Percentages must add up to 100.')).not.toBeInTheDocument();
  });

  it('changes nothing in read-only mode', () => {
    setUp(competing(['100'], { readOnly: true }));
    expect(percentageOf('Placement 1')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Remove Placement 1' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Add strategy' })).toBeDisabled();
  });
});
