import { loadConfig } from '#src/config.ts';
import { openDatabase } from '#src/db/client.ts';
import { migrateDatabase } from '#src/db/migrate.ts';
import { withStartupLock } from '#src/db/startup-lock.ts';
import { DomainError } from '#src/lib/errors.ts';
import { grantAdminByEmail } from '#src/modules/admin/admin-bootstrap.service.ts';

/** `npm run create-admin -- <email>`: grants admin to an existing account (stop the embedded server first). */
async function main() {
  const email = process.argv[2];
  if (!email) {
    console.error('Usage: npm run create-admin -- <email>');
    process.exit(2);
  }
  const database = await openDatabase(loadConfig().database);
  try {
    await withStartupLock(database, () => migrateDatabase(database));
    await grantAdminByEmail(database.db, email);
    console.log(`${email} is now an admin.`);
  } catch (error) {
    console.error(error instanceof DomainError ? error.message : error);
    process.exitCode = 1;
  } finally {
    await database.close();
  }
}

await main();
