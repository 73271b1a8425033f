import { MapSettings } from '@sortim/contracts/map';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#/lib/api-client.ts';

/** `GET /api/map/settings`: the style the maps draw (the server's MAP_STYLE_URL). */
export const fetchMapSettings = () => api.get('/api/map/settings', MapSettings);

/** Read once a visit: the style's address changes only with the server's configuration. */
export const mapSettingsQuery = () =>
  queryOptions({
    queryKey: ['map', 'settings'] as const,
    queryFn: fetchMapSettings,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    // Without it the map still draws, on the plain background: a second try would only delay that.
    retry: 1,
  });

export function useMapSettings() {
  return useQuery(mapSettingsQuery());
}
