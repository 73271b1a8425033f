import multipartPlugin from '@fastify/multipart';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { errorHandlerPlugin } from '#src/plugins/error-handler.ts';
import { multipart } from '#src/test/multipart.ts';
import { MALFORMED_UPLOAD_MESSAGE, NOT_MULTIPART_MESSAGE, readUploadedFile } from './uploads.ts';

/** Found in issue 13: a cut-off or malformed multipart body answered 500. */
async function uploadApp() {
  const app = Fastify({ logger: false });
  await app.register(errorHandlerPlugin);
  await app.register(multipartPlugin);
  app.post('/upload', async (request) => ({ bytes: (await readUploadedFile(request)).length }));
  return app;
}

const PNG = Buffer.from('89504e470d0a1a0a', 'hex');

describe('reading an uploaded file', () => {
  it('reads the one file of a well-formed upload', async () => {
    const app = await uploadApp();
    const res = await app.inject({ method: 'POST', url: '/upload', ...multipart(PNG) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ bytes: PNG.length });
  });

  it.each([
    ['cut off in the headers', (body: Buffer) => body.subarray(0, 40)],
    ['cut off in the file', (body: Buffer) => body.subarray(0, body.length - 12)],
    ['without its closing boundary', (body: Buffer) => body.subarray(0, body.length - 4)],
    ['not multipart inside', () => Buffer.from('garbage')],
  ])('answers a body %s with 400', async (_name, cut) => {
    const app = await uploadApp();
    const { payload, headers } = multipart(PNG);
    const res = await app.inject({ method: 'POST', url: '/upload', headers, payload: cut(payload) });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      code: 'validation_failed',
      message: MALFORMED_UPLOAD_MESSAGE,
      fields: { file: MALFORMED_UPLOAD_MESSAGE },
    });
  });

  it('answers multipart without a boundary with 400', async () => {
    const app = await uploadApp();
    const res = await app.inject({
      method: 'POST',
      url: '/upload',
      headers: { 'content-type': 'multipart/form-data' },
      payload: 'garbage',
    });
    expect(res.statusCode).toBe(400);
  });

  it('answers a JSON body with 415 and says what to send', async () => {
    const app = await uploadApp();
    const res = await app.inject({ method: 'POST', url: '/upload', payload: { file: 'me.png' } });
    expect(res.statusCode).toBe(415);
    expect(res.json().error).toMatchObject({ code: 'bad_request', message: NOT_MULTIPART_MESSAGE });
  });

  it('refuses a file name with a NUL character', async () => {
    const app = await uploadApp();
    const res = await app.inject({ method: 'POST', url: '/upload', ...multipart(PNG, 'me\u0000.png') });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({
      file: 'Text may not contain null characters or broken Unicode',
    });
  });
});
