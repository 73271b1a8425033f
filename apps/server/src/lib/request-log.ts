import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyBaseLogger } from 'fastify';

/*
 * The logger of the request being served, for code that is handed one logger at start (better-auth's
 * log callback) but should still write the request's id on each line. plugins/request-id.ts enters it.
 */
const storage = new AsyncLocalStorage<FastifyBaseLogger>();

export function runWithRequestLog(log: FastifyBaseLogger, next: () => void): void {
  storage.run(log, next);
}

/** The current request's logger (its lines carry reqId), or undefined outside a request. */
export function currentRequestLog(): FastifyBaseLogger | undefined {
  return storage.getStore();
}
