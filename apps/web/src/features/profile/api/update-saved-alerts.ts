import { Profile } from '@sortim/contracts/me';
import type { SavedAlertsUpdate } from '@sortim/contracts/profile';
import { api } from '#/lib/api-client.ts';

/** `PUT /api/me/saved-alerts`: the profile's switch of the saved-activity e-mail. */
export const updateSavedAlerts = (input: SavedAlertsUpdate) =>
  api.put('/api/me/saved-alerts', Profile, input);
