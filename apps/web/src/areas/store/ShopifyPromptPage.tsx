// /shopify-prompt (doc 1 §2, doc 2 §2): the current group has no store yet. Offers the store app's
// install on the store the merchant names (it comes back on /shopify-connect), in development a
// sandbox store in one click, and for admins the developer connection form.
import { LinkButton } from '@vendy/ui-kit';
import { routes } from '../../routes';
import { DevStoreConnectForm, type DevStoreConnectValues } from './DevStoreConnectForm';
import { SandboxOffer, StoreInstallForm } from './StoreInstallForm';
import * as page from './page.css';

/** Which install the browser is leaving for, if any. */
export type LeavingFor = 'store' | 'sandbox' | null;

export interface ShopifyPromptPageProps {
  groupName: string;
  /** Admins also see the developer connection form. */
  isAdmin: boolean;
  /** Starts the store app's install on the named store ('….myshopify.com'). */
  onConnect: (storeName: string) => void;
  /** A fresh sandbox store offered in development; null when the server talks to Shopify. */
  sandboxShop?: string | null;
  /** Starts the install on `sandboxShop`. */
  onUseSandbox?: () => void;
  /** Set once an install has started and the browser is leaving the page. */
  leavingFor?: LeavingFor;
  onDevConnect: (values: DevStoreConnectValues) => Promise<void>;
}

export function ShopifyPromptPage({
  groupName,
  isAdmin,
  onConnect,
  sandboxShop = null,
  onUseSandbox = () => undefined,
  leavingFor = null,
  onDevConnect,
}: ShopifyPromptPageProps) {
  return (
    <div className={page.narrowPage}>
      <header className={page.header}>
        <h1 className={page.heading}>Connect Your Shopify Store</h1>
        <p className={page.text}>
          The group <strong>{groupName}</strong> has no store yet. Install the Vendy app on your
          Shopify store to import its products and make your videos shoppable.
        </p>
      </header>
      {sandboxShop && (
        <SandboxOffer
          shop={sandboxShop}
          onUse={onUseSandbox}
          isInstalling={leavingFor === 'sandbox'}
        />
      )}
      <StoreInstallForm onInstall={onConnect} isInstalling={leavingFor === 'store'} />
      <div className={page.actions}>
        <LinkButton variant="secondary" href={routes.groups()}>
          Switch Groups
        </LinkButton>
      </div>
      {isAdmin && <DevStoreConnectForm onConnect={onDevConnect} />}
    </div>
  );
}
