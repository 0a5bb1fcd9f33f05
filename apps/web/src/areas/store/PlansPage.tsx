// /plans (doc 1 §2, §4, §6): the plan catalogue as a radio group. Owners choose a plan for the
// current group; members see the plans read-only, since billing is owner-only.
import { useMemo } from 'react';
import { FieldError, Label, Radio, RadioGroup } from 'react-aria-components';
import { Button, CheckIcon, Chip, Link, visuallyHidden } from '@vendy/ui-kit';
import { PLAN_CATALOGUE, TRIAL_TEXT, formatPrice, type PlanOption } from '@vendy/client/domain';
import { planChoiceSchema } from '@vendy/client/validation';
import { useYupForm } from '../../forms/useYupForm';
import { routes } from '../../routes';
import * as page from './page.css';
import * as styles from './PlansPage.css';

export interface PlansPageProps {
  groupName: string;
  /** The group's active plan id, or null when it has none. */
  currentPlanId: string | null;
  /** Only owners manage billing. */
  canManage: boolean;
  /** Chooses the plan; a rejected promise's message is shown above the choose button. */
  onChoose: (planId: string) => Promise<void>;
}

export function PlansPage({ groupName, currentPlanId, canManage, onChoose }: PlansPageProps) {
  const schema = useMemo(() => planChoiceSchema(currentPlanId), [currentPlanId]);
  const form = useYupForm(schema, { planId: currentPlanId ?? '' }, ({ planId }) =>
    onChoose(planId),
  );
  const plan = form.field('planId');

  return (
    <div className={page.page}>
      <header className={page.header}>
        <h1 className={page.heading}>Choose a Plan</h1>
        <p className={[page.text, styles.group].join(' ')}>
          <span>
            Group: <strong>{groupName}</strong>
          </span>
          <Link href={routes.groups()}>Switch Groups</Link>
        </p>
        <p className={styles.trial}>{TRIAL_TEXT}</p>
      </header>
      {!canManage && (
        <p className={styles.note}>
          Only group owners can manage billing. Ask an owner of {groupName} to choose a plan.
        </p>
      )}
      <form className={page.form} noValidate onSubmit={(e) => void form.handleSubmit(e)}>
        <RadioGroup
          className={page.form}
          value={plan.value || null}
          onChange={plan.onChange}
          isReadOnly={!canManage || form.isSubmitting}
          isInvalid={plan.isInvalid}
        >
          <Label className={visuallyHidden}>Plans</Label>
          <div className={styles.options}>
            {PLAN_CATALOGUE.map((option) => (
              <PlanRadio key={option.id} option={option} isCurrent={option.id === currentPlanId} />
            ))}
          </div>
          <FieldError className={styles.fieldError}>{plan.errorMessage}</FieldError>
        </RadioGroup>
        {form.formError && (
          <p role="alert" className={page.alert}>
            {form.formError}
          </p>
        )}
        {canManage && (
          <Button
            type="submit"
            variant="primary"
            className={styles.submit}
            isPending={form.isSubmitting}
          >
            Choose Plan
          </Button>
        )}
      </form>
    </div>
  );
}

function PlanRadio({ option, isCurrent }: { option: PlanOption; isCurrent: boolean }) {
  return (
    <Radio value={option.id} className={styles.option}>
      <span className={styles.title}>{option.title}</span>
      {isCurrent && (
        <Chip tone="primary" className={styles.badge}>
          Current plan
        </Chip>
      )}
      <span>
        <span className={styles.price}>{formatPrice(option.price)}</span>
        {option.price > 0 && <span className={styles.per}> per month, excluding tax</span>}
      </span>
      <span className={styles.description}>{option.description}</span>
      {option.benefits.length > 0 && (
        <span className={styles.benefits}>
          {option.benefits.map((benefit) => (
            <span key={benefit} className={styles.benefit}>
              <CheckIcon />
              {benefit}
            </span>
          ))}
        </span>
      )}
    </Radio>
  );
}
