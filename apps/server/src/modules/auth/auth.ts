import {
  ForgotPasswordInput,
  Password,
  SignInInput,
  SignUpInput,
  UpdateAccountInput,
} from '@sortim/contracts/auth';
import { APP_NAME } from '@sortim/contracts/product';
import { betterAuth, type User } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { setSessionCookie } from 'better-auth/cookies';
import { genericOAuth } from 'better-auth/plugins';
import { and, eq, like } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Config } from '#src/config.ts';
import type { Database } from '#src/db/client.ts';
import { accounts, sessions, users, verifications } from '#src/db/schema.ts';
import type { JobQueue } from '#src/lib/job-queue.ts';
import { currentRequestLog } from '#src/lib/request-log.ts';
import type { AccountMail } from './account-mail.ts';
import { oauthProviderConfigs } from './oauth-providers.ts';
import { passwordHashingOption } from './password-hashing.ts';
import { ensureProfile } from './profile-bootstrap.ts';
import { CLIENT_IP_HEADER } from './request-headers.ts';

/*
 * Accounts and sessions are better-auth's (mounted under /api/auth), on our database through its Drizzle
 * adapter. What we add: the spec's validation messages on every entry point, a profile and the 'user' role
 * for each new account, e-mail through our outbox, sign-in after a password reset, reset requests answered
 * at once and carried out by a job, and the end of every other key to an account when its password changes.
 */

export type AuthDeps = {
  db: Database;
  config: Config;
  mail: AccountMail;
  jobs: JobQueue;
  logger: FastifyBaseLogger;
};

/** The body rules of each e-mail/password endpoint: the same schema the web form uses. */
const BODY_RULES: Record<string, z.ZodType> = {
  '/sign-up/email': SignUpInput,
  '/sign-in/email': SignInInput,
  '/request-password-reset': ForgotPasswordInput,
  '/update-user': UpdateAccountInput,
};

/** better-auth's own answer to a reset request, given whether or not the address has an account. */
const RESET_REQUESTED = {
  status: true,
  message: 'If this email exists in our system, check your email for the reset link',
};

/**
 * Every reset link of the user stops working (better-auth keeps one `verifications` row per link, its
 * identifier `reset-password:<token>`, its value the user id): after a reset or a password change an
 * older link, maybe leaked, is no key.
 */
async function revokeResetTokens(db: Database, userId: string): Promise<void> {
  await db
    .delete(verifications)
    .where(and(eq(verifications.value, userId), like(verifications.identifier, 'reset-password:%')));
}

function firstMessage(error: z.ZodError): string {
  return error.issues[0]?.message ?? 'Invalid request';
}

export function createAuth({ db, config, mail, jobs, logger }: AuthDeps) {
  // The user a reset token belonged to, from onPasswordReset to the after-hook that signs them in.
  const passwordResets = new WeakMap<Request, User>();

  // The request's own logger when there is one, so better-auth's lines carry its reqId.
  const requestLog = () => currentRequestLog() ?? logger;

  return betterAuth({
    appName: APP_NAME,
    // Into our pino logs (nothing reaches the console; secrets are never in these messages).
    logger: {
      level: 'warn',
      // One level down: better-auth says 'error' for a caller's mistake too (an unknown provider, a
      // forged OAuth state), and the server errors among them reach onAPIError below, logged at error.
      log: (level, message, ...args) =>
        requestLog()[level === 'error' ? 'warn' : level === 'warn' ? 'info' : 'debug'](
          { args },
          `auth: ${message}`,
        ),
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
        if (status >= 500) requestLog().error({ err: error }, 'auth: request failed');
        else requestLog().debug({ status }, `auth: ${(error as Error).message}`);
      },
    },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 6,
      maxPasswordLength: 128,
      password: passwordHashingOption(config.auth.passwordHashing),
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
        await revokeResetTokens(db, user.id);
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
      // Only the address Fastify resolved (see request-headers.ts); the client's own headers are not believed.
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    // Abuse limits are applied by our rate-limit plugin on the mounted routes (counters in PostgreSQL).
    rateLimit: { enabled: false },
    databaseHooks: {
      user: {
        create: {
          // A sign-up's body carries the language the form was filled in (checked by SignUpInput).
          after: async (user, context) => {
            await ensureProfile(db, user, (context?.body as Partial<SignUpInput> | undefined)?.locale);
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
          // A reset asked for over HTTP is only queued, so the answer takes the same time whether or not
          // the address has an account; the job calls this endpoint again from the server (no request).
          if (ctx.path === '/request-password-reset' && ctx.request) {
            await jobs.send('auth.password-reset', { email: (parsed.data as ForgotPasswordInput).email });
            return ctx.json(RESET_REQUESTED);
          }
          return { context: { ...ctx, body: { ...ctx.body, ...(parsed.data as object) } } };
        }
        if (ctx.path === '/reset-password') {
          const parsed = Password.safeParse(ctx.body?.newPassword);
          if (!parsed.success) throw new APIError('BAD_REQUEST', { message: firstMessage(parsed.error) });
        }
        if (ctx.path === '/change-password') {
          // A changed password ends every other session, whatever the client asked.
          return { context: { body: { ...ctx.body, revokeOtherSessions: true } } };
        }
        return undefined;
      }),
      after: createAuthMiddleware(async (ctx) => {
        const returned = ctx.context.returned;
        if (ctx.path === '/change-password' && !(returned instanceof APIError)) {
          const userId = (returned as { user?: { id?: string } } | undefined)?.user?.id;
          if (userId) await revokeResetTokens(db, userId);
          return;
        }
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
