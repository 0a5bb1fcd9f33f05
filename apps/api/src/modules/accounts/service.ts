// Account rules: creating accounts, checking and changing passwords, verifying emails, deleting
// accounts. Resolvers authorize and validate before calling these.
import { and, count, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { groupUsers, users } from '../../db/schema';
import { UserError } from '../../errors';
import { endOtherSessions, hashPassword, verifyPassword, verifyPasswordOrDummy } from '../auth';
import { deleteGroup } from '../groups';
import {
  INCORRECT_PASSWORD,
  LAST_OWNER,
  NO_PASSWORD,
  RESET_FAILED,
  VERIFY_FAILED,
} from './messages';
import { consumeUserToken, retireUserTokens } from './user-tokens';

export type UserRow = typeof users.$inferSelect;

const UNIQUE_VIOLATION = '23505';

/** drizzle wraps driver errors; the PostgreSQL code sits on the error or its cause. */
function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    if ((e as { code?: unknown }).code === UNIQUE_VIOLATION) return true;
  }
  return false;
}

export async function findUserByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.email, email));
  return user;
}

export interface NewEmailAccount {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

/** An EMAIL account, unverified. `email` must already be trimmed and lower-cased. */
/**
 * Creates an email account, or answers null when the address already has one. The password is
 * hashed either way, so the time taken does not tell the two apart.
 */
export async function createEmailAccount(
  db: Database,
  input: NewEmailAccount,
): Promise<UserRow | null> {
  const passwordHash = await hashPassword(input.password);
  if (await findUserByEmail(db, input.email)) return null;
  try {
    const [user] = await db
      .insert(users)
      .values({
        email: input.email,
        passwordHash,
        firstName: input.firstName,
        lastName: input.lastName,
        loginProvider: 'EMAIL',
      })
      .returning();
    if (!user) throw new Error('users insert returned nothing');
    return user;
  } catch (error) {
    // Two sign-ups with one address at the same moment: the unique index decides.
    if (isUniqueViolation(error)) return null;
    throw error;
  }
}

/**
 * The account when the password matches, else null. An unknown email costs the same argon2
 * verification as a known one, so timing does not reveal which addresses have accounts.
 */
export async function authenticate(
  db: Database,
  email: string,
  password: string,
): Promise<UserRow | null> {
  const user = await findUserByEmail(db, email);
  const ok = await verifyPasswordOrDummy(user?.passwordHash, password);
  return ok && user ? user : null;
}

export async function updateNames(
  db: Database,
  userId: string,
  names: { firstName: string; lastName: string },
): Promise<UserRow> {
  const [user] = await db
    .update(users)
    .set({ ...names, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning();
  if (!user) throw new Error(`updateNames: no user ${userId}`);
  return user;
}

export async function hideGuidedTour(db: Database, userId: string): Promise<void> {
  await db
    .update(users)
    .set({ showGuidedTour: false, updatedAt: new Date() })
    .where(eq(users.id, userId));
}

/** Checks the current password, sets the new one and signs out every other session. */
export async function changePassword(
  db: Database,
  userId: string,
  input: { password: string; newPassword: string },
  keepSessionHash: string,
): Promise<void> {
  const [user] = await db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId));
  if (!user?.passwordHash) throw new UserError(NO_PASSWORD);
  if (!(await verifyPassword(user.passwordHash, input.password))) {
    throw new UserError(INCORRECT_PASSWORD);
  }
  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, userId));
    await endOtherSessions(tx, userId, keepSessionHash);
  });
}

/** Marks the code's account verified; the code stops working. */
/** Marks the code's account verified; answers the account's id. */
export async function verifyEmail(db: Database, code: string, now = new Date()): Promise<string> {
  return db.transaction(async (tx) => {
    const userId = await consumeUserToken(tx, 'VERIFY_EMAIL', code, now);
    if (!userId) throw new UserError(VERIFY_FAILED);
    await tx
      .update(users)
      .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${now})`, updatedAt: now })
      .where(eq(users.id, userId));
    return userId;
  });
}

/**
 * Sets a new password with a reset link's id and signs out every session of the account. The
 * link proves the mailbox is the user's, so an unverified email counts as verified afterwards.
 */
export async function resetPassword(
  db: Database,
  changeId: string,
  password: string,
  now = new Date(),
): Promise<void> {
  // Hashing first: a failure here must not have spent the link.
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    const userId = await consumeUserToken(tx, 'RESET_PASSWORD', changeId, now);
    if (!userId) throw new UserError(RESET_FAILED);
    await tx
      .update(users)
      .set({
        passwordHash,
        emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${now})`,
        updatedAt: now,
      })
      .where(eq(users.id, userId));
    await retireUserTokens(tx, userId, 'RESET_PASSWORD', now);
    await endOtherSessions(tx, userId);
  });
}

/**
 * Deletes the account. Groups the user is alone in go with it; a group where the user is the only
 * OWNER but others are members would be left without anyone able to manage it, so the deletion is
 * refused until ownership is transferred or the group deleted. Other memberships just end.
 */
export async function deleteAccount(db: Database, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const owned = await tx
      .select({ groupId: groupUsers.groupId })
      .from(groupUsers)
      .where(and(eq(groupUsers.userId, userId), eq(groupUsers.role, 'OWNER')));
    const ownedIds = owned.map((row) => row.groupId);
    const others =
      ownedIds.length === 0
        ? []
        : await tx
            .select({ groupId: groupUsers.groupId, role: groupUsers.role, members: count() })
            .from(groupUsers)
            .where(and(inArray(groupUsers.groupId, ownedIds), ne(groupUsers.userId, userId)))
            .groupBy(groupUsers.groupId, groupUsers.role);
    const withOthers = new Set(others.map((row) => row.groupId));
    const withOtherOwners = new Set(
      others.filter((row) => row.role === 'OWNER').map((row) => row.groupId),
    );
    if (ownedIds.some((id) => withOthers.has(id) && !withOtherOwners.has(id))) {
      throw new UserError(LAST_OWNER);
    }
    for (const groupId of ownedIds.filter((id) => !withOthers.has(id))) {
      await deleteGroup(tx, groupId);
    }
    // Sessions, tokens and memberships go with the user (ON DELETE CASCADE).
    await tx.delete(users).where(eq(users.id, userId));
  });
}
