// Re-Sync All (doc 2 §4): the store's products and collections are fetched again and saved over
// the imported ones; each step is announced, with a progress bar.
import { Button, CheckIcon, Dialog, ErrorIcon, ProgressBar } from '@vendy/ui-kit';
import { syncMessage, type SyncProgress } from './catalogueImport';
import * as styles from './products.css';

export type ResyncState =
  | { status: 'idle' }
  | { status: 'running'; progress: SyncProgress }
  | { status: 'failed'; progress: SyncProgress; message: string }
  | { status: 'done' };

export interface ResyncDialogProps {
  state: ResyncState;
  onClose: () => void;
  onRetry: () => void;
}

function Progress({ progress }: { progress: SyncProgress }) {
  if (progress.phase === 'products') {
    return (
      <ProgressBar
        aria-label="Sync progress"
        value={progress.done}
        maxValue={Math.max(progress.total, 1)}
        valueLabel={`${progress.done}/${progress.total}`}
      />
    );
  }
  if (progress.phase === 'done') {
    return <ProgressBar aria-label="Sync progress" value={100} />;
  }
  return <ProgressBar aria-label="Sync progress" isIndeterminate />;
}

export function ResyncDialog({ state, onClose, onRetry }: ResyncDialogProps) {
  const isRunning = state.status === 'running';
  return (
    <Dialog
      title="Re-Sync All"
      isOpen={state.status !== 'idle'}
      isDismissable={!isRunning}
      isKeyboardDismissDisabled={isRunning}
      hideCloseButton={isRunning}
      onOpenChange={(open) => {
        if (!open && !isRunning) onClose();
      }}
      actions={
        isRunning ? undefined : (
          <>
            {state.status === 'failed' && (
              <Button variant="secondary" onPress={onRetry}>
                Try Again
              </Button>
            )}
            <Button variant="primary" onPress={onClose}>
              Done
            </Button>
          </>
        )
      }
    >
      <div className={styles.progress}>
        {state.status === 'done' ? (
          <>
            <p role="status" className={styles.success}>
              <CheckIcon />
              {syncMessage({ phase: 'done' })}
            </p>
            <Progress progress={{ phase: 'done' }} />
          </>
        ) : state.status === 'idle' ? null : (
          <>
            <p role="status" className={styles.muted}>
              {syncMessage(state.progress)}
            </p>
            <Progress progress={state.progress} />
            {state.status === 'failed' && (
              <p role="alert" className={styles.alert}>
                <ErrorIcon />
                <span>{state.message}</span>
              </p>
            )}
          </>
        )}
      </div>
    </Dialog>
  );
}
