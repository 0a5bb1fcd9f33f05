/** Editor states for the experiment form's stories and tests (not part of the package's API). */
import {
  addCompetingPlacement,
  createEditorState,
  emptyDocument,
  setEntryPercentage,
  type EditorMode,
  type EditorState,
  type Strategy,
  type TimelineDocument,
} from '../../model';

function must(result: ReturnType<typeof addCompetingPlacement>): EditorState {
  if (!result.ok) throw new Error(result.message);
  return result.state;
}

const strategy = (key: string, title: string): Strategy => ({
  key,
  title,
  timed: [],
  statics: [],
});

/** Placements competing with these percentages, titled 'Placement 1', 'Placement 2'… */
export function competing(percentages: string[], mode: Partial<EditorMode> = {}): EditorState {
  let state = createEditorState();
  for (let i = 0; i < percentages.length; i++) state = must(addCompetingPlacement(state));
  const entries = state.doc.experiment.entries;
  percentages.forEach((text, i) => {
    state = must(setEntryPercentage(state, { entryKey: entries[i]!.key, text }));
  });
  return createEditorState({ doc: state.doc, mode });
}

/** A loaded document: strategies the server knows, and the experiment's entries as given. */
export function loaded(
  entries: { strategyKey: string | null; percentage: string }[],
  strategies: [string, string][] = [
    ['s1', 'Summer looks'],
    ['s2', 'Best sellers'],
    ['s3', 'New arrivals'],
  ],
): EditorState {
  const doc: TimelineDocument = {
    ...emptyDocument('Lookbook'),
    strategies: strategies.map(([key, title]) => strategy(key, title)),
    experiment: {
      title: 'Lookbook',
      entries: entries.map((entry, i) => ({ key: `e${i + 1}`, ...entry })),
    },
  };
  return createEditorState({ doc });
}
