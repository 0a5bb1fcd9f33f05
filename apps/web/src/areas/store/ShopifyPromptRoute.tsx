// Route module for /shopify-prompt: leaves for /dashboard when the group already has a store,
// otherwise starts the store app's install or connects a development store (admins).
import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { ConnectDevShopifyStoreDocument } from '@vendy/client/generated';
import { request } from '../../app/api';
import { routes } from '../../routes';
import { useSession } from '../../session';
import { leaveApp } from './leaveApp';
import { ShopifyPromptPage } from './ShopifyPromptPage';
import type { DevStoreConnectValues } from './DevStoreConnectForm';

/** Served by the API: the store platform's app install (or its sandbox), ending on /shopify-connect. */
export const SHOPIFY_INSTALL_PATH = '/shopify/install';

export function ShopifyPromptRoute() {
  const { currentUser, refresh } = useSession();
  const navigate = useNavigate();
  const [isConnecting, setConnecting] = useState(false);
  // Set once a development store is connected, so that the refreshed session (which now has a
  // store) leads to /plans as after any store connection, not to /dashboard.
  const [devConnected, setDevConnected] = useState(false);
  const group = currentUser.currentGroup;

  if (group?.shopifyStore && !devConnected) return <Navigate to={routes.dashboard()} replace />;

  const onConnect = () => {
    setConnecting(true);
    leaveApp(SHOPIFY_INSTALL_PATH);
  };

  const onDevConnect = async ({ storeName, adminToken }: DevStoreConnectValues) => {
    await request(ConnectDevShopifyStoreDocument, { storeName, adminToken });
    setDevConnected(true);
    await refresh();
    navigate(routes.plans(), { replace: true });
  };

  return (
    <ShopifyPromptPage
      groupName={group?.name ?? ''}
      isAdmin={currentUser.auth?.isAdmin ?? false}
      onConnect={onConnect}
      isConnecting={isConnecting}
      onDevConnect={onDevConnect}
    />
  );
}
