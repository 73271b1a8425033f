import os from 'node:os';
import path from 'node:path';
import { hashPassword } from 'better-auth/crypto';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '#src/config.ts';
import { passwordHashingOption } from './password-hashing.ts';

describe('password hashing', () => {
  it('is better-auth’s own scrypt whatever the environment says', () => {
    for (const APP_ENV of ['development', 'test'] as const) {
      const config = loadConfig({
        APP_ENV,
        DATA_DIR: path.join(os.tmpdir(), 'sortim-test-data'),
        LOG_LEVEL: 'silent',
      });
      expect(config.auth.passwordHashing).toBe('scrypt');
    }
    expect(passwordHashingOption('scrypt')).toBeUndefined();
  });

  it('in the tests, hashes with a salt and accepts only the same password', async () => {
    const hashing = passwordHashingOption('test');
    if (!hashing) throw new Error('no test hashing');
    const hash = await hashing.hash('plain-secret-42');
    expect(hash).toMatch(/^test-scrypt:[0-9a-f]{32}:[0-9a-f]{128}$/);
    expect(hash).not.toBe(await hashing.hash('plain-secret-42'));
    expect(await hashing.verify({ hash, password: 'plain-secret-42' })).toBe(true);
    expect(await hashing.verify({ hash, password: 'plain-secret-43' })).toBe(false);
  });

  it('in the tests, still verifies a real scrypt hash (the seeded demo accounts)', async () => {
    const hashing = passwordHashingOption('test');
    if (!hashing) throw new Error('no test hashing');
    const hash = await hashPassword('Guest1234');
    expect(await hashing.verify({ hash, password: 'Guest1234' })).toBe(true);
    expect(await hashing.verify({ hash, password: 'Guest12345' })).toBe(false);
  });
});
