import { BOOKING_MESSAGES } from '@sortim/contracts/bookings';
import { ContactInput } from '@sortim/contracts/contact';
import { sql } from 'drizzle-orm';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '#src/db/client.ts';
import { Conflict, NotFound } from '#src/lib/errors.ts';
import { freePort } from '#src/test/server-process.ts';
import { errorHandlerPlugin } from './error-handler.ts';

async function probeApp() {
  const app = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(errorHandlerPlugin);
  app.post('/validate', { schema: { body: ContactInput } }, async () => ({ ok: true }));
  app.get('/not-found', async () => {
    throw new NotFound('Activity not found');
  });
  app.get('/conflict', async () => {
    throw new Conflict('Already booked');
  });
  app.get('/sold-out', async () => {
    throw new Conflict(BOOKING_MESSAGES.soldOut);
  });
  app.get('/crash', async () => {
    throw new Error('connection string postgres://secret leaked');
  });
  return app;
}

/** What node-postgres raises when a restart or failover ends the connection (SQLSTATE 57P01). */
function adminShutdown(): pg.DatabaseError {
  const error = new pg.DatabaseError('terminating connection due to administrator command', 0, 'error');
  error.code = '57P01';
  return error;
}

describe('error responses', () => {
  it('turns a schema failure into a 400 naming each field with the contract message', async () => {
    const app = await probeApp();
    const res = await app.inject({
      method: 'POST',
      url: '/validate',
      payload: { name: 'A', email: 'nope', subject: 'Hi', message: 'short' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: {
        code: 'validation_failed',
        message: 'Invalid name: Name must be between 2 and 100 characters',
        // The message's key is its first field's: the client shows that message, translated.
        messageKey: 'contact.name',
        fields: {
          name: 'Name must be between 2 and 100 characters',
          email: 'Invalid email address',
          subject: 'Subject must be between 5 and 200 characters',
          message: 'Message must be between 20 and 1000 characters',
        },
        fieldKeys: {
          name: 'contact.name',
          email: 'account.invalidEmail',
          subject: 'contact.subject',
          message: 'contact.message',
        },
      },
    });
  });

  it('sends the key of a message the contracts define beside its English, and no key for other words', async () => {
    const app = await probeApp();
    const soldOut = await app.inject({ method: 'GET', url: '/sold-out' });
    expect(soldOut.json()).toEqual({
      error: { code: 'conflict', message: 'This activity is sold out', messageKey: 'booking.soldOut' },
    });
    const ownWords = await app.inject({ method: 'GET', url: '/conflict' });
    expect(ownWords.json()).toEqual({ error: { code: 'conflict', message: 'Already booked' } });
    const crash = await app.inject({ method: 'GET', url: '/crash' });
    expect(crash.json().error.messageKey).toBe('common.internal');
  });

  it('maps domain errors to their status and code', async () => {
    const app = await probeApp();
    const notFound = await app.inject({ method: 'GET', url: '/not-found' });
    expect(notFound.statusCode).toBe(404);
    expect(notFound.json()).toEqual({
      error: { code: 'not_found', message: 'Activity not found', messageKey: 'hosting.notFound' },
    });
    const conflict = await app.inject({ method: 'GET', url: '/conflict' });
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json().error.code).toBe('conflict');
  });

  it('hides the internals of a 500', async () => {
    const app = await probeApp();
    const res = await app.inject({ method: 'GET', url: '/crash' });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('secret');
    expect(res.json().error.code).toBe('internal');
  });

  it('answers malformed JSON with a 400', async () => {
    const app = await probeApp();
    const res = await app.inject({
      method: 'POST',
      url: '/validate',
      headers: { 'content-type': 'application/json' },
      payload: '{bad',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('bad_request');
  });
});

describe('request errors Fastify raises before a route runs', () => {
  it('answers a content type no parser takes with 415 and says what to send', async () => {
    const app = await probeApp();
    const res = await app.inject({
      method: 'POST',
      url: '/validate',
      headers: { 'content-type': 'application/xml' },
      payload: '<contact/>',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({
      error: {
        code: 'bad_request',
        message: 'This content type is not accepted here. Send JSON (application/json).',
        messageKey: 'request.jsonOnly',
      },
    });
  });

  it('answers an empty JSON body, invalid JSON and a body past the limit in plain words', async () => {
    const app = await probeApp();
    const send = (payload: string) =>
      app.inject({
        method: 'POST',
        url: '/validate',
        headers: { 'content-type': 'application/json' },
        payload,
      });
    const empty = await send('');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toBe('The request body is empty. Send a JSON object.');
    const invalid = await send('{"name":');
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().error.message).toBe('The request body is not valid JSON');
    const large = await send(JSON.stringify({ name: 'x'.repeat(1_100_000) }));
    expect(large.statusCode).toBe(413);
    expect(large.json().error).toEqual({
      code: 'bad_request',
      message: 'The request body is too large',
      messageKey: 'request.bodyTooLarge',
    });
  });

  it('answers a number past every bound (1e400, which JSON reads as Infinity) with 400', async () => {
    const app = await probeApp();
    const res = await app.inject({
      method: 'POST',
      url: '/validate',
      headers: { 'content-type': 'application/json' },
      payload: '{"name":1e400}',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('validation_failed');
  });
});

describe('the database out of reach', () => {
  it('answers 503 with Retry-After and the error shape when PostgreSQL refuses connections', async () => {
    // A real pool on a port nobody listens on: the very error a stopped or restarting server gives.
    const database = await openDatabase({
      kind: 'postgres',
      url: `postgres://postgres@127.0.0.1:${await freePort()}/nothing`,
    });
    const app = await probeApp();
    app.get('/query', async () => database.db.execute(sql`select 1`));
    try {
      const res = await app.inject({ method: 'GET', url: '/query' });
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(res.json()).toEqual({
        error: {
          code: 'unavailable',
          message: 'Something went wrong on our side. Please try again.',
          messageKey: 'common.internal',
        },
      });
    } finally {
      await database.close();
    }
  });

  it('answers 503 for a connection a restart terminated, also through Drizzle’s wrapper', async () => {
    const app = await probeApp();
    app.get('/terminated', async () => {
      throw new DrizzleQueryError('select 1', [], adminShutdown());
    });
    app.get('/cut', async () => {
      throw new Error('Connection terminated unexpectedly');
    });
    app.get('/pool-timeout', async () => {
      throw new Error('timeout exceeded when trying to connect');
    });
    for (const url of ['/terminated', '/cut', '/pool-timeout']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(503);
      expect(res.json().error.code, url).toBe('unavailable');
    }
  });

  it('still answers 500 for a query that is wrong, not the server that is away', async () => {
    const app = await probeApp();
    app.get('/bad-sql', async () => {
      const error = new pg.DatabaseError('relation "nope" does not exist', 0, 'error');
      error.code = '42P01';
      throw new DrizzleQueryError('select * from nope', [], error);
    });
    const res = await app.inject({ method: 'GET', url: '/bad-sql' });
    expect(res.statusCode).toBe(500);
    expect(res.headers['retry-after']).toBeUndefined();
    expect(res.json().error.code).toBe('internal');
  });
});
