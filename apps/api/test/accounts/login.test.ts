import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, sessionCookieFrom, signInAs } from '../harness/accounts';
import { startTestServer, type TestServer } from '../harness/server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

describe('login', () => {
  it('smoke', async () => {
    await createUser(server.database.db, { email: 'a@shop.com' });
    const { gql, cookie } = await signInAs(server, 'A@Shop.com ');
    expect(cookie).toBeTruthy();
    const me = await gql<{ getCurrentUser: { auth: { email: string } } }>(
      '{ getCurrentUser { auth { email isUser isAdmin emailVerified } user { id email } groups { id } currentGroup { id } } }',
    );
    expect(me.body.data?.getCurrentUser.auth.email).toBe('a@shop.com');
    expect(sessionCookieFrom(me.headers)).toBeUndefined();
  });
});
