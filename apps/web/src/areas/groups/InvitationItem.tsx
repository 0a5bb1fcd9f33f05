// One received invitation: group, role and date, with Accept and Decline. Once answered, the
// result text replaces the buttons; a failure is shown in place and the buttons stay. While the
// answer is sent both buttons are disabled rather than pending: a pending button is announced by
// reference to its own label, which dangles once the button is replaced by the result.
import { useState } from 'react';
import { Button, Chip } from '@vendy/ui-kit';
import type { GroupInvitationFieldsFragment } from '@vendy/client/generated';
import { formatDate } from '@vendy/client/domain';
import { ErrorText, StatusText } from './FormMessages';
import { roleLabel } from './roles';
import { errorMessage } from '../../lib/loadable';
import * as shared from './groups.css';
import * as styles from './PendingInvitationsPage.css';

export const ACCEPTED_INVITATION = 'Accepted invitation.';
export const DECLINED_INVITATION = 'Declined invitation.';

export interface InvitationItemProps {
  invitation: GroupInvitationFieldsFragment;
  onAccept: (inviteId: string) => Promise<void>;
  onDecline: (inviteId: string) => Promise<void>;
}

type Answer = 'accept' | 'decline';

export function InvitationItem({ invitation, onAccept, onDecline }: InvitationItemProps) {
  const [isSending, setSending] = useState(false);
  const [result, setResult] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const answer = async (kind: Answer) => {
    setError(null);
    setSending(true);
    try {
      if (kind === 'accept') await onAccept(invitation.id);
      else await onDecline(invitation.id);
      setResult(kind === 'accept' ? ACCEPTED_INVITATION : DECLINED_INVITATION);
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setSending(false);
    }
  };

  return (
    <li className={styles.item}>
      <div className={styles.details}>
        <h2 className={shared.subHeading}>{invitation.group.name}</h2>
        <p className={styles.meta}>
          <span>Role:</span> <Chip>{roleLabel(invitation.role)}</Chip>
          <span>Invited on {formatDate(invitation.createdAt)}</span>
        </p>
      </div>
      <div className={styles.outcome}>
        <StatusText message={result} />
        <ErrorText message={error} />
        {result === null && (
          <div className={styles.buttons}>
            <Button
              variant="secondary"
              onPress={() => void answer('decline')}
              isDisabled={isSending}
              aria-label={`Decline invitation to ${invitation.group.name}`}
            >
              Decline
            </Button>
            <Button
              variant="primary"
              onPress={() => void answer('accept')}
              isDisabled={isSending}
              aria-label={`Accept invitation to ${invitation.group.name}`}
            >
              Accept
            </Button>
          </div>
        )}
      </div>
    </li>
  );
}
