// The admin role granted per account (users.is_admin), managed with the admin CLI. ADMIN_EMAILS
// grants it by configuration as well; both count (see auth/viewer.ts isAdminUser).
import { asc, eq, inArray, or } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Database } from '../../db/connection';
import { users } from '../../db/schema';

export interface AdminEntry {
  email: string;
  /** null: listed in ADMIN_EMAILS but no account has signed up with it yet. */
  userId: string | null;
  /** Granted on the account (CLI). */
  granted: boolean;
  /** Listed in ADMIN_EMAILS. */
  configured: boolean;
}

/** Sets users.is_admin; false when no account has this email. */
export async function setAdminFlag(
  db: Database,
  email: string,
  isAdmin: boolean,
): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ isAdmin, updatedAt: new Date() })
    .where(eq(users.email, email.trim().toLowerCase()))
    .returning({ id: users.id });
  return rows.length > 0;
}

/** Everyone with the admin role, by email. */
export async function listAdmins(db: Database, config: Config): Promise<AdminEntry[]> {
  const configured = new Set(config.adminEmails);
  const rows = await db
    .select({ id: users.id, email: users.email, isAdmin: users.isAdmin })
    .from(users)
    .where(
      configured.size === 0
        ? eq(users.isAdmin, true)
        : or(eq(users.isAdmin, true), inArray(users.email, [...configured])),
    )
    .orderBy(asc(users.email));
  const entries: AdminEntry[] = rows.map((row) => ({
    email: row.email,
    userId: row.id,
    granted: row.isAdmin,
    configured: configured.has(row.email),
  }));
  for (const email of configured) {
    if (!rows.some((row) => row.email === email)) {
      entries.push({ email, userId: null, granted: false, configured: true });
    }
  }
  return entries.sort((a, b) => a.email.localeCompare(b.email));
}
