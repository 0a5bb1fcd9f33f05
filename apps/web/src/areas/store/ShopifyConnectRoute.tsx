// Route module for /shopify-connect?store={store} (semi-public): validates the store parameter,
// checks the store credential's owner for signed-in users and connects the store to a group.
import { useEffect, useMemo, useRef, useState } from 'react';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import {
  CheckStoreCredentialOwnerDocument,
  ConnectShopifyStoreToGroupDocument,
  SetCurrentGroupDocument,
  type CheckStoreCredentialOwnerQuery,
} from '@vendy/client/generated';
import { storeConnectSchema } from '@vendy/client/validation';
import { request } from '../../lib/api';
import { routes } from '../../routes';
import { isSignedIn, storeRedirect, useSession } from '../../session';
import { ShopifyConnectPage, type ShopifyConnectState } from './ShopifyConnectPage';

type StoreParam = { valid: true; storeName: string } | { valid: false; message: string };

function readStoreParam(store: string | null): StoreParam {
  try {
    const { store: storeName } = storeConnectSchema.validateSync({ store: store ?? undefined });
    return { valid: true, storeName };
  } catch (e) {
    return { valid: false, message: e instanceof Error ? e.message : String(e) };
  }
}

type CheckOutcome =
  | { ok: true; answer: CheckStoreCredentialOwnerQuery['checkStoreCredentialOwner'] }
  | { ok: false; message: string };

export function ShopifyConnectRoute() {
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const { currentUser, refresh } = useSession();
  const param = useMemo(() => readStoreParam(params.get('store')), [params]);
  const storeName = param.valid ? param.storeName : '';
  const signedIn = isSignedIn(currentUser);
  // Keyed by store name, so that a new store parameter reads as 'checking' until its answer comes.
  const [check, setCheck] = useState<{ storeName: string; outcome: CheckOutcome } | null>(null);

  useEffect(() => {
    if (!storeName || !signedIn) return;
    let current = true;
    request(CheckStoreCredentialOwnerDocument, { storeName }).then(
      ({ checkStoreCredentialOwner: answer }) => {
        if (current) setCheck({ storeName, outcome: { ok: true, answer } });
      },
      (e: unknown) => {
        const message = e instanceof Error ? e.message : String(e);
        if (current) setCheck({ storeName, outcome: { ok: false, message } });
      },
    );
    return () => {
      current = false;
    };
  }, [storeName, signedIn]);

  const outcome = check?.storeName === storeName ? check.outcome : null;
  const connectable = currentUser.groups
    .filter((group) => !group.shopifyStore)
    .map(({ id, name }) => ({ id, name }));
  // With a single group there is nothing to choose: the store goes to it without a click.
  const onlyGroup = currentUser.groups.length === 1 ? (connectable[0] ?? null) : null;
  const mayConnect = outcome?.ok === true && outcome.answer.hasPermission && !outcome.answer.group;
  const autoConnect = mayConnect && onlyGroup !== null;
  const autoStarted = useRef<string | null>(null);
  const [autoError, setAutoError] = useState<{ storeName: string; message: string } | null>(null);
  const autoFailed = autoError?.storeName === storeName ? autoError.message : null;

  const onConnect = async (groupId: string) => {
    await request(ConnectShopifyStoreToGroupDocument, { storeName, groupId });
    // The plans page works on the current group: make it the one that just got the store.
    if (currentUser.currentGroup?.id !== groupId) {
      await request(SetCurrentGroupDocument, { groupId });
    }
    await refresh();
    navigate(routes.plans());
  };

  useEffect(() => {
    if (!autoConnect || !onlyGroup || autoStarted.current === storeName) return;
    autoStarted.current = storeName;
    onConnect(onlyGroup.id).catch((e: unknown) => {
      setAutoError({ storeName, message: e instanceof Error ? e.message : String(e) });
    });
    // onConnect changes every render; the ref makes this run once per store.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [autoConnect, onlyGroup?.id, storeName]);

  if (outcome?.ok && outcome.answer.hasPermission && outcome.answer.group) {
    return <Navigate to={routes.products()} replace />;
  }

  const state = ((): ShopifyConnectState => {
    if (!param.valid) return { status: 'invalid', message: param.message };
    if (!signedIn) return { status: 'signedOut' };
    if (!outcome) return { status: 'checking' };
    if (!outcome.ok) return { status: 'failed', message: outcome.message };
    if (!outcome.answer.hasPermission) return { status: 'forbidden' };
    if (autoConnect && onlyGroup && !autoFailed) {
      return { status: 'connecting', groupName: onlyGroup.name };
    }
    return {
      status: 'permitted',
      groups: connectable,
      ...(autoFailed ? { error: autoFailed } : {}),
    };
  })();

  const leaveFor = (path: string) => {
    storeRedirect(`${location.pathname}${location.search}`);
    navigate(path);
  };

  return (
    <ShopifyConnectPage
      storeName={storeName}
      state={state}
      onLogIn={() => leaveFor(routes.login())}
      onSignUp={() => leaveFor(routes.signup())}
      onConnect={onConnect}
    />
  );
}
