import { PayoutOnboardingLink } from '@sortim/contracts/payouts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#/lib/api-client.ts';
import { hostKeys } from '#/lib/query-keys.ts';

/** `POST /api/host/payouts/onboarding`: the provider's onboarding page (502 'Failed to start Stripe connection'). */
export const startPayoutOnboarding = () => api.post('/api/host/payouts/onboarding', PayoutOnboardingLink);

export function useStartPayoutOnboarding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startPayoutOnboarding,
    // The first call opens the account, so the card moves to In Progress; not awaited, so the provider's
    // page opens at once.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: hostKeys.payouts }),
  });
}
