import { existsSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

/** A production configuration that starts (the demo mode: test payments allowed). */
const production = {
  APP_ENV: 'production',
  AUTH_SECRET: 'x'.repeat(32),
  PUBLIC_URL: 'https://sortim.example',
  ALLOW_TEST_PAYMENTS: 'true',
};

function freshDataDir(): string {
  return path.join(mkdtempSync(path.join(os.tmpdir(), 'sortim-config-')), 'data');
}

describe('loadConfig', () => {
  it('runs on the embedded defaults with no settings at all', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.database).toEqual({
      kind: 'pglite',
      dataDir: path.resolve(import.meta.dirname, '..', '..', '..', 'data', 'db'),
    });
    expect(config.seedDemoData).toBe(true);
    expect(config.env).toBe('development');
  });

  it('uses a PostgreSQL server when DATABASE_URL is set', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/sortim' });
    expect(config.database).toEqual({ kind: 'postgres', url: 'postgres://postgres@127.0.0.1:5432/sortim' });
  });

  it('reads the stale-tolerant reads from DATABASE_READ_URL beside DATABASE_URL, and refuses it alone', () => {
    const config = loadConfig({
      DATABASE_URL: 'postgres://postgres@primary:5432/sortim',
      DATABASE_READ_URL: 'postgres://postgres@replica:5432/sortim',
    });
    expect(config.database).toEqual({
      kind: 'postgres',
      url: 'postgres://postgres@primary:5432/sortim',
      readUrl: 'postgres://postgres@replica:5432/sortim',
    });
    expect(() => loadConfig({ DATABASE_READ_URL: 'postgres://postgres@replica:5432/sortim' })).toThrow(
      'DATABASE_READ_URL: needs DATABASE_URL (the embedded database has no read replicas)',
    );
    expect(() =>
      loadConfig({
        DATABASE_URL: 'postgres://postgres@primary/sortim',
        DATABASE_READ_URL: 'mysql://replica',
      }),
    ).toThrow('DATABASE_READ_URL: must be a postgres:// or postgresql:// URL');
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' }).database.kind).toBe('pglite');
  });

  it('does not seed demo data in production unless asked', () => {
    expect(loadConfig(production).seedDemoData).toBe(false);
    expect(loadConfig({ ...production, SEED_DEMO_DATA: 'true' }).seedDemoData).toBe(true);
  });

  it('runs everything in one process, logs mail to the outbox and limits rates by default', () => {
    const config = loadConfig({});
    expect(config.role).toBe('all');
    expect(config.mail).toEqual({
      smtpUrl: null,
      from: 'Sortim <no-reply@sortim.app>',
      supportInbox: 'support@sortim.app',
    });
    expect(config.rateLimitEnabled).toBe(true);
  });

  it('reads the mail, role and rate-limit settings', () => {
    const config = loadConfig({
      ROLE: 'worker',
      SMTP_URL: 'smtps://user:pass@smtp.example.test:465',
      MAIL_FROM: 'Sortim <hola@example.test>',
      SUPPORT_INBOX: 'help@example.test',
      RATE_LIMIT_ENABLED: 'false',
    });
    expect(config.role).toBe('worker');
    expect(config.mail).toEqual({
      smtpUrl: 'smtps://user:pass@smtp.example.test:465',
      from: 'Sortim <hola@example.test>',
      supportInbox: 'help@example.test',
    });
    expect(config.rateLimitEnabled).toBe(false);
  });

  it('names every setting production is missing, at once', () => {
    const error = (() => {
      try {
        loadConfig({ APP_ENV: 'production' });
      } catch (caught) {
        return caught;
      }
    })();
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as Error).message).toMatch(
      /AUTH_SECRET: required in production\n.*PUBLIC_URL: required in production.*\n.*STRIPE_SECRET_KEY: required in production/,
    );
    for (const name of ['AUTH_SECRET', 'PUBLIC_URL'] as const) {
      const { [name]: _left, ...rest } = production;
      expect(() => loadConfig(rest)).toThrow(`${name}: required in production`);
    }
    expect(() => loadConfig({ AUTH_SECRET: 'short' })).toThrow(/AUTH_SECRET:/);
  });

  it('lets calendar sync reach no non-public address unless told, and never in production', () => {
    expect(loadConfig({}).calendar.fetchAllowIps).toEqual([]);
    expect(loadConfig({ CALENDAR_FETCH_ALLOW_IPS: '127.0.0.1, 10.1.0.0/16' }).calendar.fetchAllowIps).toEqual(
      ['127.0.0.1', '10.1.0.0/16'],
    );
    expect(() => loadConfig({ CALENDAR_FETCH_ALLOW_IPS: 'localhost' })).toThrow(/CALENDAR_FETCH_ALLOW_IPS:/);
    expect(() => loadConfig({ ...production, CALENDAR_FETCH_ALLOW_IPS: '127.0.0.1' })).toThrow(
      /CALENDAR_FETCH_ALLOW_IPS: not allowed in production/,
    );
  });

  describe('the map style', () => {
    it("draws OpenFreeMap's key-less Liberty style by default, allowing its origin", () => {
      expect(loadConfig({}).map).toEqual({
        styleUrl: 'https://tiles.openfreemap.org/styles/liberty',
        styleOrigin: 'https://tiles.openfreemap.org',
      });
    });

    it('takes another style, a local http:// one outside production (the journeys serve their own)', () => {
      expect(loadConfig({ MAP_STYLE_URL: 'https://maps.example.test/styles/city.json' }).map).toEqual({
        styleUrl: 'https://maps.example.test/styles/city.json',
        styleOrigin: 'https://maps.example.test',
      });
      expect(loadConfig({ APP_ENV: 'test', MAP_STYLE_URL: 'http://127.0.0.1:4179/style.json' }).map).toEqual({
        styleUrl: 'http://127.0.0.1:4179/style.json',
        styleOrigin: 'http://127.0.0.1:4179',
      });
    });

    it('refuses what is not an http(s) URL, and plain http in production', () => {
      for (const value of ['tiles.openfreemap.org/styles/liberty', 'ftp://maps.example.test/style.json']) {
        expect(() => loadConfig({ MAP_STYLE_URL: value }), value).toThrow(/MAP_STYLE_URL: must be an http/);
      }
      expect(() =>
        loadConfig({ ...production, MAP_STYLE_URL: 'http://maps.example.test/style.json' }),
      ).toThrow(/MAP_STYLE_URL: must be an https:\/\/ URL in production/);
      expect(
        loadConfig({ ...production, MAP_STYLE_URL: 'https://maps.example.test/style.json' }).map.styleUrl,
      ).toBe('https://maps.example.test/style.json');
    });
  });

  describe('where it listens', () => {
    it('listens on loopback unless HOST says otherwise, and links to where it can be reached', () => {
      const config = loadConfig({});
      expect(config.host).toBe('127.0.0.1');
      expect(config.publicUrl).toBe('http://localhost:3000');
      expect(loadConfig({ HOST: '0.0.0.0', PORT: '8080' }).publicUrl).toBe('http://localhost:8080');
      expect(loadConfig({ HOST: '192.0.2.10' })).toMatchObject({
        host: '192.0.2.10',
        publicUrl: 'http://192.0.2.10:3000',
      });
      expect(loadConfig({ HOST: '192.0.2.10', PUBLIC_URL: 'https://sortim.example' }).publicUrl).toBe(
        'https://sortim.example',
      );
    });
  });

  describe('secrets', () => {
    const secretsOf = (config: ReturnType<typeof loadConfig>) => ({
      auth: config.auth.secret,
      webhook: config.payments.provider.webhookSecret,
    });

    it('creates random ones per installation outside production and keeps them across starts', () => {
      const dir = freshDataDir();
      const first = secretsOf(loadConfig({ DATA_DIR: dir }));
      expect(secretsOf(loadConfig({ DATA_DIR: dir }))).toEqual(first);
      expect(secretsOf(loadConfig({ APP_ENV: 'test', DATA_DIR: dir }))).toEqual(first);
      const other = secretsOf(loadConfig({ DATA_DIR: freshDataDir() }));
      expect(other.auth).not.toBe(first.auth);
      expect(other.webhook).not.toBe(first.webhook);
    });

    it('signs test payments with a secret of their own, not one built from the auth secret', () => {
      const config = loadConfig({ DATA_DIR: freshDataDir() });
      const { webhook, auth } = secretsOf(config);
      expect(webhook).not.toContain(auth);
      expect(webhook).not.toContain('sortim-development-secret');
    });

    it('takes AUTH_SECRET when set', () => {
      const secret = 'an-operator-chosen-secret-of-32-chars!';
      expect(loadConfig({ DATA_DIR: freshDataDir(), AUTH_SECRET: secret }).auth.secret).toBe(secret);
    });

    it('writes nothing to disk in production, where the test-payment secret follows AUTH_SECRET one-way', () => {
      const dir = freshDataDir();
      const one = secretsOf(loadConfig({ ...production, DATA_DIR: dir }));
      expect(existsSync(dir)).toBe(false);
      expect(one.auth).toBe(production.AUTH_SECRET);
      expect(secretsOf(loadConfig({ ...production, DATA_DIR: dir }))).toEqual(one);
      expect(one.webhook).toMatch(/^whsec_/);
      expect(one.webhook).not.toContain(production.AUTH_SECRET);
      const other = secretsOf(loadConfig({ ...production, AUTH_SECRET: 'y'.repeat(32), DATA_DIR: dir }));
      expect(other.webhook).not.toBe(one.webhook);
    });
  });

  describe('TRUST_PROXY', () => {
    it('trusts no proxy by default, in every mode', () => {
      expect(loadConfig({}).trustProxy).toBe(false);
      expect(loadConfig(production).trustProxy).toBe(false);
      expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    });

    it('takes a hop count or the proxies addresses and CIDR ranges', () => {
      expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
      expect(loadConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,::1' }).trustProxy).toEqual([
        '127.0.0.1',
        '10.0.0.0/8',
        '::1',
      ]);
    });

    it.each(['true', 'localhost', '10.0.0.0/33', '10.0.0.0/8/1', '1,x'])('refuses %s', (value) => {
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY: must be a number of proxy hops/);
    });
  });

  describe('payments', () => {
    it('takes payments with the built-in test provider by default, with holds, fee and offers', () => {
      const { payments } = loadConfig({});
      expect(payments).toEqual({
        provider: { kind: 'test', webhookSecret: expect.stringMatching(/^whsec_/) },
        platformFeePercent: 10,
        holdMinutes: 15,
        waitlistOfferHours: 12,
      });
    });

    it('uses Stripe when its key is set, and then needs the webhook secret', () => {
      const stripe = { STRIPE_SECRET_KEY: 'sk_test_123', STRIPE_WEBHOOK_SECRET: 'whsec_abc' };
      expect(loadConfig(stripe).payments.provider).toEqual({
        kind: 'stripe',
        secretKey: 'sk_test_123',
        webhookSecret: 'whsec_abc',
        apiUrl: null,
      });
      expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_123' })).toThrow(
        /STRIPE_WEBHOOK_SECRET: required/,
      );
      expect(() => loadConfig({ STRIPE_SECRET_KEY: 'pk_test_123' })).toThrow(/STRIPE_SECRET_KEY:/);
    });

    it('refuses the test provider in production unless explicitly allowed', () => {
      const { ALLOW_TEST_PAYMENTS: _allowed, ...withoutPayments } = production;
      expect(() => loadConfig(withoutPayments)).toThrow(/STRIPE_SECRET_KEY: required in production/);
      expect(loadConfig(production).payments.provider.kind).toBe('test');
      expect(
        loadConfig({ ...withoutPayments, STRIPE_SECRET_KEY: 'sk_live_1', STRIPE_WEBHOOK_SECRET: 'whsec_1' })
          .payments.provider.kind,
      ).toBe('stripe');
    });
  });

  it('configures Google sign-in only when both its id and secret are set', () => {
    expect(loadConfig({ GOOGLE_CLIENT_ID: 'id' }).auth.oauth).toEqual([]);
    expect(loadConfig({ GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 's' }).auth.oauth).toEqual([
      { id: 'google', clientId: 'id', clientSecret: 's', issuer: 'https://accounts.google.com' },
    ]);
  });

  describe('file storage', () => {
    const s3 = {
      S3_BUCKET: 'sortim-uploads',
      S3_ACCESS_KEY_ID: 'AKIDSORTIM',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_PUBLIC_URL: 'https://cdn.example.test/',
    };

    it('keeps uploads on local disk by default', () => {
      const config = loadConfig({});
      expect(config.storage).toEqual({ kind: 'local', dir: config.uploadsDir });
    });

    it('uses an S3 bucket when its name, keys and public URL are set', () => {
      expect(loadConfig(s3).storage).toEqual({
        kind: 's3',
        bucket: 'sortim-uploads',
        region: 'us-east-1',
        endpoint: null,
        forcePathStyle: false,
        accessKeyId: 'AKIDSORTIM',
        secretAccessKey: 'secret',
        publicUrl: 'https://cdn.example.test',
      });
      expect(
        loadConfig({
          ...s3,
          S3_REGION: 'auto',
          S3_ENDPOINT: 'http://127.0.0.1:9000',
          S3_FORCE_PATH_STYLE: 'true',
        }).storage,
      ).toMatchObject({ region: 'auto', endpoint: 'http://127.0.0.1:9000', forcePathStyle: true });
    });

    it.each(Object.keys(s3))('stops with a message naming %s when the rest of S3 is set', (name) => {
      const partial = Object.fromEntries(Object.entries(s3).filter(([key]) => key !== name));
      expect(() => loadConfig(partial)).toThrow(ConfigError);
      expect(() => loadConfig(partial)).toThrow(new RegExp(`${name}: required`));
    });

    it('stops naming every missing S3 variable when only the endpoint is set', () => {
      expect(() => loadConfig({ S3_ENDPOINT: 'https://s3.example.test' })).toThrow(
        /S3_BUCKET: .*\n.*S3_ACCESS_KEY_ID: .*\n.*S3_SECRET_ACCESS_KEY: .*\n.*S3_PUBLIC_URL: /,
      );
    });
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://localhost/db'],
    ['APP_ENV', 'staging'],
    ['LOG_LEVEL', 'loud'],
    ['SEED_DEMO_DATA', 'perhaps'],
    ['PUBLIC_URL', 'not a url'],
    ['ROLE', 'scheduler'],
    ['SMTP_URL', 'http://mail.example.test'],
    ['SUPPORT_INBOX', 'support'],
    ['RATE_LIMIT_ENABLED', 'sometimes'],
    ['S3_ENDPOINT', 'ftp://s3.example.test'],
    ['S3_PUBLIC_URL', 'cdn.example.test'],
    ['S3_FORCE_PATH_STYLE', 'yes'],
  ])('stops with a message naming %s when it is %s', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`${name}:`));
  });
});
