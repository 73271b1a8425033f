import { DoorData } from '@sortim/contracts/check-in';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { loadDoorCopy, saveDoorCopy } from '#/features/door/api/door-store.ts';
import { ApiRequestError, api } from '#/lib/api-client.ts';
import { hostKeys } from '#/lib/query-keys.ts';

/** How often the door asks again while it is open: other devices check people in too. */
export const DOOR_REFRESH_MS = 5000;

export const doorKey = (activityId: string) => [...hostKeys.activity(activityId), 'door'] as const;

/** `GET /api/host/activities/:id/door` (its host or an admin), kept on the device at every answer. */
export async function fetchDoor(activityId: string, signal?: AbortSignal): Promise<DoorData> {
  const door = await api.get(`/api/host/activities/${encodeURIComponent(activityId)}/door`, DoorData, {
    signal,
  });
  await saveDoorCopy(activityId, door);
  return door;
}

/**
 * The activity's tickets and parties, from the server; with no network the device's copy answers instead,
 * so the door works on.
 */
export const doorQuery = (activityId: string) =>
  queryOptions({
    queryKey: doorKey(activityId),
    queryFn: async ({ signal }) => {
      try {
        return await fetchDoor(activityId, signal);
      } catch (error) {
        // The server's refusal stands; only a failed network falls back on the copy.
        if (error instanceof ApiRequestError) throw error;
        const copy = await loadDoorCopy(activityId);
        if (copy) return copy;
        throw error;
      }
    },
    // Offline is this query's point: it runs (and reads the copy) whatever the browser says of the network.
    networkMode: 'always',
    refetchInterval: DOOR_REFRESH_MS,
    retry: false,
  });

export function useDoorData(activityId: string) {
  return useQuery(doorQuery(activityId));
}
