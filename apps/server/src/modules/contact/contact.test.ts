import { RATE_LIMITED_MESSAGE } from '@sortim/contracts/common';
import { SUPPORT_EMAIL } from '@sortim/contracts/product';
import { describe, expect, it } from 'vitest';
import { listOutbox } from '#src/lib/email/outbox.ts';
import { useTestApp } from '#src/test/app.ts';
import { CONTACT_RATE_LIMIT } from './contact.routes.ts';

const valid = {
  name: 'Marc Puig',
  email: 'marc@example.test',
  subject: 'Kayak tour for children',
  message: 'Hello, is the kayak tour suitable for children of eight?',
};

describe('POST /api/contact', () => {
  const ctx = useTestApp({ RATE_LIMIT_ENABLED: 'true' });
  const post = (payload: object, remoteAddress = '203.0.113.1') =>
    ctx.app.inject({ method: 'POST', url: '/api/contact', payload, remoteAddress });

  it('accepts a message with 202 and mails it to the support inbox, replying to the sender', async () => {
    const res = await post(valid);

    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ ok: true });
    const [mail] = await listOutbox(ctx.app.db, { to: SUPPORT_EMAIL, limit: 1 });
    expect(mail).toMatchObject({ to: SUPPORT_EMAIL, replyTo: 'marc@example.test' });
    expect(mail?.subject).toContain('Kayak tour for children');
    expect(mail?.text).toContain('Hello, is the kayak tour suitable for children of eight?');
    expect(mail?.text).toContain('Marc Puig <marc@example.test>');
  });

  it.each([
    ['name', 'M', 'Name must be between 2 and 100 characters'],
    ['name', 'x'.repeat(101), 'Name must be between 2 and 100 characters'],
    ['email', 'not-an-address', 'Invalid email address'],
    ['subject', 'Hi', 'Subject must be between 5 and 200 characters'],
    ['subject', 'x'.repeat(201), 'Subject must be between 5 and 200 characters'],
    ['message', 'Too short.', 'Message must be between 20 and 1000 characters'],
    ['message', 'x'.repeat(1001), 'Message must be between 20 and 1000 characters'],
  ])('refuses a %s of %j with 400 and the spec message on the field', async (field, value, message) => {
    const res = await post({ ...valid, [field]: value }, '203.0.113.2');

    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'validation_failed', fields: { [field]: message } });
  });

  it('refuses a message without fields, naming each of them', async () => {
    const res = await post({}, '203.0.113.3');

    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().error.fields).sort()).toEqual(['email', 'message', 'name', 'subject']);
  });

  it(`answers 429 with the rate-limit message after ${CONTACT_RATE_LIMIT.max} messages from one address`, async () => {
    const ip = '198.51.100.7';
    for (let i = 0; i < CONTACT_RATE_LIMIT.max; i++) expect((await post(valid, ip)).statusCode).toBe(202);

    const refused = await post(valid, ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ error: { code: 'rate_limited', message: RATE_LIMITED_MESSAGE } });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3500);

    // Someone else is not affected.
    expect((await post(valid, '198.51.100.8')).statusCode).toBe(202);
  });

  it('does not count messages refused by validation against the sender', async () => {
    const ip = '198.51.100.9';
    for (let i = 0; i < CONTACT_RATE_LIMIT.max + 2; i++) {
      expect((await post({ ...valid, email: 'nope' }, ip)).statusCode).toBe(400);
    }
    expect((await post(valid, ip)).statusCode).toBe(202);
  });
});

describe('POST /api/contact with rate limits off (RATE_LIMIT_ENABLED=false)', () => {
  const ctx = useTestApp({ RATE_LIMIT_ENABLED: 'false' });

  it('accepts more messages than the limit', async () => {
    for (let i = 0; i <= CONTACT_RATE_LIMIT.max; i++) {
      const res = await ctx.app.inject({ method: 'POST', url: '/api/contact', payload: valid });
      expect(res.statusCode).toBe(202);
    }
  });
});

describe('POST /api/contact with SUPPORT_INBOX set', () => {
  const ctx = useTestApp({ SUPPORT_INBOX: 'help@sortim.test' });

  it('mails that inbox', async () => {
    expect((await ctx.app.inject({ method: 'POST', url: '/api/contact', payload: valid })).statusCode).toBe(
      202,
    );
    expect(await listOutbox(ctx.app.db, { to: 'help@sortim.test', limit: 5 })).toHaveLength(1);
  });
});
