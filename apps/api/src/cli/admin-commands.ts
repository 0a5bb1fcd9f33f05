// The admin CLI's commands, separated from process handling so tests can run them.
import type { Config } from '../config';
import type { Database } from '../db/connection';
import { listAdmins, setAdminFlag } from '../modules/accounts/admin-role';

export const USAGE = `Usage: npm run admin -w @vendy/api -- <command>

Commands:
  grant <email>    give the account the admin role
  revoke <email>   take the admin role away from the account
  list             list the admins (accounts granted here and ADMIN_EMAILS)`;

export interface CliOutput {
  out(line: string): void;
  err(line: string): void;
}

/** Runs one command; resolves with the process exit code. */
export async function runAdminCommand(
  args: readonly string[],
  deps: { db: Database; config: Config },
  output: CliOutput,
): Promise<number> {
  const [command, email, ...rest] = args;
  if ((command === 'grant' || command === 'revoke') && email && rest.length === 0) {
    const normalised = email.trim().toLowerCase();
    if (!(await setAdminFlag(deps.db, normalised, command === 'grant'))) {
      output.err(`No account with the email ${normalised}.`);
      return 1;
    }
    output.out(
      command === 'grant'
        ? `${normalised} is now an admin.`
        : `${normalised} is no longer an admin.`,
    );
    if (command === 'revoke' && deps.config.adminEmails.includes(normalised)) {
      output.err(`${normalised} is still listed in ADMIN_EMAILS, which keeps it an admin.`);
    }
    return 0;
  }
  if (command === 'list' && email === undefined) {
    const admins = await listAdmins(deps.db, deps.config);
    if (admins.length === 0) output.out('No admins.');
    for (const admin of admins) {
      const sources = [admin.granted && 'granted', admin.configured && 'ADMIN_EMAILS'].filter(
        Boolean,
      );
      const note = admin.userId === null ? ', no account yet' : '';
      output.out(`${admin.email} (${sources.join(', ')}${note})`);
    }
    return 0;
  }
  output.err(USAGE);
  return 2;
}
