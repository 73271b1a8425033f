import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { CardInput, CheckoutView, TestPaymentProvider } from '#src/lib/payments/test-provider.ts';
import { completePage, expiredPage, notFoundPage, paymentPage } from './test-checkout.page.ts';

/*
 * The test provider's hosted checkout page, registered at /pay when no Stripe key is set. A plain HTML
 * form posted back here; the provider decides, and a paid checkout redirects to the app's success URL.
 */

type Params = { id: string };
type PaymentForm = Partial<Record<'number' | 'expiry' | 'cvc' | 'name', string>>;

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
    const text = (value: unknown) => (typeof value === 'string' ? value : '');
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
};
