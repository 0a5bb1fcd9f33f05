import { Button } from '@vendy/ui-kit';
import * as page from './page.css';
import * as styles from './DashboardPage.css';

/** A first-visit welcome note; dismissing it stops the guided tour offer as well (doc 1 §4). */
export function WelcomeBanner({ onDismiss }: { onDismiss: () => void }) {
  return (
    <aside className={styles.banner} aria-label="Welcome">
      <p className={page.text}>
        New to Vendy? Start with a layout: pick a video, add your products and embed it in your
        store.
      </p>
      <Button variant="secondary" size="sm" onPress={onDismiss}>
        Dismiss
      </Button>
    </aside>
  );
}
