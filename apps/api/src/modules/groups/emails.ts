// The invitation mail. The link opens the pending invitations page, where the invitee signs in or
// signs up with the invited address and accepts.
import type { Config } from '../../config';
import type { GroupRoleValue } from '../../db/schema';
import type { MailMessage } from '../mail';

export interface InvitationMailInput {
  to: string;
  groupName: string;
  inviterName: string;
  role: GroupRoleValue;
}

export function pendingInvitationsUrl(config: Config): string {
  return `${config.publicUrl}/pending-invitations`;
}

export function invitationEmail(config: Config, input: InvitationMailInput): MailMessage {
  const link = pendingInvitationsUrl(config);
  return {
    to: input.to,
    subject: `You are invited to join ${input.groupName} on Vendy`,
    text: [
      `${input.inviterName} invited you to join the group "${input.groupName}" on Vendy as ${input.role.toLowerCase()}.`,
      '',
      `To accept, sign in or sign up with this email address (${input.to}) and open:`,
      link,
      '',
      'If you did not expect this invitation, you can ignore this email.',
    ].join('\n'),
    links: [link],
  };
}
