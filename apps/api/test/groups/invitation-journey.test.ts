// The invitation journey of someone without an account (mail → sign-up → verification →
// acceptance), and the invitation rate limit.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGroup } from '../../src/modules/groups/service';
import { listOutbox } from '../../src/modules/mail/service';
import { createUser, gqlWithCookie, sessionCookieFrom, sessionFor } from '../harness/accounts';
import { startTestServer, type TestServer } from '../harness/server';
import { createCast, dataOf, errorOf, PUBLIC_URL, type Cast } from './fixtures';
import { ACCEPT, invite, INVITE, MY_PENDING, type Invitation } from './invitation-operations';

let server: TestServer;
let cast: Cast;
beforeAll(async () => {
  server = await startTestServer({ env: { PUBLIC_URL } });
  cast = await createCast(server);
});
afterAll(() => server.close());

const db = () => server.database.db;

describe('an invitation to someone without an account', () => {
  it('goes from the mail to membership once they sign up and verify their address', async () => {
    const invitation = await invite(cast.as.owner, 'newbie@example.com');
    const [mail] = await listOutbox(db(), { to: 'newbie@example.com' });
    expect(mail?.links).toEqual([`${PUBLIC_URL}/pending-invitations`]);

    const signup = await server.gql<{ signup: { success: boolean } }>(
      `mutation signup($email: String!, $password: String!, $firstName: String!, $lastName: String!) {
        signup(email: $email, password: $password, firstName: $firstName, lastName: $lastName) { success }
      }`,
      {
        email: 'Newbie@example.com',
        password: 'a new password',
        firstName: 'New',
        lastName: 'Bie',
      },
    );
    expect(dataOf(signup).signup.success).toBe(true);
    // Sign-up does not sign in (it answers the same for taken addresses): the password does.
    expect(sessionCookieFrom(signup.headers)).toBeUndefined();
    const login = await server.gql(
      `mutation login($email: String!, $password: String!) { login(email: $email, password: $password) { success } }`,
      { email: 'newbie@example.com', password: 'a new password' },
    );
    const newbie = gqlWithCookie(server, sessionCookieFrom(login.headers) ?? '');

    const { getUsersPendingGroupInvitations } = dataOf(
      await newbie<{ getUsersPendingGroupInvitations: Invitation[] }>(MY_PENDING),
    );
    expect(getUsersPendingGroupInvitations.map((i) => [i.id, i.group?.name])).toEqual([
      [invitation.id, 'Acme'],
    ]);
    expect(errorOf(await newbie(ACCEPT, { inviteId: invitation.id })).message).toBe(
      'Please verify your email address before answering invitations.',
    );

    const verification = (await listOutbox(db(), { to: 'newbie@example.com' }))
      .flatMap((message) => message.links)
      .find((link) => link.includes('/verify?code='));
    const code = new URL(verification ?? 'http://missing').searchParams.get('code');
    dataOf(
      await server.gql(
        `mutation verifyEmail($code: String!) { verifyEmail(code: $code) { success } }`,
        {
          code,
        },
      ),
    );

    dataOf(await newbie(ACCEPT, { inviteId: invitation.id }));
    const members = dataOf(
      await newbie<{ getUsersInGroup: Array<{ role: string; user: { email: string } }> }>(
        `query { getUsersInGroup { role user { email } } }`,
      ),
    ).getUsersInGroup;
    expect(members).toContainEqual({ role: 'USER', user: { email: 'newbie@example.com' } });
  });
});

describe('the invitation rate limit', () => {
  it('lets one owner send 30 invitations an hour', { timeout: 60_000 }, async () => {
    const ivy = await createUser(db(), { email: 'ivy@example.com' });
    await createGroup(db(), ivy.id, 'Busy');
    const gql = await sessionFor(server, ivy.id);
    for (let i = 1; i <= 30; i += 1) await invite(gql, `guest${i}@example.com`);
    expect(errorOf(await gql(INVITE, { email: 'guest31@example.com', role: 'USER' }))).toEqual({
      message: 'Too many attempts. Please try again later.',
      code: 'RATE_LIMITED',
    });
    expect(await listOutbox(db(), { to: 'guest31@example.com' })).toEqual([]);
  });
});
