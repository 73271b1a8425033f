import { ADMIN_BOOTSTRAP_MESSAGES } from '@sortim/contracts/admin-bootstrap';
import { loadConfig } from '#src/config.ts';
import { type Database, openDatabase } from '#src/db/client.ts';
import { migrateDatabase } from '#src/db/migrate.ts';
import { withStartupLock } from '#src/db/startup-lock.ts';
import { DomainError } from '#src/lib/errors.ts';

/**
 * `npm run <name> -- <email>` on the server's own database (stop the embedded server first: PGlite is one
 * process's). Prints what `change` answers; exits 2 without an e-mail, 1 when it fails, with the reason.
 */
export async function runAdminCommand(
  name: string,
  change: (db: Database, email: string) => Promise<string>,
): Promise<void> {
  const email = process.argv[2];
  if (!email) {
    console.error(`Usage: npm run ${name} -- <email>`);
    process.exitCode = 2;
    return;
  }
  const database = await openDatabase(loadConfig().database);
  try {
    await withStartupLock(database, () => migrateDatabase(database));
    console.log(await change(database.db, email));
  } catch (error) {
    console.error(reasonOf(error, email));
    process.exitCode = 1;
  } finally {
    await database.close();
  }
}

function reasonOf(error: unknown, email: string): unknown {
  if (!(error instanceof DomainError)) return error;
  return error.message === ADMIN_BOOTSTRAP_MESSAGES.userNotFound
    ? `No account has the e-mail ${email}: sign up with it first.`
    : error.message;
}
