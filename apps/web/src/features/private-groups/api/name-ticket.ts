import { GroupPage } from '@sortim/contracts/private-groups';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { groupKey } from '#/features/private-groups/api/get-group.ts';
import { api } from '#/lib/api-client.ts';

type Naming = { ticketId: string; name: string };

/**
 * `POST /api/group/:token/tickets/:ticketId/name`: a name on a ticket (anyone with the link, on a ticket
 * without one; the organizer on any). Answers the group as it now is.
 */
export const nameTicket = (token: string, { ticketId, name }: Naming) =>
  api.post(
    `/api/group/${encodeURIComponent(token)}/tickets/${encodeURIComponent(ticketId)}/name`,
    GroupPage,
    { name },
  );

/** `DELETE` of the same: the organizer takes a name off a ticket. */
export const clearTicketName = (token: string, ticketId: string) =>
  api.delete(
    `/api/group/${encodeURIComponent(token)}/tickets/${encodeURIComponent(ticketId)}/name`,
    GroupPage,
  );

export function useNameTicket(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (naming: Naming) => nameTicket(token, naming),
    onSuccess: (group) => queryClient.setQueryData(groupKey(token), group),
    // Someone else may have named it first: the page shows the group as it is.
    onError: () => queryClient.invalidateQueries({ queryKey: groupKey(token) }),
  });
}

export function useClearTicketName(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ticketId: string) => clearTicketName(token, ticketId),
    onSuccess: (group) => queryClient.setQueryData(groupKey(token), group),
  });
}
