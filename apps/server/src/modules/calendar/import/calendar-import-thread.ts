import { type ResourceLimits, Worker } from 'node:worker_threads';
import { CalendarParseError, type ImportedCalendar } from './calendar-import.ts';
import type { ImportReply, ImportRequest } from './calendar-import-worker.ts';

/*
 * Reads a calendar file on a worker thread, so no file (2 MB of events, a rule that repeats every minute)
 * holds the server's event loop: the import's own budget stops it after its drafts or its CPU time, and
 * the thread's limits stop what the budget cannot (the parse itself): a memory cap and a hard timeout.
 * Whatever ends the thread ends as an unreadable calendar, which the host sees as 'Connection failed'.
 */

/** The thread's heap: a 2 MB calendar of recurring events takes about 60 MB. */
export const IMPORT_THREAD_LIMITS: ResourceLimits = {
  maxOldGenerationSizeMb: 160,
  maxYoungGenerationSizeMb: 16,
  stackSizeMb: 4,
};

/** Wall time for the whole import, thread start-up included; the CPU budget inside is 2 s. */
export const IMPORT_THREAD_TIMEOUT_MS = 15_000;

/** Imports read at once; more wait their turn, so memory stays under this many times the cap. */
const THREADS_AT_ONCE = 2;

// Bundled, this code runs from dist/main.js, beside the worker's own bundle (build.mjs).
const workerFile = new URL(
  import.meta.url.endsWith('.ts') ? './calendar-import-worker.ts' : './calendar-import-worker.js',
  import.meta.url,
);

let running = 0;
const waiting: Array<() => void> = [];

/** Waits for a free turn; the function it gives back ends the turn, handing it to the next in line. */
async function turn(): Promise<() => void> {
  if (running < THREADS_AT_ONCE) running++;
  else await new Promise<void>((resolve) => waiting.push(resolve));
  return () => {
    const next = waiting.shift();
    if (next) next();
    else running--;
  };
}

export type ImportThreadOptions = { limits?: ResourceLimits; timeoutMs?: number };

/**
 * The calendar's drafts (importCalendar), read on a thread of their own; whatever goes wrong there is a
 * CalendarParseError. Waits its turn when two imports are already being read.
 */
export async function readCalendar(
  icsText: string,
  tag: string | null,
  now: Date,
  options: ImportThreadOptions = {},
): Promise<ImportedCalendar> {
  const done = await turn();
  return new Promise<ImportedCalendar>((resolve, reject) => {
    const fail = (message: string, cause?: unknown) => reject(new CalendarParseError(message, { cause }));
    let worker: Worker;
    try {
      worker = new Worker(workerFile, {
        workerData: { icsText, tag, now } satisfies ImportRequest,
        resourceLimits: options.limits ?? IMPORT_THREAD_LIMITS,
      });
    } catch (err) {
      done();
      return fail('the calendar reader did not start', err);
    }
    const timer = setTimeout(() => {
      fail('the calendar took too long to read');
      void worker.terminate();
    }, options.timeoutMs ?? IMPORT_THREAD_TIMEOUT_MS);
    worker.once('message', (reply: ImportReply) => (reply.ok ? resolve(reply.calendar) : fail(reply.reason)));
    // Out of memory (ERR_WORKER_OUT_OF_MEMORY) or a fault of ours while reading.
    worker.once('error', (err) => fail('the calendar could not be read', err));
    // The turn ends with the thread (its memory freed), not with the answer.
    worker.once('exit', (code) => {
      clearTimeout(timer);
      done();
      // A no-op once settled; otherwise the thread ended without a word.
      fail(`the calendar reader stopped (exit code ${code})`);
    });
  });
}
