import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { IDEMPOTENCY_KEY_MEMORY_MS } from '#src/lib/payments/payment-provider.ts';
import type { checkoutResources } from './checkouts.ts';
import type { connectResources } from './connect.ts';
import type { FakeStripeRequest } from './objects.ts';
import type { refundResources } from './refunds.ts';
import { type FakeStripeStore, list, randomId, StripeApiError } from './store.ts';

/*
 * The stand-in's HTTP side: which resource answers each path, the faults a test asked for, and
 * Idempotency-Key as Stripe honours it (see fake-stripe.ts).
 */

/** The kinds of request a test can make fail. */
export type FakeStripeCall =
  | 'coupon.create'
  | 'checkout.create'
  | 'checkout.retrieve'
  | 'checkout.expire'
  | 'refund.create'
  | 'payment_intent.retrieve'
  | 'transfer.create'
  | 'transfer_reversal.create'
  | 'account.create'
  | 'account.retrieve'
  | 'account_link.create';

/** How a request fails: Stripe's 500, no answer at all, or the work done and the answer lost. */
export type FakeStripeFault = 'error' | 'hang' | 'lost_answer';

/** An HTTP answer, serialized when made: a replayed idempotency key gets the object as it was then. */
type Answer = { status: number; json: string };

type Resources = {
  checkouts: ReturnType<typeof checkoutResources>;
  refunds: ReturnType<typeof refundResources>;
  connect: ReturnType<typeof connectResources>;
};

