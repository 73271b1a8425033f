import { Profile } from '@sortim/contracts/me';
import type { RemindersUpdate } from '@sortim/contracts/profile';
import { api } from '#/lib/api-client.ts';

/** `PUT /api/me/reminders`: the profile's switch of reminder e-mails before booked activities. */
export const updateReminders = (input: RemindersUpdate) => api.put('/api/me/reminders', Profile, input);
