import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uuid, uniqueIndex } from 'drizzle-orm/pg-core';
import { groups } from './groups-table';

const createdAt = () =>
  timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

/** LoginProvider of the SDL: how the account was created and signs in. */
export type LoginProviderValue = 'EMAIL' | 'GOOGLE' | 'FACEBOOK';

/** Accounts. Emails are stored trimmed and lower-cased (the shared yup schema does it). */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    /** argon2id hash; null for accounts that only sign in with Google or Facebook. */
    passwordHash: text('password_hash'),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    loginProvider: text('login_provider').$type<LoginProviderValue>().notNull().default('EMAIL'),
    googleSubject: text('google_subject'),
    facebookId: text('facebook_id'),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true, mode: 'date' }),
    showGuidedTour: boolean('show_guided_tour').notNull().default(true),
    /** Admin granted by the CLI (ADMIN_EMAILS grants it by configuration too). */
    isAdmin: boolean('is_admin').notNull().default(false),
    currentGroupId: uuid('current_group_id').references(() => groups.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    uniqueIndex('users_google_subject_key')
      .on(t.googleSubject)
      .where(sql`${t.googleSubject} is not null`),
    uniqueIndex('users_facebook_id_key')
      .on(t.facebookId)
      .where(sql`${t.facebookId} is not null`),
  ],
);

/**
 * Signed-in sessions. The cookie carries a random token (256 bits); only its SHA-256 is stored, so
 * a database leak does not leak sessions.
 */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true, mode: 'date' })
      .notNull()
      .defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    userAgent: text('user_agent'),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId)],
);

export type UserTokenKind = 'VERIFY_EMAIL' | 'RESET_PASSWORD';

/** Single-use, expiring tokens sent by mail (email verification, password reset); stored hashed. */
export const userTokens = pgTable(
  'user_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<UserTokenKind>().notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('user_tokens_token_hash_key').on(t.tokenHash),
    index('user_tokens_user_idx').on(t.userId),
  ],
);
