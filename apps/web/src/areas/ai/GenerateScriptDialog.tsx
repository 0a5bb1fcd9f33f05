// 'Generate a Script' (doc 3 §2, §4): Select a Service (a connected text generation platform),
// Select a Product, Generate Script. Once a script is written its button stays disabled (one
// script per opening), and the script can go straight into 'Make a video'.
import { useState } from 'react';
import { Button, ChevronLeftIcon, Dialog, Select } from '@vendy/ui-kit';
import { FormError } from '../../components/FormError';
import { errorMessage } from '../../lib/loadable';
import { useRemote } from '../../lib/useRemote';
import {
  accountOf,
  PLATFORMS,
  TEXT_PLATFORMS,
  type AIAccount,
  type AIAccountType,
  type GeneratedScript,
  type ScriptProduct,
} from './aiActions';
import { SelectServiceStep } from './SelectServiceStep';
import { StepFlow } from './StepFlow';
import * as styles from './ai.css';

export const SCRIPT_STEPS = ['Select a Service', 'Select a Product', 'Generate Script'] as const;
export const NO_TEXT_ACCOUNTS = 'No text generation accounts connected.';
export const NO_PRODUCTS = "You don't have any products.";

export interface GenerateScriptDialogProps {
  isOpen: boolean;
  onClose: () => void;
  accounts: readonly AIAccount[];
  loadProducts: (signal: AbortSignal) => Promise<readonly ScriptProduct[]>;
  /** Writes the script; rejects with the message to show ('Unable to generate script.'). */
  onGenerate: (productId: string) => Promise<GeneratedScript>;
  onMakeVideo: (script: GeneratedScript) => void;
  onGoToAccounts: () => void;
}

export function GenerateScriptDialog({ isOpen, onClose, ...rest }: GenerateScriptDialogProps) {
  return (
    <Dialog
      title="Generate a Script"
      size="md"
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      {/* Mounted only while open: every opening starts at the first step. */}
      {isOpen && <ScriptFlow onClose={onClose} {...rest} />}
    </Dialog>
  );
}

function ScriptFlow({
  accounts,
  loadProducts,
  onGenerate,
  onMakeVideo,
  onGoToAccounts,
  onClose,
}: Omit<GenerateScriptDialogProps, 'isOpen'>) {
  const connected = TEXT_PLATFORMS.filter((type) => accountOf(accounts, type) !== null);
  const [step, setStep] = useState(0);
  const [service, setService] = useState<AIAccountType | null>(connected[0] ?? null);
  const [productId, setProductId] = useState<string | null>(null);
  const [script, setScript] = useState<GeneratedScript | null>(null);
  const [isGenerating, setGenerating] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { state: products } = useRemote('ai-script-products', loadProducts, {
    enabled: step >= 1,
  });
  const product =
    products.status === 'ready' ? (products.data.find((p) => p.id === productId) ?? null) : null;

  const generate = async () => {
    if (!productId || script) return;
    setError(null);
    setGenerating(true);
    try {
      setScript(await onGenerate(productId));
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setGenerating(false);
    }
  };

  return (
    <StepFlow steps={SCRIPT_STEPS} current={step}>
      {step === 0 && (
        <SelectServiceStep
          connected={connected}
          service={service}
          onServiceChange={setService}
          emptyTitle={NO_TEXT_ACCOUNTS}
          emptyDescription="Connect an OpenAI account with its API key to write product scripts."
          onGoToAccounts={onGoToAccounts}
          onNext={() => setStep(1)}
        />
      )}
      {step === 1 && (
        <>
          {products.status === 'loading' && (
            <p role="status" className={styles.muted}>
              Loading products…
            </p>
          )}
          {products.status === 'error' && <FormError message={products.message} />}
          {products.status === 'ready' &&
            (products.data.length === 0 ? (
              <p className={styles.muted}>{NO_PRODUCTS}</p>
            ) : (
              <Select
                label="Product"
                placeholder="Choose a product"
                options={products.data.map((p) => ({ id: p.id, label: p.title }))}
                value={productId}
                onChange={(id) => setProductId(id === null ? null : String(id))}
              />
            ))}
          <div className={styles.buttons}>
            <Button variant="secondary" icon={<ChevronLeftIcon />} onPress={() => setStep(0)}>
              Back
            </Button>
            <Button variant="primary" isDisabled={!product} onPress={() => setStep(2)}>
              Next
            </Button>
          </div>
        </>
      )}
      {step === 2 && product && (
        <>
          <p className={styles.text}>
            {service ? PLATFORMS[service].name : ''} {script ? 'wrote' : 'will write'} a script
            about <span className={styles.strong}>{product.title}</span>
            {script ? ':' : '.'}
          </p>
          <FormError message={error} />
          {script && (
            <section aria-label="Generated script">
              <p className={styles.scriptBox}>{script.content}</p>
            </section>
          )}
          <div className={styles.buttons}>
            <Button
              variant="secondary"
              icon={<ChevronLeftIcon />}
              isDisabled={isGenerating || script !== null}
              onPress={() => setStep(1)}
            >
              Back
            </Button>
            <Button
              variant="primary"
              onPress={generate}
              isPending={isGenerating}
              pendingLabel="Generating script"
              isDisabled={script !== null}
            >
              Generate Script
            </Button>
            {script && (
              <>
                <Button variant="secondary" onPress={() => onMakeVideo(script)}>
                  Make a video
                </Button>
                <Button variant="secondary" onPress={onClose}>
                  Done
                </Button>
              </>
            )}
          </div>
        </>
      )}
    </StepFlow>
  );
}
