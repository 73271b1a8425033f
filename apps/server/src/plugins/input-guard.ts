import { REQUEST_MESSAGES } from '@sortim/contracts/common';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { DomainError } from '#src/lib/errors.ts';
import { assertStorableInput } from '#src/lib/storable-input.ts';

export const JSON_ONLY_MESSAGE = REQUEST_MESSAGES.jsonOnly;

/**
 * A multipart body sent to a route that reads JSON: @fastify/multipart (registered for the whole app)
 * accepts it everywhere and leaves the body empty, which a schema would report as a wrong type.
 */
class MultipartNotAccepted extends DomainError {
  constructor() {
    super(415, 'bad_request', JSON_ONLY_MESSAGE);
  }
}

/**
 * What every route accepts, and one check for all of them before their schemas run: params, query and
 * a parsed body may hold no string PostgreSQL cannot store and nest no deeper than a request of ours
 * does (lib/storable-input.ts). Raw bodies are checked where they are parsed (the auth routes' parser,
 * lib/uploads.ts for multipart); the webhook's bytes are the provider's, checked by their signature.
 */
export const inputGuardPlugin = fp(
  async (app: FastifyInstance) => {
    // The API speaks JSON (multipart for uploads, forms where a route says so): a text/plain body would
    // reach a schema as a string and fail as a wrong type; 415 says what is wrong.
    app.removeContentTypeParser('text/plain');
    app.addHook('preValidation', async (request) => {
      if (request.isMultipart() && request.routeOptions.schema?.body) throw new MultipartNotAccepted();
      assertStorableInput(request.params, 'params');
      assertStorableInput(request.query, 'query');
      if (typeof request.body === 'object' && request.body !== null)
        assertStorableInput(request.body, 'body');
    });
  },
  { name: 'input-guard' },
);
