// One small, fresh world per operation of the matrix, inserted in a handful of statements:
//   group A "Acme":    Olivia (OWNER), Uma (USER); a pending invitation to an outside address
//   group B "Bravo":   Otto (OWNER), the member of another group; a pending invitation likewise
//   group C "Charlie": Carol (OWNER), who invited Olivia, Uma, Otto and Ada
//   Ada:               admin through ADMIN_EMAILS (users.is_admin stays false), member of no group,
//                      whose current group points at Acme (admins are not members by being admins)
// Every caller gets its own session and client address, so rate limits never mix callers.
import { eq } from 'drizzle-orm';
import {
  groupInvitations,
  groups,
  groupUsers,
  sessions,
  users,
  type GroupRoleValue,
} from '../../src/db/schema';
import { hashPassword, hashToken, randomToken, SESSION_TTL_MS } from '../../src/modules/auth';
import { DEFAULT_PASSWORD, gqlWithCookie, type Gql, type TestUser } from '../harness/accounts';
import type { GqlResponse } from '../harness/server';
import type { ShopifyTestServer } from '../stores/harness';

export const CALLERS = ['anonymous', 'outsider', 'user', 'owner', 'admin'] as const;
export type Caller = (typeof CALLERS)[number];
export type SignedInCaller = Exclude<Caller, 'anonymous'>;
export const SIGNED_IN: readonly SignedInCaller[] = ['outsider', 'user', 'owner', 'admin'];

export const CALLER_LABEL: Record<Caller, string> = {
  anonymous: 'anonymous',
  outsider: 'member of another group',
  user: 'USER of the group',
  owner: 'OWNER of the group',
  admin: 'admin',
};

export type Response = GqlResponse<unknown>;

export interface World {
  tag: string;
  server: ShopifyTestServer;
  groupA: string;
  groupB: string;
  groupC: string;
  /** The account behind each signed-in caller (owner Olivia, user Uma, outsider Otto, admin Ada). */
  user: Record<SignedInCaller, TestUser>;
  /** Carol, OWNER of group C; never a caller. */
  carol: TestUser;
  as: Record<Caller, Gql>;
  /** Pending invitation ids: A's and B's to outside addresses, C's to each signed-in caller. */
  invitation: { toA: string; toB: string; fromC: Record<SignedInCaller, string> };
  /** Whatever a row's setup adds. */
  data: Record<string, string>;
  /** The database's fingerprint after the last refused call, while nothing else has run since. */
  fingerprint?: Record<string, string>;
}

/** The email of an account of the world tagged `tag` (`who` is a name such as olivia). */
export const emailOf = (tag: string, who: string) => `${tag.toLowerCase()}.${who}@example.com`;
/** A myshopify domain of the world tagged `tag`. */
export const shopOf = (w: Pick<World, 'tag'>, name: string) =>
  `${w.tag.toLowerCase()}-${name}.myshopify.com`;
/** The admin of a world: the server lists these in ADMIN_EMAILS. */
export const adminEmailOf = (tag: string) => emailOf(tag, 'ada');

let passwordHash: Promise<string> | undefined;
let worldCount = 0;

/** Sends the client address `ip` (the server trusts X-Forwarded-For from loopback). */
function fromAddress(gql: Gql, ip: string): Gql {
  return (query, variables, options = {}) =>
    gql(query, variables, { ...options, headers: { 'x-forwarded-for': ip, ...options.headers } });
}

