import { CancelGuestBookingResult, HostGuestList } from '@sortim/contracts/host-guests';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireHost, signedIn } from '#src/lib/guards.ts';
import { cancelGuestBooking, listGuests } from './host-guests.service.ts';

const IdParams = z.object({ id: z.string() });

/** A host's Guests page of an activity: its bookings, and cancelling one (refunded in full). */
export const hostGuestRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/host/activities/:id/guests',
    { schema: { params: IdParams, response: { 200: HostGuestList } }, onRequest: requireHost },
    async (request) => listGuests(app.db, await signedIn(request), request.params.id),
  );

  app.post(
    '/host/bookings/:id/cancel',
    { schema: { params: IdParams, response: { 200: CancelGuestBookingResult } }, onRequest: requireHost },
    async (request) => cancelGuestBooking(app.payments, await signedIn(request), request.params.id),
  );
};
