import { BookingState, MyBookingList, RefundBookingInput, RefundResult } from '@sortim/contracts/bookings';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser, signedIn } from '#src/lib/guards.ts';
import { bookingCalendar, bookingState, listMyBookings, refundBooking } from './bookings.service.ts';

const Params = z.object({ id: z.string() });

/** My Bookings (and a booking's calendar file), the spec's process-refund, and the caller's booking state on an activity's page. */
export const bookingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/bookings',
    { schema: { response: { 200: MyBookingList } }, onRequest: requireUser },
    async (request) => ({ items: await listMyBookings(app.db, await signedIn(request)) }),
  );

  app.post(
    '/bookings/:id/refund',
    {
      // The body is optional: without the amount the guest was shown, the share due now is refunded.
      schema: { params: Params, body: RefundBookingInput.nullish(), response: { 200: RefundResult } },
      onRequest: requireUser,
    },
    async (request) =>
      refundBooking(app.payments, await signedIn(request), request.params.id, request.body ?? {}),
  );

  // 'Add to calendar': a download of the caller's own booking, opened by the phone's calendar.
  app.get(
    '/bookings/:id/calendar',
    { schema: { params: Params }, onRequest: requireUser },
    async (request, reply) => {
      const { filename, body } = await bookingCalendar(
        app.payments,
        await signedIn(request),
        request.params.id,
      );
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .send(body);
    },
  );

  app.get(
    '/activities/:id/booking-state',
    { schema: { params: Params, response: { 200: BookingState } } },
    async (request) => bookingState(app.db, await request.caller(), request.params.id),
  );
};
