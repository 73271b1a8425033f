/*
 * `npx tsx bench/explore-cpu.ts`: the app's own CPU time per request of GET /api/activities (or, for the
 * map's mixes, /api/activities/pins), per filter mix.
 *
 * Throughput on a shared 2-core machine moves by a third between runs; the CPU the app's process spends
 * per request moves much less, so this is the number to compare when changing the list's code. Runs on
 * the database `npm run bench:explore` filled (sortim_bench, kept after its run; BENCH_DATABASE names another), starts the app alone in
 * a process of its own (explore-servers.ts with `app-only`) and drives it at 10 connections.
 * BENCH_DURATION sets the seconds per mix (default 5); `--cpu-prof` writes a V8 profile of the app's
 * process to the system's temporary folder (its path is printed at the end).
 */
import { fork } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { databaseOn } from './bench-kit.ts';
import { appRoute, MIXES, type Mix, mixPath } from './explore-mixes.ts';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 5);
const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const benchUrl = databaseOn(serverUrl, process.env.BENCH_DATABASE ?? 'sortim_bench');
const profileDir = process.argv.includes('--cpu-prof') ? path.join(os.tmpdir(), 'sortim-explore-cpu') : null;

const child = fork(new URL('./explore-servers.ts', import.meta.url), [benchUrl, 'app-only'], {
  execArgv: [...process.execArgv, ...(profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [])],
});
const ask = <T>(message: string) =>
  new Promise<T>((resolve) => {
    child.once('message', (answer) => resolve(answer as T));
    child.send(message);
  });
const { appUrl } = await new Promise<{ appUrl: string }>((resolve) =>
  child.once('message', (m) => resolve(m as { appUrl: string })),
);

async function drive(mix: Mix, seconds: number) {
  const route = appRoute(mix);
  const url = `${appUrl}${mixPath(route, mix)}`;
  const { vary, tile } = mix;
  return new Promise<autocannon.Result>((resolve, reject) =>
    autocannon(
      {
        url,
        connections: 10,
        duration: seconds,
        ...((vary || tile) && {
          requests: [{ setupRequest: (request) => ({ ...request, path: mixPath(route, mix, vary?.()) }) }],
        }),
      },
      (error, done) => (error ? reject(error) : resolve(done)),
    ),
  );
}

for (const mix of MIXES) await drive(mix, 1);
let totalCpu = 0;
let totalRequests = 0;
for (const mix of MIXES) {
  const before = await ask<NodeJS.CpuUsage>('cpu');
  const result = await drive(mix, DURATION_S);
  const after = await ask<NodeJS.CpuUsage>('cpu');
  const cpu = after.user - before.user + after.system - before.system;
  totalCpu += cpu;
  totalRequests += result.requests.total;
  console.log(
    `${mix.name}: ${Math.round(cpu / result.requests.total)} µs CPU/request, ${Math.round(result.requests.average)} req/s, ${result.errors + result.non2xx} errors`,
  );
}
console.log(`all mixes: ${Math.round(totalCpu / totalRequests)} µs CPU/request`);
child.send('stop');
if (profileDir) console.log(`profile of the app's process in ${profileDir}`);
