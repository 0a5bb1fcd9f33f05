import { placementTotal } from '@vendy/client/domain';
import { useState } from 'react';
import {
  Button,
  FieldError,
  Input,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Select,
  SelectValue,
  TextField,
  type Key,
} from 'react-aria-components';
import {
  addExperimentEntry,
  capabilities,
  findStrategy,
  removeEntry,
  selectableStrategies,
  setEntryPercentage,
  setEntryStrategy,
  validateExperiment,
  type EditorState,
  type EntryErrors,
  type ExperimentEntry,
} from '../../model';
import { useTimelineStateIgnoring } from '../hooks';
import * as controls from '../MediaLibrary/controls.css';
import type { TimelineStore } from '../store';
import * as styles from './ExperimentForm.css';

export const ADD_STRATEGY = 'Add strategy';
export const EMPTY_EXPERIMENT =
  'No product placement competes. Saving removes every placement from this video.';

export interface ExperimentFormProps {
  store: TimelineStore;
  /**
   * Shows every message at once (e.g. after a refused save). Otherwise a field's message shows
   * once the merchant has changed or left it.
   */
  showAllErrors?: boolean;
}

type Field = 'strategy' | 'percentage';

/**
 * The competing placements' split of viewers (doc 3 §5): a strategy and a percentage per entry,
 * digits only, adding up to 100. Every change is a model command; the messages are the model's.
 */
export function ExperimentForm({ store, showAllErrors = false }: ExperimentFormProps) {
  const state = useTimelineStateIgnoring(store);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const touch = (entryKey: string, field: Field) =>
    setTouched((all) =>
      all.has(`${entryKey}:${field}`) ? all : new Set(all).add(`${entryKey}:${field}`),
    );
  const shows = (entryKey: string, field: Field) =>
    showAllErrors || touched.has(`${entryKey}:${field}`);

  const editable = capabilities(state).canEditPlacements;
  const entries = state.doc.experiment.entries;
  const errors = validateExperiment(state.doc);
  const freeStrategies = state.doc.strategies.filter(
    (strategy) => !entries.some((entry) => entry.strategyKey === strategy.key),
  );
  const showTotal =
    showAllErrors || entries.some((entry) => touched.has(`${entry.key}:percentage`));

  return (
    <fieldset className={styles.form}>
      <legend className={styles.legend}>Placement percentages</legend>
      {entries.length === 0 ? (
        <p className={controls.message}>{EMPTY_EXPERIMENT}</p>
      ) : (
        <ul className={styles.rows}>
          {entries.map((entry, index) => (
            <EntryRow
              key={entry.key}
              state={state}
              entry={entry}
              index={index}
              editable={editable}
              errors={errors.entries[entry.key] ?? {}}
              shows={(field) => shows(entry.key, field)}
              onStrategy={(strategyKey) => {
                touch(entry.key, 'strategy');
                store.run((s) => setEntryStrategy(s, { entryKey: entry.key, strategyKey }));
              }}
              onStrategyClosed={() => touch(entry.key, 'strategy')}
              onPercentage={(text) =>
                store.run((s) => setEntryPercentage(s, { entryKey: entry.key, text }), {
                  gesture: `percentage:${entry.key}`,
                })
              }
              onPercentageLeft={() => {
                touch(entry.key, 'percentage');
                store.endGesture();
              }}
              onRemove={() => store.run((s) => removeEntry(s, { entryKey: entry.key }))}
            />
          ))}
        </ul>
      )}
      <div className={styles.footer}>
        <div aria-live="polite">
          {entries.length > 0 ? (
            <p className={styles.total}>
              Total: {placementTotal(entries.map((entry) => entry.percentage))}%
            </p>
          ) : null}
          {showTotal && errors.total ? <p className={controls.alert}>{errors.total}</p> : null}
        </div>
        <Button
          className={controls.button}
          isDisabled={!editable || freeStrategies.length === 0}
          onPress={() => store.run(addExperimentEntry)}
        >
          {ADD_STRATEGY}
        </Button>
      </div>
    </fieldset>
  );
}

interface EntryRowProps {
  state: EditorState;
  entry: ExperimentEntry;
  index: number;
  editable: boolean;
  errors: EntryErrors;
  shows: (field: Field) => boolean;
  onStrategy: (strategyKey: string) => void;
  onStrategyClosed: () => void;
  onPercentage: (text: string) => void;
  onPercentageLeft: () => void;
  onRemove: () => void;
}

function EntryRow({
  state,
  entry,
  index,
  editable,
  errors,
  shows,
  onStrategy,
  onStrategyClosed,
  onPercentage,
  onPercentageLeft,
  onRemove,
}: EntryRowProps) {
  const title = findStrategy(state.doc, entry.strategyKey)?.title;
  const name = title ?? `Entry ${index + 1}`;
  const options = selectableStrategies(state.doc, entry.key).map((strategy) => ({
    id: strategy.key,
    title: strategy.title,
  }));
  const strategyError = shows('strategy') ? errors.strategy : undefined;
  const percentageError = shows('percentage') ? errors.percentage : undefined;

  return (
    <li className={styles.item}>
      <div className={styles.row} role="group" aria-label={name}>
        <Select
          className={controls.field}
          value={entry.strategyKey}
          onChange={(key: Key | null) => {
            if (key !== null) onStrategy(String(key));
          }}
          onOpenChange={(open) => {
            if (!open) onStrategyClosed();
          }}
          placeholder="Select a strategy"
          isDisabled={!editable}
          isInvalid={Boolean(strategyError)}
        >
          <Label className={controls.label}>Strategy</Label>
          <Button className={styles.trigger}>
            <SelectValue className={styles.value} />
            <span aria-hidden="true">▾</span>
          </Button>
          <FieldError className={controls.fieldError}>{strategyError}</FieldError>
          <Popover className={styles.popover} placement="bottom start" offset={4}>
            <ListBox items={options}>
              {(option) => (
                <ListBoxItem id={option.id} textValue={option.title} className={styles.option}>
                  {option.title}
                </ListBoxItem>
              )}
            </ListBox>
          </Popover>
        </Select>
        <TextField
          className={controls.field}
          value={entry.percentage}
          onChange={onPercentage}
          onBlur={onPercentageLeft}
          inputMode="numeric"
          isDisabled={!editable}
          isInvalid={Boolean(percentageError)}
        >
          <Label className={controls.label}>Percentage</Label>
          <span className={styles.percentage}>
            <Input className={controls.input} size={4} />
            <span aria-hidden="true">%</span>
          </span>
          <FieldError className={controls.fieldError}>{percentageError}</FieldError>
        </TextField>
        <Button
          className={[controls.button, styles.remove].join(' ')}
          aria-label={`Remove ${name}`}
          isDisabled={!editable}
          onPress={onRemove}
        >
          Remove
        </Button>
      </div>
    </li>
  );
}
