import os from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import type { ImportedCalendar } from './calendar-import.ts';

/*
 * The thread a calendar file is read on (started by calendar-import-thread.ts): parsing 2 MB and drawing
 * occurrences take CPU the server's event loop must not give. Its own entry in the build (build.mjs).
 */

export type ImportRequest = { icsText: string; tag: string | null; now: Date };
export type ImportReply = { ok: true; calendar: ImportedCalendar } | { ok: false; reason: string };

// The server's own thread comes first. On Linux a thread's nice value is its own (this call sets this
// thread's), so it is set before the import's modules are loaded and compiled, which is work too. Below
// normal, not the lowest: at nice 19 a busy machine starved the thread past its wall-time limit, and the
// host was told the calendar could not be read.
try {
  os.setPriority(os.constants.priority.PRIORITY_BELOW_NORMAL);
} catch {
  // Not allowed here: the thread runs at the server's priority.
}
const { CalendarParseError, importCalendar } = await import('./calendar-import.ts');

const { icsText, tag, now } = workerData as ImportRequest;
let reply: ImportReply;
try {
  reply = { ok: true, calendar: importCalendar(icsText, tag, now) };
} catch (err) {
  // Anything else is a fault of ours: it reaches the parent as the worker's error.
  if (!(err instanceof CalendarParseError)) throw err;
  reply = { ok: false, reason: err.message };
}
parentPort?.postMessage(reply);
