import { parseArgs } from 'node:util';
import { loadConfig } from '#src/config.ts';
import { openDatabase } from '#src/db/client.ts';
import { recordOperationRun } from '#src/lib/operation-runs.ts';
import type { PaymentProvider } from '#src/lib/payments/payment-provider.ts';
import { createStripeProvider } from '#src/lib/payments/stripe-provider.ts';
import { createTestProvider } from '#src/lib/payments/test-provider.ts';
import { formatReport, isClean, parseSince, reconcile } from '#src/modules/reconcile/reconcile.ts';

/*
 * `npm run reconcile [-- --since 2026-11-01 | --since 7d] [--limit 10000]`: compares the payment provider's
 * records with the database (DATABASE_URL, or the embedded one: stop the server first) and prints one line
 * per finding, then a summary. Exit 0: the books balance; 1: something was found (or the window was not
 * read in full); 2: it could not run (bad arguments, provider or database unreachable). A run that could run
 * records its findings' count for /metrics (operation_runs).
 */

const USAGE = 'Usage: npm run reconcile -- [--since <ISO date | N d | N h>] [--limit <records>]';

async function main(): Promise<number> {
  let values: { since?: string; limit?: string };
  try {
    ({ values } = parseArgs({
      options: { since: { type: 'string', default: '30d' }, limit: { type: 'string' } },
    }));
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : error}\n${USAGE}`);
    return 2;
  }
  const since = parseSince(values.since ?? '30d');
  const limit = values.limit === undefined ? undefined : Number(values.limit);
  if (!since || (limit !== undefined && !(Number.isInteger(limit) && limit > 0))) {
    console.error(USAGE);
    return 2;
  }

  const config = loadConfig();
  const database = await openDatabase(config.database);
  try {
    const settings = config.payments.provider;
    const provider: PaymentProvider =
      settings.kind === 'stripe'
        ? createStripeProvider(settings)
        : createTestProvider({
            db: database.db,
            publicUrl: config.publicUrl,
            webhookSecret: settings.webhookSecret,
            // Reading its records announces nothing.
            deliver: async () => {},
          });
    const report = await reconcile({ db: database.db, provider }, { since, limit });
    for (const line of formatReport(report)) console.log(line);
    // For /metrics: the alert on a finding, and on a reconcile that stopped running.
    await recordOperationRun(database.db, { kind: 'reconcile', findings: report.findings.length });
    return isClean(report) ? 0 : 1;
  } catch (error) {
    const cause = error instanceof Error && error.cause instanceof Error ? ` (${error.cause.message})` : '';
    console.error(`reconcile could not run: ${error instanceof Error ? error.message : error}${cause}`);
    return 2;
  } finally {
    await database.close();
  }
}

process.exitCode = await main();
