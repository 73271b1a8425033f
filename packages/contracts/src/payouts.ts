import { z } from 'zod';
import { PAYOUT_SETUP_STATES } from './host-dashboard.ts';
import { defineMessages } from './messages.ts';

/*
 * Payout onboarding: a connected account at the payment provider (Stripe Express, or the built-in test
 * provider's TEST MODE page), the link that opens its onboarding, and the status check on return.
 */

/** The spec's payment-account copy (host-admin §8). */
export const PAYOUT_MESSAGES = defineMessages('payout', {
  connectionFailed: 'Connection failed',
  startFailed: 'Failed to start Stripe connection',
  checkFailed: 'Check failed',
  actionRequired: 'Action required',
  notYetConnected: 'Not yet connected',
  connectedCheck: '✓ Stripe connected!',
  connected: 'Stripe connected!',
  setupIncomplete: 'Setup incomplete',
  setupIncompleteDetail: 'Please contact support or try again',
  statusCheckFailed: 'Status check failed',
  statusCheckFailedDetail: 'Please refresh and try again',
  verificationPending: 'Verification pending',
  sessionExpired: 'Session expired',
  sessionExpiredDetail: 'Session expired. Please log in again.',
});

/** `POST /api/host/payouts/onboarding`: the provider's onboarding page, opened in a new window. */
export const PayoutOnboardingLink = z.object({ url: z.string() });
export type PayoutOnboardingLink = z.infer<typeof PayoutOnboardingLink>;

/** The provider's answer for the connected account (spec: enabled, action_required, otherwise pending). */
export const PAYOUT_ACCOUNT_STATES = ['enabled', 'action_required', 'pending'] as const;

/**
 * `GET /api/host/payouts` (the dashboard card, no provider call) and `POST /api/host/payouts/check` (asks
 * the provider, stores payouts_enabled; when payouts open, the host's waitlists are offered their spots).
 */
export const PayoutStatus = z.object({
  setup: z.enum(PAYOUT_SETUP_STATES),
  /** Only on a check: what the provider said. */
  status: z.enum(PAYOUT_ACCOUNT_STATES).nullable(),
  payoutsEnabled: z.boolean(),
});
export type PayoutStatus = z.infer<typeof PayoutStatus>;
