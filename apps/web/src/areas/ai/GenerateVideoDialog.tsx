// 'Generate a Video' (doc 3 §2, §4): Select a Service (a connected video generation platform),
// Generate Video (the Synthesia scene form), Success (the spec's message; the job joins the
// Videos list as PROCESSING).
import { useState } from 'react';
import { Button, CheckIcon, Dialog, EmptyState } from '@vendy/ui-kit';
import { ChoiceGroup } from '../../components/kit/ChoiceGroup';
import {
  accountOf,
  PLATFORMS,
  VIDEO_PLATFORMS,
  type AIAccount,
  type AIAccountType,
  type AIServer,
} from './aiActions';
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
      {step === 0 &&
        (connected.length === 0 || !service ? (
          <EmptyState
            headingLevel={4}
            title={NO_VIDEO_ACCOUNTS}
            description="Connect a Synthesia account with its API key to generate videos."
            action={
              <Button variant="primary" onPress={onGoToAccounts}>
                Connect an Account
              </Button>
            }
          />
        ) : (
          <>
            <ChoiceGroup
              label="Service"
              options={connected.map((type) => ({ id: type, label: PLATFORMS[type].name }))}
              value={service}
              onChange={setService}
            />
            <div className={styles.buttons}>
              <Button variant="primary" onPress={() => setStep(1)}>
                Next
              </Button>
            </div>
          </>
        ))}
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
