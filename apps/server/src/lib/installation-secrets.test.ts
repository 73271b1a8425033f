import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { INSTALLATION_SECRETS_FILE, installationSecrets } from './installation-secrets.ts';

const run = promisify(execFile);

function freshDataDir(): string {
  return path.join(mkdtempSync(path.join(os.tmpdir(), 'sortim-secrets-')), 'data');
}

describe('installationSecrets', () => {
  it('creates random secrets once per data directory and reads the same ones again', () => {
    const dir = freshDataDir();
    const first = installationSecrets(dir);
    expect(installationSecrets(dir)).toEqual(first);
    expect(first.authSecret.length).toBeGreaterThanOrEqual(32);
    expect(first.testPaymentsWebhookSecret).toMatch(/^whsec_/);
    expect(first.testPaymentsWebhookSecret).not.toContain(first.authSecret);
  });

  it('gives two installations different secrets', () => {
    const one = installationSecrets(freshDataDir());
    const other = installationSecrets(freshDataDir());
    expect(other.authSecret).not.toBe(one.authSecret);
    expect(other.testPaymentsWebhookSecret).not.toBe(one.testPaymentsWebhookSecret);
  });

  it('keeps the file readable by its owner only and leaves no drafts behind', () => {
    const dir = freshDataDir();
    installationSecrets(dir);
    expect(statSync(path.join(dir, INSTALLATION_SECRETS_FILE)).mode & 0o777).toBe(0o600);
    expect(readdirSync(dir)).toEqual([INSTALLATION_SECRETS_FILE]);
  });

  it('refuses a file it did not write rather than signing with junk', () => {
    const dir = freshDataDir();
    installationSecrets(dir);
    writeFileSync(path.join(dir, INSTALLATION_SECRETS_FILE), '{"authSecret":"short"}');
    expect(() => installationSecrets(dir)).toThrow(/secrets\.json is not a secrets file/);
  });

  it('agrees across processes starting together on one data directory', async () => {
    const dir = freshDataDir();
    const module = path.join(import.meta.dirname, 'installation-secrets.ts');
    const script = `import { installationSecrets } from ${JSON.stringify(module)};
      console.log(JSON.stringify(installationSecrets(${JSON.stringify(dir)})));`;
    const outputs = await Promise.all(
      Array.from({ length: 6 }, () =>
        run(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script]),
      ),
    );
    const seen = new Set(outputs.map(({ stdout }) => stdout.trim()));
    expect(seen.size).toBe(1);
    expect(JSON.parse([...seen][0] ?? '')).toEqual(installationSecrets(dir));
    expect(readdirSync(dir)).toEqual([INSTALLATION_SECRETS_FILE]);
  }, 30_000);
});
