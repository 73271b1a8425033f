import { PayoutOnboardingLink } from '@sortim/contracts/payouts';
import { useMutation } from '@tanstack/react-query';
import { api } from '#/lib/api-client.ts';

/** `POST /api/host/payouts/onboarding`: the provider's onboarding page (502 'Failed to start Stripe connection'). */
export const startPayoutOnboarding = () => api.post('/api/host/payouts/onboarding', PayoutOnboardingLink);

export function useStartPayoutOnboarding() {
  return useMutation({ mutationFn: startPayoutOnboarding });
}
