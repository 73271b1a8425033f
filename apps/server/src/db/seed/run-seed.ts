import { ConfigError, loadConfig } from '#src/config.ts';
import { openDatabase } from '#src/db/client.ts';
import { migrateDatabase } from '#src/db/migrate.ts';
import { DEMO_ACCOUNTS, OTHER_DEMO_PASSWORD } from './demo-people.ts';
import { reseedDemoData, type SeedSummary, seedIfEmpty } from './seed.ts';

/*
 * `npm run seed`: migrates the configured database and fills it with demo data if it has no users.
 * `npm run seed -- --reset`: replaces all data with the demo data. Stop the server first when it uses the
 * embedded database, which allows one process at a time.
 */

function printSummary(summary: SeedSummary) {
  console.table(summary);
  console.log('Sign in with:');
  for (const account of Object.values(DEMO_ACCOUNTS)) {
    console.log(`  ${account.email.padEnd(24)} ${account.password.padEnd(10)} ${account.description}`);
  }
  console.log(`  <firstname>@sortim.test ${OTHER_DEMO_PASSWORD.padEnd(10)} Everyone else`);
}

async function main() {
  const reset = process.argv.includes('--reset');
  const config = loadConfig();
  const database = await openDatabase(config.database);
  try {
    await migrateDatabase(database);
    const summary = reset ? await reseedDemoData(database.db) : await seedIfEmpty(database.db, console);
    if (summary) {
      console.log(reset ? 'Replaced all data with the demo data:' : 'Seeded the demo data:');
      printSummary(summary);
    } else {
      console.log('The database already has users, so nothing was seeded. Use --reset to replace all data.');
    }
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
