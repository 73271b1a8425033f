/*
 * What request logs must never hold: one-time tokens in paths and query strings (a password reset link
 * in a log is a password reset for whoever reads the log), OAuth codes and state.
 */

const SECRET_PATH = /(\/reset-password\/)[^/?#]+/;
const SECRET_QUERY = /([?&](?:token|code|state|session_id)=)[^&#]*/g;

export function redactUrl(url: string): string {
  return url.replace(SECRET_PATH, '$1[redacted]').replace(SECRET_QUERY, '$1[redacted]');
}

type LoggedRequest = { method?: string; url?: string; ip?: string; headers?: Record<string, unknown> };

/** pino's `req` serializer: method, redacted URL and client address; no headers (cookies). */
export function requestSerializer(request: LoggedRequest) {
  return { method: request.method, url: request.url ? redactUrl(request.url) : undefined, ip: request.ip };
}
