import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockBookings, pastDinner, upcomingTrip } from '#/features/bookings/pages/bookings-test-setup.ts';
import { i18n } from '#/lib/i18n.ts';
import { createMyBooking, daysFromNow } from '#/test/booking-factories.ts';
import { renderApp } from '#/test/render.tsx';

describe('/bookings', () => {
  // The page is a lazy route: load it up front, so no test waits for the import on a busy machine.
  beforeAll(() => import('#/features/bookings/pages/bookings-page.tsx'));

  it('shows what each booking is: link, Barcelona time, place, people, amount and status', async () => {
    mockBookings([
      createMyBooking({
        activity: { startTime: '2027-03-27T09:00:00.000Z', endTime: '2027-03-27T11:00:00.000Z' },
      }),
    ]);
    renderApp('/bookings');
    const card = await screen.findByRole('article', { name: 'Sunset Paella on the Rooftop' });
    expect(within(card).getByRole('link', { name: 'Sunset Paella on the Rooftop' })).toHaveAttribute(
      'href',
      '/activity/act-1',
    );
    expect(within(card).getByText(/^Saturday, March 27th(, 2027)? · 10:00–12:00$/)).toBeInTheDocument();
    expect(
      within(card).getByText('Terrat del Raval, Carrer de la Riera Baixa 14, Barcelona'),
    ).toBeInTheDocument();
    expect(within(card).getByText('2 people · €70 paid')).toBeInTheDocument();
    expect(within(card).getByText('Confirmed')).toBeInTheDocument();
  });

  it('shows "Changed by the host" with what the guest had booked, and the refund still open', async () => {
    mockBookings([
      createMyBooking({
        hostChange: {
          changedAt: daysFromNow(-0.5),
          before: {
            startTime: '2027-03-27T09:00:00.000Z',
            endTime: '2027-03-27T11:00:00.000Z',
            locationName: 'Terrat del Raval',
            address: 'Carrer de la Riera Baixa 14, Barcelona',
          },
        },
        activity: {
          startTime: '2027-03-28T16:00:00.000Z',
          endTime: '2027-03-28T18:00:00.000Z',
          locationName: 'Terrat del Born',
          address: 'Carrer del Rec 20, Barcelona',
        },
      }),
      createMyBooking({ id: 'b-same', activity: { id: 'act-same', title: 'Montjuïc Sunrise Hike' } }),
    ]);
    renderApp('/bookings');
    const card = await screen.findByRole('article', { name: 'Sunset Paella on the Rooftop' });
    expect(within(card).getByText('Changed by the host')).toBeInTheDocument();
    expect(within(card).getByText(/^Sunday, March 28th(, 2027)? · 18:00–20:00$/)).toBeInTheDocument();
    expect(within(card).getByText(/^Was Saturday, March 27th(, 2027)? · 10:00–12:00$/)).toBeInTheDocument();
    expect(
      within(card).getByText('Was at Terrat del Raval, Carrer de la Riera Baixa 14, Barcelona'),
    ).toBeInTheDocument();
    expect(
      within(card).getByText('You can still cancel with a full refund until it starts.'),
    ).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Request Refund' })).toBeInTheDocument();
    const unchanged = screen.getByRole('article', { name: 'Montjuïc Sunrise Hike' });
    expect(within(unchanged).queryByText('Changed by the host')).not.toBeInTheDocument();
  });

  it("shows the activity's card picture: its thumbnail, else its cover", async () => {
    mockBookings([
      createMyBooking({
        activity: { title: 'Thumbnail only', coverImageUrl: null, thumbnailUrl: '/uploads/thumb.webp' },
      }),
      createMyBooking({
        id: 'b-both',
        activity: { id: 'act-both', title: 'Both', thumbnailUrl: '/uploads/both-thumb.webp' },
      }),
    ]);
    renderApp('/bookings');
    const only = await screen.findByRole('article', { name: 'Thumbnail only' });
    expect(only.querySelector('img')).toHaveAttribute('src', '/uploads/thumb.webp');
    const both = screen.getByRole('article', { name: 'Both' });
    expect(both.querySelector('img')).toHaveAttribute('src', '/uploads/both-thumb.webp');
  });

  it('shows the fallback image when a cover fails to load', async () => {
    mockBookings([upcomingTrip]);
    const { container } = renderApp('/bookings');
    await screen.findByRole('article');
    const cover = container.querySelector('article img');
    expect(cover).toHaveAttribute('src', '/images/demo/taste-cook-1.webp');
    fireEvent.error(cover as Element);
    expect(cover).toHaveAttribute('src', '/images/fallback-activity.webp');
  });

  it("keeps 'Show tickets' on a booking under way, the door may still ask for them", async () => {
    mockBookings([
      createMyBooking({
        canRefund: false,
        refundNow: null,
        activity: { startTime: daysFromNow(-1 / 24), endTime: daysFromNow(1 / 24) },
      }),
    ]);
    renderApp('/bookings');
    await userEvent.click(await screen.findByRole('tab', { name: 'Past (1)' }));
    const card = screen.getByRole('article', { name: 'Sunset Paella on the Rooftop' });
    expect(within(card).getByText('Past')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Show tickets' })).toHaveAttribute(
      'href',
      '/tickets/booking-1',
    );
  });

  it('shows what went back so far and the rest on its way after the host cancelled', async () => {
    mockBookings([
      createMyBooking({
        id: 'b-half',
        status: 'refunded',
        amountCents: 5000,
        canRefund: false,
        refundedCents: 2500,
        refundedAt: daysFromNow(-1),
        refundOnItsWayCents: 2500,
        activity: { id: 'act-half', title: 'Refunded Half Tapas' },
      }),
      createMyBooking({
        id: 'b-late',
        status: 'cancelled',
        amountCents: 5000,
        canRefund: false,
        refundedCents: 0,
        refundedAt: daysFromNow(-1),
        refundOnItsWayCents: 5000,
        activity: { id: 'act-late', title: 'Cancelled Late Kayak' },
      }),
    ]);
    renderApp('/bookings');
    await userEvent.click(await screen.findByRole('tab', { name: 'Cancelled (2)' }));
    const half = screen.getByRole('article', { name: 'Refunded Half Tapas' });
    expect(within(half).getByText('2 people · €50 paid · €25 refunded')).toBeInTheDocument();
    expect(within(half).getByText('Refund of €25 on its way')).toBeInTheDocument();
    expect(within(half).getByText('Refund on its way')).toBeInTheDocument();
    // Nothing went back yet, but all of it is on its way: not 'nothing refunded'.
    const late = screen.getByRole('article', { name: 'Cancelled Late Kayak' });
    expect(within(late).getByText('2 people · €50 paid')).toBeInTheDocument();
    expect(within(late).getByText('Refund of €50 on its way')).toBeInTheDocument();
    expect(late).not.toHaveTextContent('nothing refunded');
  });

  it("says a refund is on its way in the guest's language, with its euros as they write them", async () => {
    await i18n.changeLanguage('es');
    mockBookings([
      createMyBooking({ amountCents: 1250, canRefund: false, refundNow: null, refundOnItsWayCents: 1250 }),
    ]);
    renderApp('/bookings');
    await userEvent.click(await screen.findByRole('tab', { name: 'Canceladas (1)' }));
    const card = screen.getByRole('article', { name: 'Sunset Paella on the Rooftop' });
    expect(within(card).getByText('Reembolso en camino')).toBeInTheDocument();
    expect(within(card).getByText('Reembolso de 12,50 € en camino')).toBeInTheDocument();
    expect(
      within(card).getByText(
        'El proveedor de pagos aún no lo ha confirmado. Seguimos insistiendo hasta que vuelva a la tarjeta con la que pagaste.',
      ),
    ).toBeInTheDocument();
  });

  it("says a past booking is past, not 'Confirmed'", async () => {
    mockBookings([pastDinner]);
    renderApp('/bookings');
    await userEvent.click(await screen.findByRole('tab', { name: 'Past (1)' }));
    const card = screen.getByRole('article', { name: 'Vermut and Tapas in Gràcia' });
    expect(within(card).getByText('Past')).toBeInTheDocument();
    expect(within(card).queryByText('Confirmed')).not.toBeInTheDocument();
  });

  it("says 'You attended' on a past booking with a seat checked in at the door", async () => {
    const attended = createMyBooking({
      ...pastDinner,
      tickets: [
        {
          seat: 1,
          code: 'ZR2FZ1TJFQ8KD4W0XBM7AAAAAA',
          state: 'valid',
          checkedInAt: daysFromNow(-3),
          category: null,
          guestName: null,
        },
        {
          seat: 2,
          code: 'ZR2FZ1TJFQ8KD4W0XBM7BBBBBB',
          state: 'valid',
          checkedInAt: null,
          category: null,
          guestName: null,
        },
      ],
    });
    mockBookings([attended]);
    renderApp('/bookings');
    await userEvent.click(await screen.findByRole('tab', { name: 'Past (1)' }));
    const card = screen.getByRole('article', { name: 'Vermut and Tapas in Gràcia' });
    expect(within(card).getByText('You attended')).toBeInTheDocument();
    expect(within(card).queryByText('Past')).not.toBeInTheDocument();
  });

  it("offers a free booking 'Cancel booking', never 'Request Refund', and a cancelled free one reads 'Cancelled'", async () => {
    mockBookings([
      createMyBooking({ id: 'b-free', amountCents: 0, activity: { title: 'Free Walk' } }),
      createMyBooking({
        id: 'b-gone',
        amountCents: 0,
        status: 'refunded',
        canRefund: false,
        activity: { title: 'Free Swim' },
      }),
    ]);
    renderApp('/bookings');
    const free = await screen.findByRole('article', { name: 'Free Walk' });
    expect(within(free).getByRole('button', { name: 'Cancel booking' })).toBeInTheDocument();
    expect(within(free).queryByRole('button', { name: 'Request Refund' })).not.toBeInTheDocument();
    expect(free).not.toHaveTextContent(/€|paid|refund/i);

    await userEvent.click(screen.getByRole('tab', { name: 'Cancelled (1)' }));
    const gone = screen.getByRole('article', { name: 'Free Swim' });
    expect(within(gone).getByText('Cancelled')).toBeInTheDocument();
    expect(gone).not.toHaveTextContent(/refund|€|paid/i);
  });

  it("offers 'Request Refund' and 'Leave a Review' by the booking's flags", async () => {
    mockBookings([upcomingTrip, pastDinner]);
    renderApp('/bookings');
    const upcoming = await screen.findByRole('article', { name: 'Montjuïc Sunrise Hike' });
    expect(within(upcoming).getByRole('button', { name: 'Request Refund' })).toBeInTheDocument();
    expect(within(upcoming).queryByRole('link', { name: 'Leave a Review' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: 'Past (1)' }));
    const past = screen.getByRole('article', { name: 'Vermut and Tapas in Gràcia' });
    expect(within(past).getByRole('link', { name: 'Leave a Review' })).toHaveAttribute(
      'href',
      '/activity/act-past#reviews',
    );
    expect(within(past).queryByRole('button', { name: 'Request Refund' })).not.toBeInTheDocument();
  });

  it("says 'Reviewed' instead of offering 'Leave a Review' for an activity the guest reviewed", async () => {
    mockBookings([
      createMyBooking({ ...pastDinner, reviewed: true }),
      createMyBooking({
        id: 'b-other',
        canRefund: false,
        canReview: true,
        activity: { id: 'act-other', title: 'Kayak at Dawn', startTime: daysFromNow(-5) },
      }),
    ]);
    renderApp('/bookings');
    await userEvent.click(await screen.findByRole('tab', { name: 'Past (2)' }));
    const reviewed = screen.getByRole('article', { name: 'Vermut and Tapas in Gràcia' });
    expect(within(reviewed).queryByRole('link', { name: 'Leave a Review' })).not.toBeInTheDocument();
    expect(within(reviewed).getByText('Reviewed')).toBeInTheDocument();
    const notYet = screen.getByRole('article', { name: 'Kayak at Dawn' });
    expect(within(notYet).getByRole('link', { name: 'Leave a Review' })).toBeInTheDocument();
    expect(within(notYet).queryByText('Reviewed')).not.toBeInTheDocument();
  });

  it("sets the way out apart from 'Show tickets': below a rule, in a row of its own", async () => {
    mockBookings([upcomingTrip]);
    renderApp('/bookings');
    const card = await screen.findByRole('article', { name: 'Montjuïc Sunrise Hike' });
    const tickets = within(card).getByRole('link', { name: 'Show tickets' });
    const refund = within(card).getByRole('button', { name: 'Request Refund' });
    // Not siblings in one row of buttons: the refund has a row of its own, ruled off from the tickets.
    expect(refund.parentElement).not.toBe(tickets.parentElement);
    expect(refund.parentElement).toHaveClass('border-t');
    expect(refund.parentElement?.contains(tickets)).toBe(false);
  });
});
