// The head of /group: the group name (owners can rename it), 'Switch Groups' and the current plan.
import { useState } from 'react';
import { Button, Dialog, DialogTrigger, EditIcon, Link } from '@vendy/ui-kit';
import type { GroupFieldsFragment } from '@vendy/client/generated';
import { routes } from '../../routes';
import { StatusText } from './FormMessages';
import { GroupNameForm } from './GroupNameForm';
import { planSummary } from './planSummary';
import * as shared from './groups.css';
import * as styles from './GroupPage.css';

export const GROUP_UPDATED = 'Group updated.';

export interface GroupSummaryProps {
  group: GroupFieldsFragment;
  isOwner: boolean;
  now: Date;
  onRename: (name: string) => Promise<void>;
}

export function GroupSummary({ group, isOwner, now, onRename }: GroupSummaryProps) {
  const [status, setStatus] = useState<string | null>(null);

  return (
    <div className={styles.summary}>
      <div className={styles.titleRow}>
        <h1 className={shared.heading}>{group.name}</h1>
        {isOwner && (
          <DialogTrigger onOpenChange={(open) => open && setStatus(null)}>
            <Button variant="ghost" aria-label="Edit group name" icon={<EditIcon />} />
            <Dialog title="Rename Group" size="sm">
              {(close) => (
                <GroupNameForm
                  initialName={group.name}
                  submitLabel="Save"
                  onCancel={close}
                  onSubmit={async (name) => {
                    await onRename(name);
                    close();
                    setStatus(GROUP_UPDATED);
                  }}
                />
              )}
            </Dialog>
          </DialogTrigger>
        )}
      </div>
      <StatusText message={status} />
      <Link href={routes.groups()}>Switch Groups</Link>
      <PlanLine group={group} isOwner={isOwner} now={now} />
    </div>
  );
}

function PlanLine({
  group,
  isOwner,
  now,
}: {
  group: GroupFieldsFragment;
  isOwner: boolean;
  now: Date;
}) {
  const plan = planSummary(group, now);
  return (
    <div className={styles.plan}>
      {plan ? (
        <p className={shared.text}>
          Current plan: <span className={styles.planName}>{plan.title}</span>{' '}
          {plan.isFree ? `(${plan.price})` : `(${plan.price} per month)`}
          {plan.trialDaysRemaining > 0 &&
            ` · ${plan.trialDaysRemaining} days left in your free trial`}
        </p>
      ) : (
        <p className={shared.text}>This group has no active plan.</p>
      )}
      {isOwner && <Link href={routes.plans()}>{plan ? 'Change Plan' : 'Choose a Plan'}</Link>}
    </div>
  );
}
