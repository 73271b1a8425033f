import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The built-in test payment provider's own records (it stands in for Stripe when no key is set): what a
 * hosted checkout asked for and what happened to it. The app reads them only through the provider.
 */
export const testProviderCheckouts = pgTable(
  'test_provider_checkouts',
  {
    id: text('id').primaryKey(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    description: text('description').notNull(),
    /** The lines the page lists (a price each, a discount as a negative line); their sum is the amount. */
    lineItems: jsonb('line_items')
      .$type<{ name: string; quantity: number; unitAmountCents: number }[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** A line shown above the pay button (Stripe's custom_text.submit.message): the cancellation policy. */
    submitMessage: text('submit_message'),
    /**
     * A destination charge's connected account and the platform's fee (checkouts made before separate
     * transfers); both null for a charge on the platform, whose host is paid by test_provider_transfers.
     */
    destinationAccount: text('destination_account'),
    applicationFeeCents: integer('application_fee_cents'),
    /** The activity's transfer group (Stripe `transfer_group`) of a charge on the platform. */
    transferGroup: text('transfer_group'),
    successUrl: text('success_url').notNull(),
    cancelUrl: text('cancel_url').notNull(),
    metadata: jsonb('metadata').$type<Record<string, string>>().notNull(),
    status: text('status', { enum: ['open', 'complete', 'expired'] })
      .notNull()
      .default('open'),
    paymentId: text('payment_id').unique(),
    refundedCents: integer('refunded_cents').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('test_provider_checkouts_refund_in_amount', sql`${t.refundedCents} BETWEEN 0 AND ${t.amountCents}`),
    check(
      'test_provider_checkouts_destination_charge',
      sql`(${t.destinationAccount} IS NULL) = (${t.applicationFeeCents} IS NULL)`,
    ),
  ],
);

/**
 * The built-in test provider's connected accounts (Stripe Express accounts stand-ins): whether the host
 * finished its TEST MODE onboarding page. The app reads them only through the provider.
 */
export const testProviderAccounts = pgTable('test_provider_accounts', {
  id: text('id').primaryKey(),
  email: text('email').notNull(),
  status: text('status', { enum: ['pending', 'action_required', 'enabled'] })
    .notNull()
    .default('pending'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The built-in test provider's transfers (Stripe transfers stand-ins): a host's share of one payment moved to
 * their connected account, less what was reversed since. The idempotency key it was made under is in its
 * metadata (`sortim_key`); the provider's memory of the key is test_provider_idempotency_keys.
 */
export const testProviderTransfers = pgTable(
  'test_provider_transfers',
  {
    id: text('id').primaryKey(),
    paymentId: text('payment_id')
      .notNull()
      .references(() => testProviderCheckouts.paymentId),
    destinationAccount: text('destination_account')
      .notNull()
      .references(() => testProviderAccounts.id),
    amountCents: integer('amount_cents').notNull(),
    reversedCents: integer('reversed_cents').notNull().default(0),
    transferGroup: text('transfer_group').notNull(),
    metadata: jsonb('metadata').$type<Record<string, string>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('test_provider_transfers_amount', sql`${t.amountCents} > 0`),
    check('test_provider_transfers_reversed', sql`${t.reversedCents} BETWEEN 0 AND ${t.amountCents}`),
    index('test_provider_transfers_destination_idx').on(t.destinationAccount, t.createdAt),
    index('test_provider_transfers_payment_idx').on(t.paymentId),
  ],
);

/** Reversals of the test provider's transfers (back to the platform), idempotent per key as its transfers. */
export const testProviderTransferReversals = pgTable(
  'test_provider_transfer_reversals',
  {
    id: text('id').primaryKey(),
    transferId: text('transfer_id')
      .notNull()
      .references(() => testProviderTransfers.id),
    amountCents: integer('amount_cents').notNull(),
    metadata: jsonb('metadata').$type<Record<string, string>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('test_provider_transfer_reversals_amount', sql`${t.amountCents} > 0`),
    index('test_provider_transfer_reversals_transfer_idx').on(t.transferId, t.createdAt),
  ],
);

/**
 * Refunds of the test provider's payments (Stripe refunds stand-ins); the payment's refunded_cents is the sum
 * of them. They go through at once, so all succeed; the key each was made under is in its metadata.
 */
export const testProviderRefunds = pgTable(
  'test_provider_refunds',
  {
    id: text('id').primaryKey(),
    paymentId: text('payment_id')
      .notNull()
      .references(() => testProviderCheckouts.paymentId),
    amountCents: integer('amount_cents').notNull(),
    metadata: jsonb('metadata').$type<Record<string, string>>().notNull(),
    status: text('status', { enum: ['succeeded'] })
      .notNull()
      .default('succeeded'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('test_provider_refunds_amount', sql`${t.amountCents} > 0`),
    index('test_provider_refunds_payment_idx').on(t.paymentId, t.createdAt),
  ],
);

/**
 * What the test provider remembers of an idempotency key, as Stripe does for 24 hours after its first use:
 * the object it made and the request as first asked (another request under the key is refused). Once
 * forgotten (created_at a day back), the key makes a new object and this row is taken over.
 */
export const testProviderIdempotencyKeys = pgTable('test_provider_idempotency_keys', {
  key: text('key').primaryKey(),
  objectId: text('object_id').notNull(),
  request: text('request').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
