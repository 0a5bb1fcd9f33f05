// The invitation operations as the browser sends them, shared by the invitation tests.
import type { Gql } from '../harness/accounts';
import { dataOf } from './fixtures';

export const INVITE = `mutation inviteUserToGroup($email: String!, $role: GroupRole!) {
  inviteUserToGroup(email: $email, role: $role) {
    id email groupId role code invitedByUserId status createdAt group { id name }
  }
}`;
export const GROUP_PENDING = `query getGroupsPendingInvitations {
  getGroupsPendingInvitations { id email role code status }
}`;
export const MY_PENDING = `query getUsersPendingGroupInvitations {
  getUsersPendingGroupInvitations { id email role code status invitedByUserId group { id name } }
}`;
export const ACCEPT = `mutation acceptGroupInvitation($inviteId: ID!) {
  acceptGroupInvitation(inviteId: $inviteId) { userId groupId role group { id name viewerRole } }
}`;
export const DECLINE = `mutation declineGroupInvitation($inviteId: ID!) {
  declineGroupInvitation(inviteId: $inviteId) { success message }
}`;
export const RESCIND = `mutation rescindGroupInvitation($inviteId: ID!) {
  rescindGroupInvitation(inviteId: $inviteId) { success }
}`;

export interface Invitation {
  id: string;
  email: string;
  groupId?: string;
  role: string;
  code: string | null;
  status: string;
  invitedByUserId?: string;
  group?: { id: string; name: string };
}

export async function invite(gql: Gql, email: string, role = 'USER'): Promise<Invitation> {
  return dataOf(await gql<{ inviteUserToGroup: Invitation }>(INVITE, { email, role }))
    .inviteUserToGroup;
}