/** Listens on a free 127.0.0.1 port and sets `store.url`; `beforeAnswer` reads the test's hook at each request. */
export async function serveFakeStripe(
  store: FakeStripeStore,
  resources: Resources,
  beforeAnswer: () => ((request: FakeStripeRequest) => void) | null,
) {
  const { requests, sessions, refunds, transfers, nowMs } = store;
  const { session, createCoupon, createSession, expireSessionNow, paymentIntent, charges, payPage } =
    resources.checkouts;
  const { createRefund } = resources.refunds;
  const {
    createTransfer,
    createTransferReversal,
    listReversals,
    account,
    createAccount,
    createAccountLink,
    setupPage,
  } = resources.connect;
  const faults: { call: FakeStripeCall; fault: FakeStripeFault; left: number }[] = [];
  /** The answers kept under idempotency keys, with when (Stripe's clock, ms) each key was first used. */
  const idempotent = new Map<string, Answer & { request: string; at: number }>();

  function route(method: string, path: string, params: Record<string, string>): unknown {
    if (method === 'GET' && path === '/v1/checkout/sessions') {
      return list(path, sessions.values(), params, (s) => !params.status || s.status === params.status);
    }
    if (method === 'GET' && path === '/v1/refunds') {
      return list(
        path,
        refunds,
        params,
        (r) => !params.payment_intent || r.payment_intent === params.payment_intent,
      );
    }
    if (method === 'GET' && path === '/v1/charges') return list(path, charges(), params);
    if (method === 'GET' && path === '/v1/transfers') {
      return list(
        path,
        transfers.values(),
        params,
        (t) =>
          (!params.destination || t.destination === params.destination) &&
          (!params.transfer_group || t.transfer_group === params.transfer_group),
      );
    }
    const sessionPath = path.match(/^\/v1\/checkout\/sessions\/([^/]+)(\/expire)?$/);
    if (method === 'POST' && path === '/v1/coupons') return createCoupon(params);
    if (method === 'POST' && path === '/v1/checkout/sessions') return createSession(params);
    if (method === 'GET' && sessionPath?.[1] && !sessionPath[2]) return session(sessionPath[1]);
    if (method === 'POST' && sessionPath?.[1] && sessionPath[2]) return expireSessionNow(sessionPath[1]);
    if (method === 'POST' && path === '/v1/refunds') return createRefund(params);
    const intentPath = path.match(/^\/v1\/payment_intents\/([^/]+)$/);
    if (method === 'GET' && intentPath?.[1]) return paymentIntent(intentPath[1]);
    if (method === 'POST' && path === '/v1/transfers') return createTransfer(params);
    const reversalPath = path.match(/^\/v1\/transfers\/([^/]+)\/reversals$/);
    if (method === 'POST' && reversalPath?.[1]) return createTransferReversal(reversalPath[1], params);
    if (method === 'GET' && reversalPath?.[1]) return listReversals(path, reversalPath[1], params);
    const accountPath = path.match(/^\/v1\/accounts\/([^/]+)$/);
    if (method === 'POST' && path === '/v1/accounts') return createAccount(params);
    if (method === 'GET' && accountPath?.[1]) return account(accountPath[1]);
    if (method === 'POST' && path === '/v1/account_links') return createAccountLink(params);
    throw new StripeApiError(404, 'invalid_request_error', `Unrecognized request URL (${method}: ${path}).`);
  }

  function callOf(method: string, path: string): FakeStripeCall | null {
    if (path === '/v1/coupons') return method === 'POST' ? 'coupon.create' : null;
    if (path === '/v1/checkout/sessions') return method === 'POST' ? 'checkout.create' : null;
    if (/^\/v1\/checkout\/sessions\/[^/]+\/expire$/.test(path)) return 'checkout.expire';
    if (/^\/v1\/checkout\/sessions\/[^/]+$/.test(path)) return 'checkout.retrieve';
    if (path === '/v1/refunds') return method === 'POST' ? 'refund.create' : null;
    if (/^\/v1\/payment_intents\/[^/]+$/.test(path)) return 'payment_intent.retrieve';
    if (path === '/v1/transfers') return method === 'POST' ? 'transfer.create' : null;
    if (/^\/v1\/transfers\/[^/]+\/reversals$/.test(path)) {
      return method === 'POST' ? 'transfer_reversal.create' : null;
    }
    if (path === '/v1/accounts') return 'account.create';
    if (/^\/v1\/accounts\/[^/]+$/.test(path)) return 'account.retrieve';
    if (path === '/v1/account_links') return 'account_link.create';
    return null;
  }

  /** The fault this request meets, taken from the queue; null for none. */
  function faultFor(method: string, path: string): FakeStripeFault | null {
    const call = callOf(method, path);
    const found = faults.find((f) => f.call === call && f.left > 0);
    if (!found) return null;
    found.left -= 1;
    return found.fault;
  }

  function answer(method: string, path: string, params: Record<string, string>): Answer {
    try {
      return { status: 200, json: JSON.stringify(route(method, path, params)) };
    } catch (err) {
      if (!(err instanceof StripeApiError)) throw err;
      return stripeError(err.status, { type: err.type, message: err.message, ...err.extra });
    }
  }

  function stripeError(status: number, error: { type: string; message: string }): Answer {
    return { status, json: JSON.stringify({ error }) };
  }

  function send(res: ServerResponse, { status, json }: Answer, headers: Record<string, string> = {}) {
    res.writeHead(status, { 'content-type': 'application/json', 'request-id': randomId('req_'), ...headers });
    res.end(json);
  }

  function handle(req: IncomingMessage, body: Buffer, res: ServerResponse) {
    const method = req.method ?? '';
    const target = new URL(req.url ?? '/', store.url);
    const form = method === 'POST' ? new URLSearchParams(body.toString()) : target.searchParams;
    const params = Object.fromEntries(form);
    const header = (name: string) => {
      const value = req.headers[name];
      return typeof value === 'string' ? value : null;
    };
    const idempotencyKey = header('idempotency-key');
    const recorded: FakeStripeRequest = {
      method,
      path: target.pathname,
      params,
      headers: req.headers,
      idempotencyKey,
      stripeAccount: header('stripe-account'),
    };
    requests.push(recorded);
    beforeAnswer()?.(recorded);

    const payPath = target.pathname.match(/^\/c\/pay\/([^/]+)$/);
    if (method === 'GET' && payPath?.[1]) return payPage(res, payPath[1]);
    const setupPath = target.pathname.match(/^\/setup\/([^/]+)\/[^/]+$/);
    if (method === 'GET' && setupPath?.[1]) return setupPage(res, setupPath[1]);
    if (!header('authorization')?.startsWith('Bearer ')) {
      const error = { type: 'invalid_request_error', message: 'You did not provide an API key.' };
      return send(res, stripeError(401, error));
    }
    const fault = faultFor(method, target.pathname);
    if (fault === 'error') {
      return send(res, stripeError(500, { type: 'api_error', message: 'Stripe stand-in: told to fail' }));
    }
    // No answer: the socket stays open until the client gives up (or the stand-in closes).
    if (fault === 'hang') return;
    const reply = fault === 'lost_answer' ? () => {} : send;
    if (method !== 'POST' || !idempotencyKey) return reply(res, answer(method, target.pathname, params));

    const request = `${method} ${target.pathname} ${JSON.stringify(params)}`;
    const kept = idempotent.get(idempotencyKey);
    // A key older than Stripe's memory is as new: the request is done again.
    const stored = kept && nowMs() - kept.at < IDEMPOTENCY_KEY_MEMORY_MS ? kept : undefined;
    if (stored && stored.request !== request) {
      return send(
        res,
        stripeError(400, {
          type: 'idempotency_error',
          message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`,
        }),
      );
    }
    if (stored) return reply(res, stored, { 'idempotent-replayed': 'true' });
    const first = answer(method, target.pathname, params);
    if (!first.json.includes('"insufficient_capabilities_for_transfer"')) {
      idempotent.set(idempotencyKey, { ...first, request, at: nowMs() });
    }
    reply(res, first);
  }

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      try {
        handle(req, Buffer.concat(chunks), res);
      } catch (err) {
        // A fault in the stand-in or in a test's beforeAnswer reaches the SDK as Stripe's own 500 would.
        send(res, stripeError(500, { type: 'api_error', message: `Stripe stand-in: ${String(err)}` }));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  store.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    failNext(call: FakeStripeCall, fault: FakeStripeFault, times = 1): void {
      faults.push({ call, fault, left: times });
    },
    recover(): void {
      faults.length = 0;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        // The SDK keeps its connections alive; they are not ours to wait for.
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
