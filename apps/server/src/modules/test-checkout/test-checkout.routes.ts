import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type {
  CardInput,
  CheckoutView,
  OnboardingOutcome,
  TestPaymentProvider,
} from '#src/lib/payments/test-provider.ts';
import { accountNotFoundPage, accountPage, onboardingPage } from './connect-onboarding.page.ts';
import { completePage, expiredPage, notFoundPage, paymentPage } from './test-checkout.page.ts';

/*
 * The test provider's hosted checkout page, registered at /pay when no Stripe key is set. A plain HTML
 * form posted back here; the provider decides, and a paid checkout redirects to the app's success URL.
 * Hosts' payout onboarding is here too, at /pay/connect/<account id>.
 */

type Params = { id: string };
type PaymentForm = Partial<Record<'number' | 'expiry' | 'cvc' | 'name', string>>;
type ConnectForm = Partial<Record<'outcome' | 'return', string>>;

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const isOutcome = (value: unknown): value is OnboardingOutcome =>
  value === 'enabled' || value === 'action_required';

function html(reply: FastifyReply, status: number, body: string) {
  return reply.code(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(body);
}

/**
 * Browsers hold a form's redirect to the page's CSP form-action ('self'); the success URL may be on
 * another origin (a web app served apart from this server), so that one origin is allowed too.
 */
function allowRedirectTo(reply: FastifyReply, url: string) {
  const csp = reply.getHeader('content-security-policy');
  if (typeof csp !== 'string') return;
  let origin: string;
  try {
    origin = new URL(url).origin;
  } catch {
    return;
  }
  reply.header(
    'content-security-policy',
    csp.replace(/(^|;)\s*form-action ([^;]*)/, (_match, start: string, sources: string) =>
      sources.split(' ').includes(origin) ? _match : `${start}form-action ${sources} ${origin}`,
    ),
  );
}

function closedPage(reply: FastifyReply, view: CheckoutView, status = 200) {
  return html(reply, status, view.status === 'paid' ? completePage(view) : expiredPage(view));
}

export const testCheckoutRoutes: FastifyPluginAsync<{ provider: TestPaymentProvider }> = async (
  app,
  { provider },
) => {
  // Only this plugin reads urlencoded forms; the API speaks JSON.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );

  app.get<{ Params: Params }>('/:id', async (request, reply) => {
    const view = await provider.view(request.params.id);
    if (!view) return html(reply, 404, notFoundPage());
    if (view.status !== 'open') return closedPage(reply, view);
    allowRedirectTo(reply, view.successUrl);
    return html(reply, 200, paymentPage(view));
  });

  app.post<{ Params: Params; Body: PaymentForm | undefined }>('/:id', async (request, reply) => {
    const form = request.body ?? {};
    const card: CardInput = {
      number: text(form.number),
      expiry: text(form.expiry),
      cvc: text(form.cvc),
      name: text(form.name).trim(),
    };
    const outcome = await provider.pay(request.params.id, card);
    if (outcome.kind === 'paid') return reply.redirect(outcome.redirectUrl, 303);

    const view = await provider.view(request.params.id);
    if (outcome.kind === 'not_found' || !view) return html(reply, 404, notFoundPage());
    // Too late to pay: 410, with the page that says so.
    if (outcome.kind === 'expired' || view.status !== 'open') return closedPage(reply, view, 410);
    allowRedirectTo(reply, view.successUrl);
    return html(
      reply,
      402,
      paymentPage(view, {
        error: { message: outcome.message, field: outcome.field },
        values: { expiry: card.expiry, name: card.name ?? '' },
      }),
    );
  });

  // The host's return address travels in the link; only the app's own pages are accepted, so the page
  // cannot be made to send anyone elsewhere. Without one, the account's status and transfers are shown.
  app.get<{ Params: Params; Querystring: { return?: unknown } }>('/connect/:id', async (request, reply) => {
    const account = await provider.viewAccount(request.params.id);
    if (!account) return html(reply, 404, accountNotFoundPage());
    if (request.query.return === undefined) return html(reply, 200, accountPage(account));
    const returnUrl = provider.ownUrl(text(request.query.return));
    if (!returnUrl) return html(reply, 400, accountNotFoundPage());
    allowRedirectTo(reply, returnUrl);
    return html(reply, 200, onboardingPage(account, returnUrl));
  });

  app.post<{ Params: Params; Body: ConnectForm | undefined }>('/connect/:id', async (request, reply) => {
    const form = request.body ?? {};
    const returnUrl = provider.ownUrl(text(form.return));
    const account = await provider.viewAccount(request.params.id);
    if (!account) return html(reply, 404, accountNotFoundPage());
    if (!returnUrl) return html(reply, 400, accountNotFoundPage());
    if (!isOutcome(form.outcome)) {
      allowRedirectTo(reply, returnUrl);
      return html(reply, 400, onboardingPage(account, returnUrl));
    }
    await provider.finishOnboarding(account.id, form.outcome);
    return reply.redirect(returnUrl, 303);
  });
};
