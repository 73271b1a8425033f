import {
  AdminReportList,
  ReportConversation,
  type ReportDecisionInput,
  ReportDecisionResult,
} from '@sortim/contracts/reports';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminKeys } from '#/features/admin/shared/api/query-keys.ts';
import { api } from '#/lib/api-client.ts';

/** Under `['admin']`, so a change anywhere in the admin refreshes it too. */
export const reportKeys = {
  all: [...adminKeys.all, 'reports'] as const,
  conversation: (reportId: string) => [...adminKeys.all, 'reports', reportId, 'conversation'] as const,
};

/** `GET /api/admin/reports`: the open reports, oldest first, then the latest decided ones. */
export const reportsQuery = queryOptions({
  queryKey: reportKeys.all,
  queryFn: ({ signal }) => api.get('/api/admin/reports', AdminReportList, { signal }),
});

export function useAdminReports() {
  return useQuery(reportsQuery);
}

/** `POST /api/admin/reports/:id/decision`: decides this report and the other open ones of its item. */
export function useDecideReport(reportId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ReportDecisionInput) =>
      api.post(`/api/admin/reports/${encodeURIComponent(reportId)}/decision`, ReportDecisionResult, input),
    // Either way (a 409 means another admin decided first), the queue shows what is now so.
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

/**
 * `GET /api/admin/reports/:id/conversation`: the reported message's whole thread. Each fetch is a reading
 * in the audit log, so it is fetched only while the dialog is open, never again in the background.
 */
export function useReportConversation(reportId: string, open: boolean) {
  return useQuery({
    queryKey: reportKeys.conversation(reportId),
    queryFn: ({ signal }) =>
      api.get(`/api/admin/reports/${encodeURIComponent(reportId)}/conversation`, ReportConversation, {
        signal,
      }),
    enabled: open,
    gcTime: 0,
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
    retry: false,
  });
}
