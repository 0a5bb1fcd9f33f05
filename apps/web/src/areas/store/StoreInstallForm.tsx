// The in-app connect form of /shopify-prompt (doc 1 §2): the merchant names their Shopify store and
// the app's install starts on it. In development the sandbox store is offered next to it.
import { object, string } from 'yup';
import { Button, Card, TextField } from '@vendy/ui-kit';
import { INVALID_STORE_PARAMETER, REQUIRED_TEXT } from '@vendy/client/validation';
import { useYupForm } from '../../forms/useYupForm';
import { fullStoreName, MYSHOPIFY_SUFFIX } from './storeName';
import * as page from './page.css';
import * as styles from './DevStoreConnectForm.css';

const STORE_NAME = /^[a-z0-9][a-z0-9-]*(\.myshopify\.com)?$/;

/** What the server's install accepts: a myshopify name, typed with or without its ending. */
const storeInstallSchema = object({
  storeName: string()
    .trim()
    .lowercase()
    .required(REQUIRED_TEXT)
    .max(250, INVALID_STORE_PARAMETER)
    .matches(STORE_NAME, { message: INVALID_STORE_PARAMETER, excludeEmptyString: true }),
});

export interface StoreInstallFormProps {
  /** Starts the install on the full store name ('….myshopify.com'). */
  onInstall: (storeName: string) => void;
  /** True once the install has started and the browser is leaving the page. */
  isInstalling: boolean;
}

export function StoreInstallForm({ onInstall, isInstalling }: StoreInstallFormProps) {
  const form = useYupForm(storeInstallSchema, { storeName: '' }, async ({ storeName }) => {
    onInstall(fullStoreName(storeName));
    return Promise.resolve();
  });
  return (
    <form className={page.form} noValidate onSubmit={(e) => void form.handleSubmit(e)}>
      <TextField
        label="Your Shopify Store"
        isRequired
        autoComplete="off"
        placeholder="my-shop"
        endAdornment={<span className={styles.suffix}>{MYSHOPIFY_SUFFIX}</span>}
        {...form.field('storeName')}
      />
      <Button type="submit" variant="primary" className={styles.submit} isPending={isInstalling}>
        Connect Shopify Store
      </Button>
    </form>
  );
}

export interface SandboxOfferProps {
  shop: string;
  onUse: () => void;
  isInstalling: boolean;
}

/** Development only: a fresh shop of the local Shopify sandbox, one click away. */
export function SandboxOffer({ shop, onUse, isInstalling }: SandboxOfferProps) {
  return (
    <section aria-label="Sandbox store">
      <Card title="No Shopify store at hand?" headingLevel={2}>
        <div className={page.form}>
          <p className={page.text}>
            This Vendy runs a local Shopify sandbox: a store with products and a storefront, where
            nothing is billed. Install the app on a new sandbox store, <strong>{shop}</strong>.
          </p>
          <Button
            variant="primary"
            className={styles.submit}
            onPress={onUse}
            isPending={isInstalling}
          >
            Use Sandbox Store
          </Button>
        </div>
      </Card>
    </section>
  );
}
