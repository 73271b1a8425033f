import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '#src/db/client.ts';
import { testProviderAccounts, testProviderCheckouts } from '#src/db/schema.ts';

/*
 * What every part of the test provider shares: its settings, its ids and the lookups of its checkouts and
 * connected accounts. Made once per provider by `testProviderState` and handed to each part.
 */

export type TestProviderOptions = {
  db: Database;
  /** The server's public address; checkout pages are `${publicUrl}/pay/<id>`. */
  publicUrl: string;
  /** Signs the events, as Stripe's endpoint secret does. */
  webhookSecret: string;
  /** Hands a signed event to the app's webhook handler (raw body and Stripe-Signature header). */
  deliver: (rawBody: Buffer, signature: string) => Promise<void>;
};

export type CheckoutRow = typeof testProviderCheckouts.$inferSelect;
export type AccountRow = typeof testProviderAccounts.$inferSelect;

/** Ids as Stripe's look (`cs_test_...`), long enough that a checkout page cannot be guessed. */
export const randomId = (prefix: string) => `${prefix}${randomBytes(20).toString('hex')}`;
/** Ids of transfers, reversals and refunds: new for each object made, as long as they always were. */
export const objectId = (prefix: string) => `${prefix}${randomBytes(16).toString('hex')}`;

export const isTestCheckoutId = (value: string): boolean => /^cs_test_[0-9a-f]{40}$/.test(value);

/**
 * Its own accounts are `acct_test_<32 hex>`; the demo data's (`acct_demo_<name>`, rows the seed writes) are
 * read the same way, so any Stripe-shaped account id is looked up.
 */
export const isAccountId = (value: string): boolean => /^acct_[A-Za-z0-9_]{1,100}$/.test(value);

export type TestProviderState = {
  db: Database;
  /** The public address without its trailing slash: pages are `${base}/pay/...`. */
  base: string;
  publicOrigin: string;
  webhookSecret: string;
  deliver: TestProviderOptions['deliver'];
  findCheckout(id: string): Promise<CheckoutRow | undefined>;
  findAccount(id: string): Promise<AccountRow | undefined>;
  /**
   * `url` when it is a page of the app itself (the public origin), otherwise null: the onboarding page
   * sends the host back only there, never to an address someone put in a link.
   */
  ownUrl(url: string): string | null;
};

export function testProviderState(options: TestProviderOptions): TestProviderState {
  const { db, publicUrl, webhookSecret, deliver } = options;
  const base = publicUrl.replace(/\/+$/, '');
  const publicOrigin = new URL(base).origin;

  async function findAccount(id: string): Promise<AccountRow | undefined> {
    if (!isAccountId(id)) return undefined;
    const [row] = await db.select().from(testProviderAccounts).where(eq(testProviderAccounts.id, id));
    return row;
  }

  function ownUrl(url: string): string | null {
    try {
      const parsed = new URL(url);
      return parsed.origin === publicOrigin ? parsed.href : null;
    } catch {
      return null;
    }
  }

  async function findCheckout(id: string): Promise<CheckoutRow | undefined> {
    if (!isTestCheckoutId(id)) return undefined;
    const [row] = await db.select().from(testProviderCheckouts).where(eq(testProviderCheckouts.id, id));
    return row;
  }

  return { db, base, publicOrigin, webhookSecret, deliver, findCheckout, findAccount, ownUrl };
}
