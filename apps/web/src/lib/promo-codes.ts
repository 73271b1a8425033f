import {
  PromoCode,
  type PromoCodeInput,
  type PromoCodeList,
  PromoCodeList as PromoCodeListContract,
} from '@sortim/contracts/promo-code-management';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '#/lib/api-client.ts';

/*
 * The two sets of promo code routes, a host's (/api/host/codes) and the platform's (/api/admin/codes), are
 * one API under two addresses: the host's codes page and the admin's platform codes each bind it to theirs
 * and to their own query key.
 */

export type PromoCodeApi = {
  /** '/api/host/codes' or '/api/admin/codes'. */
  base: string;
  queryKey: readonly unknown[];
};

export const promoCodesQuery = ({ base, queryKey }: PromoCodeApi) =>
  queryOptions({
    queryKey,
    queryFn: ({ signal }) => api.get(base, PromoCodeListContract, { signal }),
  });

export function usePromoCodes(codes: PromoCodeApi) {
  return useQuery(promoCodesQuery(codes));
}

/** A code as the list shows it, put in its place (or first, when new). */
function withCode(list: PromoCodeList | undefined, code: PromoCode): PromoCodeList | undefined {
  if (!list) return list;
  const known = list.codes.some((listed) => listed.id === code.id);
  return {
    codes: known
      ? list.codes.map((listed) => (listed.id === code.id ? code : listed))
      : [code, ...list.codes],
  };
}

/** `POST <base>` (a new code) or `PUT <base>/:id` (a code not used yet). */
export function useSavePromoCode({ base, queryKey }: PromoCodeApi) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: PromoCodeInput }) =>
      id === null
        ? api.post(base, PromoCode, input)
        : api.put(`${base}/${encodeURIComponent(id)}`, PromoCode, input),
    onSuccess: (code) => {
      queryClient.setQueryData<PromoCodeList>(queryKey, (list) => withCode(list, code));
    },
  });
}

/** `POST <base>/:id/pause` or `/resume`: any code, used or not. */
export function useSetPromoCodePaused({ base, queryKey }: PromoCodeApi) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, paused }: { id: string; paused: boolean }) =>
      api.post(`${base}/${encodeURIComponent(id)}/${paused ? 'pause' : 'resume'}`, PromoCode),
    onSuccess: (code) => {
      queryClient.setQueryData<PromoCodeList>(queryKey, (list) => withCode(list, code));
    },
  });
}
