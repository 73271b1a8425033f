/*
 * `npm run lighthouse`: Lighthouse 13 (its mobile defaults: a mid-range phone on slow 4G, simulated)
 * against the built app started as the journeys start it (global-setup.ts: embedded database, demo data),
 * on /home, /explore (signed in as the demo guest: explore needs an account) and the soonest activity's
 * page. Each page runs three times and the median run counts, as Lighthouse advises (one run varies by
 * several points). Prints the four scores per page; exits 1 below the targets (performance 95,
 * accessibility, best practices and SEO 100: issue 34). `--write` records the table in docs/performance.md.
 * Each row says the host's CPU index in the median run: Lighthouse's simulated phone multiplies the CPU time
 * it observes by 4, which assumes a host of 1,500-2,000 (its throttling docs); below that the performance
 * score undercounts, and a shared 2-core machine swings between 1,000 and 2,300 from run to run.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import globalSetup from './global-setup.ts';
import { chromiumPath } from './playwright.config.ts';

const RUNS = 3;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const TARGETS: Record<(typeof CATEGORIES)[number], number> = {
  performance: 95,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
};
const PERFORMANCE_DOC = path.resolve(import.meta.dirname, '..', 'docs', 'performance.md');

type Page = { name: string; path: string; cookie?: string };
type Scores = Record<(typeof CATEGORIES)[number], number> & {
  lcpMs: number;
  tbtMs: number;
  clsScore: number;
  /** Lighthouse's measure of the host's CPU (environment.benchmarkIndex): its 4x slowdown assumes 1,500-2,000. */
  benchmarkIndex: number;
};

async function signInAsGuest(baseUrl: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({ email: 'guest@sortim.test', password: 'Guest1234' }),
  });
  if (!res.ok) throw new Error(`signing in as the demo guest answered ${res.status}`);
  return res.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

async function soonestActivityPath(baseUrl: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/activities?limit=1`);
  const body = (await res.json()) as { items: { id: string }[] };
  const first = body.items[0];
  if (!first) throw new Error('the demo data has no upcoming activity');
  return `/activity/${first.id}`;
}

/**
 * Puts the signed-in guest's cookies in the fresh browser's own jar (DevTools protocol, Storage.setCookies),
 * as a returning visitor has them. A Cookie header given to Lighthouse (extraHeaders) is replaced by the
 * jar's as soon as the app sets its language cookie, and the page's later reads went out signed out (401s).
 */
async function putCookies(port: number, url: string, cookie: string) {
  const version = (await (await fetch(`http://127.0.0.1:${port}/json/version`)).json()) as {
    webSocketDebuggerUrl: string;
  };
  const socket = new WebSocket(version.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    socket.addEventListener('open', resolve, { once: true });
    socket.addEventListener('error', reject, { once: true });
  });
  const cookies = cookie.split('; ').map((pair) => {
    const at = pair.indexOf('=');
    return { name: pair.slice(0, at), value: pair.slice(at + 1), url: new URL(url).origin };
  });
  const answered = new Promise<{ error?: { message: string } }>((resolve) =>
    socket.addEventListener('message', (event) => resolve(JSON.parse(String(event.data))), { once: true }),
  );
  socket.send(JSON.stringify({ id: 1, method: 'Storage.setCookies', params: { cookies } }));
  const answer = await answered;
  socket.close();
  if (answer.error) throw new Error(`setting the guest's cookies failed: ${answer.error.message}`);
}

async function audit(url: string, port: number, cookie: string | undefined) {
  if (cookie) await putCookies(port, url, cookie);
  // A trace sometimes fails to record (NO_NAVSTART) on this machine: such a run is retried, not counted.
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
      // Lighthouse would clear the origin's storage, the cookies just put there with it; each run has a
      // browser of its own, so nothing else carries over.
      disableStorageReset: cookie !== undefined,
    });
    if (result && !result.lhr.runtimeError) return result.lhr;
    if (attempt === 3) throw new Error(`Lighthouse failed on ${url}: ${result?.lhr.runtimeError?.message}`);
  }
}

function scoresOf(lhr: Awaited<ReturnType<typeof audit>>): Scores {
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    'best-practices': score('best-practices'),
    seo: score('seo'),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    clsScore: numeric('cumulative-layout-shift'),
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
  };
}

/** What a failed audit found first (an element, a console issue), so the output says where to look. */
function firstDetail(result: { details?: unknown } | undefined): string {
  const items = (result?.details as { items?: unknown[] } | undefined)?.items;
  return items?.length ? JSON.stringify(items[0]).slice(0, 300) : '';
}

