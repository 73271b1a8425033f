import { randomUUID } from 'node:crypto';
import { AuthProviders } from '@sortim/contracts/auth';
import { Ok } from '@sortim/contracts/common';
import { Me, Profile } from '@sortim/contracts/me';
import {
  LocaleUpdate,
  ProfileStats,
  ProfileUpdate,
  RemindersUpdate,
  SavedAlertsUpdate,
} from '@sortim/contracts/profile';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { OAuthProviderConfig } from '#src/config.ts';
import { requireUser, signedIn } from '#src/lib/guards.ts';
import { AVATAR_SIZE, reencodeImage } from '#src/lib/images.ts';
import type { Storage } from '#src/lib/storage/storage.ts';
import { readUploadedFile } from '#src/lib/uploads.ts';
import {
  getMe,
  profileStats,
  setAvatar,
  setLocale,
  setReminders,
  setSavedAlerts,
  updateProfile,
} from './profiles.service.ts';

type MeRoutesOptions = { storage: Storage; oauth: OAuthProviderConfig[] };

/** The caller's own account: who they are, their profile, avatar and counts. */
export const meRoutes: FastifyPluginAsyncZod<MeRoutesOptions> = async (app, opts) => {
  app.get('/me', { schema: { response: { 200: Me } } }, async (request) =>
    getMe(app.db, await request.caller()),
  );

  app.get('/auth-providers', { schema: { response: { 200: AuthProviders } } }, async () => ({
    google: opts.oauth.some((p) => p.id === 'google'),
    apple: opts.oauth.some((p) => p.id === 'apple'),
  }));

  app.patch(
    '/me/profile',
    { schema: { body: ProfileUpdate, response: { 200: Profile } }, onRequest: requireUser },
    async (request) => updateProfile(app.db, await signedIn(request), request.body),
  );

  app.put(
    '/me/locale',
    { schema: { body: LocaleUpdate, response: { 200: Ok } }, onRequest: requireUser },
    async (request) => setLocale(app.db, await signedIn(request), request.body.locale),
  );

  app.put(
    '/me/reminders',
    { schema: { body: RemindersUpdate, response: { 200: Profile } }, onRequest: requireUser },
    async (request) => setReminders(app.db, await signedIn(request), request.body.remindersEnabled),
  );

  app.put(
    '/me/saved-alerts',
    { schema: { body: SavedAlertsUpdate, response: { 200: Profile } }, onRequest: requireUser },
    async (request) => setSavedAlerts(app.db, await signedIn(request), request.body.savedAlertsEnabled),
  );

  app.get(
    '/me/stats',
    { schema: { response: { 200: ProfileStats } }, onRequest: requireUser },
    async (request) => profileStats(app.db, await signedIn(request)),
  );

  app.post(
    '/me/avatar',
    { schema: { response: { 200: Profile } }, onRequest: requireUser },
    async (request) => {
      const caller = await signedIn(request);
      const bytes = await readUploadedFile(request);
      const webp = await reencodeImage(bytes, AVATAR_SIZE);
      const url = await opts.storage.put(`avatars/${caller.id}-${randomUUID()}.webp`, webp, 'image/webp');
      const { profile, previous } = await setAvatar(app.db, caller, url);
      // The new avatar is saved; a leftover old file is not worth failing the request for.
      if (previous) {
        await opts.storage.remove(previous).catch((err: unknown) => {
          request.log.warn({ err, previous }, 'could not remove the previous avatar');
        });
      }
      return profile;
    },
  );
};
