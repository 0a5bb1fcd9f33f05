// Developer-only store connection (doc 2 §2): a development store's name and Admin API token.
import { Button, Card, PasswordField, TextField } from '@vendy/ui-kit';
import { devStoreConnectSchema } from '@vendy/client/validation';
import { useYupForm } from '../../forms/useYupForm';
import { fullStoreName, MYSHOPIFY_SUFFIX } from './storeName';
import * as page from './page.css';
import * as styles from './DevStoreConnectForm.css';

export interface DevStoreConnectValues {
  /** The full store name, always ending in '.myshopify.com'. */
  storeName: string;
  adminToken: string;
}

export interface DevStoreConnectFormProps {
  /** Connects the store; a rejected promise's message is shown above the form. */
  onConnect: (values: DevStoreConnectValues) => Promise<void>;
}

export function DevStoreConnectForm({ onConnect }: DevStoreConnectFormProps) {
  const form = useYupForm(devStoreConnectSchema, { storeName: '', adminToken: '' }, (values) =>
    onConnect({ storeName: fullStoreName(values.storeName), adminToken: values.adminToken }),
  );

  return (
    <Card title="Developer Store Connection" headingLevel={2}>
      <div className={page.form}>
        <p className={page.muted}>
          Connect a development store directly with an Admin API access token.
        </p>
        {form.formError && (
          <p role="alert" className={page.alert}>
            {form.formError}
          </p>
        )}
        <form className={page.form} noValidate onSubmit={(e) => void form.handleSubmit(e)}>
          <TextField
            label="Store Name"
            isRequired
            autoComplete="off"
            endAdornment={<span className={styles.suffix}>{MYSHOPIFY_SUFFIX}</span>}
            {...form.field('storeName')}
          />
          <PasswordField
            label="Admin API Token"
            isRequired
            autoComplete="off"
            showLabel="Show token"
            hideLabel="Hide token"
            {...form.field('adminToken')}
          />
          <Button
            type="submit"
            variant="primary"
            className={styles.submit}
            isPending={form.isSubmitting}
          >
            CONNECT
          </Button>
        </form>
      </div>
    </Card>
  );
}
