import { DEFAULT_LOCALE, type Locale } from '@sortim/contracts/product';
import { eq } from 'drizzle-orm';
import type { Config } from '#src/config.ts';
import type { Database } from '#src/db/client.ts';
import { profiles, users } from '#src/db/schema.ts';
import type { Mailer } from '#src/lib/email/mailer.ts';
import { recipientColumns } from '#src/lib/email/recipient.ts';
import { existingAccountEmail } from '#src/lib/email/templates/existing-account.ts';
import { passwordResetEmail } from '#src/lib/email/templates/password-reset.ts';

type Account = { id: string; email: string; name: string };

/** The e-mails accounts send, through the outbox (queued, retried, never blocking the request). */
export type AccountMail = {
  passwordReset(user: Account, url: string): Promise<void>;
  /** Someone tried to sign up with an address that already has an account. */
  existingAccount(user: Account): Promise<void>;
};

/**
 * The language the account holder reads the app in (English until their profile says otherwise), read as
 * every e-mail reads its recipient (recipient.ts). The address and name stay the account's, as better-auth
 * hands them over: a password reset greets the account's name, not the profile's.
 */
async function localeOf(db: Database, userId: string): Promise<Locale> {
  const [row] = await db
    .select(recipientColumns)
    .from(users)
    .innerJoin(profiles, eq(profiles.id, users.id))
    .where(eq(users.id, userId));
  return row?.locale ?? DEFAULT_LOCALE;
}

export function accountMail(mailer: Mailer, config: Config, db: Database): AccountMail {
  return {
    async passwordReset(user, url) {
      const expiresInMinutes = Math.round(config.auth.resetTokenTtlSeconds / 60);
      await mailer.send({
        to: user.email,
        ...passwordResetEmail({
          locale: await localeOf(db, user.id),
          name: user.name,
          url,
          expiresInMinutes,
        }),
      });
    },
    async existingAccount(user) {
      await mailer.send({
        to: user.email,
        ...existingAccountEmail({
          locale: await localeOf(db, user.id),
          name: user.name,
          signInUrl: `${config.publicUrl}/auth`,
          resetUrl: `${config.publicUrl}/forgot-password`,
        }),
      });
    },
  };
}
