import type { ApiError, ErrorCode } from '@sortim/contracts/errors';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { DomainError } from '#src/lib/errors.ts';
import { INVALID_JSON_MESSAGE } from '#src/lib/storable-input.ts';
import { JSON_ONLY_MESSAGE } from './input-guard.ts';

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
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty. Send a JSON object.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large',
};

const body = (code: ErrorCode, message: string, fields?: Record<string, string>): ApiError => ({
  error: fields ? { code, message, fields } : { code, message },
});

/** Every error leaves as `{ error: { code, message, fields? } }`; a 500 never shows its internals. */
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
        const message = first ? `Invalid ${first[0]}: ${first[1]}` : 'Invalid request';
        return reply.code(400).send(body('validation_failed', message, fields));
      }
      if (error instanceof DomainError) {
        return reply.code(error.status).send(body(error.code, error.message, error.fields));
      }
      const status = typeof error.statusCode === 'number' && error.statusCode >= 400 ? error.statusCode : 500;
      if (status >= 500) {
        request.log.error({ err: error }, 'request failed');
        return reply
          .code(status)
          .send(body('internal', 'Something went wrong on our side. Please try again.'));
      }
      const message = (error.code && CLEARER_MESSAGES[error.code]) || error.message;
      return reply.code(status).send(body(codeForStatus(status), message));
    });
  },
  { name: 'error-handler' },
);
