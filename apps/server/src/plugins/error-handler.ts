import { COMMON_MESSAGES, REQUEST_MESSAGES } from '@sortim/contracts/common';
import type { ApiError, ErrorCode } from '@sortim/contracts/errors';
// Every table of messages, so any of them is found by its text.
import '@sortim/contracts/all-messages';
import { messageKey } from '@sortim/contracts/messages';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '#src/db/client.ts';
import { DomainError } from '#src/lib/errors.ts';
import { INVALID_JSON_MESSAGE } from '#src/lib/storable-input.ts';
import { JSON_ONLY_MESSAGE } from './input-guard.ts';

/** What a client is told to wait before retrying while the database is restarting or out of reach. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

const codeForStatus = (status: number): ErrorCode =>
  status === 401
    ? 'unauthorized'
    : status === 403
      ? 'forbidden'
      : status === 404
        ? 'not_found'
        : status === 409
          ? 'conflict'
          : status === 429
            ? 'rate_limited'
            : status >= 500
              ? 'internal'
              : 'bad_request';

/**
 * Fastify's own request errors whose message would puzzle a client (the rest read well as they are).
 * Keyed by the error's code; the status stays Fastify's.
 */
const CLEARER_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: JSON_ONLY_MESSAGE,
  FST_ERR_CTP_INVALID_JSON_BODY: INVALID_JSON_MESSAGE,
  FST_ERR_CTP_EMPTY_JSON_BODY: REQUEST_MESSAGES.emptyBody,
  FST_ERR_CTP_BODY_TOO_LARGE: REQUEST_MESSAGES.bodyTooLarge,
};

/** The keys of the field messages the contracts define (a client translates those, shows the rest). */
function fieldKeysOf(fields: Record<string, string>): Record<string, string> | undefined {
  const keyed = Object.entries(fields).flatMap(([field, text]) => {
    const key = messageKey(text);
    return key ? [[field, key] as const] : [];
  });
  return keyed.length ? Object.fromEntries(keyed) : undefined;
}

/**
 * The error body. `key` names the message's key when it is not the message's own (a validation
 * failure's message names its first field, and its key is that field's).
 */
function body(
  code: ErrorCode,
  message: string,
  fields?: Record<string, string>,
  key: string | undefined = messageKey(message),
): ApiError {
  const fieldKeys = fields && fieldKeysOf(fields);
  return {
    error: {
      code,
      message,
      ...(key && { messageKey: key }),
      ...(fields && { fields }),
      ...(fieldKeys && { fieldKeys }),
    },
  };
}

/**
 * Every error leaves as `{ error: { code, message, messageKey?, fields?, fieldKeys? } }`, the keys of the
 * messages the contracts define beside their English; a 500 never shows its internals.
 */
export const errorHandlerPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (hasZodFastifySchemaValidationErrors(error)) {
        const fields: Record<string, string> = {};
        for (const issue of error.validation) {
          const name =
            issue.instancePath.replace(/^\//, '').replaceAll('/', '.') ||
            error.validationContext ||
            'request';
          fields[name] ??= issue.message ?? 'Invalid value';
        }
        const [first] = Object.entries(fields);
        const message = first ? `Invalid ${first[0]}: ${first[1]}` : COMMON_MESSAGES.invalidRequest;
        return reply
          .code(400)
          .send(body('validation_failed', message, fields, messageKey(first ? first[1] : message)));
      }
      if (error instanceof DomainError) {
        return reply.code(error.status).send(body(error.code, error.message, error.fields));
      }
      if (isDatabaseUnavailable(error)) {
        // A restart or failover, not a bug: the client retries (Retry-After) and the log says what it was.
        request.log.warn({ err: error }, 'database unavailable; answered 503');
        return reply
          .code(503)
          .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
          .send(body('unavailable', COMMON_MESSAGES.internal));
      }
      const status = typeof error.statusCode === 'number' && error.statusCode >= 400 ? error.statusCode : 500;
      if (status >= 500) {
        request.log.error({ err: error }, 'request failed');
        return reply.code(status).send(body('internal', COMMON_MESSAGES.internal));
      }
      const message = (error.code && CLEARER_MESSAGES[error.code]) || error.message;
      return reply.code(status).send(body(codeForStatus(status), message));
    });
  },
  { name: 'error-handler' },
);
