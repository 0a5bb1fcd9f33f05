// Invitations: inviteUserToGroup, the two pending lists, accept, decline, rescind.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { groupHistory, groupInvitations, groupUsers, users } from '../../src/db/schema';
import type { GroupHistoryEventType } from '../../src/modules/groups/history';
import { listOutbox } from '../../src/modules/mail/service';
import { createUser, sessionFor, type Gql } from '../harness/accounts';
import { startTestServer, type TestServer } from '../harness/server';
import {
  createCast,
  dataOf,
  errorOf,
  FORBIDDEN,
  NOT_LOGGED_IN,
  PUBLIC_URL,
  type Cast,
} from './fixtures';
import {
  ACCEPT,
  DECLINE,
  GROUP_PENDING,
  invite,
  INVITE,
  MY_PENDING,
  RESCIND,
  type Invitation,
} from './invitation-operations';

let server: TestServer;
let cast: Cast;
beforeAll(async () => {
  server = await startTestServer({ env: { PUBLIC_URL } });
  cast = await createCast(server);
});
afterAll(() => server.close());

const db = () => server.database.db;

async function statusOf(inviteId: string): Promise<string | undefined> {
  const [row] = await db()
    .select({ status: groupInvitations.status })
    .from(groupInvitations)
    .where(eq(groupInvitations.id, inviteId));
  return row?.status;
}

async function eventsOf(groupId: string, eventType: GroupHistoryEventType) {
  return db()
    .select({ userId: groupHistory.userId, notes: groupHistory.notes })
    .from(groupHistory)
    .where(and(eq(groupHistory.groupId, groupId), eq(groupHistory.eventType, eventType)));
}

describe('inviteUserToGroup', () => {
  it('records the invitation (address trimmed and lower-cased) and mails a link to it', async () => {
    const invitation = await invite(cast.as.owner, '  Vera@Example.COM ', 'OWNER');
    expect(invitation).toMatchObject({
      email: 'vera@example.com',
      groupId: cast.groupA,
      role: 'OWNER',
      invitedByUserId: cast.olivia.id,
      status: 'PENDING',
      group: { id: cast.groupA, name: 'Acme' },
    });
    expect(invitation.code).toMatch(/^[\w-]{40,}$/);
    const second = await invite(cast.as.owner, 'walt@example.com');
    expect(second.code).not.toBe(invitation.code);

    const [mail] = await listOutbox(db(), { to: 'vera@example.com' });
    expect(mail?.subject).toBe('You are invited to join Acme on Vendy');
    expect(mail?.links).toEqual([`${PUBLIC_URL}/pending-invitations`]);
    expect(mail?.text).toContain(
      'Olivia Owner invited you to join the group "Acme" on Vendy as owner.',
    );
    expect(mail?.text).toContain(`${PUBLIC_URL}/pending-invitations`);
    expect(await eventsOf(cast.groupA, 'USER_INVITED')).toEqual(
      expect.arrayContaining([{ userId: cast.olivia.id, notes: 'vera@example.com: OWNER' }]),
    );
  });

  it('validates the address', async () => {
    const messageFor = async (email: string) =>
      errorOf(await cast.as.owner(INVITE, { email, role: 'USER' })).message;
    expect(await messageFor('')).toBe('This field is required');
    expect(await messageFor('not-an-email')).toBe('Must be a valid email');
    expect(await messageFor(`${'a'.repeat(89)}@example.com`)).toBe('Input too long.');
    expect(
      errorOf(await cast.as.owner(INVITE, { email: 'x@example.com', role: 'ADMIN' })).message,
    ).toMatch(/GroupRole/);
  });

  it('refuses members and already pending addresses', async () => {
    expect(
      errorOf(await cast.as.owner(INVITE, { email: 'UMA@example.com', role: 'USER' })).message,
    ).toBe('This user is already a member of this group.');
    expect(
      errorOf(await cast.as.owner(INVITE, { email: 'olivia@example.com', role: 'USER' })).message,
    ).toBe('This user is already a member of this group.');
    expect(
      errorOf(await cast.as.owner(INVITE, { email: 'vera@example.com', role: 'USER' })).message,
    ).toBe('This email already has a pending invitation.');
    // Another group may invite the same address.
    expect((await invite(cast.as.outsider, 'vera@example.com')).groupId).toBe(cast.groupB);
  });

  it('refuses USERs, admins who are not members and anonymous visitors', async () => {
    expect(errorOf(await cast.as.user(INVITE, { email: 'x@example.com', role: 'USER' }))).toEqual(
      FORBIDDEN,
    );
    expect(errorOf(await cast.as.admin(INVITE, { email: 'x@example.com', role: 'USER' }))).toEqual(
      FORBIDDEN,
    );
    expect(
      errorOf(await cast.as.anonymous(INVITE, { email: 'x@example.com', role: 'USER' })),
    ).toEqual(NOT_LOGGED_IN);
    expect(await listOutbox(db(), { to: 'x@example.com' })).toEqual([]);
  });
});

