import { randomBytes } from 'node:crypto';
import type {
  FakeAccount,
  FakeAccountLink,
  FakeCheckoutSession,
  FakeCoupon,
  FakePaymentIntent,
  FakeRefund,
  FakeStripeRequest,
  FakeTransfer,
  FakeTransferReversal,
} from './objects.ts';

/*
 * What the stand-in's parts share: everything it holds (in memory, gone with the server), its clock, and
 * the pieces every resource answers with: Stripe's errors, its form parameters and its lists.
 */

export type FakeStripeStore = {
  /** The stand-in's address, known once it listens. */
  url: string;
  requests: FakeStripeRequest[];
  sessions: Map<string, FakeCheckoutSession>;
  /** Coupons by id; a session's discount names one. */
  coupons: Map<string, FakeCoupon>;
  /** The coupon each session subtracted, by session id, redeemed when the session is paid. */
  sessionCoupons: Map<string, string>;
  paymentIntents: Map<string, FakePaymentIntent>;
  /** When each PaymentIntent was charged (unix seconds), for the charges list. */
  charged: Map<string, number>;
  /** What each session's payment will be, from the create parameters. */
  pendingCharges: Map<string, Omit<FakePaymentIntent, 'id' | 'amountRefunded' | 'chargeId' | 'transferId'>>;
  refunds: FakeRefund[];
  transfers: Map<string, FakeTransfer>;
  transferReversals: FakeTransferReversal[];
  /** Accounts Stripe refuses every transfer to (refuseTransfers). */
  refusing: Set<string>;
  accounts: Map<string, FakeAccount>;
  accountLinks: FakeAccountLink[];
  /** How far a test moved Stripe's clock past the machine's. */
  clockAheadMs: number;
  /** Stripe's clock, in ms and in unix seconds. */
  nowMs(): number;
  unixNow(): number;
};

export function newStore(): FakeStripeStore {
  const store: FakeStripeStore = {
    url: '',
    requests: [],
    sessions: new Map(),
    coupons: new Map(),
    sessionCoupons: new Map(),
    paymentIntents: new Map(),
    charged: new Map(),
    pendingCharges: new Map(),
    refunds: [],
    transfers: new Map(),
    transferReversals: [],
    refusing: new Set(),
    accounts: new Map(),
    accountLinks: [],
    clockAheadMs: 0,
    nowMs: () => Date.now() + store.clockAheadMs,
    unixNow: () => Math.floor(store.nowMs() / 1000),
  };
  return store;
}

export class StripeApiError extends Error {
  constructor(
    readonly status: number,
    readonly type: string,
    message: string,
    readonly extra: { code?: string; param?: string } = {},
  ) {
    super(message);
  }
}

export const MINUTE_S = 60;
export const randomId = (prefix: string) => `${prefix}${randomBytes(12).toString('hex')}`;

export function missing(kind: string, id: string): StripeApiError {
  return new StripeApiError(404, 'invalid_request_error', `No such ${kind}: '${id}'`, {
    code: 'resource_missing',
    param: 'id',
  });
}

export function invalid(message: string, param?: string): StripeApiError {
  return new StripeApiError(400, 'invalid_request_error', message, { param });
}

export function integerParam(params: Record<string, string>, key: string, required = true): number | null {
  const value = params[key];
  if (value === undefined && !required) return null;
  if (value === undefined) throw invalid(`Missing required param: ${key}.`, key);
  const n = Number(value);
  if (!Number.isInteger(n)) throw invalid(`Invalid integer: ${value}`, key);
  return n;
}

/** The entries of `metadata[...]` (or of a nested hash such as `payment_intent_data[metadata][...]`). */
export function hashParam(params: Record<string, string>, prefix: string): Record<string, string> {
  const hash: Record<string, string> = {};
  for (const [key, value] of Object.entries(params)) {
    if (key.startsWith(`${prefix}[`) && key.endsWith(']')) hash[key.slice(prefix.length + 1, -1)] = value;
  }
  return hash;
}

/** A page of a Stripe list: newest first, from `created[gte]`, after `starting_after`, `limit` long. */
export function list<T extends { id: string; created: number }>(
  path: string,
  all: Iterable<T>,
  params: Record<string, string>,
  keep: (item: T) => boolean = () => true,
) {
  const since = integerParam(params, 'created[gte]', false) ?? 0;
  const limit = Math.min(integerParam(params, 'limit', false) ?? 10, 100);
  let items = [...all].filter((item) => item.created >= since && keep(item)).reverse();
  const after = params.starting_after;
  if (after) items = items.slice(items.findIndex((item) => item.id === after) + 1);
  return { object: 'list', url: path, has_more: items.length > limit, data: items.slice(0, limit) };
}
