import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { verifyPassword } from 'better-auth/crypto';
import type { Config } from '#src/config.ts';

/*
 * How passwords are hashed. 'scrypt' is better-auth's own (N=16384, r=16: about 100 ms of CPU a hash, on
 * purpose). 'test' exists for the server's test suite alone (decision 88): it signs up and in hundreds of
 * people, two hashes each, and that real cost was ~40% of its tests' own time on a 2-core machine. Only
 * testConfig() selects it; no environment variable does, so no deployment can.
 */
type PasswordHashing = Config['auth']['passwordHashing'];

/** Marks a test hash, so it can never pass for one of better-auth's `salt:key` hashes, nor they for it. */
const TEST_PREFIX = 'test-scrypt:';
/** The same algorithm at a work factor of ~1/128: cheap, and still a real salted hash that a typo fails. */
const TEST_PARAMS = { N: 1024, r: 2, p: 1 } as const;
const KEY_LENGTH = 64;

function testKey(password: string, salt: string): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, TEST_PARAMS, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

const testHashing = {
  hash: async (password: string) => {
    const salt = randomBytes(16).toString('hex');
    return `${TEST_PREFIX}${salt}:${(await testKey(password, salt)).toString('hex')}`;
  },
  verify: async ({ hash, password }: { hash: string; password: string }) => {
    // Demo accounts are seeded with the real hash (seed.ts): those still verify the real way.
    if (!hash.startsWith(TEST_PREFIX)) return verifyPassword({ hash, password });
    const [salt = '', key = ''] = hash.slice(TEST_PREFIX.length).split(':');
    const expected = Buffer.from(key, 'hex');
    const actual = await testKey(password, salt);
    return expected.length === actual.length && timingSafeEqual(expected, actual);
  },
};

/** better-auth's `emailAndPassword.password` option: undefined keeps its own scrypt. */
export function passwordHashingOption(kind: PasswordHashing) {
  return kind === 'test' ? testHashing : undefined;
}
