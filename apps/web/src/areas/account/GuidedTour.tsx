// The guided tour (doc 3 §2 Onboarding, doc 1 §4): full screen, a welcome card then 11 steps, with
// Previous, Next, Finish and a close icon. Previous on step 1 returns to the welcome card. Finish
// and the close icon both end the tour; the owner of `onClose` decides what ending it means.
import { useState } from 'react';
import { Button, Dialog, ProgressBar } from '@vendy/ui-kit';
import { TOUR_STEPS, TOUR_WELCOME } from './tourSteps';
import * as page from './page.css';
import * as styles from './GuidedTour.css';

export interface GuidedTourProps {
  isOpen: boolean;
  /** Called once when the tour ends (Finish, the close icon or Escape). */
  onClose: () => void;
  /** The card to open on: 0 is the welcome card, 1 to 11 the steps (stories use it). */
  initialStep?: number;
}

export function GuidedTour({ isOpen, onClose, initialStep = 0 }: GuidedTourProps) {
  const [step, setStep] = useState(initialStep);
  const total = TOUR_STEPS.length;
  const card = step === 0 ? TOUR_WELCOME : TOUR_STEPS[step - 1]!;
  const isLast = step === total;

  const end = () => {
    setStep(0);
    onClose();
  };

  return (
    <Dialog
      title={card.title}
      size="fullscreen"
      isOpen={isOpen}
      isDismissable={false}
      onOpenChange={(open) => {
        if (!open) end();
      }}
      actions={
        <>
          {step > 0 && (
            <Button variant="secondary" onPress={() => setStep(step - 1)}>
              Previous
            </Button>
          )}
          {isLast ? (
            <Button onPress={end}>Finish</Button>
          ) : (
            <Button onPress={() => setStep(step + 1)}>Next</Button>
          )}
        </>
      }
    >
      <div className={styles.card}>
        {step > 0 && (
          <>
            <p className={styles.counter}>
              Step {step} of {total}
            </p>
            <ProgressBar
              aria-label="Tour progress"
              value={step}
              maxValue={total}
              valueLabel={`Step ${step} of ${total}`}
              hideValueText
            />
          </>
        )}
        <p className={page.text}>{card.text}</p>
      </div>
    </Dialog>
  );
}
