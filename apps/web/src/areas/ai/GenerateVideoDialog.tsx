// 'Generate a Video' (doc 3 §2, §4): Select a Service (a connected video generation platform),
// Generate Video (the Synthesia scene form), Success (the spec's message; the job joins the
// Videos list as PROCESSING).
import { useState } from 'react';
import { Button, CheckIcon, Dialog } from '@vendy/ui-kit';
import {
  accountOf,
  VIDEO_PLATFORMS,
  type AIAccount,
  type AIAccountType,
  type AIServer,
} from './aiActions';
import { SelectServiceStep } from './SelectServiceStep';
import { StepFlow } from './StepFlow';
import { SynthesiaForm } from './SynthesiaForm';
import { initialVideoForm } from './synthesiaForm';
import * as styles from './ai.css';

export const VIDEO_STEPS = ['Select a Service', 'Generate Video', 'Success'] as const;
export const NO_VIDEO_ACCOUNTS = 'No accounts connected';
export const VIDEO_CREATED =
  'Your video is being created. It will appear in your videos page when it is completed. This may take a few minutes.';

/** What 'Make a video' brings from a script. */
export interface VideoPrefill {
  title?: string;
  scriptText?: string;
  /** The script itself: the job keeps its product and when it is named. */
  generatedTextId?: string;
}

export interface GenerateVideoDialogProps {
  isOpen: boolean;
  onClose: () => void;
  accounts: readonly AIAccount[];
  prefill?: VideoPrefill;
  /** Uploads the thumbnail and asks for the video; rejects with the message to show. */
  onCreate: AIServer['createVideo'];
  onGoToAccounts: () => void;
}

export function GenerateVideoDialog({ isOpen, onClose, ...rest }: GenerateVideoDialogProps) {
  return (
    <Dialog
      title="Generate a Video"
      size="lg"
      isOpen={isOpen}
      // A half-filled scene form is not lost to a stray click outside.
      isDismissable={false}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      {isOpen && <VideoFlow onClose={onClose} {...rest} />}
    </Dialog>
  );
}

function VideoFlow({
  accounts,
  prefill,
  onCreate,
  onGoToAccounts,
  onClose,
}: Omit<GenerateVideoDialogProps, 'isOpen'>) {
  const connected = VIDEO_PLATFORMS.filter((type) => accountOf(accounts, type) !== null);
  const [service, setService] = useState<AIAccountType | null>(connected[0] ?? null);
  // A script brought by 'Make a video' goes straight to the form when a platform is connected.
  const [step, setStep] = useState(prefill?.scriptText && service ? 1 : 0);
  const [initialValues] = useState(() => initialVideoForm(prefill));

  return (
    <StepFlow steps={VIDEO_STEPS} current={step}>
      {step === 0 && (
        <SelectServiceStep
          connected={connected}
          service={service}
          onServiceChange={setService}
          emptyTitle={NO_VIDEO_ACCOUNTS}
          emptyDescription="Connect a Synthesia account with its API key to generate videos."
          onGoToAccounts={onGoToAccounts}
          onNext={() => setStep(1)}
        />
      )}
      {step === 1 && (
        <SynthesiaForm
          initialValues={initialValues}
          onBack={() => setStep(0)}
          onSubmit={async ({ videoInput, thumbnail }) => {
            await onCreate(videoInput, thumbnail, prefill?.generatedTextId);
            setStep(2);
          }}
        />
      )}
      {step === 2 && (
        <div className={styles.success}>
          <CheckIcon size={40} />
          <p className={styles.text} role="status">
            {VIDEO_CREATED}
          </p>
          <Button variant="primary" onPress={onClose}>
            Done
          </Button>
        </div>
      )}
    </StepFlow>
  );
}
