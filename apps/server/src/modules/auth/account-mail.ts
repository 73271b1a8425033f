import { APP_NAME } from '@sortim/contracts/product';
import type { Config } from '#src/config.ts';
import type { Database } from '#src/db/client.ts';
import { emailOutbox } from '#src/db/schema.ts';

/** The e-mails accounts send. */
export type AccountMail = {
  passwordReset(user: { email: string; name: string }, url: string): Promise<void>;
  /** Someone tried to sign up with an address that already has an account. */
  existingAccount(user: { email: string; name: string }): Promise<void>;
};

export function accountMail(db: Database, config: Config): AccountMail {
  const queue = (to: string, subject: string, text: string) =>
    db
      .insert(emailOutbox)
      .values({ to, subject, text })
      .then(() => undefined);
  return {
    passwordReset: (user, url) =>
      queue(
        user.email,
        `Reset your ${APP_NAME} password`,
        `Hi ${user.name},\n\nReset your password: ${url}\n\nThe link works once and expires in ${Math.round(config.auth.resetTokenTtlSeconds / 60)} minutes.`,
      ),
    existingAccount: (user) =>
      queue(
        user.email,
        `You already have a ${APP_NAME} account`,
        `Hi ${user.name},\n\nSomeone tried to create an account with this address. Sign in, or reset your password at ${config.publicUrl}/forgot-password.`,
      ),
  };
}
