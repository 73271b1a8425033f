import { APP_NAME } from '@sortim/contracts/product';
import escapeHtml from 'escape-html';
import type { CardField, CheckoutView } from '#src/lib/payments/test-provider.ts';

/*
 * The test provider's hosted checkout, the stand-in for Stripe's payment page. Server-rendered markup and
 * a plain form, so it works without scripts (the CSP allows none inline); styles are inline, which the CSP
 * allows. It must never be mistaken for a real payment page: the TEST MODE banner comes first.
 */

const STYLE = `
:root {
  color-scheme: light dark;
  --bg: #f6f3ef; --surface: #ffffff; --text: #1c1917; --muted: #57534e; --border: #d6d3d1;
  --primary: #b93d12; --primary-hover: #9a3412; --on-primary: #ffffff; --link: #0369a1;
  --test-bg: #fef3c7; --test-text: #713f12; --test-border: #f59e0b;
  --error-bg: #fef2f2; --error-text: #991b1b; --error-border: #fca5a5;
  --focus: #0369a1; --field-bg: #ffffff;
}
@media (prefers-color-scheme: dark) {
  :root {
    --bg: #0c0a09; --surface: #1c1917; --text: #f5f5f4; --muted: #a8a29e; --border: #44403c;
    --primary: #f97316; --primary-hover: #fb923c; --on-primary: #1c1917; --link: #7dd3fc;
    --test-bg: #422006; --test-text: #fde68a; --test-border: #b45309;
    --error-bg: #450a0a; --error-text: #fecaca; --error-border: #b91c1c;
    --focus: #7dd3fc; --field-bg: #0c0a09;
  }
}
* { box-sizing: border-box; }
body {
  margin: 0; background: var(--bg); color: var(--text); font-size: 16px; line-height: 1.5;
  font-family: system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif;
}
.test-banner {
  margin: 0; padding: 8px 16px; text-align: center; font-size: 14px;
  background: var(--test-bg); color: var(--test-text); border-bottom: 2px solid var(--test-border);
}
.test-banner strong { letter-spacing: 0.08em; margin-right: 8px; }
main { max-width: 480px; margin: 0 auto; padding: 24px 16px 48px; }
.brand { font-size: 20px; font-weight: 700; color: var(--primary); margin: 0 0 16px; }
.card {
  background: var(--surface); border: 1px solid var(--border); border-radius: 16px; padding: 24px;
  box-shadow: 0 1px 3px rgb(0 0 0 / 0.08);
}
h1 { font-size: 20px; line-height: 1.3; margin: 0 0 8px; }
.summary { margin: 0 0 24px; padding-bottom: 16px; border-bottom: 1px solid var(--border); }
.summary .label { margin: 0; font-size: 14px; color: var(--muted); }
.summary .description { margin: 4px 0 8px; font-size: 16px; overflow-wrap: anywhere; }
.summary .lines { list-style: none; margin: 0 0 8px; padding: 0; font-size: 15px; }
.summary .lines li { display: flex; justify-content: space-between; gap: 12px; padding: 2px 0; }
.summary .line-total { white-space: nowrap; font-variant-numeric: tabular-nums; }
.submit-message { margin: 0 0 12px; font-size: 14px; color: var(--text); }
.amount { margin: 0; font-size: 28px; font-weight: 700; font-variant-numeric: tabular-nums; }
.field { margin: 0 0 16px; }
.row { display: grid; grid-template-columns: 1fr 1fr; gap: 16px; }
label { display: block; font-size: 14px; font-weight: 600; margin: 0 0 4px; }
input {
  width: 100%; min-height: 48px; padding: 10px 12px; font: inherit; font-variant-numeric: tabular-nums;
  color: var(--text); background: var(--field-bg); border: 1px solid var(--border); border-radius: 8px;
}
input[aria-invalid='true'] { border-color: var(--error-text); }
input:focus-visible, a:focus-visible, button:focus-visible { outline: 3px solid var(--focus); outline-offset: 2px; }
.alert {
  margin: 0 0 16px; padding: 12px 16px; border-radius: 8px;
  background: var(--error-bg); color: var(--error-text); border: 1px solid var(--error-border);
}
.hint { margin: 0 0 24px; padding: 12px 16px; font-size: 14px; border-radius: 8px; background: var(--bg); color: var(--muted); }
.hint p { margin: 0 0 4px; }
.hint ul { margin: 0; padding-left: 20px; }
.hint code { font-family: inherit; font-variant-numeric: tabular-nums; color: var(--text); white-space: nowrap; }
button, .button-link {
  display: block; text-align: center; text-decoration: none;
  width: 100%; min-height: 48px; padding: 12px 16px; font: inherit; font-weight: 700; cursor: pointer;
  color: var(--on-primary); background: var(--primary); border: 0; border-radius: 8px;
}
button:hover, .button-link:hover { background: var(--primary-hover); }
button.button-secondary {
  margin-top: 12px; color: var(--text); background: transparent; border: 1px solid var(--border);
}
button.button-secondary:hover { background: var(--bg); }
a { color: var(--link); }
.secondary { display: block; margin: 16px 0 0; text-align: center; }
.note { margin: 0 0 16px; color: var(--muted); }
h2 { font-size: 17px; line-height: 1.3; margin: 24px 0 8px; }
.transfers { list-style: none; margin: 0; padding: 0; }
.transfers li { padding: 12px 0; border-top: 1px solid var(--border); }
.transfers p { margin: 0; overflow-wrap: anywhere; }
.transfers .transfer-amount { font-weight: 700; font-variant-numeric: tabular-nums; }
.transfers .detail { font-size: 14px; color: var(--muted); }
@media (prefers-reduced-motion: no-preference) { button { transition: background-color 120ms; } }
`;

