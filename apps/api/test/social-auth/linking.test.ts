// Which account a Google or Facebook sign-in lands in when Vendy already knows the email:
// verified provider emails link to the existing account; an existing account whose email was never
// verified becomes the provider user's alone (password removed, sessions ended); unverified
// provider emails link nothing.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../../src/db/schema';
import { authenticate } from '../../src/modules/accounts/service';
import { createUser, DEFAULT_PASSWORD, sessionFor, signInAs } from '../harness/accounts';
import {
  Browser,
  CURRENT_USER,
  errorsOf,
  signInThrough,
  startSocialTestServer,
  type CurrentUserData,
  type SocialTestServer,
} from './harness';

let server: SocialTestServer;
beforeAll(async () => {
  server = await startSocialTestServer({ ADMIN_EMAILS: 'boss@example.com' });
});
afterAll(() => server?.close());

const db = () => server.database.db;
const rowOf = async (id: string) => (await db().select().from(users).where(eq(users.id, id)))[0];
const sessionCount = async (userId: string) =>
  (await db().select().from(sessions).where(eq(sessions.userId, userId))).length;

describe('an existing account with the same email', () => {
  it('is signed into when Google has verified the email; its password and sessions stay', async () => {
    const ada = await createUser(db(), {
      email: 'ada.lovelace@example.com',
      firstName: 'Augusta',
      lastName: 'King',
    });
    const elsewhere = await signInAs(server, ada.email);

    const response = await signInThrough(new Browser(server.url), 'google', { person: 'ada' });
    expect(errorsOf(response)).toEqual([]);
    expect(response.body.data?.loginWithGoogle?.user).toMatchObject({
      id: ada.id,
      // The account keeps its own names and its way of signing in.
      firstName: 'Augusta',
      loginProvider: 'EMAIL',
    });
    const row = await rowOf(ada.id);
    expect(row?.googleSubject).toBe('108230562437819250431');
    expect(await authenticate(db(), ada.email, DEFAULT_PASSWORD)).not.toBeNull();
    const still = await elsewhere.gql<CurrentUserData>(CURRENT_USER);
    expect(still.body.data?.getCurrentUser.user?.id).toBe(ada.id);
  });

  it('becomes the provider user’s alone when its email was never verified (pre-account takeover)', async () => {
    // Someone signed up with Grace's address and a password of their own, and waits.
    const planted = await createUser(db(), {
      email: 'grace.hopper@example.com',
      password: 'the squatter’s password',
      verified: false,
    });
    const squatter = await signInAs(server, planted.email, 'the squatter’s password');

    const response = await signInThrough(new Browser(server.url), 'google', { person: 'grace' });
    expect(errorsOf(response)).toEqual([]);
    expect(response.body.data?.loginWithGoogle).toMatchObject({
      success: true,
      auth: { email: 'grace.hopper@example.com', emailVerified: true },
      user: { id: planted.id, loginProvider: 'GOOGLE' },
    });
    const row = await rowOf(planted.id);
    expect(row?.passwordHash).toBeNull();
    expect(row?.emailVerifiedAt).toBeInstanceOf(Date);
    expect(row?.googleSubject).toBe('114927450618273645092');
    // The squatter is out and cannot come back with the password.
    const squatterView = await squatter.gql<CurrentUserData>(CURRENT_USER);
    expect(squatterView.body.data?.getCurrentUser.auth).toBeNull();
    expect(await authenticate(db(), planted.email, 'the squatter’s password')).toBeNull();
    expect(await sessionCount(planted.id)).toBe(1);
  });

  it('is left alone when Google has not verified the email', async () => {
    const owner = await createUser(db(), { email: 'lin.wei@example.com', verified: false });
    const response = await signInThrough(new Browser(server.url), 'google', {
      person: 'other',
      email: 'lin.wei@example.com',
      first_name: 'Lin',
      last_name: 'Wei',
    });
    expect(errorsOf(response)).toEqual(['Login with Google failed.']);
    const row = await rowOf(owner.id);
    expect(row).toEqual(owner);
  });

  it('is not taken by a second Google account claiming the same email', async () => {
    const linked = await createUser(db(), { email: 'sam.jones@example.com' });
    await db()
      .update(users)
      .set({ googleSubject: '100000000000000000001' })
      .where(eq(users.id, linked.id));
    const response = await signInThrough(new Browser(server.url), 'google', {
      person: 'other',
      email: 'sam.jones@example.com',
      first_name: 'Sam',
      last_name: 'Jones',
      email_verified: 'yes',
    });
    expect(errorsOf(response)).toEqual(['Login with Google failed.']);
    expect((await rowOf(linked.id))?.googleSubject).toBe('100000000000000000001');
  });

  it('is linked to Facebook as well, whoever created it', async () => {
    // Created by Google; Katherine later signs in with Facebook using the same confirmed email.
    const google = await signInThrough(new Browser(server.url), 'google', {
      person: 'other',
      email: 'katherine.johnson@example.com',
      first_name: 'Katherine',
      last_name: 'Johnson',
      email_verified: 'yes',
    });
    const id = google.body.data?.loginWithGoogle?.user?.id;
    const facebook = await signInThrough(new Browser(server.url), 'facebook', {
      person: 'katherine',
    });
    expect(errorsOf(facebook)).toEqual([]);
    expect(facebook.body.data?.loginWithFacebook?.user).toMatchObject({
      id,
      loginProvider: 'GOOGLE',
    });
    expect(await rowOf(id ?? '')).toMatchObject({ facebookId: '10160345627718352' });
  });
});

describe('an account already linked to the provider account', () => {
  it('is signed into by its subject even after the email changed at the provider', async () => {
    const moved = await createUser(db(), {
      email: 'tim.old-address@example.net',
      password: null,
      loginProvider: 'FACEBOOK',
    });
    await db().update(users).set({ facebookId: '10223456789012345' }).where(eq(users.id, moved.id));
    const response = await signInThrough(new Browser(server.url), 'facebook', { person: 'tim' });
    expect(errorsOf(response)).toEqual([]);
    expect(response.body.data?.loginWithFacebook?.user).toMatchObject({
      id: moved.id,
      email: 'tim.old-address@example.net',
    });
  });
});

describe('a new account', () => {
  it('gets the admin role when its email is listed in ADMIN_EMAILS', async () => {
    const response = await signInThrough(new Browser(server.url), 'google', {
      person: 'other',
      email: 'boss@example.com',
      first_name: 'The',
      last_name: 'Boss',
      email_verified: 'yes',
    });
    expect(response.body.data?.loginWithGoogle?.auth).toMatchObject({ isAdmin: true });
  });

  it('keeps at most 100 characters of each name', async () => {
    const response = await signInThrough(new Browser(server.url), 'facebook', {
      person: 'other',
      email: 'long.names@example.com',
      first_name: 'F'.repeat(100),
      last_name: 'L'.repeat(100),
    });
    expect(response.body.data?.loginWithFacebook?.user).toMatchObject({
      firstName: 'F'.repeat(100),
      lastName: 'L'.repeat(100),
    });
    const session = await sessionFor(server, response.body.data?.loginWithFacebook?.user?.id ?? '');
    expect(
      (await session<CurrentUserData>(CURRENT_USER)).body.data?.getCurrentUser.auth?.email,
    ).toBe('long.names@example.com');
  });
});
