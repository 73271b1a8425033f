import { APP_NAME } from '@sortim/contracts/product';
import escapeHtml from 'escape-html';
import type { ConnectedAccountView, TransferView } from '#src/lib/payments/test-provider.ts';
import { formatAmount, layout } from './test-checkout.page.ts';

/*
 * The test provider's stand-in for Stripe's Connect onboarding: instead of identity and bank details, the
 * host picks how setup ends. Under it, the transfers made to the account and what was reversed of them (the
 * dashboard Stripe would show). Same layout and rules as the checkout page: TEST MODE first, no scripts, no
 * external assets.
 */

const STATUS_LABEL: Record<ConnectedAccountView['status'], string> = {
  pending: 'Not set up yet',
  action_required: 'Action required',
  enabled: 'Payouts enabled',
};

const dateTime = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Europe/Madrid',
});

function transferItem(transfer: TransferView): string {
  const reversals = transfer.reversals
    .map(
      (r) =>
        `<p class="detail">Reversed ${formatAmount(r.amountCents, 'eur')} on ${dateTime.format(r.createdAt)}</p>`,
    )
    .join('\n');
  const kept = transfer.amountCents - transfer.reversedCents;
  return `<li>
<p><span class="transfer-amount">${formatAmount(transfer.amountCents, 'eur')}</span> on ${dateTime.format(transfer.createdAt)}</p>
<p class="detail">From payment ${escapeHtml(transfer.paymentId)} · ${escapeHtml(transfer.transferGroup)}</p>
${reversals}${transfer.reversedCents > 0 ? `\n<p class="detail">Kept by the account: ${formatAmount(kept, 'eur')}</p>` : ''}
</li>`;
}

/** The transfers made to the account (the host's share of each booking, paid after the activity). */
function transfersSection(account: ConnectedAccountView): string {
  const list = account.transfers.length
    ? `<ul class="transfers">\n${account.transfers.map(transferItem).join('\n')}\n</ul>`
    : '<p class="note">No transfers yet. The host’s share of each booking is transferred here after the activity.</p>';
  return `<h2>Transfers to this account</h2>\n${list}`;
}

function accountSummary(account: ConnectedAccountView): string {
  return `<div class="summary">
<p class="label">Payout account for</p>
<p class="description">${escapeHtml(account.email)}</p>
<p class="label">Status: ${STATUS_LABEL[account.status]}</p>
</div>`;
}

/** The onboarding page (with the way back to the app), and the account's transfers under it. */
export function onboardingPage(account: ConnectedAccountView, returnUrl: string): string {
  return layout(
    'Set up payouts',
    `<h1>Set up payouts</h1>
${accountSummary(account)}
<p class="note">This stands in for the payment provider's onboarding. No identity or bank details are asked for in test mode: choose how setup ends, and you go back to ${APP_NAME}.</p>
<form method="post" action="/pay/connect/${escapeHtml(account.id)}">
<input type="hidden" name="return" value="${escapeHtml(returnUrl)}">
<button type="submit" name="outcome" value="enabled">Complete setup</button>
<button type="submit" name="outcome" value="action_required" class="button-secondary">Leave setup incomplete</button>
</form>
${transfersSection(account)}`,
  );
}

/** The account opened without an onboarding link: its status and transfers only. */
export function accountPage(account: ConnectedAccountView): string {
  return layout(
    'Payout account',
    `<h1>Payout account</h1>
${accountSummary(account)}
${transfersSection(account)}`,
  );
}

export function accountNotFoundPage(): string {
  return layout(
    'Setup link not valid',
    `<h1>Setup link not valid</h1>
<p class="note">This payout setup link is not valid. Start again from your host dashboard on ${APP_NAME}.</p>
<a class="button-link" href="/host-dashboard">Go to ${APP_NAME}</a>`,
  );
}
