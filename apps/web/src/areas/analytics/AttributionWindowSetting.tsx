// The group's attribution window (issue 16): how many days after an add-to-cart an order still
// counts as attributed to it, 1, 7 or 30. Saved as soon as it is chosen (updateAnalyticsSettings)
// with a toast; the page then has the frame read its numbers again.
import { useEffect, useRef, useState } from 'react';
import { ATTRIBUTION_WINDOW_CHOICES } from '@vendy/client/domain';
import { Button, Select, toasts } from '@vendy/ui-kit';
import { errorMessage } from '../../lib/loadable';
import * as styles from './analytics.css';

export const WINDOW_LABEL = 'Attribution window';
export const WINDOW_SAVED = 'Attribution window saved.';
export const WINDOW_HELP =
  'An order counts as attributed when one of its items was added to the cart from a layout at most this long before it.';
export const WINDOW_LOAD_FAILED = 'Unable to get the attribution window.';

const OPTIONS = ATTRIBUTION_WINDOW_CHOICES.map((days) => ({
  id: String(days),
  label: days === 1 ? '1 day' : `${days} days`,
}));

export interface AttributionWindowSettingProps {
  load: () => Promise<number>;
  save: (days: number) => Promise<number>;
  /** Called once a new window is saved (the frame reads its numbers again). */
  onSaved: () => void;
}

type State =
  { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; days: number };

export function AttributionWindowSetting({ load, save, onSaved }: AttributionWindowSettingProps) {
  const [state, setState] = useState<State>({ status: 'loading' });
  const [saving, setSaving] = useState(false);
  const loadRef = useRef(load);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    loadRef.current().then(
      (days) => live && setState({ status: 'ready', days }),
      (error: unknown) =>
        live && setState({ status: 'error', message: errorMessage(error) || WINDOW_LOAD_FAILED }),
    );
    return () => {
      live = false;
    };
  }, [attempt]);

  if (state.status === 'error') {
    return (
      <div role="alert" className={styles.alert}>
        <p className={styles.alertText}>{state.message}</p>
        <Button
          variant="secondary"
          onPress={() => {
            setState({ status: 'loading' });
            setAttempt((n) => n + 1);
          }}
        >
          Try again
        </Button>
      </div>
    );
  }

  const choose = async (id: string | null) => {
    if (id === null || state.status !== 'ready' || Number(id) === state.days) return;
    const previous = state.days;
    setState({ status: 'ready', days: Number(id) });
    setSaving(true);
    try {
      const saved = await save(Number(id));
      setState({ status: 'ready', days: saved });
      toasts.success(WINDOW_SAVED);
      onSaved();
    } catch (error) {
      setState({ status: 'ready', days: previous });
      toasts.error(errorMessage(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className={styles.setting}>
      <Select<string>
        label={WINDOW_LABEL}
        description={WINDOW_HELP}
        options={OPTIONS}
        value={state.status === 'ready' ? String(state.days) : null}
        placeholder="Loading…"
        isDisabled={state.status !== 'ready' || saving}
        onChange={(id) => void choose(id)}
      />
    </div>
  );
}
