// The wizard's last step (doc 3 §2): how to embed the layout in the store, the help page, Preview,
// Copy Layout ID, the embed code, and Finish.
import { layoutEmbedCode } from '@vendy/client/domain';
import { Button, CopyIcon, EyeIcon, Link, LinkIcon } from '@vendy/ui-kit';
import { routes } from '../../routes';
import { CopyButton } from '../../components/CopyButton';
import type { Layout } from './layoutModel';
import * as styles from './wizard.css';

export interface EmbedStepProps {
  layout: Layout;
  host: string;
  onPreview: () => void;
  onFinish: () => void;
  writeText?: (text: string) => Promise<void>;
}

export function EmbedStep({ layout, host, onPreview, onFinish, writeText }: EmbedStepProps) {
  return (
    <div className={styles.step}>
      <p className={styles.text}>Copy the embed code and paste into the Vendy app in Shopify</p>
      <p className={styles.text}>
        <Link href={routes.supportEmbedALayout()}>How to embed a layout in your store</Link>
      </p>
      <div className={styles.actions}>
        <Button variant="secondary" icon={<EyeIcon />} onPress={onPreview}>
          Preview
        </Button>
        <CopyButton
          icon={<CopyIcon />}
          label="Copy Layout ID"
          text={layout.id}
          writeText={writeText}
        />
        <CopyButton
          icon={<LinkIcon />}
          label="Copy Embed Code"
          text={layoutEmbedCode(host, layout.id, layout.type)}
          writeText={writeText}
        />
        <Button onPress={onFinish}>Finish</Button>
      </div>
    </div>
  );
}
