import { describe, expect, it } from 'vitest';
import { activeStrategy, competingPlacements, selectableStrategies } from '../selectors';
import { createEditorState } from '../state';
import { must, refused } from '../test-fixtures';
import type { EditorState } from '../types';
import {
  ADD_COMPETING_PLACEMENT,
  addCompetingPlacement,
  addExperimentEntry,
  choosePlacement,
  removeEntry,
  renamePlacement,
  setEntryPercentage,
  setEntryStrategy,
  validateExperiment,
} from './experiment';

const percentages = (state: EditorState) => state.doc.experiment.entries.map((e) => e.percentage);

function twoPlacements() {
  return must(addCompetingPlacement(must(addCompetingPlacement(createEditorState()))));
}

describe('competing placements', () => {
  it(`'${ADD_COMPETING_PLACEMENT}' adds one: 100 % if alone, further ones 0 %`, () => {
    let state = must(addCompetingPlacement(createEditorState()));
    expect(percentages(state)).toEqual(['100']);
    state = must(addCompetingPlacement(state, { title: 'Summer' }));
    expect(percentages(state)).toEqual(['100', '0']);
    expect(competingPlacements(state.doc).map((p) => p.strategy.title)).toEqual([
      'Placement 1',
      'Summer',
    ]);
    expect(activeStrategy(state)?.title).toBe('Summer');
  });

  it('lets the merchant pick which one to edit', () => {
    let state = twoPlacements();
    const [first] = competingPlacements(state.doc);
    state = must(choosePlacement(state, { strategyKey: first!.strategy.key }));
    expect(activeStrategy(state)?.key).toBe(first!.strategy.key);
    expect(refused(choosePlacement(state, { strategyKey: 'nope' })).reason).toBe('not-found');
  });

  it('renames a placement', () => {
    let state = must(addCompetingPlacement(createEditorState()));
    const key = activeStrategy(state)!.key;
    state = must(renamePlacement(state, { strategyKey: key, title: 'Launch' }));
    expect(activeStrategy(state)?.title).toBe('Launch');
  });
});

describe('experiment form', () => {
  it('keeps digits only while typing', () => {
    let state = must(addCompetingPlacement(createEditorState()));
    const key = state.doc.experiment.entries[0]!.key;
    state = must(setEntryPercentage(state, { entryKey: key, text: '4a5.%' }));
    expect(percentages(state)).toEqual(['45']);
    state = must(setEntryPercentage(state, { entryKey: key, text: '-' }));
    expect(percentages(state)).toEqual(['']);
  });

  it('gives the spec’s messages per entry and for the total', () => {
    let state = twoPlacements();
    const [a, b] = state.doc.experiment.entries;
    state = must(setEntryPercentage(state, { entryKey: a!.key, text: '' }));
    state = must(setEntryPercentage(state, { entryKey: b!.key, text: '101' }));
    expect(validateExperiment(state.doc)).toEqual({
      valid: false,
      entries: {
        [a!.key]: { percentage: 'Please enter a number.' },
        [b!.key]: { percentage: 'Must be between 0-100.' },
      },
      total: null,
    });
    state = must(setEntryPercentage(state, { entryKey: a!.key, text: '50' }));
    state = must(setEntryPercentage(state, { entryKey: b!.key, text: '49' }));
    expect(validateExperiment(state.doc)).toEqual({
      valid: false,
      entries: {},
      total: 'Percentages must add up to 100.',
    });
    state = must(setEntryPercentage(state, { entryKey: b!.key, text: '50' }));
    expect(validateExperiment(state.doc).valid).toBe(true);
  });

  it('asks for a strategy on an entry without one, and offers the free ones', () => {
    let state = twoPlacements();
    state = must(addExperimentEntry(state));
    const entry = state.doc.experiment.entries[2]!;
    expect(entry).toMatchObject({ strategyKey: null, percentage: '0' });
    expect(validateExperiment(state.doc).entries[entry.key]).toEqual({
      strategy: 'Please select a strategy.',
    });
    expect(selectableStrategies(state.doc, entry.key)).toEqual([]);
    const taken = state.doc.experiment.entries[0]!.strategyKey!;
    expect(
      refused(setEntryStrategy(state, { entryKey: entry.key, strategyKey: taken })).reason,
    ).toBe('strategy-taken');
  });

  it('gives a lone new entry 100 %', () => {
    const state = must(addExperimentEntry(createEditorState()));
    expect(percentages(state)).toEqual(['100']);
  });

  it('removing an entry deletes its strategy; an empty list is allowed', () => {
    let state = twoPlacements();
    const [a, b] = state.doc.experiment.entries;
    state = must(removeEntry(state, { entryKey: a!.key }));
    expect(state.doc.strategies.map((s) => s.key)).toEqual([b!.strategyKey]);
    state = must(removeEntry(state, { entryKey: b!.key }));
    expect(state.doc.strategies).toEqual([]);
    expect(state.doc.experiment.entries).toEqual([]);
    expect(validateExperiment(state.doc)).toEqual({ valid: true, entries: {}, total: null });
    expect(state.view.activeStrategyKey).toBeNull();
  });

  it('moves the choice to what is left when the edited placement is removed', () => {
    let state = twoPlacements();
    const [a, b] = state.doc.experiment.entries;
    state = must(removeEntry(state, { entryKey: b!.key }));
    expect(state.view.activeStrategyKey).toBe(a!.strategyKey);
  });

  it('is locked in a read-only editor', () => {
    const state = { ...twoPlacements(), mode: { readOnly: true, readOnlyMedia: false } };
    const key = state.doc.experiment.entries[0]!.key;
    expect(refused(setEntryPercentage(state, { entryKey: key, text: '5' })).reason).toBe(
      'read-only',
    );
    expect(refused(removeEntry(state, { entryKey: key })).reason).toBe('read-only');
    expect(refused(addCompetingPlacement(state)).reason).toBe('read-only');
  });
});
