import { randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

/*
 * Secrets a development or test installation makes for itself instead of taking a constant from the
 * source: random, created once under the data directory and read again on every start, so sessions and
 * connected payout accounts survive restarts. Production never comes here; it sets its own.
 *
 * Several processes may start together on one data directory (web and worker, parallel test workers).
 * Each writes a complete file under a name of its own, then hard-links it into place: linking fails when
 * the file already exists (the same create-if-absent as the 'wx' flag), but unlike writing with 'wx' a
 * process that loses the race never reads a half-written file. Everyone then reads the one that won.
 */

export const INSTALLATION_SECRETS_FILE = 'secrets.json';

const InstallationSecrets = z.object({
  /** Signs sessions and tokens (better-auth) when AUTH_SECRET is not set. */
  authSecret: z.string().min(32),
  /** Signs the built-in test payment provider's events, as a Stripe endpoint secret does. */
  testPaymentsWebhookSecret: z.string().min(32),
});
export type InstallationSecrets = z.infer<typeof InstallationSecrets>;

function randomSecret(prefix = ''): string {
  return `${prefix}${randomBytes(32).toString('base64url')}`;
}

function isFsError(error: unknown, code: string): boolean {
  return error instanceof Error && (error as NodeJS.ErrnoException).code === code;
}

function createIfAbsent(file: string): void {
  const draft = `${file}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
  const secrets: InstallationSecrets = {
    authSecret: randomSecret(),
    testPaymentsWebhookSecret: randomSecret('whsec_'),
  };
  writeFileSync(draft, `${JSON.stringify(secrets, null, 2)}\n`, { flag: 'wx', mode: 0o600 });
  try {
    linkSync(draft, file);
  } catch (error) {
    if (!isFsError(error, 'EEXIST')) throw error;
  } finally {
    unlinkSync(draft);
  }
}

/** This installation's secrets from `<dataDir>/secrets.json`, created on first use (mode 0600). */
export function installationSecrets(dataDir: string): InstallationSecrets {
  const file = path.join(dataDir, INSTALLATION_SECRETS_FILE);
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if (!isFsError(error, 'ENOENT')) throw error;
    mkdirSync(dataDir, { recursive: true, mode: 0o700 });
    createIfAbsent(file);
    text = readFileSync(file, 'utf8');
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = null;
  }
  const result = InstallationSecrets.safeParse(parsed);
  if (!result.success) {
    throw new Error(`${file} is not a secrets file this version wrote; delete it to create a new one`);
  }
  return result.data;
}
