// The cast of the groups tests: group A (owner Olivia, user Uma), group B (owner Otto, a member of
// another group only), an admin who belongs to no group, and anonymous visitors.
import { expect } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Database } from '../../src/db/connection';
import { groupUsers, users, type GroupRoleValue } from '../../src/db/schema';
import { createGroup } from '../../src/modules/groups/service';
import { createUser, signIn, type Gql, type TestUser } from '../harness/accounts';
import type { GqlResponse, TestServer } from '../harness/server';

export const PUBLIC_URL = 'http://vendy.test';

export interface Cast {
  groupA: string;
  groupB: string;
  olivia: TestUser;
  uma: TestUser;
  otto: TestUser;
  ada: TestUser;
  as: { owner: Gql; user: Gql; outsider: Gql; admin: Gql; anonymous: Gql };
}

/** Adds a member straight into the database (invitations are tested on their own). */
export async function addMember(
  db: Database,
  groupId: string,
  userId: string,
  role: GroupRoleValue,
  current = true,
): Promise<void> {
  await db.insert(groupUsers).values({ groupId, userId, role });
  if (current) await db.update(users).set({ currentGroupId: groupId }).where(eq(users.id, userId));
}

export async function createCast(server: TestServer): Promise<Cast> {
  const db = server.database.db;
  const [olivia, uma, otto, ada] = await Promise.all([
    createUser(db, { email: 'olivia@example.com', firstName: 'Olivia', lastName: 'Owner' }),
    createUser(db, { email: 'uma@example.com', firstName: 'Uma', lastName: 'User' }),
    createUser(db, { email: 'otto@example.com', firstName: 'Otto', lastName: 'Outsider' }),
    createUser(db, { email: 'ada@example.com', firstName: 'Ada', lastName: 'Admin', admin: true }),
  ]);
  const groupA = (await createGroup(db, olivia.id, 'Acme')).id;
  const groupB = (await createGroup(db, otto.id, 'Bravo')).id;
  await addMember(db, groupA, uma.id, 'USER');
  // Admins are not members: even with group A as current group, member operations refuse them.
  await db.update(users).set({ currentGroupId: groupA }).where(eq(users.id, ada.id));
  const [owner, user, outsider, admin] = await Promise.all([
    signIn(server, olivia.email),
    signIn(server, uma.email),
    signIn(server, otto.email),
    signIn(server, ada.email),
  ]);
  return {
    groupA,
    groupB,
    olivia,
    uma,
    otto,
    ada,
    as: { owner, user, outsider, admin, anonymous: server.gql },
  };
}

/** The data of a successful response (fails the test with the errors otherwise). */
export function dataOf<T>(response: GqlResponse<T>): T {
  expect(response.body.errors).toBeUndefined();
  expect(response.body.data).toBeTruthy();
  return response.body.data as T;
}

/** The first error's message and code. */
export function errorOf(response: GqlResponse<unknown>): { message: string; code: unknown } {
  const error = response.body.errors?.[0];
  expect(error, 'expected an error').toBeDefined();
  return { message: error?.message ?? '', code: error?.extensions?.code };
}

export const NOT_LOGGED_IN = { message: 'You must be logged in.', code: 'UNAUTHENTICATED' };
export const FORBIDDEN = { message: 'You do not have permission to do this.', code: 'FORBIDDEN' };
