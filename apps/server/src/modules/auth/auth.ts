import { ForgotPasswordInput, Password, SignInInput, SignUpInput } from '@sortim/contracts/auth';
import { APP_NAME } from '@sortim/contracts/product';
import { betterAuth, type User } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { setSessionCookie } from 'better-auth/cookies';
import { genericOAuth } from 'better-auth/plugins';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Config } from '#src/config.ts';
import type { Database } from '#src/db/client.ts';
import { accounts, sessions, users, verifications } from '#src/db/schema.ts';
import type { AccountMail } from './account-mail.ts';
import { oauthProviderConfigs } from './oauth-providers.ts';
import { ensureProfile } from './profile-bootstrap.ts';

/*
 * Accounts and sessions are better-auth's (mounted under /api/auth), on our database through its Drizzle
 * adapter. What we add: the spec's validation messages on every entry point, a profile and the 'user' role
 * for each new account, e-mail through our outbox, and sign-in after a password reset.
 */

export type AuthDeps = { db: Database; config: Config; mail: AccountMail; logger: FastifyBaseLogger };

/** The body rules of each e-mail/password endpoint: the same schema the web form uses. */
const BODY_RULES: Record<string, z.ZodType> = {
  '/sign-up/email': SignUpInput,
  '/sign-in/email': SignInInput,
  '/request-password-reset': ForgotPasswordInput,
};

function firstMessage(error: z.ZodError): string {
  return error.issues[0]?.message ?? 'Invalid request';
}

export function createAuth({ db, config, mail, logger }: AuthDeps) {
  // The user a reset token belonged to, from onPasswordReset to the after-hook that signs them in.
  const passwordResets = new WeakMap<Request, User>();

  return betterAuth({
    appName: APP_NAME,
    // Into our pino logs (nothing reaches the console; secrets are never in these messages).
    logger: {
      level: 'warn',
      log: (level, message, ...args) => logger[level]({ args }, `auth: ${message}`),
    },
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    secret: config.auth.secret,
    trustedOrigins: config.auth.trustedOrigins,
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: { user: users, session: sessions, account: accounts, verification: verifications },
    }),
    // Refusals (bad password, invalid token) are answers, not faults: only server errors are logged loudly.
    onAPIError: {
      onError: (error) => {
        const status = error instanceof APIError ? error.statusCode : 500;
        if (status >= 500) logger.error({ err: error }, 'auth: request failed');
        else logger.debug({ status }, `auth: ${(error as Error).message}`);
      },
    },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 6,
      maxPasswordLength: 128,
      // Sign-up never says whether an address has an account: with autoSignIn off, a duplicate gets the
      // same answer as a new account, and the client signs in next (which fails generically).
      autoSignIn: false,
      onExistingUserSignUp: async ({ user }) => mail.existingAccount(user),
      resetPasswordTokenExpiresIn: config.auth.resetTokenTtlSeconds,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, url }) => mail.passwordReset(user, url),
      onPasswordReset: async ({ user }, request) => {
        // Following the mailed link proved the address: from now on Google or Apple may link to it.
        await db
          .update(users)
          .set({ emailVerified: true, updatedAt: new Date() })
          .where(eq(users.id, user.id));
        if (request) passwordResets.set(request, user);
      },
    },
    session: {
      expiresIn: config.auth.sessionTtlSeconds,
      // Renewed on use once a day, so an active user is never logged out.
      updateAge: 24 * 60 * 60,
    },
    account: {
      // A provider links to an existing account only when that account's e-mail is verified (seeded, or
      // proven by a password reset), so nobody can pre-register someone's address and wait for them.
      accountLinking: {
        enabled: true,
        trustedProviders: ['google', 'apple'],
        requireLocalEmailVerified: true,
      },
    },
    advanced: {
      cookiePrefix: 'sortim',
      useSecureCookies: config.publicUrl.startsWith('https://'),
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
      ipAddress: { ipAddressHeaders: ['x-forwarded-for'] },
    },
    // Abuse limits are applied by our rate-limit plugin on the mounted routes (counters in PostgreSQL).
    rateLimit: { enabled: false },
    databaseHooks: {
      user: {
        create: {
          after: async (user) => {
            await ensureProfile(db, user);
          },
        },
      },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        const rules = BODY_RULES[ctx.path];
        if (rules) {
          const parsed = rules.safeParse(ctx.body);
          if (!parsed.success) throw new APIError('BAD_REQUEST', { message: firstMessage(parsed.error) });
          return { context: { ...ctx, body: { ...ctx.body, ...(parsed.data as object) } } };
        }
        if (ctx.path === '/reset-password') {
          const parsed = Password.safeParse(ctx.body?.newPassword);
          if (!parsed.success) throw new APIError('BAD_REQUEST', { message: firstMessage(parsed.error) });
        }
        return undefined;
      }),
      after: createAuthMiddleware(async (ctx) => {
        // A successful reset signs the user in (the spec sends them to /home, signed in).
        if (ctx.path !== '/reset-password' || !ctx.request) return;
        const user = passwordResets.get(ctx.request);
        if (!user || ctx.context.returned instanceof APIError) return;
        const session = await ctx.context.internalAdapter.createSession(user.id);
        await setSessionCookie(ctx, { session, user });
      }),
    },
    plugins: [genericOAuth({ config: oauthProviderConfigs(config) })],
  });
}

export type Auth = ReturnType<typeof createAuth>;
