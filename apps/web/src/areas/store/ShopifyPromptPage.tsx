// /shopify-prompt (doc 1 §2, doc 2 §2): the current group has no store yet. Offers the store app's
// install (which comes back on /shopify-connect) and, for admins, the developer connection form.
import { Button, LinkButton } from '@vendy/ui-kit';
import { routes } from '../../routes';
import { DevStoreConnectForm, type DevStoreConnectValues } from './DevStoreConnectForm';
import * as page from './page.css';

export interface ShopifyPromptPageProps {
  groupName: string;
  /** Admins also see the developer connection form. */
  isAdmin: boolean;
  /** Starts the store app's install. */
  onConnect: () => void;
  /** True once the install has started and the browser is leaving the page. */
  isConnecting?: boolean;
  onDevConnect: (values: DevStoreConnectValues) => Promise<void>;
}

export function ShopifyPromptPage({
  groupName,
  isAdmin,
  onConnect,
  isConnecting = false,
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
      <div className={page.actions}>
        <Button variant="primary" onPress={onConnect} isPending={isConnecting}>
          Connect Shopify Store
        </Button>
        <LinkButton variant="secondary" href={routes.groups()}>
          Switch Groups
        </LinkButton>
      </div>
      {isAdmin && <DevStoreConnectForm onConnect={onDevConnect} />}
    </div>
  );
}
