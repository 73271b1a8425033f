import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

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

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' }).database.kind).toBe('pglite');
  });

  it('does not seed demo data in production unless asked', () => {
    const secret = 'x'.repeat(32);
    expect(loadConfig({ APP_ENV: 'production', AUTH_SECRET: secret }).seedDemoData).toBe(false);
    expect(loadConfig({ APP_ENV: 'production', AUTH_SECRET: secret, SEED_DEMO_DATA: 'true' }).seedDemoData).toBe(true);
  });

  it('requires AUTH_SECRET in production', () => {
    expect(() => loadConfig({ APP_ENV: 'production' })).toThrow(/AUTH_SECRET: required in production/);
    expect(() => loadConfig({ AUTH_SECRET: 'short' })).toThrow(/AUTH_SECRET:/);
  });

  it('configures Google sign-in only when both its id and secret are set', () => {
    expect(loadConfig({ GOOGLE_CLIENT_ID: 'id' }).auth.oauth).toEqual([]);
    expect(loadConfig({ GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 's' }).auth.oauth).toEqual([
      { id: 'google', clientId: 'id', clientSecret: 's', issuer: 'https://accounts.google.com' },
    ]);
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://localhost/db'],
    ['APP_ENV', 'staging'],
    ['LOG_LEVEL', 'loud'],
    ['SEED_DEMO_DATA', 'perhaps'],
    ['PUBLIC_URL', 'not a url'],
  ])('stops with a message naming %s when it is %s', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`${name}:`));
  });
});
