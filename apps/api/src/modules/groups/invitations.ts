// Invitations by email: an OWNER invites an address with a role; whoever signs in with that
// address (verified) accepts or declines; an OWNER may rescind while it is pending.
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Database } from '../../db/connection';
import { groupInvitations, groupUsers, users, type GroupRoleValue } from '../../db/schema';
import { UserError } from '../../errors';
import type { Logger } from '../../logger';
import type { Services } from '../../services';
import { randomToken, type Viewer } from '../auth';
import { mailWentOut, sendMail } from '../mail';
import { isUuid } from '../../db/ids';
import { isUniqueViolation } from '../../db/errors';
import { lockGroup } from './lock';
import { invitationEmail } from './emails';
import { recordGroupEvent } from './history';
import type { InvitationRow, MemberRow } from './loaders';
import {
  ALREADY_INVITED,
  ALREADY_MEMBER,
  INVITATION_NOT_FOUND,
  INVITATION_NOT_PENDING,
  VERIFY_EMAIL_FIRST,
} from './messages';

export interface InvitationDeps {
  db: Database;
  config: Config;
  mailTransport: Services['mailTransport'];
  logger?: Logger;
}

export interface NewInvitation {
  groupId: string;
  /** Trimmed and lower-cased (inviteSchema does it). */
  email: string;
  role: GroupRoleValue;
  inviter: Pick<Viewer, 'id' | 'email' | 'firstName' | 'lastName'>;
}

/** Records the invitation and mails the invitee a link to the pending invitations page. */
export async function inviteToGroup(
  deps: InvitationDeps,
  input: NewInvitation,
): Promise<InvitationRow> {
  const { db } = deps;
  let groupName = '';
  let invitation: InvitationRow;
  try {
    invitation = await db.transaction(async (tx) => {
      groupName = (await lockGroup(tx, input.groupId)).name;
      const [member] = await tx
        .select({ id: groupUsers.id })
        .from(groupUsers)
        .innerJoin(users, eq(users.id, groupUsers.userId))
        .where(and(eq(groupUsers.groupId, input.groupId), eq(users.email, input.email)));
      if (member) throw new UserError(ALREADY_MEMBER);
      const [row] = await tx
        .insert(groupInvitations)
        .values({
          groupId: input.groupId,
          email: input.email,
          role: input.role,
          code: randomToken(),
          invitedByUserId: input.inviter.id,
        })
        .returning();
      if (!row) throw new Error('group_invitations insert returned nothing');
      await recordGroupEvent(tx, {
        groupId: input.groupId,
        userId: input.inviter.id,
        eventType: 'USER_INVITED',
        notes: `${input.email}: ${input.role}`,
      });
      return row;
    });
  } catch (error) {
    // The partial unique index allows one PENDING invitation per address and group.
    if (isUniqueViolation(error)) throw new UserError(ALREADY_INVITED);
    throw error;
  }

  const inviterName = `${input.inviter.firstName} ${input.inviter.lastName}`.trim();
  const result = await sendMail(
    deps,
    invitationEmail(deps.config, {
      to: input.email,
      groupName,
      inviterName: inviterName || input.inviter.email,
      role: input.role,
    }),
  );
  // The invitation stands regardless: the invitee finds it on the pending invitations page as soon
  // as they sign in with the address.
  if (!mailWentOut(deps.config, result)) {
    deps.logger?.warn({ invitationId: invitation.id }, 'invitation mail was not delivered');
  }
  return invitation;
}

/** The PENDING invitations addressed to `email`, any group, newest first. */
export function pendingInvitationsFor(db: Database, email: string): Promise<InvitationRow[]> {
  return db
    .select()
    .from(groupInvitations)
    .where(and(eq(groupInvitations.email, email), eq(groupInvitations.status, 'PENDING')))
    .orderBy(desc(groupInvitations.createdAt), desc(groupInvitations.id));
}

/** The group's PENDING invitations, newest first. */
export function pendingInvitationsOf(db: Database, groupId: string): Promise<InvitationRow[]> {
  return db
    .select()
    .from(groupInvitations)
    .where(and(eq(groupInvitations.groupId, groupId), eq(groupInvitations.status, 'PENDING')))
    .orderBy(desc(groupInvitations.createdAt), desc(groupInvitations.id));
}

