import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// State of the local Google, Facebook and Instagram sandboxes (src/sandbox/google, facebook, instagram),
// used only when no credentials are configured for that provider. Codes and tokens are stored
// hashed, like every other secret the server hands out.

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export type SandboxSocialProvider = 'google' | 'facebook' | 'instagram';

/** Who the visitor chose to be on a sandbox consent page. */
export interface SandboxSocialIdentity {
  /** Google `sub` / Facebook app-scoped user id. */
  subject: string;
  email: string;
  emailVerified: boolean;
  firstName: string;
  lastName: string;
}

/** Authorization codes handed to the app's redirect_uri; exchanged once, then gone. */
export const sandboxSocialAuthCodes = pgTable('sandbox_social_auth_codes', {
  codeHash: text('code_hash').primaryKey(),
  provider: text('provider').$type<SandboxSocialProvider>().notNull(),
  clientId: text('client_id').notNull(),
  redirectUri: text('redirect_uri').notNull(),
  scope: text('scope').notNull(),
  identity: jsonb('identity').$type<SandboxSocialIdentity>().notNull(),
  expiresAt: at('expires_at').notNull(),
});

/** Opaque access tokens, bound to the app (client id) they were issued to. */
export const sandboxSocialAccessTokens = pgTable('sandbox_social_access_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  provider: text('provider').$type<SandboxSocialProvider>().notNull(),
  clientId: text('client_id').notNull(),
  scope: text('scope').notNull(),
  identity: jsonb('identity').$type<SandboxSocialIdentity>().notNull(),
  createdAt: at('created_at').notNull().defaultNow(),
  expiresAt: at('expires_at').notNull(),
});
