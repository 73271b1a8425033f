import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emailOutbox } from '#src/db/schema.ts';
import { queueEmail } from '#src/lib/email/outbox.ts';
import { PRODUCTION_ENV, useTestApp } from '#src/test/app.ts';

describe('/dev/mail outside production', () => {
  // A web process, so messages stay queued and the page shows them exactly as written here.
  const ctx = useTestApp({ ROLE: 'web' });

  async function queueAt(minutesAgo: number, to: string, subject: string, text: string) {
    const id = await queueEmail(ctx.app.db, { to, subject, text, html: `<p>${subject}</p>` });
    await ctx.app.db
      .update(emailOutbox)
      .set({ createdAt: new Date(Date.now() - minutesAgo * 60_000) })
      .where(eq(emailOutbox.id, id));
    return id;
  }

  it('lists the outbox newest first with clickable links, escaping what the messages contain', async () => {
    await queueAt(10, 'ana@example.test', 'Older message', 'Nothing to click.');
    await queueAt(
      1,
      'ana@example.test',
      'Reset your password',
      'Open http://localhost:3000/reset-password?token=t1&x=2.',
    );
    await queueAt(5, 'eve@example.test', '<img src=x onerror=alert(1)>', 'Hi');

    const res = await ctx.app.inject({ method: 'GET', url: '/dev/mail' });

    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    const page = res.body;
    expect(page.indexOf('Reset your password')).toBeLessThan(page.indexOf('&lt;img src=x'));
    expect(page.indexOf('&lt;img src=x')).toBeLessThan(page.indexOf('Older message'));
    expect(page).toContain(
      '<a href="http://localhost:3000/reset-password?token=t1&amp;x=2">http://localhost:3000/reset-password?token=t1&amp;x=2</a>.',
    );
    expect(page).not.toContain('<img src=x');
    expect(page).not.toContain('<script');
    expect(page).toContain('queued');
  });

  it('answers JSON for one address, newest first, for tests and browser journeys', async () => {
    const older = await queueAt(30, 'Lia@Example.test', 'First', 'one');
    const newer = await queueAt(20, 'lia@example.test', 'Second', 'two http://localhost:3000/x');

    const res = await ctx.app.inject({ method: 'GET', url: '/dev/mail/messages?to=lia@example.test' });

    expect(res.statusCode).toBe(200);
    const messages = res.json();
    expect(messages.map((m: { id: string }) => m.id)).toEqual([newer, older]);
    expect(messages[0]).toEqual({
      id: newer,
      to: 'lia@example.test',
      replyTo: null,
      subject: 'Second',
      text: 'two http://localhost:3000/x',
      html: '<p>Second</p>',
      status: 'queued',
      createdAt: expect.any(String),
    });
  });

  it('answers messages to every address without a filter', async () => {
    const toBo = await queueAt(0, 'bo@example.test', 'For Bo', 'b');
    const toCy = await queueAt(0, 'cy@example.test', 'For Cy', 'c');

    const res = await ctx.app.inject({ method: 'GET', url: '/dev/mail/messages' });

    const ids = res.json().map((m: { id: string }) => m.id);
    expect(ids).toContain(toBo);
    expect(ids).toContain(toCy);
  });

  it('shows the HTML version of a message, and 404 for an unknown one', async () => {
    const id = await queueAt(0, 'ana@example.test', 'Styled', 'plain');
    const res = await ctx.app.inject({ method: 'GET', url: `/dev/mail/messages/${id}/html` });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('<p>Styled</p>');

    const missing = await ctx.app.inject({
      method: 'GET',
      url: '/dev/mail/messages/00000000-0000-4000-8000-000000000000/html',
    });
    expect(missing.statusCode).toBe(404);
  });

  it("shows a message's inline images (a ticket's QR code by its Content-ID) from its attachments", async () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47]);
    const id = await queueEmail(ctx.app.db, {
      to: 'ana@example.test',
      subject: 'Your tickets',
      text: 'Ticket 1 of 1',
      html: '<img src="cid:ticket-1@sortim" alt="QR code of ticket 1">',
      attachments: [
        { filename: 'ticket-1.png', contentType: 'image/png', content: png, cid: 'ticket-1@sortim' },
      ],
    });

    const res = await ctx.app.inject({ method: 'GET', url: `/dev/mail/messages/${id}/html` });

    expect(res.body).toBe(
      `<img src="data:image/png;base64,${png.toString('base64')}" alt="QR code of ticket 1">`,
    );
  });
});

describe('/dev/mail from anywhere but this machine', () => {
  const ctx = useTestApp({ ROLE: 'web' });
  const urls = ['/dev/mail', '/dev/mail/messages?to=ana@example.test'];

  it.each(urls)('answers a loopback request: %s', async (url) => {
    expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(200);
  });

  it.each(urls)('is a 404 to another address: %s', async (url) => {
    const res = await ctx.app.inject({ method: 'GET', url, remoteAddress: '203.0.113.9' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('not_found');
  });

  it('is a 404 for an HTML version to another address, even for a real message', async () => {
    const id = await queueEmail(ctx.app.db, {
      to: 'ana@example.test',
      subject: 'Reset',
      text: 't',
      html: '<p>t</p>',
    });
    const url = `/dev/mail/messages/${id}/html`;
    expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url, remoteAddress: '203.0.113.9' })).statusCode).toBe(404);
  });

  it.each(urls)('is a 404 through a proxy on this machine (it says X-Forwarded-For): %s', async (url) => {
    const res = await ctx.app.inject({ method: 'GET', url, headers: { 'x-forwarded-for': '198.51.100.7' } });
    expect(res.statusCode).toBe(404);
  });

  it('is a 404 even when the forwarded address claims to be loopback', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/dev/mail/messages',
      remoteAddress: '203.0.113.9',
      headers: { 'x-forwarded-for': '127.0.0.1' },
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('/dev/mail behind a trusted proxy', () => {
  const ctx = useTestApp({ TRUST_PROXY: '1' });

  it('is a 404 to a visitor the proxy forwards, whatever address they claim', async () => {
    for (const forwarded of ['203.0.113.9', '127.0.0.1']) {
      const res = await ctx.app.inject({
        method: 'GET',
        url: '/dev/mail/messages',
        headers: { 'x-forwarded-for': forwarded },
      });
      expect(res.statusCode).toBe(404);
    }
  });
});

describe('/dev/mail in production', () => {
  const ctx = useTestApp(PRODUCTION_ENV);

  it.each(['/dev/mail', '/dev/mail/messages?to=ana@example.test'])(
    'does not exist: %s is a 404',
    async (url) => {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('not_found');
    },
  );
});
