import type { EventEmitter } from 'node:events';
import type { FastifyBaseLogger } from 'fastify';

/*
 * A graceful stop on SIGTERM (systemd, a container runtime) or SIGINT (Ctrl-C). Closing the app stops
 * accepting connections (a proxy's next probe of /api/ready fails, so it sends traffic elsewhere), closes
 * idle keep-alive sockets, answers 503 to a request already read from a busy one, closes that socket
 * after its answer, waits for the requests in flight, then runs the plugins' onClose hooks (pg-boss
 * stops its workers gracefully). The database closes last. Whatever
 * still runs when the grace period ends is abandoned: pg-boss retries unfinished jobs and an abandoned
 * checkout's hold expires, so exiting is safe, only slower to recover.
 */

export const SHUTDOWN_SIGNALS = ['SIGTERM', 'SIGINT'] as const;

export type ShutdownOptions = {
  app: { close(): Promise<unknown> };
  database: { close(): Promise<unknown> };
  logger: FastifyBaseLogger;
  graceMs: number;
  /** process.exit in main; a recorder in tests. */
  exit: (code: number) => void;
  /** Where the signals come from: the process in main, an emitter in tests. */
  signals: EventEmitter;
};

/** Listens for the signals; returns the shutdown itself so a caller (or a test) can start it directly. */
export function handleShutdownSignals(options: ShutdownOptions): (signal: string) => Promise<void> {
  const { app, database, logger, graceMs, exit, signals } = options;
  let started = false;

  async function shutdown(signal: string): Promise<void> {
    started = true;
    logger.info({ signal, graceMs }, 'shutting down');
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      logger.error({ graceMs }, 'shutdown timed out; exiting with work unfinished');
      exit(1);
    }, graceMs);
    try {
      await app.close();
      await database.close();
    } catch (err) {
      clearTimeout(timer);
      if (!timedOut) {
        logger.error({ err }, 'shutdown failed');
        exit(1);
      }
      return;
    }
    clearTimeout(timer);
    if (timedOut) return;
    logger.info('shutdown complete');
    exit(0);
  }

  const onSignal = (signal: string) => {
    if (started) {
      // Someone pressed Ctrl-C twice, or the supervisor lost patience: do not make them wait again.
      logger.warn({ signal }, 'second signal during shutdown; exiting now');
      exit(1);
      return;
    }
    void shutdown(signal);
  };
  for (const signal of SHUTDOWN_SIGNALS) signals.on(signal, onSignal);
  return shutdown;
}
