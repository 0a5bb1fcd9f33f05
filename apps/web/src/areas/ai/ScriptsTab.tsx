// The Scripts tab: 'Generated Product Scripts' (service, product, and the script itself behind
// each row's expand toggle, with 'Make a video'), and the way into 'Generate a Script'.
import { formatDate } from '@vendy/client/domain';
import { Button, EmptyState, PlusIcon, ProductIcon, Table, type TableColumn } from '@vendy/ui-kit';
import { Thumbnail } from './Thumbnail';
import { FormError } from '../../components/FormError';
import type { Loadable } from '../../lib/loadable';
import { PLATFORMS, type GeneratedScript } from './aiActions';
import * as styles from './ai.css';

export const NO_SCRIPTS = 'You have not generated any product scripts.';
export const REMOVED_PRODUCT = 'Removed product';

export interface ScriptsTabProps {
  scripts: Loadable<readonly GeneratedScript[]>;
  onGenerate: () => void;
  /** Opens 'Generate a Video' with this script in its scene. */
  onMakeVideo: (script: GeneratedScript) => void;
}

export const productTitle = (script: GeneratedScript) => script.product?.title ?? REMOVED_PRODUCT;

const columns: readonly TableColumn<GeneratedScript>[] = [
  {
    id: 'product',
    header: 'Product',
    isRowHeader: true,
    cell: (script) => (
      <span className={styles.product}>
        <Thumbnail url={script.product?.thumbnailUrl} icon={<ProductIcon />} />
        {productTitle(script)}
      </span>
    ),
    sortValue: productTitle,
  },
  { id: 'service', header: 'Service', cell: (script) => PLATFORMS[script.type].name },
  {
    id: 'created',
    header: 'Created',
    cell: (script) => formatDate(script.createdAt),
    sortValue: (script) => script.createdAt,
  },
];

export function ScriptsTab({ scripts, onGenerate, onMakeVideo }: ScriptsTabProps) {
  return (
    <section className={styles.panel} aria-labelledby="ai-scripts-heading">
      <div className={styles.sectionHeader}>
        <h2 id="ai-scripts-heading" className={styles.sectionHeading}>
          Generated Product Scripts
        </h2>
        <Button variant="primary" icon={<PlusIcon />} onPress={onGenerate}>
          Generate a Script
        </Button>
      </div>
      {scripts.status === 'loading' && (
        <p role="status" className={styles.muted}>
          Loading product scripts…
        </p>
      )}
      {scripts.status === 'error' && <FormError message={scripts.message} align="center" />}
      {scripts.status === 'ready' &&
        (scripts.data.length === 0 ? (
          <EmptyState
            headingLevel={3}
            title={NO_SCRIPTS}
            description="Pick a product and let your text generation account write a script about it."
          />
        ) : (
          <Table
            aria-labelledby="ai-scripts-heading"
            columns={columns}
            rows={scripts.data}
            getRowId={(script) => script.id}
            emptyText={NO_SCRIPTS}
            defaultSort={{ column: 'created', direction: 'descending' }}
            detailLabel={(script) => `Script for ${productTitle(script)}`}
            renderDetail={(script) => (
              <div className={styles.scriptDetail}>
                <p className={styles.script}>{script.content}</p>
                <Button variant="secondary" size="sm" onPress={() => onMakeVideo(script)}>
                  Make a video
                </Button>
              </div>
            )}
          />
        ))}
    </section>
  );
}
