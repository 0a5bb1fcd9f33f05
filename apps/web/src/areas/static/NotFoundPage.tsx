// /404 (doc 1 §2): a picture plus a Go Back button. Unknown paths and non-admins on admin pages land here.
// A signed-in visitor is also offered the way to their dashboard (the header has no Log In then).
import { Button, LinkButton } from '@vendy/ui-kit';
import * as styles from './NotFoundPage.css';

export interface NotFoundPageProps {
  onGoBack: () => void;
  /** The signed-in user's dashboard; absent for a signed-out visitor. */
  dashboardHref?: string;
}

export function NotFoundPage({ onGoBack, dashboardHref }: NotFoundPageProps) {
  return (
    <div className={styles.page}>
      <svg className={styles.picture} viewBox="0 0 240 140" role="img" aria-label="Page not found">
        <rect x="20" y="20" width="200" height="100" rx="12" fill="#dcebf8" />
        <text x="120" y="88" textAnchor="middle" fontSize="56" fontWeight="700" fill="#0265b0">
          404
        </text>
      </svg>
      <h1 className={styles.heading}>Page not found</h1>
      <p className={styles.text}>The page you are looking for does not exist or has moved.</p>
      <div className={styles.actions}>
        <Button variant={dashboardHref ? 'secondary' : 'primary'} onPress={onGoBack}>
          Go Back
        </Button>
        {dashboardHref && (
          <LinkButton variant="primary" href={dashboardHref}>
            Go to Dashboard
          </LinkButton>
        )}
      </div>
    </div>
  );
}
