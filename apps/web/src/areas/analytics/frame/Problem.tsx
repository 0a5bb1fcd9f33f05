// What the frame says when something could not be read: the message, and 'Try again' when trying
// again can help.
import { Button } from '@vendy/ui-kit';
import * as styles from './frame.css';

export function Problem({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <div role="alert" className={styles.alert}>
      <p className={styles.alertText}>{message}</p>
      {onRetry && (
        <Button variant="secondary" onPress={onRetry}>
          Try again
        </Button>
      )}
    </div>
  );
}
