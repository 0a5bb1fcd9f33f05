// Accounts for integration tests: users inserted straight into the database (argon2 runs once per
// distinct password for the whole test file) and a gql() bound to a signed-in session.
import type { Database } from '../../src/db/connection';
import { users, type LoginProviderValue } from '../../src/db/schema';
import { hashPassword } from '../../src/modules/auth';
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
    throw new Error(`signIn(${email}) failed: ${JSON.stringify(response.body.errors ?? response.body)}`);
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