describe('getGroupsPendingInvitations', () => {
  it('lists the current group’s PENDING invitations, newest first, codes for OWNERs only', async () => {
    const asOwner = dataOf(
      await cast.as.owner<{ getGroupsPendingInvitations: Invitation[] }>(GROUP_PENDING),
    ).getGroupsPendingInvitations;
    expect(asOwner.map((i) => i.email)).toEqual(['walt@example.com', 'vera@example.com']);
    expect(asOwner.every((i) => i.code !== null && i.status === 'PENDING')).toBe(true);

    const asUser = dataOf(
      await cast.as.user<{ getGroupsPendingInvitations: Invitation[] }>(GROUP_PENDING),
    ).getGroupsPendingInvitations;
    expect(asUser.map((i) => [i.email, i.code])).toEqual([
      ['walt@example.com', null],
      ['vera@example.com', null],
    ]);

    const asOutsider = dataOf(
      await cast.as.outsider<{ getGroupsPendingInvitations: Invitation[] }>(GROUP_PENDING),
    ).getGroupsPendingInvitations;
    expect(asOutsider.map((i) => i.email)).toEqual(['vera@example.com']);
  });

  it('refuses admins who are not members and anonymous visitors', async () => {
    expect(errorOf(await cast.as.admin(GROUP_PENDING))).toEqual(FORBIDDEN);
    expect(errorOf(await cast.as.anonymous(GROUP_PENDING))).toEqual(NOT_LOGGED_IN);
  });
});

