import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';

/*
 * What logs must never hold: one-time tokens in paths and query strings (a password reset link in a log is
 * a password reset for whoever reads the log), OAuth codes and state, a host's calendar feed token (the
 * feed's only credential, polled every few minutes), a private group's link token (anyone holding it names
 * the group's tickets), and the parameters of a failed query (whatever was
 * looked up: a token, an e-mail address).
 */

const REDACTED = '[redacted]';
/** Where a URL ends when it is quoted in a text (an error message: 'Route GET:/... not found'). */
const END = '[/?#\\s"\']';
const RESET_TOKEN = new RegExp(`(/reset-password/)(?:(?!${END}).)+`, 'g');
/** The token is the feed's file name before `.ics` (feed/feed-token.ts feedUrl). */
const FEED_TOKEN = new RegExp(`(/api/calendar/feeds/)(?:(?!${END}).)+?(?=\\.ics(?:${END}|$)|${END}|$)`, 'g');
/** A private group's link, the page's (/group/<token>) and its API's (/api/group/<token>/...). */
const GROUP_TOKEN = new RegExp(`(/group/)(?:(?!${END}).)+`, 'g');
const SECRET_QUERY = /([?&](?:token|code|state|session_id)=)[^&#\s"']*/g;

export function redactUrl(url: string): string {
  return url
    .replace(RESET_TOKEN, `$1${REDACTED}`)
    .replace(FEED_TOKEN, `$1${REDACTED}`)
    .replace(GROUP_TOKEN, `$1${REDACTED}`)
    .replace(SECRET_QUERY, `$1${REDACTED}`);
}

/** The values of the failed queries in an error and its causes, as Drizzle writes them in the message. */
function queryValuesOf(error: unknown): string[] {
  const values: string[] = [];
  for (let e = error; e instanceof Error && values.length < 10; e = e.cause) {
    if ('params' in e && Array.isArray(e.params) && e.params.length > 0) values.push(`\nparams: ${e.params}`);
  }
  return values;
}

/** An error's message or stack: URLs redacted, and a failed query's values (`Failed query: ...\nparams: ...`). */
function redactText(text: string, queryValues: string[]): string {
  let redacted = text;
  for (const values of queryValues) redacted = redacted.replaceAll(values, `\nparams: ${REDACTED}`);
  return redactUrl(redacted);
}

type LoggedRequest = { method?: string; url?: string; ip?: string; headers?: Record<string, unknown> };

/** pino's `req` serializer: method, redacted URL and client address; no headers (cookies). */
export function requestSerializer(request: LoggedRequest) {
  return { method: request.method, url: request.url ? redactUrl(request.url) : undefined, ip: request.ip };
}

/** pino's `err` serializer, with URLs redacted in the message and stack and a failed query's values gone. */
export function errorSerializer(error: unknown) {
  const logged = pino.stdSerializers.err(error as Error);
  if (logged === error || typeof logged !== 'object' || logged === null) return logged;
  const queryValues = queryValuesOf(error);
  if (typeof logged.message === 'string') logged.message = redactText(logged.message, queryValues);
  if (typeof logged.stack === 'string') logged.stack = redactText(logged.stack, queryValues);
  if ('params' in logged) logged.params = REDACTED;
  return logged;
}

export const LOG_SERIALIZERS = { req: requestSerializer, err: errorSerializer };

/**
 * The logger the app writes through: whichever one it is given (main's, a test's), with the serializers
 * above, so no request line and no error of the app carries a secret.
 */
export function redactingLogger(logger: FastifyBaseLogger): FastifyBaseLogger {
  return logger.child({}, { serializers: LOG_SERIALIZERS });
}
