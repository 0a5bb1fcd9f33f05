// The dashboard's Get Started card (doc 3 §2, §4): a progress bar, 'n/m steps completed', the steps
// in a list that can be folded away, and Skip. Each step not yet done links to where it is done.
// The route decides which steps apply, which are done and whether the card shows at all.
import { useId, useState } from 'react';
import type { GetStartedStep } from '@vendy/client/domain';
import { Button, CheckIcon, Link, ProgressBar, visuallyHidden } from '@vendy/ui-kit';
import { routes } from '../../routes';
import { SectionCard } from './SectionCard';
import * as styles from './GetStartedCard.css';

export const GET_STARTED_TITLE = 'Get Started';
export const stepsCompleted = (done: number, total: number) => `${done}/${total} steps completed`;

interface StepCopy {
  title: string;
  text: string;
  action: { label: string; href: string } | null;
}

export const STEP_COPY: Record<GetStartedStep, StepCopy> = {
  account: {
    title: 'Create your account',
    text: 'Sign up and verify your email address.',
    action: { label: 'Verify email', href: routes.verifyPrompt() },
  },
  shopify: {
    title: 'Connect your Shopify store',
    text: 'Import your products and show your layouts in your store.',
    action: { label: 'Connect store', href: routes.shopifyPrompt() },
  },
  instagramFeed: {
    title: 'Create a shoppable Instagram feed',
    text: 'Connect Instagram and tag your products on your posts.',
    action: { label: 'Create a feed', href: routes.instagram() },
  },
  layout: {
    title: 'Create your first layout',
    text: 'Choose a video and a layout format, then place your products.',
    action: { label: 'Create a layout', href: routes.layouts() },
  },
};

export interface GetStartedCardProps {
  steps: ReadonlyArray<{ step: GetStartedStep; done: boolean }>;
  /** Skip: the card is not shown again for this group. */
  onSkip: () => void;
  /** The step list starts folded (stories). */
  defaultExpanded?: boolean;
}

export function GetStartedCard({ steps, onSkip, defaultExpanded = true }: GetStartedCardProps) {
  const [expanded, setExpanded] = useState(defaultExpanded);
  const listId = useId();
  const done = steps.filter((s) => s.done).length;
  const total = steps.length;
  return (
    <SectionCard title={GET_STARTED_TITLE}>
      <ProgressBar
        aria-label="Get Started progress"
        value={done}
        maxValue={total}
        valueLabel={stepsCompleted(done, total)}
      />
      <div className={styles.actions}>
        <Button
          variant="secondary"
          size="sm"
          aria-expanded={expanded}
          aria-controls={listId}
          onPress={() => setExpanded((open) => !open)}
        >
          {expanded ? 'Hide steps' : 'Show steps'}
        </Button>
        <Button variant="ghost" size="sm" onPress={onSkip}>
          Skip
        </Button>
      </div>
      <ol id={listId} className={styles.steps} hidden={!expanded}>
        {steps.map(({ step, done: isDone }, index) => {
          const copy = STEP_COPY[step];
          return (
            <li key={step} className={styles.step} data-done={isDone}>
              <span className={isDone ? styles.markDone : styles.mark} aria-hidden="true">
                {isDone ? <CheckIcon /> : index + 1}
              </span>
              <span className={styles.stepText}>
                <span className={styles.stepTitle}>
                  {copy.title}
                  <span className={visuallyHidden}>{isDone ? ' (done)' : ' (to do)'}</span>
                </span>
                <span className={styles.stepHint}>{copy.text}</span>
              </span>
              {!isDone && copy.action && (
                <Link href={copy.action.href} className={styles.stepAction}>
                  {copy.action.label}
                </Link>
              )}
            </li>
          );
        })}
      </ol>
    </SectionCard>
  );
}
