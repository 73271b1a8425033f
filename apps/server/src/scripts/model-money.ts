import { spawnSync } from 'node:child_process';
import { parseArgs } from 'node:util';

/*
 * `npm run model:money [-- --runs 5000] [--seconds 3600]`: the money model (src/money-model.test.ts)
 * run longer than CI's budget, before a release: random sequences of bookings, cancellations, moves,
 * provider faults, late and repeated events, payouts and time, each settled and checked, and at the end
 * reconcile over the whole database it left. With TEST_DATABASE_URL it runs on a PostgreSQL server.
 */

const USAGE = 'Usage: npm run model:money -- [--runs <sequences>] [--seconds <at most>] [--seed <n>]';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '5000' },
    seconds: { type: 'string' },
    seed: { type: 'string' },
  },
});
const runs = Number(values.runs);
// About 0.2 s a sequence on PGlite: the default time limit leaves room for every run asked for.
const seconds = Number(values.seconds ?? Math.max(60, Math.ceil(runs * 0.5)));
if (!Number.isInteger(runs) || runs < 1 || !Number.isFinite(seconds) || seconds < 1) {
  console.error(USAGE);
  process.exit(2);
}
const result = spawnSync('npx', ['vitest', 'run', 'src/money-model.test.ts'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    MONEY_MODEL_RUNS: String(runs),
    MONEY_MODEL_SECONDS: String(seconds),
    MONEY_MODEL_REPORT: '1',
    ...(values.seed && { MONEY_MODEL_SEED: values.seed }),
    // The one test may take the whole time asked for.
    MONEY_MODEL_TIMEOUT_MS: String((seconds + 600) * 1000),
  },
});
process.exit(result.status ?? 1);
