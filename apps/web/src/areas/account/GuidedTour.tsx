// The guided tour (doc 3 §2 Onboarding, doc 1 §4): a welcome card, then 11 steps with Previous,
// Next, Finish and a close icon. Each step spotlights the control it talks about (a navigation
// entry, a dashboard tile or card, the account menu) over a dimmed screen, with its card placed
// beside it by react-aria's Popover. Previous on step 1 returns to the welcome card. Finish, the
// close icon and Escape end the tour; the owner of `onClose` decides what ending it means.
import { useId, useMemo, useState } from 'react';
import { createPortal } from 'react-dom';
import { Dialog as AriaDialog, Heading, Modal, ModalOverlay, Popover } from 'react-aria-components';
import { Button, CloseIcon, Dialog, ProgressBar, visuallyHidden } from '@vendy/ui-kit';
import { TOUR_STEPS, TOUR_WELCOME, type TourStep } from './tourSteps';
import { useTourTarget, type TargetBox } from './tourTarget';
import * as page from './page.css';
import * as styles from './GuidedTour.css';

export interface GuidedTourProps {
  isOpen: boolean;
  /** Called once when the tour ends (Finish, the close icon or Escape). */
  onClose: () => void;
  /** The card to open on: 0 is the welcome card, 1 to 11 the steps (stories use it). */
  initialStep?: number;
}

const TOTAL = TOUR_STEPS.length;
/** Below this width there is no room beside a target: cards go below (or above) it. */
const NARROW_SCREEN = '(max-width: 640px)';

const placementFor = (card: TourStep) =>
  window.matchMedia?.(NARROW_SCREEN).matches ? 'bottom' : card.placement;

export function GuidedTour({ isOpen, onClose, initialStep = 0 }: GuidedTourProps) {
  const [step, setStep] = useState(initialStep);
  // Read out when the step changes: focus stays on Next, so nothing else would announce it.
  const [announcement, setAnnouncement] = useState('');

  const end = () => {
    setStep(0);
    setAnnouncement('');
    onClose();
  };
  const go = (next: number) => {
    setStep(next);
    const card = TOUR_STEPS[next - 1];
    setAnnouncement(card ? `Step ${next} of ${TOTAL}: ${card.title}. ${card.text}` : '');
  };

  if (!isOpen) return null;
  if (step === 0) {
    return (
      <Dialog
        title={TOUR_WELCOME.title}
        isOpen
        isDismissable={false}
        onOpenChange={(open) => {
          if (!open) end();
        }}
        actions={
          // A dialog opens on its primary action, so Enter walks the tour from the first card.
          // eslint-disable-next-line jsx-a11y/no-autofocus
          <Button autoFocus onPress={() => go(1)}>
            Next
          </Button>
        }
      >
        <p className={page.text}>{TOUR_WELCOME.text}</p>
      </Dialog>
    );
  }
  return (
    <SpotlightStep
      step={step}
      card={TOUR_STEPS[step - 1]!}
      announcement={announcement}
      onPrevious={() => go(step - 1)}
      onNext={() => go(step + 1)}
      onEnd={end}
    />
  );
}

interface StepProps {
  step: number;
  card: TourStep;
  announcement: string;
  onPrevious: () => void;
  onNext: () => void;
  onEnd: () => void;
}

function SpotlightStep(props: StepProps) {
  const placement = placementFor(props.card);
  const { element, box } = useTourTarget(props.card.targets, placement);
  const triggerRef = useMemo(() => ({ current: element }), [element]);
  const onOpenChange = (open: boolean) => {
    if (!open) props.onEnd();
  };

  if (!element || !box) {
    // Nothing to point at (e.g. a screen too small for the navigation): the card alone, centred.
    return (
      <ModalOverlay isOpen onOpenChange={onOpenChange} className={styles.overlay}>
        <Modal className={styles.centred}>
          <StepCard {...props} />
        </Modal>
      </ModalOverlay>
    );
  }
  return (
    <>
      {createPortal(<Spotlight box={box} />, document.body)}
      <Popover
        isOpen
        onOpenChange={onOpenChange}
        triggerRef={triggerRef}
        placement={placement}
        offset={16}
        shouldCloseOnInteractOutside={() => false}
        className={styles.popover}
      >
        <StepCard {...props} />
      </Popover>
    </>
  );
}

const SPOTLIGHT_MARGIN = 6;

/** A lit frame around the target with the rest of the screen dimmed; it also blocks the page. */
function Spotlight({ box }: { box: TargetBox }) {
  return (
    <div className={styles.blocker} aria-hidden="true">
      <div
        className={styles.spotlight}
        data-tour-spotlight=""
        style={{
          top: box.top - SPOTLIGHT_MARGIN,
          left: box.left - SPOTLIGHT_MARGIN,
          width: box.width + 2 * SPOTLIGHT_MARGIN,
          height: box.height + 2 * SPOTLIGHT_MARGIN,
        }}
      />
    </div>
  );
}

function StepCard({ step, card, announcement, onPrevious, onNext, onEnd }: StepProps) {
  const textId = useId();
  const isLast = step === TOTAL;
  return (
    <AriaDialog className={styles.card} aria-describedby={textId}>
      <div className={styles.top}>
        <p className={styles.counter}>
          Step {step} of {TOTAL}
        </p>
        <Button variant="ghost" aria-label="Close" icon={<CloseIcon />} onPress={onEnd} />
      </div>
      <ProgressBar
        aria-label="Tour progress"
        value={step}
        maxValue={TOTAL}
        valueLabel={`Step ${step} of ${TOTAL}`}
        hideValueText
      />
      <Heading slot="title" className={styles.title}>
        {card.title}
      </Heading>
      <p id={textId} className={page.text}>
        {card.text}
      </p>
      <div className={styles.actions}>
        <Button variant="secondary" onPress={onPrevious}>
          Previous
        </Button>
        {/* One button for Next and Finish, so that focus stays on it from step to step. */}
        {/* eslint-disable-next-line jsx-a11y/no-autofocus -- a dialog opens on its primary action */}
        <Button autoFocus onPress={isLast ? onEnd : onNext}>
          {isLast ? 'Finish' : 'Next'}
        </Button>
      </div>
      <p className={visuallyHidden} aria-live="polite">
        {announcement}
      </p>
    </AriaDialog>
  );
}
