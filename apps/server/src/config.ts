import { createHmac } from 'node:crypto';
import { isIP } from 'node:net';
import path from 'node:path';
import { APP_NAME, SUPPORT_EMAIL } from '@sortim/contracts/product';
import { z } from 'zod';
import { HTTP_TIMEOUTS, type HttpTimeouts } from './lib/http-timeouts.ts';
import { installationSecrets } from './lib/installation-secrets.ts';
import type { S3StorageOptions } from './lib/storage/s3-storage.ts';

/*
 * The only place that reads process.env. Every setting is parsed once, here, with zod; a bad value stops
 * the process at start with the variable's name. `.env.example` documents each of them.
 */

/** OpenFreeMap's Liberty: free, key-less, and its tiles, glyphs and sprites all come from its own origin. */
export const DEFAULT_MAP_STYLE_URL = 'https://tiles.openfreemap.org/styles/liberty';

const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

function isIpOrCidr(entry: string): boolean {
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

const EnvSchema = z.object({
  APP_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  PUBLIC_URL: z.url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LOG_FORMAT: z.enum(['pretty', 'json']).optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  /** A streaming replica of DATABASE_URL's server for the reads that may be a little stale (decision 193). */
  DATABASE_READ_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  SEED_DEMO_DATA: bool.optional(),
  WEB_DIST_DIR: z.string().min(1).optional(),
  ROLE: z.enum(['all', 'web', 'worker']).default('all'),
  /** How long SIGTERM waits for in-flight requests and jobs before the process gives up and exits 1. */
  SHUTDOWN_GRACE_SECONDS: z.coerce.number().int().min(1).max(300).default(10),
  /** Lets GET /metrics answer other machines that send `Authorization: Bearer <token>`; unset: loopback only. */
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).optional(),
  SUPPORT_INBOX: z.email('must be an e-mail address').optional(),
  RATE_LIMIT_ENABLED: bool.optional(),
  /** Unset: client addresses come from the socket. A hop count, or the proxies' addresses and CIDR ranges. */
  TRUST_PROXY: z
    .string()
    .trim()
    .refine(
      (value) => /^\d+$/.test(value) || value.split(',').every((entry) => isIpOrCidr(entry.trim())),
      'must be a number of proxy hops (1) or comma-separated proxy IP addresses or CIDR ranges',
    )
    .optional(),
  GUEST_LIST_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(2000),
  /** The MapLibre style JSON the browser draws maps with; its origin joins the CSP's connect-src and img-src. */
  MAP_STYLE_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL of a MapLibre style JSON' })
    .default(DEFAULT_MAP_STYLE_URL),
  AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  AUTH_TRUSTED_ORIGINS: z.string().optional(),
  AUTH_RESET_TOKEN_TTL_SECONDS: z.coerce.number().int().min(60).max(86_400).default(3600),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  GOOGLE_ISSUER: z.url().default('https://accounts.google.com'),
  APPLE_CLIENT_ID: z.string().min(1).optional(),
  APPLE_CLIENT_SECRET: z.string().min(1).optional(),
  APPLE_ISSUER: z.url().default('https://appleid.apple.com'),
  S3_BUCKET: z.string().min(1).optional(),
  S3_REGION: z.string().min(1).optional(),
  S3_ENDPOINT: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_PUBLIC_URL: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional(),
  S3_FORCE_PATH_STYLE: bool.optional(),
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_/, 'must be a Stripe secret key (sk_... or rk_...)')
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_/, 'must be a webhook signing secret (whsec_...)')
    .optional(),
  /** Where the Stripe SDK sends requests (tests point it at a local stand-in); unset: api.stripe.com. */
  STRIPE_API_URL: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional(),
  /** How long one Stripe API attempt may take (retried twice); unset: 8 s (lib/payments/stripe-provider.ts). */
  STRIPE_TIMEOUT_MS: z.coerce.number().int().min(100).max(80_000).optional(),
  PLATFORM_FEE_PERCENT: z.coerce.number().min(0).max(50).default(10),
  CHECKOUT_HOLD_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(15),
  WAITLIST_OFFER_HOURS: z.coerce.number().min(0.05).max(72).default(12),
  /** The built-in test provider takes no real money; production refuses it unless this says otherwise. */
  ALLOW_TEST_PAYMENTS: bool.optional(),
  /** Non-public addresses calendar sync may fetch from (tests' local stand-ins); refused in production. */
  CALENDAR_FETCH_ALLOW_IPS: z
    .string()
    .refine(
      (list) =>
        list
          .split(',')
          .map((entry) => entry.trim())
          .every((entry) => entry === '' || isIP(entry.replace(/\/\d{1,3}$/, '')) !== 0),
      'must be comma-separated IP addresses or CIDR ranges',
    )
    .optional(),
});

