// Who may call loginWithGoogle and loginWithFacebook: anyone (they are public). A signed-in caller
// becomes whoever the provider says they are, exactly as login does: the caller's session ends and
// nothing of their groups carries over.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGroup } from '../../src/modules/groups/service';
import { hashToken, randomToken, SESSION_TTL_MS } from '../../src/modules/auth';
import { sessions } from '../../src/db/schema';
import { createUser, gqlWithCookie, sessionCookieFrom, type TestUser } from '../harness/accounts';
import { addMember } from '../groups/fixtures';
import {
  Browser,
  errorsOf,
  signInThrough,
  startSocialTestServer,
  type Provider,
  type SocialTestServer,
} from './harness';

const GROUPS_OF_CURRENT_USER = `query getCurrentUser { getCurrentUser { auth { email isAdmin } user { id } groups { id } currentGroup { id } } }`;

interface Me {
  getCurrentUser: {
    auth: { email: string; isAdmin: boolean } | null;
    user: { id: string } | null;
    groups: Array<{ id: string }>;
    currentGroup: { id: string } | null;
  };
}

let server: SocialTestServer;
const callers: Record<string, TestUser | null> = { anonymous: null };

beforeAll(async () => {
  server = await startSocialTestServer({ ADMIN_EMAILS: 'admin@example.com' });
  const db = server.database.db;
  const [owner, user, outsider, admin] = await Promise.all([
    createUser(db, { email: 'owner@example.com' }),
    createUser(db, { email: 'user@example.com' }),
    createUser(db, { email: 'outsider@example.com' }),
    createUser(db, { email: 'admin@example.com' }),
  ]);
  const groupA = await createGroup(db, owner.id, 'Acme');
  await createGroup(db, outsider.id, 'Bravo');
  await addMember(db, groupA.id, user.id, 'USER');
  Object.assign(callers, { owner, user, outsider, admin });
});
afterAll(() => server?.close());

async function browserAs(
  caller: TestUser | null,
): Promise<{ browser: Browser; token: string | null }> {
  const browser = new Browser(server.url);
  if (!caller) return { browser, token: null };
  const token = randomToken();
  await server.database.db.insert(sessions).values({
    tokenHash: hashToken(token),
    userId: caller.id,
    expiresAt: new Date(Date.now() + SESSION_TTL_MS),
  });
  browser.setCookie('vendy_session', token);
  return { browser, token };
}

describe.each<Provider>(['google', 'facebook'])('login with %s', (provider) => {
  it.each(['anonymous', 'user', 'owner', 'outsider', 'admin'])(
    'signs a caller (%s) in as the provider’s person, ending the caller’s session',
    async (who) => {
      const caller = callers[who] ?? null;
      const { browser, token } = await browserAs(caller);
      const email = `${provider}-${who}@example.com`;
      const response = await signInThrough(browser, provider, {
        person: 'other',
        email,
        first_name: 'New',
        last_name: 'Person',
        email_verified: 'yes',
      });
      expect(errorsOf(response)).toEqual([]);
      const cookie = sessionCookieFrom(response.headers);
      expect(cookie).toBeDefined();
      expect(cookie).not.toBe(token);

      const me = (await browser.gql<Me>(GROUPS_OF_CURRENT_USER)).body.data?.getCurrentUser;
      expect(me?.auth).toEqual({ email, isAdmin: false });
      expect(me?.user?.id).not.toBe(caller?.id);
      expect(me?.groups).toEqual([]);
      expect(me?.currentGroup).toBeNull();

      if (token) {
        const old = await gqlWithCookie(server, token)<Me>(GROUPS_OF_CURRENT_USER);
        expect(old.body.data?.getCurrentUser.auth).toBeNull();
      }
    },
  );
});
