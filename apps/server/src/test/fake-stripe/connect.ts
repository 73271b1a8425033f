import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import type { FakeAccount, FakeAccountLink, FakeTransfer, FakeTransferReversal } from './objects.ts';
import {
  type FakeStripeStore,
  hashParam,
  integerParam,
  invalid,
  list,
  MINUTE_S,
  missing,
  randomId,
  StripeApiError,
} from './store.ts';

/*
 * Connect: connected accounts and their onboarding links (with a placeholder for Stripe's hosted
 * onboarding), transfers to them and reversals of those. Accounts start as Stripe's do (nothing submitted,
 * requirements currently due); a test moves them on with onboardAccount and updateAccount, or adds one under
 * an id of its own (a factory's host) with addAccount.
 */

/** What Stripe asks of a new Express account in Spain before it can be paid out. */
const NEW_ACCOUNT_REQUIREMENTS = [
  'business_type',
  'external_account',
  'individual.first_name',
  'individual.last_name',
  'tos_acceptance.date',
  'tos_acceptance.ip',
];

export function connectResources(store: FakeStripeStore) {
  const { paymentIntents, transfers, transferReversals, refusing, accounts, accountLinks, unixNow } = store;

  function createTransfer(params: Record<string, string>): FakeTransfer {
    const amount = integerParam(params, 'amount') ?? 0;
    if (amount <= 0) throw invalid('Amount must be at least 1 cent.', 'amount');
    if (!params.currency) throw invalid('Missing required param: currency.', 'currency');
    const destination = params.destination;
    if (!destination) throw invalid('Missing required param: destination.', 'destination');
    const to = accounts.get(destination);
    if (!to)
      throw new StripeApiError(400, 'invalid_request_error', `No such destination: '${destination}'`, {
        code: 'resource_missing',
        param: 'destination',
      });
    if (refusing.has(destination) || to.capabilities.transfers !== 'active') {
      throw new StripeApiError(
        400,
        'invalid_request_error',
        'Your destination account needs to have at least one of the following capabilities enabled: transfers, crypto_transfers, legacy_payments',
        { code: 'insufficient_capabilities_for_transfer', param: 'destination' },
      );
    }
    const source = params.source_transaction ?? null;
    if (source) {
      const intent = [...paymentIntents.values()].find((i) => i.chargeId === source);
      if (!intent) throw missing('charge', source);
      if (params.currency !== 'eur')
        throw invalid('The currency must match the source transaction.', 'currency');
      const funded = [...transfers.values()]
        .filter((t) => t.source_transaction === source)
        .reduce((n, t) => n + t.amount, 0);
      if (funded + amount > intent.amount) {
        throw invalid(
          `The transfer amount (${amount}) exceeds what is left of the source transaction (${intent.amount - funded}).`,
          'amount',
        );
      }
    }
    const made: FakeTransfer = {
      id: randomId('tr_test_'),
      object: 'transfer',
      amount,
      amount_reversed: 0,
      currency: params.currency,
      destination,
      source_transaction: source,
      transfer_group: params.transfer_group ?? null,
      metadata: hashParam(params, 'metadata'),
      reversed: false,
      created: unixNow(),
    };
    transfers.set(made.id, made);
    return made;
  }

  function createTransferReversal(transferId: string, params: Record<string, string>): FakeTransferReversal {
    const transfer = transfers.get(transferId);
    if (!transfer) throw missing('transfer', transferId);
    const left = transfer.amount - transfer.amount_reversed;
    const amount = integerParam(params, 'amount', false) ?? left;
    if (left === 0) throw invalid('This transfer has already been fully reversed.');
    if (amount <= 0 || amount > left) {
      throw invalid(
        `You have attempted to reverse ${amount} cents of a transfer that has ${left} cents left to reverse.`,
        'amount',
      );
    }
    transfer.amount_reversed += amount;
    transfer.reversed = transfer.amount_reversed === transfer.amount;
    const reversal: FakeTransferReversal = {
      id: randomId('trr_test_'),
      object: 'transfer_reversal',
      amount,
      currency: transfer.currency,
      transfer: transfer.id,
      metadata: hashParam(params, 'metadata'),
      created: unixNow(),
    };
    transferReversals.push(reversal);
    return reversal;
  }

  function account(id: string): FakeAccount {
    const found = accounts.get(id);
    if (!found) {
      // Stripe answers a key without access to the account (or none at all) with a permission error.
      throw new StripeApiError(
        403,
        'invalid_request_error',
        `The provided key does not have access to account '${id}' (or that account does not exist). Application access may have been revoked.`,
        { code: 'account_invalid' },
      );
    }
    return found;
  }

  /** For the test-side controls, as openSession: a mistake there is the test's. */
  function knownAccount(id: string): FakeAccount {
    const found = accounts.get(id);
    if (!found) throw new Error(`The Stripe stand-in has no account ${id}`);
    return found;
  }

  function createAccount(params: Record<string, string>): FakeAccount {
    const type = params.type;
    if (type !== 'express' && type !== 'standard' && type !== 'custom') {
      throw invalid('You must provide a valid account type: express, standard or custom.', 'type');
    }
    const country = params.country ?? 'US';
    if (!/^[A-Z]{2}$/.test(country)) throw invalid(`Country '${country}' is unknown.`, 'country');
    const capabilities: FakeAccount['capabilities'] = {};
    for (const [key, value] of Object.entries(params)) {
      const name = key.match(/^capabilities\[([a-z_]+)\]\[requested\]$/)?.[1];
      if (name && value === 'true') capabilities[name] = 'inactive';
    }
    if (type === 'express' && !capabilities.transfers) {
      throw invalid(
        'Express accounts must request the transfers capability.',
        'capabilities[transfers][requested]',
      );
    }
    const created: FakeAccount = {
      id: randomId('acct_'),
      object: 'account',
      type,
      country,
      email: params.email ?? null,
      charges_enabled: false,
      payouts_enabled: false,
      details_submitted: false,
      capabilities,
      requirements: {
        currently_due: [...NEW_ACCOUNT_REQUIREMENTS],
        eventually_due: [...NEW_ACCOUNT_REQUIREMENTS],
        past_due: [...NEW_ACCOUNT_REQUIREMENTS],
        pending_verification: [],
        disabled_reason: 'requirements.past_due',
      },
      metadata: hashParam(params, 'metadata'),
      created: unixNow(),
    };
    accounts.set(created.id, created);
    return created;
  }

  function createAccountLink(params: Record<string, string>): FakeAccountLink {
    const accountId = params.account;
    if (!accountId) throw invalid('Missing required param: account.', 'account');
    const linked = account(accountId);
    const type = params.type;
    if (type !== 'account_onboarding' && type !== 'account_update') {
      throw invalid('Invalid type: must be one of account_onboarding or account_update', 'type');
    }
    if (type === 'account_update' && linked.type !== 'custom') {
      throw invalid('You cannot create `account_update` type Account Links for this account.', 'type');
    }
    for (const key of ['return_url', 'refresh_url'] as const) {
      if (!params[key]) throw invalid(`Missing required param: ${key}.`, key);
      if (!/^https?:\/\//.test(params[key])) throw invalid('Not a valid URL', key);
    }
    const now = unixNow();
    const link: FakeAccountLink = {
      object: 'account_link',
      account: linked.id,
      type,
      return_url: params.return_url ?? '',
      refresh_url: params.refresh_url ?? '',
      url: `${store.url}/setup/${linked.id}/${randomBytes(12).toString('hex')}`,
      created: now,
      // Stripe's links last a few minutes and work once.
      expires_at: now + 5 * MINUTE_S,
    };
    accountLinks.push(link);
    return link;
  }

  function listReversals(path: string, transferId: string, params: Record<string, string>) {
    if (!transfers.has(transferId)) throw missing('transfer', transferId);
    return list(path, transferReversals, params, (r) => r.transfer === transferId);
  }

  function setupPage(res: ServerResponse, id: string) {
    const found = accounts.get(id);
    res.writeHead(found ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' });
    res.end(
      found
        ? `<!doctype html><title>Stripe stand-in</title><h1>Onboarding for ${found.id}</h1>`
        : '<!doctype html><title>Stripe stand-in</title><h1>No such account</h1>',
    );
  }

  function onboardAccount(id: string): FakeAccount {
    const found = knownAccount(id);
    Object.assign(found, {
      charges_enabled: true,
      payouts_enabled: true,
      details_submitted: true,
      capabilities: Object.fromEntries(Object.keys(found.capabilities).map((name) => [name, 'active'])),
      requirements: {
        currently_due: [],
        eventually_due: [],
        past_due: [],
        pending_verification: [],
        disabled_reason: null,
      },
    });
    return structuredClone(found);
  }

  return {
    createTransfer,
    createTransferReversal,
    listReversals,
    account,
    createAccount,
    createAccountLink,
    setupPage,
    onboardAccount,
    updateAccount(id: string, changes: Partial<Omit<FakeAccount, 'id' | 'object'>>): FakeAccount {
      Object.assign(knownAccount(id), changes);
      return structuredClone(knownAccount(id));
    },
    addAccount(id: string, { onboarded = true }: { onboarded?: boolean } = {}): FakeAccount {
      if (accounts.has(id)) throw new Error(`The Stripe stand-in already has an account ${id}`);
      const made = createAccount({
        type: 'express',
        country: 'ES',
        'capabilities[card_payments][requested]': 'true',
        'capabilities[transfers][requested]': 'true',
      });
      accounts.delete(made.id);
      made.id = id;
      accounts.set(id, made);
      return onboarded ? onboardAccount(id) : structuredClone(made);
    },
    refuseTransfers(accountId: string, refuse = true): void {
      if (refuse) refusing.add(accountId);
      else refusing.delete(accountId);
    },
    reverseTransfer(paymentIntentId: string, amount: number): FakeTransfer {
      const transferId = paymentIntents.get(paymentIntentId)?.transferId;
      const transfer = transferId ? transfers.get(transferId) : undefined;
      if (!transfer) throw new Error(`The Stripe stand-in has no transfer for ${paymentIntentId}`);
      transfer.amount_reversed = Math.min(transfer.amount, transfer.amount_reversed + amount);
      transfer.reversed = transfer.amount_reversed === transfer.amount;
      return structuredClone(transfer);
    },
  };
}
