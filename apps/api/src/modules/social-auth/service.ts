// Which account a Google or Facebook identity signs into, creating or linking it.
//
// 1. An account already linked to this provider subject (Google `sub`, Facebook app-scoped id) is
//    that person's, whatever its email is now.
// 2. Otherwise the provider's email must be verified (Google's email_verified; Facebook only
//    returns emails it has confirmed). Without that, nothing is linked or created: anyone could
//    otherwise claim an address they do not control.
// 3. An account with that email is linked to the subject and signed in, unless it is already
//    linked to another subject of this provider.
//    Pre-account-takeover defence: if that account's email was never verified, whoever created it
//    may not own the mailbox (someone can sign up with a victim's address and wait). The provider
//    has just proved the mailbox belongs to the person signing in, so the account becomes theirs
//    alone: its email is marked verified, its password is removed, every session of it ends, and
//    it signs in with the provider from now on (loginProvider GOOGLE / FACEBOOK).
// 4. Otherwise a new account is created: names from the provider, email verified, no password.
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { users, type LoginProviderValue } from '../../db/schema';
import { endOtherSessions } from '../auth';

export type SocialLoginProvider = Exclude<LoginProviderValue, 'EMAIL'>;

export interface ProviderIdentity {
  provider: SocialLoginProvider;
  subject: string;
  email: string | null;
  emailVerified: boolean;
  firstName: string;
  lastName: string;
}

export type SocialAccountResult =
  | { ok: true; userId: string; created: boolean; linked: boolean; tookOver: boolean }
  | { ok: false; reason: 'no_email' | 'email_not_verified' | 'linked_elsewhere' };

const NAME_MAX = 100;
const EMAIL_MAX = 254;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const subjectColumn = (provider: SocialLoginProvider) =>
  provider === 'GOOGLE' ? users.googleSubject : users.facebookId;

const subjectField = (provider: SocialLoginProvider) =>
  provider === 'GOOGLE' ? ('googleSubject' as const) : ('facebookId' as const);

/** Names as the account stores them: at most 100 characters each (the signup form's limit). */
export function accountNames(identity: Pick<ProviderIdentity, 'firstName' | 'lastName'>): {
  firstName: string;
  lastName: string;
} {
  return {
    firstName: identity.firstName.trim().slice(0, NAME_MAX),
    lastName: identity.lastName.trim().slice(0, NAME_MAX),
  };
}

function normalizedEmail(email: string | null): string | null {
  const value = email?.trim().toLowerCase() ?? '';
  return EMAIL.test(value) && value.length <= EMAIL_MAX ? value : null;
}

async function attempt(
  db: Database,
  identity: ProviderIdentity,
  now: Date,
): Promise<SocialAccountResult | 'retry'> {
  return db.transaction(async (tx) => {
    const column = subjectColumn(identity.provider);
    const [bySubject] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(column, identity.subject));
    if (bySubject) {
      return { ok: true, userId: bySubject.id, created: false, linked: false, tookOver: false };
    }

    const email = normalizedEmail(identity.email);
    if (!email) return { ok: false, reason: 'no_email' };
    if (!identity.emailVerified) return { ok: false, reason: 'email_not_verified' };

    const [byEmail] = await tx.select().from(users).where(eq(users.email, email));
    if (byEmail) {
      if (byEmail[subjectField(identity.provider)] !== null) {
        return { ok: false, reason: 'linked_elsewhere' };
      }
      const takeOver = byEmail.emailVerifiedAt === null;
      const [updated] = await tx
        .update(users)
        .set({
          [subjectField(identity.provider)]: identity.subject,
          updatedAt: now,
          ...(takeOver
            ? { emailVerifiedAt: now, passwordHash: null, loginProvider: identity.provider }
            : {}),
        })
        // Only while still unlinked: a concurrent sign-in that linked it first wins.
        .where(and(eq(users.id, byEmail.id), isNull(column)))
        .returning({ id: users.id });
      if (!updated) return 'retry';
      if (takeOver) await endOtherSessions(tx, byEmail.id);
      return { ok: true, userId: byEmail.id, created: false, linked: true, tookOver: takeOver };
    }

    const [created] = await tx
      .insert(users)
      .values({
        email,
        passwordHash: null,
        ...accountNames(identity),
        loginProvider: identity.provider,
        [subjectField(identity.provider)]: identity.subject,
        emailVerifiedAt: now,
        createdAt: now,
        updatedAt: now,
      })
      // The email or subject was taken a moment ago by a concurrent sign-in or sign-up.
      .onConflictDoNothing()
      .returning({ id: users.id });
    if (!created) return 'retry';
    return { ok: true, userId: created.id, created: true, linked: false, tookOver: false };
  });
}

/** The account the identity signs into (see the rules above), or why there is none. */
export async function socialAccountFor(
  db: Database,
  identity: ProviderIdentity,
  now = new Date(),
): Promise<SocialAccountResult> {
  // A lost race is decided by the database; looking again then finds the winner's row.
  for (let i = 0; i < 3; i++) {
    const result = await attempt(db, identity, now);
    if (result !== 'retry') return result;
  }
  throw new Error(`socialAccountFor: ${identity.provider} account kept changing`);
}
