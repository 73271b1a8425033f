import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Config } from '#src/config.ts';
import type { OutboxRow } from './outbox.ts';

/** Hands one outbox row to the world: an SMTP server when SMTP_URL is set, otherwise the log. */
export type EmailTransport = {
  deliver(row: OutboxRow): Promise<void>;
  close(): void;
};

export function createEmailTransport(mail: Config['mail'], logger: FastifyBaseLogger): EmailTransport {
  if (!mail.smtpUrl) {
    return {
      async deliver(row) {
        // Who and what only: bodies carry reset links and personal messages.
        logger.info(
          { outboxId: row.id, to: row.to, subject: row.subject },
          'e-mail not sent (no SMTP_URL): logged, and readable at /dev/mail outside production',
        );
      },
      close() {},
    };
  }

  const smtp = nodemailer.createTransport({
    url: mail.smtpUrl,
    // Well inside the job's 5-minute expiry (nodemailer waits up to 10 minutes by default), so a hung
    // server fails this attempt instead of overlapping with pg-boss's retry of it.
    connectionTimeout: 30_000,
    greetingTimeout: 30_000,
    socketTimeout: 60_000,
  });
  // A stable Message-ID lets receiving servers drop the duplicate if a retry follows a lost reply.
  const messageDomain = /@([^>\s]+)/.exec(mail.from)?.[1] ?? 'localhost';
  return {
    async deliver(row) {
      await smtp.sendMail({
        from: mail.from,
        to: row.to,
        ...(row.replyTo ? { replyTo: row.replyTo } : {}),
        subject: row.subject,
        text: row.text,
        ...(row.html ? { html: row.html } : {}),
        attachments: row.attachments.map((a) => ({
          filename: a.filename,
          contentType: a.contentType,
          content: Buffer.from(a.content, 'base64'),
          ...(a.cid ? { cid: a.cid, contentDisposition: 'inline' as const } : {}),
        })),
        messageId: `<${row.id}@${messageDomain}>`,
      });
      logger.info({ outboxId: row.id, to: row.to, subject: row.subject }, 'e-mail sent');
    },
    close: () => smtp.close(),
  };
}