export async function createWorld(server: ShopifyTestServer, tag: string): Promise<World> {
  const db = server.database.db;
  const world = ++worldCount;
  passwordHash ??= hashPassword(DEFAULT_PASSWORD);
  const hash = await passwordHash;

  const [a, b, c] = await db
    .insert(groups)
    .values([{ name: 'Acme' }, { name: 'Bravo' }, { name: 'Charlie' }])
    .returning({ id: groups.id });
  if (!a || !b || !c) throw new Error('createWorld: groups insert returned nothing');

  const person = (name: string, firstName: string, currentGroupId: string | null) => ({
    email: emailOf(tag, name),
    passwordHash: hash,
    firstName,
    lastName: 'Matrix',
    emailVerifiedAt: new Date(),
    currentGroupId,
  });
  const rows = await db
    .insert(users)
    .values([
      person('olivia', 'Olivia', a.id),
      person('uma', 'Uma', a.id),
      person('otto', 'Otto', b.id),
      person('ada', 'Ada', a.id),
      person('carol', 'Carol', c.id),
    ])
    .returning();
  const byEmail = (name: string) => {
    const row = rows.find((r) => r.email === emailOf(tag, name));
    if (!row) throw new Error(`createWorld: no ${name}`);
    return row;
  };
  const user: Record<SignedInCaller, TestUser> = {
    owner: byEmail('olivia'),
    user: byEmail('uma'),
    outsider: byEmail('otto'),
    admin: byEmail('ada'),
  };
  const carol = byEmail('carol');

  const member = (groupId: string, userId: string, role: GroupRoleValue) => ({
    groupId,
    userId,
    role,
  });
  await db
    .insert(groupUsers)
    .values([
      member(a.id, user.owner.id, 'OWNER'),
      member(a.id, user.user.id, 'USER'),
      member(b.id, user.outsider.id, 'OWNER'),
      member(c.id, carol.id, 'OWNER'),
    ]);

  const invite = (groupId: string, email: string, invitedByUserId: string) => ({
    groupId,
    email,
    role: 'USER' as const,
    code: randomToken(),
    invitedByUserId,
  });
  const invitations = await db
    .insert(groupInvitations)
    .values([
      invite(a.id, emailOf(tag, 'a-invitee'), user.owner.id),
      invite(b.id, emailOf(tag, 'b-invitee'), user.outsider.id),
      ...SIGNED_IN.map((who) => invite(c.id, user[who].email, carol.id)),
    ])
    .returning({ id: groupInvitations.id, email: groupInvitations.email });
  const invitationTo = (email: string) => {
    const row = invitations.find((i) => i.email === email);
    if (!row) throw new Error(`createWorld: no invitation to ${email}`);
    return row.id;
  };

  const tokens = Object.fromEntries(SIGNED_IN.map((who) => [who, randomToken()])) as Record<
    SignedInCaller,
    string
  >;
  await db.insert(sessions).values(
    SIGNED_IN.map((who) => ({
      tokenHash: hashToken(tokens[who]),
      userId: user[who].id,
      expiresAt: new Date(Date.now() + SESSION_TTL_MS),
    })),
  );
  const address = (who: Caller) => `10.${world % 250}.${CALLERS.indexOf(who)}.1`;
  const signedIn = (who: SignedInCaller) =>
    fromAddress(gqlWithCookie(server, tokens[who]), address(who));

  return {
    tag,
    server,
    groupA: a.id,
    groupB: b.id,
    groupC: c.id,
    user,
    carol,
    as: {
      anonymous: fromAddress(server.gql.bind(server), address('anonymous')),
      outsider: signedIn('outsider'),
      user: signedIn('user'),
      owner: signedIn('owner'),
      admin: signedIn('admin'),
    },
    invitation: {
      toA: invitationTo(emailOf(tag, 'a-invitee')),
      toB: invitationTo(emailOf(tag, 'b-invitee')),
      fromC: Object.fromEntries(
        SIGNED_IN.map((who) => [who, invitationTo(user[who].email)]),
      ) as Record<SignedInCaller, string>,
    },
    data: {},
  };
}

/** The account a caller acts as; anonymous visitors act on Carol's account where one is needed. */
export const accountOf = (w: World, who: Caller): TestUser =>
  who === 'anonymous' ? w.carol : w.user[who];

/** Narrows a caller of a signed-in-only outcome. */
export function signedIn(who: Caller): SignedInCaller {
  if (who === 'anonymous') throw new Error('expected a signed-in caller');
  return who;
}

/** Fresh copy of a user's row (null once deleted). */
export async function reload(w: World, userId: string): Promise<TestUser | null> {
  const [row] = await w.server.database.db.select().from(users).where(eq(users.id, userId));
  return row ?? null;
}