/** Euro cents as '€45.00', always with cents as a card statement shows them. */
export function formatAmount(cents: number, currency: string): string {
  return new Intl.NumberFormat('en-GB', { style: 'currency', currency: currency.toUpperCase() }).format(
    cents / 100,
  );
}

/** A page of the test provider, under its TEST MODE banner. */
export function layout(title: string, content: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><link rel="icon" type="image/svg+xml" href="/favicon.svg"><title>${escapeHtml(title)} · ${APP_NAME} (test mode)</title>
<style>${STYLE}</style></head>
<body>
<p class="test-banner" role="note"><strong>TEST MODE</strong>No real money is taken.</p>
<main>
<p class="brand">${APP_NAME}</p>
<div class="card">
${content}
</div>
</main>
</body></html>
`;
}

function summary(view: CheckoutView, label: string): string {
  return `<div class="summary">
<p class="label">${label}</p>
<p class="description">${escapeHtml(view.description)}</p>
${lineList(view)}
<p class="amount">${formatAmount(view.amountCents, view.currency)}</p>
</div>`;
}

/**
 * A line per price ("2 × Adult €24.00") and the code's discount, as Stripe's page lists them; one line alone
 * says no more than the amount below it, so it is left out. Names drop the activity's title the page
 * already shows above them.
 */
function lineList(view: CheckoutView): string {
  if (view.lineItems.length < 2) return '';
  const prefix = `${view.description} · `;
  const items = view.lineItems.map((item) => {
    const total = formatAmount(item.quantity * item.unitAmountCents, view.currency);
    const name = item.name.startsWith(prefix) ? item.name.slice(prefix.length) : item.name;
    // No-break spaces: '× 3' never starts a line of its own.
    const what = item.unitAmountCents < 0 ? name : `${item.quantity}\u00a0×\u00a0${name}`;
    return `<li><span>${escapeHtml(what)}</span> <span class="line-total">${total}</span></li>`;
  });
  return `<ul class="lines" aria-label="What you are paying for">${items.join('')}</ul>`;
}

export type PaymentFormState = {
  error?: { message: string; field: CardField | null };
  /** What the payer typed, shown again after an error; never the card number or the CVC. */
  values?: { expiry: string; name: string };
};

function field(options: {
  id: CardField | 'name';
  label: string;
  value?: string;
  invalid: boolean;
  attributes: string;
}): string {
  const { id, label, value, invalid, attributes } = options;
  const errorAttributes = invalid ? ' aria-invalid="true" aria-describedby="card-error"' : '';
  return `<div class="field"><label for="${id}">${label}</label>
<input id="${id}" name="${id}" ${attributes}${value ? ` value="${escapeHtml(value)}"` : ''}${errorAttributes}></div>`;
}

export function paymentPage(view: CheckoutView, state: PaymentFormState = {}): string {
  const amount = formatAmount(view.amountCents, view.currency);
  const { error, values } = state;
  const invalid = (f: CardField) => error?.field === f;
  return layout(
    `Pay ${amount}`,
    `<h1>Pay for your booking</h1>
${summary(view, 'You are paying for')}
${error ? `<p class="alert" role="alert" id="card-error">${escapeHtml(error.message)}</p>` : ''}
<form method="post" action="/pay/${escapeHtml(view.id)}" novalidate>
${field({
  id: 'number',
  label: 'Card number',
  invalid: invalid('number'),
  attributes:
    'type="text" inputmode="numeric" autocomplete="cc-number" placeholder="1234 1234 1234 1234" maxlength="23" required',
})}
<div class="row">
${field({
  id: 'expiry',
  label: 'Expiry (MM / YY)',
  value: values?.expiry,
  invalid: invalid('expiry'),
  attributes:
    'type="text" inputmode="numeric" autocomplete="cc-exp" placeholder="MM / YY" maxlength="7" required',
})}
${field({
  id: 'cvc',
  label: 'CVC',
  invalid: invalid('cvc'),
  attributes:
    'type="text" inputmode="numeric" autocomplete="cc-csc" placeholder="123" maxlength="4" required',
})}
</div>
${field({
  id: 'name',
  label: 'Name on card',
  value: values?.name,
  invalid: false,
  attributes: 'type="text" autocomplete="cc-name" maxlength="100"',
})}
<div class="hint" id="test-cards">
<p>Test cards (any future expiry date, any 3-digit CVC):</p>
<ul>
<li><code>4242 4242 4242 4242</code> pays</li>
<li><code>4000 0000 0000 0002</code> is declined</li>
<li><code>4000 0000 0000 9995</code> has insufficient funds</li>
</ul>
</div>
${view.submitMessage ? `<p class="submit-message" id="submit-message">${escapeHtml(view.submitMessage)}</p>\n` : ''}<button type="submit">Pay ${amount}</button>
</form>
<a class="secondary" href="${escapeHtml(view.cancelUrl)}">Cancel and return to ${APP_NAME}</a>`,
  );
}

export function completePage(view: CheckoutView): string {
  return layout(
    'Payment complete',
    `<h1>This payment is complete</h1>
${summary(view, 'You paid for')}
<p class="note">Your payment went through. No need to pay again.</p>
<a class="button-link" href="${escapeHtml(view.successUrl)}">Continue to ${APP_NAME}</a>`,
  );
}

export function expiredPage(view: CheckoutView): string {
  return layout(
    'Checkout expired',
    `<h1>This checkout has expired</h1>
${summary(view, 'You were paying for')}
<p class="note">No payment was taken. Go back to ${APP_NAME} to book again.</p>
<a class="button-link" href="${escapeHtml(view.cancelUrl)}">Return to ${APP_NAME}</a>`,
  );
}

export function notFoundPage(): string {
  return layout(
    'Checkout not found',
    `<h1>Checkout not found</h1>
<p class="note">This payment link is not valid. Start again from your booking on ${APP_NAME}.</p>
<a class="button-link" href="/">Go to ${APP_NAME}</a>`,
  );
}
