import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createMailer, type Mailer } from '#src/lib/email/mailer.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The one way to send e-mail (see `lib/email/mailer.ts`). */
    mailer: Mailer;
  }
}

export const mailerPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('mailer', createMailer({ db: app.db, jobs: app.jobs, logger: app.log }));
  },
  { name: 'mailer', dependencies: ['database', 'jobs'] },
);
