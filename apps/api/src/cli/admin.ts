// Admin CLI: `npm run admin -w @vendy/api -- grant|revoke <email>` or `-- list`.
// It opens the configured database (DATABASE_URL or the embedded PGlite in DATA_DIR). PGlite
// allows one process at a time: stop the server before using the CLI on an embedded database.
import { ConfigError, loadConfig } from '../config';
import { openDatabase } from '../db/connection';
import { runAdminCommand, USAGE } from './admin-commands';

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  if (args.length === 0 || args[0] === '--help' || args[0] === '-h') {
    process.stdout.write(`${USAGE}\n`);
    return args.length === 0 ? 2 : 0;
  }
  let config;
  try {
    config = loadConfig(process.env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(`${error.message}\n`);
    return 1;
  }
  const database = await openDatabase(config.database);
  try {
    await database.migrate();
    return await runAdminCommand(
      args,
      { db: database.db, config },
      {
        out: (line) => process.stdout.write(`${line}\n`),
        err: (line) => process.stderr.write(`${line}\n`),
      },
    );
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(
      `${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
    process.exit(1);
  },
);
