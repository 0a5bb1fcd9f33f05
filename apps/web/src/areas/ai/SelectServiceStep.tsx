// Step one of both generate flows (doc 3 §2): 'Select a Service' among the connected platforms,
// or, with none connected, the flow's empty state with 'Connect an Account'.
import { Button, EmptyState } from '@vendy/ui-kit';
import { ChoiceGroup } from '../../components/kit/ChoiceGroup';
import { PLATFORMS, type AIAccountType } from './aiActions';
import * as styles from './ai.css';

export interface SelectServiceStepProps {
  connected: readonly AIAccountType[];
  service: AIAccountType | null;
  onServiceChange: (service: AIAccountType) => void;
  /** The empty state's title and text, with no platform connected. */
  emptyTitle: string;
  emptyDescription: string;
  onGoToAccounts: () => void;
  onNext: () => void;
}

export function SelectServiceStep({
  connected,
  service,
  onServiceChange,
  emptyTitle,
  emptyDescription,
  onGoToAccounts,
  onNext,
}: SelectServiceStepProps) {
  if (connected.length === 0 || !service) {
    return (
      <EmptyState
        headingLevel={4}
        title={emptyTitle}
        description={emptyDescription}
        action={
          <Button variant="primary" onPress={onGoToAccounts}>
            Connect an Account
          </Button>
        }
      />
    );
  }
  return (
    <>
      <ChoiceGroup
        label="Service"
        options={connected.map((type) => ({ id: type, label: PLATFORMS[type].name }))}
        value={service}
        onChange={onServiceChange}
      />
      <div className={styles.buttons}>
        <Button variant="primary" onPress={onNext}>
          Next
        </Button>
      </div>
    </>
  );
}
