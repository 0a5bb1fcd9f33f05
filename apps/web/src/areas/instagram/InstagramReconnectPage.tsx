// /instagram/reconnect: where a call that found the Instagram connection broken (an expired or
// revoked token) sends the user, to go through Instagram's authorization window again.
import { Card, InstagramIcon, LinkButton } from '@vendy/ui-kit';
import { routes } from '../../routes';
import { FullPageLinks } from './FullPageLinks';
import { INSTAGRAM_START_PATH } from './instagramActions';
import * as styles from './instagram.css';

export const RECONNECT_HEADING = 'Something went wrong when connecting to your Instagram account';

export function InstagramReconnectPage() {
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>Instagram</h1>
      <div className={styles.narrow}>
        <Card
          title={RECONNECT_HEADING}
          headingLevel={2}
          media={<InstagramIcon size={32} />}
          footer={
            <div className={styles.buttons}>
              <FullPageLinks>
                <LinkButton variant="primary" href={INSTAGRAM_START_PATH}>
                  Reconnect
                </LinkButton>
              </FullPageLinks>
              <LinkButton variant="secondary" href={routes.dashboard()}>
                Cancel
              </LinkButton>
            </div>
          }
        >
          <p className={styles.text}>
            Vendy can no longer reach your Instagram account: its access may have expired or been
            removed. Reconnect to keep your posts up to date.
          </p>
        </Card>
      </div>
    </div>
  );
}
