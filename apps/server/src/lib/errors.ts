import { COMMON_MESSAGES } from '@sortim/contracts/common';
import type { ErrorCode } from '@sortim/contracts/errors';

/** A failure the caller can act on. Services throw these; one handler turns them into HTTP. */
export class DomainError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class Invalid extends DomainError {
  constructor(message: string, fields?: Record<string, string>) {
    super(400, 'validation_failed', message, fields);
  }
}
export class Unauthorized extends DomainError {
  constructor(message: string = COMMON_MESSAGES.unauthorized) {
    super(401, 'unauthorized', message);
  }
}
export class Forbidden extends DomainError {
  constructor(message: string = COMMON_MESSAGES.forbidden) {
    super(403, 'forbidden', message);
  }
}
export class NotFound extends DomainError {
  constructor(message: string = COMMON_MESSAGES.notFound) {
    super(404, 'not_found', message);
  }
}
export class Conflict extends DomainError {
  constructor(message: string) {
    super(409, 'conflict', message);
  }
}
/**
 * Not yet: what this depends on has not happened (a provider event that overtook the one before it).
 * Providers deliver again after a non-2xx answer, by which time it has.
 */
export class RetryLater extends DomainError {
  constructor(message: string) {
    super(503, 'unavailable', message);
  }
}
/** Too many requests for a rate limit (see `rate-limit.ts`); the UI shows the message as it is. */
export class TooManyRequests extends DomainError {
  constructor(message: string = COMMON_MESSAGES.rateLimited) {
    super(429, 'rate_limited', message);
  }
}

/** Whether a database error (or one it caused) is a UNIQUE index refusing a second row. */
export function isUniqueViolation(err: unknown): boolean {
  for (let e = err; e instanceof Error; e = e.cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
