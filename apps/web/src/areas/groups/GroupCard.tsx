// One group on /groups: name, store and plan. Pressing the card makes it the current group.
import { Card, Chip } from '@vendy/ui-kit';
import type { GroupFieldsFragment } from '@vendy/client/generated';
import { planSummary } from './planSummary';
import * as styles from './GroupsPage.css';

export interface GroupCardProps {
  group: GroupFieldsFragment;
  isCurrent: boolean;
  isSwitching: boolean;
  isDisabled: boolean;
  now: Date;
  onPress: () => void;
}

export function GroupCard({
  group,
  isCurrent,
  isSwitching,
  isDisabled,
  now,
  onPress,
}: GroupCardProps) {
  const plan = planSummary(group, now);
  return (
    <Card
      title={group.name}
      headingLevel={2}
      onPress={onPress}
      isCurrent={isCurrent}
      isDisabled={isDisabled}
      actions={isCurrent ? <Chip tone="primary">Current</Chip> : undefined}
    >
      <span className={styles.cardDetail}>
        Store: {group.shopifyStore?.storeName ?? 'No store connected'}
      </span>
      <span className={styles.cardDetail}>Plan: {plan?.title ?? 'No plan'}</span>
      {isSwitching && <span className={styles.cardDetail}>Switching…</span>}
    </Card>
  );
}
