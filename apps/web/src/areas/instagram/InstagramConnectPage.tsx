// /instagram/connect: where the server sends the browser back from Instagram's authorization
// window. It shows the connection being set up, or why it could not be, with the way back.
import { LinkButton, ProgressBar } from '@vendy/ui-kit';
import { FormError } from '../../components/FormError';
import { routes } from '../../routes';
import * as styles from './instagram.css';

export type InstagramConnectState =
  | { status: 'connecting' }
  /** Instagram sent no code but an error: the user refused access. */
  | { status: 'denied' }
  /** Neither a code nor an error. */
  | { status: 'invalid' }
  | { status: 'failed'; message: string };

export const CONNECTING = 'Connecting your Instagram account…';
export const ACCESS_DENIED = 'Access denied. Did not receive access code from Instagram.';
export const INCORRECT_PARAMETERS = 'Incorrect parameters.';

export function InstagramConnectPage({ state }: { state: InstagramConnectState }) {
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>Connect Instagram</h1>
      <div className={`${styles.narrow} ${styles.status}`}>
        {state.status === 'connecting' && (
          <ProgressBar isIndeterminate label={CONNECTING} className={styles.stretch} />
        )}
        {state.status === 'denied' && <Failure message={ACCESS_DENIED} link="Back to Instagram" />}
        {state.status === 'invalid' && (
          <Failure message={INCORRECT_PARAMETERS} link="Back to Instagram" />
        )}
        {state.status === 'failed' && <Failure message={state.message} link="Try again" />}
      </div>
    </div>
  );
}

function Failure({ message, link }: { message: string; link: string }) {
  return (
    <>
      <FormError message={message} />
      <LinkButton variant="primary" href={routes.instagram()}>
        {link}
      </LinkButton>
    </>
  );
}
