// Accounts for integration tests: users inserted straight into the database (argon2 runs once per
// distinct password for the whole test file) and a gql() bound to a signed-in session.
import type { Database } from '../../src/db/connection';
import { sessions, users, type LoginProviderValue } from '../../src/db/schema';
import { hashPassword, hashToken, randomToken, SESSION_TTL_MS } from '../../src/modules/auth';
import type { GqlOptions, GqlResponse, TestServer } from './server';

export const DEFAULT_PASSWORD = 'correct horse battery';

const hashes = new Map<string, Promise<string>>();
function memoisedHash(password: string): Promise<string> {
  let hash = hashes.get(password);
  if (!hash) {
    hash = hashPassword(password);
    hashes.set(password, hash);
  }
  return hash;
}

export interface CreateUserInput {
  email: string;
  /** Defaults to DEFAULT_PASSWORD; null for a social account without a password. */
  password?: string | null;
  firstName?: string;
  lastName?: string;
  /** Email verified (default true, so the redirect rule does not stop at /verify-prompt). */
  verified?: boolean;
  /** users.is_admin. */
  admin?: boolean;
  loginProvider?: LoginProviderValue;
  currentGroupId?: string | null;
}

export type TestUser = typeof users.$inferSelect;

export async function createUser(db: Database, input: CreateUserInput): Promise<TestUser> {
  const password = input.password === undefined ? DEFAULT_PASSWORD : input.password;
  const [user] = await db
    .insert(users)
    .values({
      email: input.email.trim().toLowerCase(),
      passwordHash: password === null ? null : await memoisedHash(password),
      firstName: input.firstName ?? 'Test',
      lastName: input.lastName ?? 'User',
      emailVerifiedAt: input.verified === false ? null : new Date(),
      isAdmin: input.admin ?? false,
      loginProvider: input.loginProvider ?? 'EMAIL',
      currentGroupId: input.currentGroupId ?? null,
    })
    .returning();
  if (!user) throw new Error('createUser: insert returned nothing');
  return user;
}

export type Gql = TestServer['gql'];

export interface SignedIn {
  gql: Gql;
  /** The session cookie value (vendy_session). */
  cookie: string;
}

/** The vendy_session value set by a response, or undefined. */
export function sessionCookieFrom(headers: Headers): string | undefined {
  for (const header of headers.getSetCookie()) {
    const match = /^vendy_session=([^;]*)/.exec(header);
    if (match) return decodeURIComponent(match[1] ?? '');
  }
  return undefined;
}

/** A gql() that sends the given session cookie (plus any cookie the caller adds). */
export function gqlWithCookie(server: Pick<TestServer, 'gql'>, cookie: string): Gql {
  return <TData>(
    query: string,
    variables?: Record<string, unknown>,
    options: GqlOptions = {},
  ): Promise<GqlResponse<TData>> => {
    const extra = options.headers?.cookie;
    return server.gql<TData>(query, variables, {
      ...options,
      headers: {
        ...options.headers,
        cookie: extra ? `vendy_session=${cookie}; ${extra}` : `vendy_session=${cookie}`,
      },
    });
  };
}

/**
 * A gql() signed in as the user without going through login: for accounts without a password
 * (Google, Facebook) or when the login rate limit must stay untouched.
 */
export async function sessionFor(
  server: Pick<TestServer, 'gql' | 'database'>,
  userId: string,
): Promise<Gql> {
  const token = randomToken();
  await server.database.db.insert(sessions).values({
    tokenHash: hashToken(token),
    userId,
    expiresAt: new Date(Date.now() + SESSION_TTL_MS),
  });
  return gqlWithCookie(server, token);
}

const LOGIN = `mutation login($email: String!, $password: String!) {
  login(email: $email, password: $password) { success }
}`;

/** Logs in through the real login mutation; the returned gql() carries that session. */
export async function signInAs(
  server: Pick<TestServer, 'gql'>,
  email: string,
  password: string = DEFAULT_PASSWORD,
): Promise<SignedIn> {
  const response = await server.gql<{ login: { success: boolean } }>(LOGIN, { email, password });
  const cookie = sessionCookieFrom(response.headers);
  if (!response.body.data?.login.success || !cookie) {
    throw new Error(
      `signIn(${email}) failed: ${JSON.stringify(response.body.errors ?? response.body)}`,
    );
  }
  return { gql: gqlWithCookie(server, cookie), cookie };
}

/** A gql() signed in as `email` (see signInAs for the cookie too). */
export async function signIn(
  server: Pick<TestServer, 'gql'>,
  email: string,
  password: string = DEFAULT_PASSWORD,
): Promise<Gql> {
  return (await signInAs(server, email, password)).gql;
}

export interface OutboxEntry {
  id: string;
  to: string;
  subject: string;
  text: string;
  links: string[];
  createdAt: string;
  sentAt: string | null;
  error: string | null;
}

/** The mail sent so far (newest first), optionally only to one address, from /dev/outbox.json. */
export async function outbox(server: Pick<TestServer, 'url'>, to?: string): Promise<OutboxEntry[]> {
  const query = to === undefined ? '' : `?to=${encodeURIComponent(to)}`;
  const response = await fetch(`${server.url}/dev/outbox.json${query}`);
  if (!response.ok) throw new Error(`GET /dev/outbox.json answered ${response.status}`);
  return ((await response.json()) as { messages: OutboxEntry[] }).messages;
}

/** The query parameter `name` of the newest link mailed to `to` (e.g. the code of /verify?code=). */
export async function linkParam(
  server: Pick<TestServer, 'url'>,
  to: string,
  name: string,
): Promise<string> {
  for (const message of await outbox(server, to)) {
    for (const link of message.links) {
      const value = new URL(link).searchParams.get(name);
      if (value) return value;
    }
  }
  throw new Error(`No mail to ${to} carries a link with ?${name}=`);
}
