// Route module for /shopify-prompt: leaves for /dashboard when the group already has a store,
// otherwise starts the store app's install (on the named store, or in development on a sandbox
// store the server offers) or connects a development store (admins).
import { useEffect, useState } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { ConnectDevShopifyStoreDocument } from '@vendy/client/generated';
import { request } from '../../lib/api';
import { routes } from '../../routes';
import { useSession } from '../../session';
import { leaveApp } from './leaveApp';
import { fetchSandboxShop } from './sandboxOffer';
import { ShopifyPromptPage, type LeavingFor } from './ShopifyPromptPage';
import type { DevStoreConnectValues } from './DevStoreConnectForm';

/** Served by the API: the store platform's app install (or its sandbox), ending on /shopify-connect. */
export const SHOPIFY_INSTALL_PATH = '/shopify/install';

export const installAddress = (storeName: string) =>
  `${SHOPIFY_INSTALL_PATH}?shop=${encodeURIComponent(storeName)}`;

export function ShopifyPromptRoute() {
  const { currentUser, refresh } = useSession();
  const navigate = useNavigate();
  const [leavingFor, setLeavingFor] = useState<LeavingFor>(null);
  const [sandboxShop, setSandboxShop] = useState<string | null>(null);
  // Set once a development store is connected, so that the refreshed session (which now has a
  // store) leads to /plans as after any store connection, not to /dashboard.
  const [devConnected, setDevConnected] = useState(false);
  const group = currentUser.currentGroup;
  const groupName = group?.name ?? '';
  const hasStore = !!group?.shopifyStore;

  useEffect(() => {
    if (hasStore) return;
    let current = true;
    void fetchSandboxShop(groupName).then((shop) => {
      if (current) setSandboxShop(shop);
    });
    return () => {
      current = false;
    };
  }, [groupName, hasStore]);

  if (hasStore && !devConnected) return <Navigate to={routes.dashboard()} replace />;

  const install = (storeName: string, via: LeavingFor) => {
    setLeavingFor(via);
    leaveApp(installAddress(storeName));
  };

  const onDevConnect = async ({ storeName, adminToken }: DevStoreConnectValues) => {
    await request(ConnectDevShopifyStoreDocument, { storeName, adminToken });
    setDevConnected(true);
    await refresh();
    navigate(routes.plans(), { replace: true });
  };

  return (
    <ShopifyPromptPage
      groupName={groupName}
      isAdmin={currentUser.auth?.isAdmin ?? false}
      onConnect={(storeName) => install(storeName, 'store')}
      sandboxShop={sandboxShop}
      onUseSandbox={() => sandboxShop && install(sandboxShop, 'sandbox')}
      leavingFor={leavingFor}
      onDevConnect={onDevConnect}
    />
  );
}
