import type { AddressInfo } from 'node:net';
import PostalMime, { type Email } from 'postal-mime';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { useTestApp } from '#src/test/app.ts';
import { waitForOutboxStatus } from '#src/test/outbox.ts';

/*
 * The whole way out, for real: mailer -> outbox -> pg-boss -> worker -> nodemailer -> an SMTP server
 * started here, and the message read back from what that server received.
 */

/** Binary on purpose: every byte must survive the outbox (base64 in JSON) and the MIME encoding. */
const TICKET_BYTES = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0xff, 0x7f, 0x80]);

const received: { envelopeTo: string[]; email: Email }[] = [];

const smtp = new SMTPServer({
  authOptional: true,
  // Plain SMTP on localhost: no certificate for nodemailer to distrust.
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => {
      PostalMime.parse(Buffer.concat(chunks), { attachmentEncoding: 'base64' }).then(
        (email) => {
          received.push({ envelopeTo: session.envelope.rcptTo.map((r) => r.address), email });
          callback();
        },
        (error: Error) => callback(error),
      );
    });
  },
});

describe('delivery over SMTP', () => {
  const env: Record<string, string> = { MAIL_FROM: 'Sortim Test <no-reply@sortim.test>' };
  beforeAll(async () => {
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    env.SMTP_URL = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;
  });
  const ctx = useTestApp(env);
  afterAll(() => new Promise<void>((resolve) => smtp.close(resolve)));

  it('sends the message as written: addresses, subject, both bodies and the attachment', async () => {
    const id = await ctx.app.mailer.send({
      to: 'ana@example.test',
      replyTo: 'marc@example.test',
      subject: 'Your spot at Sunset yoga',
      text: 'See you on Saturday at 19:00.',
      html: '<p>See you on <strong>Saturday</strong> at 19:00.</p>',
      attachments: [{ filename: 'ticket.png', contentType: 'image/png', content: TICKET_BYTES }],
    });

    await waitForOutboxStatus(ctx.app.db, id, 'sent');
    const message = await vi.waitFor(() => {
      const found = received.find((r) => r.email.subject === 'Your spot at Sunset yoga');
      if (!found) throw new Error('not received yet');
      return found;
    });
    expect(message.envelopeTo).toEqual(['ana@example.test']);
    const { email } = message;
    expect(email.from).toMatchObject({ name: 'Sortim Test', address: 'no-reply@sortim.test' });
    expect(email.to).toEqual([{ name: '', address: 'ana@example.test' }]);
    expect(email.replyTo).toEqual([{ name: '', address: 'marc@example.test' }]);
    expect(email.messageId).toBe(`<${id}@sortim.test>`);
    expect(email.text?.trim()).toBe('See you on Saturday at 19:00.');
    expect(email.html).toContain('<strong>Saturday</strong>');
    expect(email.attachments).toHaveLength(1);
    expect(email.attachments[0]).toMatchObject({
      filename: 'ticket.png',
      mimeType: 'image/png',
      content: TICKET_BYTES.toString('base64'),
    });
  });

  it('sends an inline image by its Content-ID, for the HTML to show in mail clients that block data: URIs', async () => {
    const id = await ctx.app.mailer.send({
      to: 'ana@example.test',
      subject: 'Your tickets for Sunset yoga',
      text: 'Ticket 1 of 1: ZR2FZ 1TJFQ',
      html: '<p>Ticket 1 of 1</p><img src="cid:ticket-1@sortim" alt="QR code of ticket 1">',
      attachments: [
        { filename: 'ticket-1.png', contentType: 'image/png', content: TICKET_BYTES, cid: 'ticket-1@sortim' },
      ],
    });

    await waitForOutboxStatus(ctx.app.db, id, 'sent');
    const { email } = await vi.waitFor(() => {
      const found = received.find((r) => r.email.subject === 'Your tickets for Sunset yoga');
      if (!found) throw new Error('not received yet');
      return found;
    });
    expect(email.html).toContain('src="cid:ticket-1@sortim"');
    expect(email.attachments).toHaveLength(1);
    expect(email.attachments[0]).toMatchObject({
      filename: 'ticket-1.png',
      mimeType: 'image/png',
      disposition: 'inline',
      contentId: '<ticket-1@sortim>',
      content: TICKET_BYTES.toString('base64'),
    });
  });
});