/** An OpenID Connect sign-in provider (Google, Apple), configured only when both id and secret are set. */
export type OAuthProviderConfig = {
  id: 'google' | 'apple';
  clientId: string;
  clientSecret: string;
  issuer: string;
};

export type Config = {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  publicUrl: string;
  /**
   * Which hops' X-Forwarded-For to believe, as Fastify's `trustProxy`: false (the socket's address is the
   * client), a hop count, or the proxies' addresses/CIDRs. request.ip (rate limits, sessions) follows it.
   */
  trustProxy: false | number | string[];
  logLevel: z.infer<typeof EnvSchema>['LOG_LEVEL'];
  /** Human-readable logs (pino-pretty, a dev dependency) instead of JSON lines. */
  logPretty: boolean;
  /** `readUrl`: a replica for the reads that may be a little stale (DATABASE_READ_URL, decision 193). */
  database: { kind: 'postgres'; url: string; readUrl?: string } | { kind: 'pglite'; dataDir: string | null };
  /** Where uploaded files live on local disk (and are served from at /uploads). */
  uploadsDir: string;
  /** Where new uploads go: local disk unless an S3-compatible bucket is configured. */
  storage: { kind: 'local'; dir: string } | ({ kind: 's3' } & S3StorageOptions);
  /** Seed demo data into an empty database at start. */
  seedDemoData: boolean;
  /** The built SPA, served with history fallback when the folder exists. */
  webDistDir: string;
  /** What this process runs: HTTP and jobs (all), HTTP only, enqueueing jobs (web), or jobs only (worker). */
  role: 'all' | 'web' | 'worker';
  /** Time allowed for a graceful stop (requests, jobs, database) after SIGTERM or SIGINT. */
  shutdownGraceSeconds: number;
  /** How long the HTTP server waits on a slow client; constants, not settings (tests shorten them). */
  http: HttpTimeouts;
  /** Bearer token for /metrics from other machines; null: /metrics answers loopback requests only. */
  metricsToken: string | null;
  mail: {
    /** Unset: messages are logged and kept in the outbox (readable at /dev/mail outside production). */
    smtpUrl: string | null;
    from: string;
    /** Where contact-form messages go. */
    supportInbox: string;
  };
  /** Off only for tests and local tools; limits themselves are set on each route. */
  rateLimitEnabled: boolean;
  /** How long one search's guest-list reply is served again to everyone asking for it; 0: never. */
  guestListCacheMs: number;
  map: {
    /** The style JSON the browser's maps draw (GET /api/map/settings). */
    styleUrl: string;
    /** Where the style, its tiles, glyphs and sprites come from: the CSP lets the browser fetch from it. */
    styleOrigin: string;
  };
  payments: PaymentsConfig;
  calendar: {
    /** IPs or CIDRs let through the calendar fetch's address filter although not public; empty in production. */
    fetchAllowIps: string[];
  };
  auth: {
    secret: string;
    /** Origins allowed to send cookie-bearing mutations (CSRF) and to be redirected to. */
    trustedOrigins: string[];
    sessionTtlSeconds: number;
    resetTokenTtlSeconds: number;
    oauth: OAuthProviderConfig[];
    /** Always better-auth's scrypt, except in the server's own tests (testConfig, decision 88). */
    passwordHashing: 'scrypt' | 'test';
  };
};

/** Which provider takes card payments, and the rules of holds, fees and waitlist offers. */
export type PaymentsConfig = {
  provider:
    | { kind: 'stripe'; secretKey: string; webhookSecret: string; apiUrl: string | null; timeoutMs?: number }
    | { kind: 'test'; webhookSecret: string };
  /** The platform's share of each payment, in percent; the rest goes to the host's connected account. */
  platformFeePercent: number;
  /** How long a checkout holds its spots before they return to sale. */
  holdMinutes: number;
  /** How long a freed spot is held for the first person on the waitlist (less when the activity is sooner). */
  waitlistOfferHours: number;
};

export class ConfigError extends Error {}

/** Setting any S3_* variable asks for S3 storage, which needs all of these. */
const S3_REQUIRED = ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_PUBLIC_URL'] as const;

