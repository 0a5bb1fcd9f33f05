// The people of the store and billing tests: group Acme (owner Olivia, user Uma), group Bravo
// (owner Otto), an admin (Ada) whose current group is Acme without being a member, and anonymous.
import { eq } from 'drizzle-orm';
import { users } from '../../src/db/schema';
import { createGroup } from '../../src/modules/groups/service';
import { createUser, type Gql, type TestUser } from '../harness/accounts';
import { addMember } from '../groups/fixtures';
import { sessionOf, type ShopifyTestServer } from './harness';

export interface Cast {
  groupA: string;
  groupB: string;
  olivia: TestUser;
  uma: TestUser;
  otto: TestUser;
  ada: TestUser;
  tokens: { owner: string; user: string; outsider: string; admin: string };
  as: { owner: Gql; user: Gql; outsider: Gql; admin: Gql; anonymous: Gql };
}

export async function createCast(server: ShopifyTestServer, prefix = ''): Promise<Cast> {
  const db = server.database.db;
  const [olivia, uma, otto, ada] = await Promise.all([
    createUser(db, { email: `${prefix}olivia@example.com` }),
    createUser(db, { email: `${prefix}uma@example.com` }),
    createUser(db, { email: `${prefix}otto@example.com` }),
    createUser(db, { email: `${prefix}ada@example.com`, admin: true }),
  ]);
  const groupA = (await createGroup(db, olivia.id, 'Acme')).id;
  const groupB = (await createGroup(db, otto.id, 'Bravo')).id;
  await addMember(db, groupA, uma.id, 'USER');
  await db.update(users).set({ currentGroupId: groupA }).where(eq(users.id, ada.id));
  const [owner, user, outsider, admin] = await Promise.all(
    [olivia, uma, otto, ada].map((person) => sessionOf(server, person.id)),
  );
  return {
    groupA,
    groupB,
    olivia,
    uma,
    otto,
    ada,
    tokens: {
      owner: owner!.token,
      user: user!.token,
      outsider: outsider!.token,
      admin: admin!.token,
    },
    as: {
      owner: owner!.gql,
      user: user!.gql,
      outsider: outsider!.gql,
      admin: admin!.gql,
      anonymous: server.gql.bind(server),
    },
  };
}

type Response = Awaited<ReturnType<Gql>>;

export function messagesOf(response: Response): string[] {
  return (response.body.errors ?? []).map((e) => e.message);
}

export function dataOf<T>(response: Response): T {
  if (response.body.errors?.length) throw new Error(JSON.stringify(response.body.errors));
  return response.body.data as T;
}

export const NOT_LOGGED_IN = 'You must be logged in.';
export const FORBIDDEN = 'You do not have permission to do this.';
