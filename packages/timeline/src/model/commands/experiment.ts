/**
 * Competing placements and the experiment form (doc 3 §2, §4, §5): when a video has several
 * placements the merchant picks one to edit; 'Add competing product placement' adds one; the
 * form splits viewers between them in percentages that add up to 100.
 */
import { digitsOnly, newExperimentItemPercentage } from '@vendy/client/domain';
import { placementPercentagesSchema } from '@vendy/client/validation';
import { ok, refuse, type CommandResult } from '../result';
import { competingPlacements, findStrategy } from '../selectors';
import { guardEdit, nextKey, settleView, withDoc } from '../state';
import type { EditorState, ExperimentEntry, TimelineDocument } from '../types';
import { withNewPlacement } from './placements';

type Result = CommandResult<EditorState>;

export const ADD_COMPETING_PLACEMENT = 'Add competing product placement';

function withEntries(doc: TimelineDocument, entries: readonly ExperimentEntry[]): TimelineDocument {
  return { ...doc, experiment: { ...doc.experiment, entries } };
}

function updateEntry(
  doc: TimelineDocument,
  key: string,
  change: (entry: ExperimentEntry) => ExperimentEntry,
): TimelineDocument {
  return withEntries(
    doc,
    doc.experiment.entries.map((entry) => (entry.key === key ? change(entry) : entry)),
  );
}

/**
 * 'Add competing product placement': a new empty placement joins the experiment (100 % when it
 * is the only entry, else 0 %) and becomes the one edited.
 */
export function addCompetingPlacement(
  state: EditorState,
  { title }: { title?: string } = {},
): Result {
  const refusal = guardEdit(state, 'placements');
  if (refusal) return refusal;
  const [doc, key] = withNewPlacement(state.doc, title);
  return ok(settleView({ ...state, doc, view: { ...state.view, activeStrategyKey: key } }));
}

/** Picks the competing placement shown on the product tracks (not an undo step). */
export function choosePlacement(
  state: EditorState,
  { strategyKey }: { strategyKey: string },
): Result {
  if (!competingPlacements(state.doc).some((p) => p.strategy.key === strategyKey)) {
    return refuse('not-found');
  }
  return ok({ ...state, view: { ...state.view, activeStrategyKey: strategyKey } });
}

export function renamePlacement(
  state: EditorState,
  { strategyKey, title }: { strategyKey: string; title: string },
): Result {
  const refusal = guardEdit(state, 'placements');
  if (refusal) return refusal;
  if (!findStrategy(state.doc, strategyKey)) return refuse('not-found');
  return ok(
    withDoc(state, {
      ...state.doc,
      strategies: state.doc.strategies.map((s) => (s.key === strategyKey ? { ...s, title } : s)),
    }),
  );
}

/** A new line of the form, without a strategy yet; 100 % if it is the only one, else 0 %. */
export function addExperimentEntry(state: EditorState): Result {
  const refusal = guardEdit(state, 'placements');
  if (refusal) return refusal;
  const [key, doc] = nextKey(state.doc);
  const entries = doc.experiment.entries;
  const entry: ExperimentEntry = {
    key,
    strategyKey: null,
    percentage: String(newExperimentItemPercentage(entries.length)),
  };
  return ok(withDoc(state, withEntries(doc, [...entries, entry])));
}

/** Chooses an entry's strategy; a strategy competes only once. */
export function setEntryStrategy(
  state: EditorState,
  { entryKey, strategyKey }: { entryKey: string; strategyKey: string },
): Result {
  const refusal = guardEdit(state, 'placements');
  if (refusal) return refusal;
  const entries = state.doc.experiment.entries;
  if (!entries.some((e) => e.key === entryKey) || !findStrategy(state.doc, strategyKey)) {
    return refuse('not-found');
  }
  if (entries.some((e) => e.key !== entryKey && e.strategyKey === strategyKey)) {
    return refuse('strategy-taken');
  }
  return ok(
    withDoc(
      state,
      updateEntry(state.doc, entryKey, (e) => ({ ...e, strategyKey })),
    ),
  );
}

/** Typing in a percentage field keeps its digits only. */
export function setEntryPercentage(
  state: EditorState,
  { entryKey, text }: { entryKey: string; text: string },
): Result {
  const refusal = guardEdit(state, 'placements');
  if (refusal) return refusal;
  const entry = state.doc.experiment.entries.find((e) => e.key === entryKey);
  if (!entry) return refuse('not-found');
  const percentage = digitsOnly(text);
  if (percentage === entry.percentage) return ok(state);
  return ok(
    withDoc(
      state,
      updateEntry(state.doc, entryKey, (e) => ({ ...e, percentage })),
    ),
  );
}

/**
 * Removing an entry deletes its strategy (saving the experiment without it deletes it on the
 * server). Removing every entry is allowed: saving then deletes them all.
 */
export function removeEntry(state: EditorState, { entryKey }: { entryKey: string }): Result {
  const refusal = guardEdit(state, 'placements');
  if (refusal) return refusal;
  const entry = state.doc.experiment.entries.find((e) => e.key === entryKey);
  if (!entry) return refuse('not-found');
  const doc = withEntries(
    {
      ...state.doc,
      strategies: state.doc.strategies.filter((s) => s.key !== entry.strategyKey),
    },
    state.doc.experiment.entries.filter((e) => e.key !== entryKey),
  );
  return ok(withDoc(state, doc));
}

export interface EntryErrors {
  strategy?: string;
  percentage?: string;
}

export interface ExperimentErrors {
  valid: boolean;
  /** Per entry key. */
  entries: Record<string, EntryErrors>;
  /** 'Percentages must add up to 100.' once every percentage is itself valid. */
  total: string | null;
}

interface SchemaIssue {
  path?: string;
  message: string;
}

/** yup's ValidationError, recognised by shape so that this package needs no yup of its own. */
function isValidationError(error: unknown): error is SchemaIssue & { inner: SchemaIssue[] } {
  return (
    error instanceof Error &&
    error.name === 'ValidationError' &&
    Array.isArray((error as { inner?: unknown }).inner)
  );
}

const ITEM_PATH = /^items\[(\d+)\]\.(strategyId|rangePercentage)$/;

/**
 * The form's messages, from the shared schema (the server runs the same one): 'Please enter a
 * number.', 'Not a number.', 'Must be between 0-100.', 'Please select a strategy.' per entry and
 * 'Percentages must add up to 100.' for the whole. An empty list is valid.
 */
export function validateExperiment(doc: TimelineDocument): ExperimentErrors {
  const entries = doc.experiment.entries;
  const errors: ExperimentErrors = { valid: true, entries: {}, total: null };
  try {
    placementPercentagesSchema.validateSync(
      {
        items: entries.map((entry) => ({
          strategyId: findStrategy(doc, entry.strategyKey) ? entry.strategyKey : '',
          rangePercentage: entry.percentage,
        })),
      },
      { abortEarly: false },
    );
  } catch (error) {
    if (!isValidationError(error)) throw error;
    errors.valid = false;
    for (const issue of error.inner.length > 0 ? error.inner : [error]) {
      const match = ITEM_PATH.exec(issue.path ?? '');
      const entry = match ? entries[Number(match[1])] : undefined;
      if (!match || !entry) {
        errors.total ??= issue.message;
        continue;
      }
      const field = match[2] === 'strategyId' ? 'strategy' : 'percentage';
      errors.entries[entry.key] = { ...errors.entries[entry.key], [field]: issue.message };
    }
  }
  return errors;
}
