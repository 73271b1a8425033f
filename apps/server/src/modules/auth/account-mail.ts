import { DEFAULT_LOCALE } from '@sortim/contracts/product';
import { eq } from 'drizzle-orm';
import type { Config } from '#src/config.ts';
import type { Database } from '#src/db/client.ts';
import { profiles, users } from '#src/db/schema.ts';
import type { Mailer } from '#src/lib/email/mailer.ts';
import { type Recipient, recipientColumns } from '#src/lib/email/recipient.ts';
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
 * The account holder as every e-mail reads its recipient (recipient.ts), in the language they read the app in
 * (English until their profile says otherwise). The address and name stay the account's, as better-auth
 * hands them over: a password reset greets the account's name, not the profile's.
 */
async function recipientOf(db: Database, user: Account): Promise<Recipient> {
  const [row] = await db
    .select(recipientColumns)
    .from(users)
    .innerJoin(profiles, eq(profiles.id, users.id))
    .where(eq(users.id, user.id));
  return { ...(row ?? { locale: DEFAULT_LOCALE }), name: user.name };
}

export function accountMail(mailer: Mailer, config: Config, db: Database): AccountMail {
  return {
    async passwordReset(user, url) {
      const expiresInMinutes = Math.round(config.auth.resetTokenTtlSeconds / 60);
      await mailer.send({
        to: user.email,
        ...passwordResetEmail({
          recipient: await recipientOf(db, user),
          url,
          expiresInMinutes,
        }),
      });
    },
    async existingAccount(user) {
      await mailer.send({
        to: user.email,
        ...existingAccountEmail({
          recipient: await recipientOf(db, user),
          signInUrl: `${config.publicUrl}/auth`,
          resetUrl: `${config.publicUrl}/forgot-password`,
        }),
      });
    },
  };
}
