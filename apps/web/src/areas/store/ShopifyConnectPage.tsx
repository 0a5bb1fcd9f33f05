// /shopify-connect?store={store} (doc 1 §2, doc 2 §2): where the store app's install comes back.
// Signed-out visitors are asked to log in; signed-in ones, once the store credential check allows
// it, pick the group (one without a store) that the store connects to. A merchant with a single
// group has nothing to pick: the store connects to it straight away.
import { useState } from 'react';
import { Button, LinkButton } from '@vendy/ui-kit';
import { routes } from '../../routes';
import { ForbiddenPicture } from './ForbiddenPicture';
import * as page from './page.css';
import * as styles from './ShopifyConnectPage.css';

export const RESTRICTED_MESSAGE = "The page you're trying to access is restricted.";

export interface ConnectableGroup {
  id: string;
  name: string;
}

export type ShopifyConnectState =
  /** The store parameter is missing or too long. */
  | { status: 'invalid'; message: string }
  | { status: 'signedOut' }
  | { status: 'checking' }
  | { status: 'failed'; message: string }
  | { status: 'forbidden' }
  /** Allowed, and the caller's only group is being connected. */
  | { status: 'connecting'; groupName: string }
  /** Allowed: the caller's groups that have no store yet (possibly none), and why an automatic
   * connection to the only one failed, if it did. */
  | { status: 'permitted'; groups: ConnectableGroup[]; error?: string };

export interface ShopifyConnectPageProps {
  storeName: string;
  state: ShopifyConnectState;
  onLogIn: () => void;
  onSignUp: () => void;
  /** Connects the store to the group; a rejected promise's message is shown above the list. */
  onConnect: (groupId: string) => Promise<void>;
}

export function ShopifyConnectPage({
  storeName,
  state,
  onLogIn,
  onSignUp,
  onConnect,
}: ShopifyConnectPageProps) {
  if (state.status === 'forbidden') {
    return (
      <div className={[page.narrowPage, styles.centered].join(' ')}>
        <ForbiddenPicture />
        <h1 className={page.heading}>{RESTRICTED_MESSAGE}</h1>
        <LinkButton variant="secondary" href={routes.groups()}>
          Switch Groups
        </LinkButton>
      </div>
    );
  }

  return (
    <div className={page.narrowPage}>
      <h1 className={page.heading}>Connect Shopify Store</h1>
      {state.status === 'invalid' && (
        <p role="alert" className={page.alert}>
          {state.message}
        </p>
      )}
      {state.status === 'failed' && (
        <p role="alert" className={page.alert}>
          {state.message}
        </p>
      )}
      {state.status === 'checking' && (
        <p role="status" className={page.text}>
          Checking access to <strong>{storeName}</strong>…
        </p>
      )}
      {state.status === 'connecting' && (
        <p role="status" className={page.text}>
          Connecting <strong>{storeName}</strong> to <strong>{state.groupName}</strong>…
        </p>
      )}
      {state.status === 'signedOut' && (
        <SignedOutPrompt storeName={storeName} onLogIn={onLogIn} onSignUp={onSignUp} />
      )}
      {state.status === 'permitted' &&
        (state.groups.length > 0 ? (
          <GroupChoice
            storeName={storeName}
            groups={state.groups}
            onConnect={onConnect}
            initialError={state.error ?? null}
          />
        ) : (
          <NoFreeGroup storeName={storeName} />
        ))}
    </div>
  );
}

function SignedOutPrompt({
  storeName,
  onLogIn,
  onSignUp,
}: Pick<ShopifyConnectPageProps, 'storeName' | 'onLogIn' | 'onSignUp'>) {
  return (
    <>
      <p className={page.text}>
        Log in or sign up to connect <strong>{storeName}</strong> to Vendy. You will come back here
        afterwards.
      </p>
      <div className={page.actions}>
        <Button variant="primary" onPress={onLogIn}>
          Log In
        </Button>
        <Button variant="secondary" onPress={onSignUp}>
          Sign Up
        </Button>
      </div>
    </>
  );
}

function GroupChoice({
  storeName,
  groups,
  onConnect,
  initialError,
}: {
  storeName: string;
  groups: ConnectableGroup[];
  onConnect: (groupId: string) => Promise<void>;
  initialError: string | null;
}) {
  const [pendingId, setPendingId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(initialError);

  const connect = async (groupId: string) => {
    setError(null);
    setPendingId(groupId);
    try {
      await onConnect(groupId);
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setPendingId(null);
    }
  };

  return (
    <>
      <p className={page.text}>
        Choose the group to connect <strong>{storeName}</strong> to. A group has one store.
      </p>
      {error && (
        <p role="alert" className={page.alert}>
          {error}
        </p>
      )}
      <ul className={styles.groupList} aria-label="Groups without a store">
        {groups.map((group) => (
          <li key={group.id} className={styles.groupItem}>
            <span className={styles.groupName}>{group.name}</span>
            <Button
              variant="primary"
              size="sm"
              aria-label={`Connect ${group.name}`}
              onPress={() => void connect(group.id)}
              isPending={pendingId === group.id}
              isDisabled={pendingId !== null && pendingId !== group.id}
            >
              Connect
            </Button>
          </li>
        ))}
      </ul>
    </>
  );
}

function NoFreeGroup({ storeName }: { storeName: string }) {
  return (
    <>
      <p className={page.text}>
        Each of your groups already has a store. Create a new group to connect{' '}
        <strong>{storeName}</strong>.
      </p>
      <div className={page.actions}>
        <LinkButton variant="primary" href={routes.groups()}>
          Create a Group
        </LinkButton>
      </div>
    </>
  );
}
