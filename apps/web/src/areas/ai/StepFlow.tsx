// The steps of a 'Generate a …' dialog: a numbered list saying where the user is
// (aria-current="step"), and the current step's heading, which takes focus whenever the step
// changes so keyboard and screen-reader users start at the top of the new step.
import { useEffect, useRef, type ReactNode } from 'react';
import * as styles from './ai.css';

export interface StepFlowProps {
  steps: readonly string[];
  current: number;
  children: ReactNode;
}

export function StepFlow({ steps, current, children }: StepFlowProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const first = useRef(true);
  useEffect(() => {
    // The dialog places focus itself when it opens; later steps move it to their heading.
    if (first.current) {
      first.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [current]);
  return (
    <div className={styles.stepBody}>
      <ol className={styles.steps} aria-label="Steps">
        {steps.map((name, index) => (
          <li
            key={name}
            className={styles.step}
            aria-current={index === current ? 'step' : undefined}
          >
            <span className={styles.stepNumber} aria-hidden="true">
              {index + 1}
            </span>
            {name}
          </li>
        ))}
      </ol>
      <h3 ref={headingRef} tabIndex={-1} className={styles.stepHeading}>
        {steps[current]}
      </h3>
      {children}
    </div>
  );
}