describe('answering an invitation', () => {
  let vera: Gql;
  let veraId: string;
  beforeAll(async () => {
    veraId = (await createUser(db(), { email: 'vera@example.com', firstName: 'Vera' })).id;
    vera = await sessionFor(server, veraId);
  });

  const myPending = async (gql: Gql) =>
    dataOf(await gql<{ getUsersPendingGroupInvitations: Invitation[] }>(MY_PENDING))
      .getUsersPendingGroupInvitations;

  it('lists the signed-in user’s own PENDING invitations with group and inviter', async () => {
    const pending = await myPending(vera);
    expect(pending.map((i) => [i.group?.name, i.role, i.invitedByUserId])).toEqual([
      ['Bravo', 'USER', cast.otto.id],
      ['Acme', 'OWNER', cast.olivia.id],
    ]);
    // The invitee sees the code of an invitation addressed to them.
    expect(pending.every((i) => typeof i.code === 'string')).toBe(true);
    expect(await myPending(cast.as.user)).toEqual([]);
    expect(errorOf(await cast.as.anonymous(MY_PENDING))).toEqual(NOT_LOGGED_IN);
  });

  it('lets the invitee see the group’s name but not its people', async () => {
    const res = await vera(
      `query { getUsersPendingGroupInvitations { group { name users { id } } } }`,
    );
    expect(errorOf(res)).toEqual(FORBIDDEN);
  });

  it('refuses anyone but the invitee, whatever their role', async () => {
    const [acme] = (await myPending(vera)).filter((i) => i.group?.name === 'Acme');
    for (const gql of [cast.as.owner, cast.as.user, cast.as.outsider, cast.as.admin]) {
      expect(errorOf(await gql(ACCEPT, { inviteId: acme?.id })).message).toBe(
        'Invitation not found.',
      );
      expect(errorOf(await gql(DECLINE, { inviteId: acme?.id })).message).toBe(
        'Invitation not found.',
      );
    }
    expect(errorOf(await cast.as.anonymous(ACCEPT, { inviteId: acme?.id }))).toEqual(NOT_LOGGED_IN);
    expect(errorOf(await vera(ACCEPT, { inviteId: 'nope' })).message).toBe('Invitation not found.');
    expect(await statusOf(acme?.id ?? '')).toBe('PENDING');
  });

  it('accepting makes the invitee a member with the invitation’s role and current group', async () => {
    const [acme] = (await myPending(vera)).filter((i) => i.group?.name === 'Acme');
    const { acceptGroupInvitation } = dataOf(
      await vera<{ acceptGroupInvitation: unknown }>(ACCEPT, { inviteId: acme?.id }),
    );
    expect(acceptGroupInvitation).toEqual({
      userId: veraId,
      groupId: cast.groupA,
      role: 'OWNER',
      group: { id: cast.groupA, name: 'Acme', viewerRole: 'OWNER' },
    });
    expect(await statusOf(acme?.id ?? '')).toBe('ACCEPTED');
    const [row] = await db().select().from(users).where(eq(users.id, veraId));
    expect(row?.currentGroupId).toBe(cast.groupA);
    expect(await eventsOf(cast.groupA, 'INVITATION_ACCEPTED')).toEqual([
      { userId: veraId, notes: 'vera@example.com: OWNER' },
    ]);
    expect(errorOf(await vera(ACCEPT, { inviteId: acme?.id })).message).toBe(
      'This invitation is no longer pending.',
    );
  });

  it('accepting keeps the current group the invitee already has', async () => {
    const [bravo] = await myPending(vera);
    dataOf(await vera(ACCEPT, { inviteId: bravo?.id }));
    const [row] = await db().select().from(users).where(eq(users.id, veraId));
    expect(row?.currentGroupId).toBe(cast.groupA);
    expect(await myPending(vera)).toEqual([]);
  });

  it('declining answers "Declined invitation." and the invitation is closed', async () => {
    const walt = await createUser(db(), { email: 'walt@example.com' });
    const waltGql = await sessionFor(server, walt.id);
    const [pending] = await myPending(waltGql);
    expect(dataOf(await waltGql(DECLINE, { inviteId: pending?.id }))).toEqual({
      declineGroupInvitation: { success: true, message: 'Declined invitation.' },
    });
    expect(await statusOf(pending?.id ?? '')).toBe('DECLINED');
    expect(await eventsOf(cast.groupA, 'INVITATION_DECLINED')).toEqual([
      { userId: walt.id, notes: 'walt@example.com' },
    ]);
    expect(errorOf(await waltGql(ACCEPT, { inviteId: pending?.id })).message).toBe(
      'This invitation is no longer pending.',
    );
    const members = await db().select().from(groupUsers).where(eq(groupUsers.userId, walt.id));
    expect(members).toEqual([]);
  });

  it('needs a verified address', async () => {
    const invitation = await invite(cast.as.owner, 'unverified@example.com');
    const unverified = await createUser(db(), {
      email: 'unverified@example.com',
      verified: false,
    });
    const gql = await sessionFor(server, unverified.id);
    for (const operation of [ACCEPT, DECLINE]) {
      expect(errorOf(await gql(operation, { inviteId: invitation.id }))).toEqual({
        message: 'Please verify your email address before answering invitations.',
        code: 'FORBIDDEN',
      });
    }
    expect(await statusOf(invitation.id)).toBe('PENDING');
  });
});

describe('rescindGroupInvitation', () => {
  it('lets an OWNER of the current group withdraw a PENDING invitation', async () => {
    const invitation = await invite(cast.as.owner, 'rex@example.com');
    expect(errorOf(await cast.as.user(RESCIND, { inviteId: invitation.id }))).toEqual(FORBIDDEN);
    expect(errorOf(await cast.as.admin(RESCIND, { inviteId: invitation.id }))).toEqual(FORBIDDEN);
    expect(errorOf(await cast.as.anonymous(RESCIND, { inviteId: invitation.id }))).toEqual(
      NOT_LOGGED_IN,
    );
    expect(errorOf(await cast.as.outsider(RESCIND, { inviteId: invitation.id })).message).toBe(
      'Invitation not found.',
    );
    expect(await statusOf(invitation.id)).toBe('PENDING');

    expect(dataOf(await cast.as.owner(RESCIND, { inviteId: invitation.id }))).toEqual({
      rescindGroupInvitation: { success: true },
    });
    expect(await statusOf(invitation.id)).toBe('RESCINDED');
    expect(await eventsOf(cast.groupA, 'INVITATION_RESCINDED')).toEqual([
      { userId: cast.olivia.id, notes: 'rex@example.com' },
    ]);
    expect(errorOf(await cast.as.owner(RESCIND, { inviteId: invitation.id })).message).toBe(
      'This invitation is no longer pending.',
    );

    // A rescinded invitation can be neither accepted nor counted as pending: the address may be
    // invited again.
    const rex = await sessionFor(server, (await createUser(db(), { email: 'rex@example.com' })).id);
    expect(errorOf(await rex(ACCEPT, { inviteId: invitation.id })).message).toBe(
      'This invitation is no longer pending.',
    );
    expect((await invite(cast.as.owner, 'rex@example.com')).status).toBe('PENDING');
  });
});
