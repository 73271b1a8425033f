import { APP_NAME } from '@sortim/contracts/product';
import escapeHtml from 'escape-html';
import type { ConnectedAccountView } from '#src/lib/payments/test-provider.ts';
import { layout } from './test-checkout.page.ts';

/*
 * The test provider's stand-in for Stripe's Connect onboarding: instead of identity and bank details, the
 * host picks how setup ends. Same layout and rules as the checkout page: TEST MODE first, no scripts, no
 * external assets.
 */

const STATUS_LABEL: Record<ConnectedAccountView['status'], string> = {
  pending: 'Not set up yet',
  action_required: 'Action required',
  enabled: 'Payouts enabled',
};

export function onboardingPage(account: ConnectedAccountView, returnUrl: string): string {
  return layout(
    'Set up payouts',
    `<h1>Set up payouts</h1>
<div class="summary">
<p class="label">Payout account for</p>
<p class="description">${escapeHtml(account.email)}</p>
<p class="label">Status: ${STATUS_LABEL[account.status]}</p>
</div>
<p class="note">This stands in for the payment provider's onboarding. No identity or bank details are asked for in test mode: choose how setup ends, and you go back to ${APP_NAME}.</p>
<form method="post" action="/pay/connect/${escapeHtml(account.id)}">
<input type="hidden" name="return" value="${escapeHtml(returnUrl)}">
<button type="submit" name="outcome" value="enabled">Complete setup</button>
<button type="submit" name="outcome" value="action_required" class="button-secondary">Leave setup incomplete</button>
</form>`,
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