export async function findInvitation(
  db: Database,
  inviteId: string,
): Promise<InvitationRow | undefined> {
  if (!isUuid(inviteId)) return undefined;
  const [row] = await db.select().from(groupInvitations).where(eq(groupInvitations.id, inviteId));
  return row;
}

const notFound = () => new UserError(INVITATION_NOT_FOUND, { code: 'NOT_FOUND' });

type Invitee = Pick<Viewer, 'id' | 'email' | 'emailVerified'>;

/**
 * The invitee's PENDING invitation, locked. Someone else's invitation answers like a missing one.
 * Answering needs a verified address: otherwise anyone could sign up with the invited address and
 * join the group without owning the mailbox.
 */
async function inviteesInvitation(
  tx: Database,
  invitee: Invitee,
  inviteId: string,
): Promise<InvitationRow> {
  if (!isUuid(inviteId)) throw notFound();
  const [row] = await tx
    .select()
    .from(groupInvitations)
    .where(eq(groupInvitations.id, inviteId))
    .for('update');
  if (!row || row.email !== invitee.email) throw notFound();
  if (!invitee.emailVerified) throw new UserError(VERIFY_EMAIL_FIRST, { code: 'FORBIDDEN' });
  if (row.status !== 'PENDING') throw new UserError(INVITATION_NOT_PENDING);
  return row;
}

async function setStatus(
  tx: Database,
  invitationId: string,
  status: 'ACCEPTED' | 'DECLINED' | 'RESCINDED',
): Promise<void> {
  await tx
    .update(groupInvitations)
    .set({ status, respondedAt: new Date() })
    .where(eq(groupInvitations.id, invitationId));
}

/**
 * Makes the invitee a member with the invitation's role; the group becomes their current group if
 * they have none.
 */
export async function acceptInvitation(
  db: Database,
  invitee: Invitee,
  inviteId: string,
): Promise<MemberRow> {
  return db.transaction(async (tx) => {
    const invitation = await inviteesInvitation(tx, invitee, inviteId);
    await lockGroup(tx, invitation.groupId);
    const [existing] = await tx
      .select({ id: groupUsers.id })
      .from(groupUsers)
      .where(and(eq(groupUsers.groupId, invitation.groupId), eq(groupUsers.userId, invitee.id)));
    if (existing) throw new UserError(ALREADY_MEMBER);
    const [member] = await tx
      .insert(groupUsers)
      .values({ groupId: invitation.groupId, userId: invitee.id, role: invitation.role })
      .returning();
    if (!member) throw new Error('group_users insert returned nothing');
    await setStatus(tx, invitation.id, 'ACCEPTED');
    await tx
      .update(users)
      .set({ currentGroupId: invitation.groupId, updatedAt: new Date() })
      .where(and(eq(users.id, invitee.id), isNull(users.currentGroupId)));
    const [user] = await tx.select().from(users).where(eq(users.id, invitee.id));
    if (!user) throw new Error(`acceptInvitation: no user ${invitee.id}`);
    await recordGroupEvent(tx, {
      groupId: invitation.groupId,
      userId: invitee.id,
      eventType: 'INVITATION_ACCEPTED',
      notes: `${invitation.email}: ${invitation.role}`,
    });
    return { ...member, user };
  });
}

export async function declineInvitation(
  db: Database,
  invitee: Invitee,
  inviteId: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const invitation = await inviteesInvitation(tx, invitee, inviteId);
    await setStatus(tx, invitation.id, 'DECLINED');
    await recordGroupEvent(tx, {
      groupId: invitation.groupId,
      userId: invitee.id,
      eventType: 'INVITATION_DECLINED',
      notes: invitation.email,
    });
  });
}

/** Withdraws a PENDING invitation of `groupId` (the caller checked the actor owns that group). */
export async function rescindInvitation(
  db: Database,
  groupId: string,
  actorId: string,
  inviteId: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const invitation = isUuid(inviteId)
      ? (
          await tx
            .select()
            .from(groupInvitations)
            .where(and(eq(groupInvitations.id, inviteId), eq(groupInvitations.groupId, groupId)))
            .for('update')
        )[0]
      : undefined;
    if (!invitation) throw notFound();
    if (invitation.status !== 'PENDING') throw new UserError(INVITATION_NOT_PENDING);
    await setStatus(tx, invitation.id, 'RESCINDED');
    await recordGroupEvent(tx, {
      groupId,
      userId: actorId,
      eventType: 'INVITATION_RESCINDED',
      notes: invitation.email,
    });
  });
}