function storageFrom(e: z.infer<typeof EnvSchema>, uploadsDir: string): Config['storage'] {
  const asked = Object.entries(e).some(([name, value]) => name.startsWith('S3_') && value !== undefined);
  if (!asked) return { kind: 'local', dir: uploadsDir };
  const { S3_BUCKET: bucket, S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = e;
  if (!bucket || !accessKeyId || !secretAccessKey || !e.S3_PUBLIC_URL) {
    const lines = S3_REQUIRED.filter((name) => !e[name]).map(
      (name) => `  ${name}: required when any S3_* variable is set`,
    );
    throw new ConfigError(`Invalid configuration (see .env.example):\n${lines.join('\n')}`);
  }
  return {
    kind: 's3',
    bucket,
    region: e.S3_REGION ?? 'us-east-1',
    endpoint: e.S3_ENDPOINT ?? null,
    forcePathStyle: e.S3_FORCE_PATH_STYLE ?? false,
    accessKeyId,
    secretAccessKey,
    publicUrl: e.S3_PUBLIC_URL.replace(/\/+$/, ''),
  };
}

function paymentsFrom(e: z.infer<typeof EnvSchema>, testWebhookSecret: string): PaymentsConfig {
  const rules = {
    platformFeePercent: e.PLATFORM_FEE_PERCENT,
    holdMinutes: e.CHECKOUT_HOLD_MINUTES,
    waitlistOfferHours: e.WAITLIST_OFFER_HOURS,
  };
  if (e.STRIPE_SECRET_KEY) {
    if (!e.STRIPE_WEBHOOK_SECRET) {
      throw new ConfigError(
        'Invalid configuration (see .env.example):\n  STRIPE_WEBHOOK_SECRET: required when STRIPE_SECRET_KEY is set',
      );
    }
    return {
      ...rules,
      provider: {
        kind: 'stripe',
        secretKey: e.STRIPE_SECRET_KEY,
        webhookSecret: e.STRIPE_WEBHOOK_SECRET,
        apiUrl: e.STRIPE_API_URL ?? null,
        ...(e.STRIPE_TIMEOUT_MS !== undefined && { timeoutMs: e.STRIPE_TIMEOUT_MS }),
      },
    };
  }
  // The test provider signs its events like Stripe does; its secret only has to stay on this server.
  return { ...rules, provider: { kind: 'test', webhookSecret: testWebhookSecret } };
}

/** What production cannot run without; all missing ones are named at once. */
function missingInProduction(e: z.infer<typeof EnvSchema>): string[] {
  const missing: string[] = [];
  if (!e.AUTH_SECRET) missing.push('AUTH_SECRET: required in production');
  // Links in e-mails, SEO tags and the trusted origin all come from it; localhost would be wrong.
  if (!e.PUBLIC_URL) missing.push("PUBLIC_URL: required in production (the site's https:// address)");
  if (!e.STRIPE_SECRET_KEY && !e.ALLOW_TEST_PAYMENTS) {
    missing.push(
      'STRIPE_SECRET_KEY: required in production (or ALLOW_TEST_PAYMENTS=true for a demo that takes no money)',
    );
  }
  return missing;
}

/**
 * The auth secret and the test provider's signing secret. Production takes AUTH_SECRET and writes nothing;
 * its test-provider secret (ALLOW_TEST_PAYMENTS) is derived one-way from AUTH_SECRET, so every process
 * agrees on it. Elsewhere both are random per installation (DATA_DIR/secrets.json), AUTH_SECRET winning.
 */
function secretsFrom(e: z.infer<typeof EnvSchema>, dataDir: string) {
  if (e.APP_ENV === 'production' && e.AUTH_SECRET) {
    // Never written to disk: production has its own secret, and the data directory may be read-only or per-host.
    const authSecret = e.AUTH_SECRET;
    const derived = createHmac('sha256', authSecret)
      .update('sortim test payments webhook')
      .digest('base64url');
    return { authSecret, testWebhookSecret: `whsec_${derived}` };
  }
  let stored: ReturnType<typeof installationSecrets>;
  try {
    stored = installationSecrets(dataDir);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new ConfigError(`Invalid configuration (see .env.example):\n  DATA_DIR: ${reason}`);
  }
  return {
    authSecret: e.AUTH_SECRET ?? stored.authSecret,
    testWebhookSecret: stored.testPaymentsWebhookSecret,
  };
}

function trustProxyFrom(value: string | undefined): Config['trustProxy'] {
  if (!value) return false;
  if (/^\d+$/.test(value)) return Number(value) > 0 ? Number(value) : false;
  return value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
}

/** Where a browser on this machine reaches a server without PUBLIC_URL (the start log shows it). */
function localUrl(host: string, port: number): string {
  const wildcardOrLoopback = ['0.0.0.0', '::', '::1', 'localhost'].includes(host) || host.startsWith('127.');
  if (wildcardOrLoopback) return `http://localhost:${port}`;
  return `http://${isIP(host) === 6 ? `[${host}]` : host}:${port}`;
}

const repoRoot = path.resolve(import.meta.dirname, '..', '..', '..');

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable (`DATABASE_URL=`) means unset, as in most tools.
  const set = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = EnvSchema.safeParse(set);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration (see .env.example):\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const missing = e.APP_ENV === 'production' ? missingInProduction(e) : [];
  if (missing.length > 0) {
    throw new ConfigError(
      `Invalid configuration (see .env.example):\n${missing.map((m) => `  ${m}`).join('\n')}`,
    );
  }
  // Relative paths are from the project root, whichever workspace script started the process.
  const dataDir = path.resolve(repoRoot, e.DATA_DIR);
  const publicUrl = e.PUBLIC_URL ?? localUrl(e.HOST, e.PORT);
  const uploadsDir = path.join(dataDir, 'uploads');
  const secrets = secretsFrom(e, dataDir);
  const calendarFetchAllowIps =
    e.CALENDAR_FETCH_ALLOW_IPS?.split(',')
      .map((ip) => ip.trim())
      .filter(Boolean) ?? [];
  // A production page is https (upgrade-insecure-requests): a plain-http style would be blocked as mixed content.
  if (e.APP_ENV === 'production' && new URL(e.MAP_STYLE_URL).protocol !== 'https:') {
    throw new ConfigError(
      'Invalid configuration (see .env.example):\n  MAP_STYLE_URL: must be an https:// URL in production',
    );
  }
  if (e.APP_ENV === 'production' && calendarFetchAllowIps.length > 0) {
    throw new ConfigError(
      'Invalid configuration (see .env.example):\n  CALENDAR_FETCH_ALLOW_IPS: not allowed in production (calendar sync fetches public addresses only)',
    );
  }
  // The embedded database has no replicas: a read URL beside it is a mistake, not something to ignore.
  if (e.DATABASE_READ_URL && !e.DATABASE_URL) {
    throw new ConfigError(
      'Invalid configuration (see .env.example):\n  DATABASE_READ_URL: needs DATABASE_URL (the embedded database has no read replicas)',
    );
  }
  const oauth: OAuthProviderConfig[] = [];
  if (e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET) {
    oauth.push({
      id: 'google',
      clientId: e.GOOGLE_CLIENT_ID,
      clientSecret: e.GOOGLE_CLIENT_SECRET,
      issuer: e.GOOGLE_ISSUER,
    });
  }
  if (e.APPLE_CLIENT_ID && e.APPLE_CLIENT_SECRET) {
    oauth.push({
      id: 'apple',
      clientId: e.APPLE_CLIENT_ID,
      clientSecret: e.APPLE_CLIENT_SECRET,
      issuer: e.APPLE_ISSUER,
    });
  }
  return {
    env: e.APP_ENV,
    host: e.HOST,
    port: e.PORT,
    publicUrl,
    trustProxy: trustProxyFrom(e.TRUST_PROXY),
    logLevel: e.LOG_LEVEL,
    logPretty: (e.LOG_FORMAT ?? (e.APP_ENV === 'development' ? 'pretty' : 'json')) === 'pretty',
    database: e.DATABASE_URL
      ? {
          kind: 'postgres',
          url: e.DATABASE_URL,
          ...(e.DATABASE_READ_URL ? { readUrl: e.DATABASE_READ_URL } : {}),
        }
      : { kind: 'pglite', dataDir: path.join(dataDir, 'db') },
    uploadsDir,
    storage: storageFrom(e, uploadsDir),
    seedDemoData: e.SEED_DEMO_DATA ?? e.APP_ENV !== 'production',
    webDistDir: path.resolve(repoRoot, e.WEB_DIST_DIR ?? path.join('apps', 'web', 'dist')),
    role: e.ROLE,
    shutdownGraceSeconds: e.SHUTDOWN_GRACE_SECONDS,
    http: HTTP_TIMEOUTS,
    metricsToken: e.METRICS_TOKEN ?? null,
    mail: {
      smtpUrl: e.SMTP_URL ?? null,
      from: e.MAIL_FROM ?? `${APP_NAME} <no-reply@sortim.app>`,
      supportInbox: e.SUPPORT_INBOX ?? SUPPORT_EMAIL,
    },
    rateLimitEnabled: e.RATE_LIMIT_ENABLED ?? true,
    guestListCacheMs: e.GUEST_LIST_CACHE_MS,
    map: { styleUrl: e.MAP_STYLE_URL, styleOrigin: new URL(e.MAP_STYLE_URL).origin },
    payments: paymentsFrom(e, secrets.testWebhookSecret),
    calendar: { fetchAllowIps: calendarFetchAllowIps },
    auth: {
      secret: secrets.authSecret,
      trustedOrigins: [
        new URL(publicUrl).origin,
        // The Vite dev server proxies the API from another port.
        ...(e.APP_ENV === 'development' ? ['http://localhost:5173'] : []),
        ...(e.AUTH_TRUSTED_ORIGINS?.split(',')
          .map((o) => o.trim())
          .filter(Boolean) ?? []),
      ],
      sessionTtlSeconds: 7 * 24 * 60 * 60,
      resetTokenTtlSeconds: e.AUTH_RESET_TOKEN_TTL_SECONDS,
      oauth,
      passwordHashing: 'scrypt',
    },
  };
}
