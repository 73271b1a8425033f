import { StuckTransfers } from '@sortim/contracts/host-transfers';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminKeys } from '#/features/admin/shared/api/query-keys.ts';
import { api } from '#/lib/api-client.ts';

/** `GET /api/admin/transfers/stuck`: host transfers that are held or failing, the longest due first. */
export const fetchStuckTransfers = () => api.get('/api/admin/transfers/stuck', StuckTransfers);

export const stuckTransfersQuery = queryOptions({
  queryKey: adminKeys.transfers.stuck,
  queryFn: fetchStuckTransfers,
});

export function useStuckTransfers() {
  return useQuery(stuckTransfersQuery);
}
