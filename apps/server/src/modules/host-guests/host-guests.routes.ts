import { CancelGuestBookingResult, HostGuestList } from '@sortim/contracts/host-guests';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireHost, signedIn } from '#src/lib/guards.ts';
import { cancelGuestBooking, listGuests } from './host-guests.service.ts';
import { guestsCsv } from './host-guests-csv.ts';

const IdParams = z.object({ id: z.string() });

/** A host's Guests page of an activity: its roster, the roster as CSV, and cancelling a booking (refunded in full). */
export const hostGuestRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/host/activities/:id/guests',
    { schema: { params: IdParams, response: { 200: HostGuestList } }, onRequest: requireHost },
    async (request) => listGuests(app.db, await signedIn(request), request.params.id),
  );

  // A download: the browser saves it under the activity's name; personal, so never stored by a cache.
  app.get(
    '/host/activities/:id/guests.csv',
    { schema: { params: IdParams }, onRequest: requireHost },
    async (request, reply) => {
      const { filename, csv } = await guestsCsv(app.db, await signedIn(request), request.params.id);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );

  app.post(
    '/host/bookings/:id/cancel',
    { schema: { params: IdParams, response: { 200: CancelGuestBookingResult } }, onRequest: requireHost },
    async (request) => cancelGuestBooking(app.payments, await signedIn(request), request.params.id),
  );
};
