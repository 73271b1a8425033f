import type { Config } from '#src/config.ts';
import type { Mailer } from '#src/lib/email/mailer.ts';
import { existingAccountEmail } from '#src/lib/email/templates/existing-account.ts';
import { passwordResetEmail } from '#src/lib/email/templates/password-reset.ts';

/** The e-mails accounts send, through the outbox (queued, retried, never blocking the request). */
export type AccountMail = {
  passwordReset(user: { email: string; name: string }, url: string): Promise<void>;
  /** Someone tried to sign up with an address that already has an account. */
  existingAccount(user: { email: string; name: string }): Promise<void>;
};

export function accountMail(mailer: Mailer, config: Config): AccountMail {
  return {
    async passwordReset(user, url) {
      const expiresInMinutes = Math.round(config.auth.resetTokenTtlSeconds / 60);
      await mailer.send({
        to: user.email,
        ...passwordResetEmail({ name: user.name, url, expiresInMinutes }),
      });
    },
    async existingAccount(user) {
      await mailer.send({
        to: user.email,
        ...existingAccountEmail({
          name: user.name,
          signInUrl: `${config.publicUrl}/auth`,
          resetUrl: `${config.publicUrl}/forgot-password`,
        }),
      });
    },
  };
}