function failedAudits(lhr: Awaited<ReturnType<typeof audit>>): string[] {
  return CATEGORIES.filter((id) => id !== 'performance').flatMap((id) =>
    (lhr.categories[id]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => `${id}: ${ref.id} (${lhr.audits[ref.id]?.title}) ${firstDetail(lhr.audits[ref.id])}`),
  );
}

function table(rows: { page: Page; scores: Scores }[]): string {
  const lines = [
    '| page | performance | accessibility | best practices | SEO | LCP | TBT | CLS | CPU index |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...rows.map(
      ({ page, scores: s }) =>
        `| ${page.name} | ${s.performance} | ${s.accessibility} | ${s['best-practices']} | ${s.seo} | ` +
        `${(s.lcpMs / 1000).toFixed(1)} s | ${Math.round(s.tbtMs)} ms | ${s.clsScore.toFixed(3)} | ${s.benchmarkIndex} |`,
    ),
  ];
  return lines.join('\n');
}

function record(markdown: string) {
  const doc = readFileSync(PERFORMANCE_DOC, 'utf8');
  const start = '<!-- lighthouse -->';
  const end = '<!-- /lighthouse -->';
  const from = doc.indexOf(start);
  const to = doc.indexOf(end);
  if (from < 0 || to < from) throw new Error(`docs/performance.md has no ${start} ... ${end} section`);
  writeFileSync(PERFORMANCE_DOC, `${doc.slice(0, from + start.length)}\n\n${markdown}\n\n${doc.slice(to)}`);
}

// `-- --reports DIR` keeps each page's median report (JSON, for the Lighthouse viewer) to see where time goes.
const reportsFlag = process.argv.indexOf('--reports');
const reportDir = reportsFlag > 0 ? process.argv[reportsFlag + 1] : undefined;
if (reportDir) mkdirSync(reportDir, { recursive: true });
// `-- --only explore,activity` audits only the pages whose name contains one of the words (a quicker loop;
// never written).
const onlyFlag = process.argv.indexOf('--only');
const only = onlyFlag > 0 ? process.argv[onlyFlag + 1] : undefined;

const teardown = await globalSetup();
const baseUrl = process.env.E2E_BASE_URL as string;
/**
 * Each run in a browser of its own, as a first visit: nothing the app stores (its language cookie, the
 * cache) carries over to the next run.
 */
async function auditInNewBrowser(url: string, cookie: string | undefined) {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  try {
    return await audit(url, chrome.port, cookie);
  } finally {
    chrome.kill();
  }
}

try {
  const pages: Page[] = [
    { name: '/home', path: '/home' },
    { name: '/explore', path: '/explore', cookie: await signInAsGuest(baseUrl) },
    { name: 'an activity page', path: await soonestActivityPath(baseUrl) },
  ].filter((page) => !only || only.split(',').some((word) => page.name.includes(word)));
  const rows: { page: Page; scores: Scores }[] = [];
  const problems: string[] = [];
  for (const page of pages) {
    const runs = [];
    for (let run = 1; run <= RUNS; run++)
      runs.push(await auditInNewBrowser(`${baseUrl}${page.path}`, page.cookie));
    const median = computeMedianRun(runs);
    if (reportDir) writeFileSync(`${reportDir}/${page.path.split('/')[1]}.json`, JSON.stringify(median));
    const scores = scoresOf(median);
    rows.push({ page, scores });
    console.log(`lighthouse: ${page.name} ${JSON.stringify(scores)}`);
    for (const category of CATEGORIES) {
      if (scores[category] < TARGETS[category]) {
        problems.push(`${page.name}: ${category} ${scores[category]} (target ${TARGETS[category]})`);
      }
    }
    problems.push(...failedAudits(median).map((failed) => `${page.name}: ${failed}`));
  }
  const when = new Date().toISOString().slice(0, 10);
  const load = os.loadavg()[0]?.toFixed(1);
  const markdown =
    `Measured ${when} on ${os.cpus().length} cores, load average ${load} (median of ${RUNS} runs, ` +
    `Lighthouse 13 mobile defaults, Chromium headless):\n\n${table(rows)}`;
  console.log(`\n${markdown}\n`);
  if (process.argv.includes('--write') && !only) record(markdown);
  if (problems.length > 0) {
    console.error(`Below target:\n${problems.map((p) => `  ${p}`).join('\n')}`);
    process.exitCode = 1;
  }
} finally {
  await teardown();
}
