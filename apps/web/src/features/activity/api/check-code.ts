import type { AppliedCode, CheckCodeInput } from '@sortim/contracts/promo-codes';
import { useMutation } from '@tanstack/react-query';
import { api, lazyContract } from '#/lib/api-client.ts';

/** The reply's contract, loaded with the call: the activity page's first load stays free of zod. */
const appliedCode = lazyContract<AppliedCode>(() =>
  import('@sortim/contracts/promo-codes').then((contracts) => contracts.AppliedCode),
);

/**
 * `POST /api/activities/:id/code`: whether a code applies to this activity for the caller, with its terms
 * (the page prices with them), its note and the prices it unlocks. 409 with the reason when it does not;
 * 429 after too many tries.
 */
export const checkCode = (activityId: string, code: string) =>
  api.post(`/api/activities/${encodeURIComponent(activityId)}/code`, appliedCode, {
    code,
  } satisfies CheckCodeInput);

export function useCheckCode(activityId: string) {
  return useMutation({ mutationFn: (code: string) => checkCode(activityId, code) });
}
