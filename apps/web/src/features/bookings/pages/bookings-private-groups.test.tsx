import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockBookings } from '#/features/bookings/pages/bookings-test-setup.ts';
import { createMyBooking } from '#/test/booking-factories.ts';
import { acceptedPrivateRequest } from '#/test/private-request-factories.ts';
import { renderApp } from '#/test/render.tsx';

/*
 * My Bookings and private groups: a paid private booking offers its organizer the group's link to share
 * (copied with a button), and the guest's requests for private dates are listed with where they stand.
 */

const TOKEN = 'AbCdEfGhIjKlMnOpQrStUvWx';

const request = acceptedPrivateRequest({ activity: { id: 'act-9' } });

describe('/bookings and private groups', () => {
  beforeAll(() => import('#/features/bookings/pages/bookings-page.tsx'));

  it('offers the group link on a private booking, and copies it', async () => {
    mockBookings([
      createMyBooking({ groupToken: TOKEN }),
      createMyBooking({ id: 'b-plain', activity: { id: 'act-2', title: 'Montjuïc Sunrise Hike' } }),
    ]);
    const user = userEvent.setup();
    renderApp('/bookings');

    const card = await screen.findByRole('article', { name: 'Sunset Paella on the Rooftop' });
    const share = within(card).getByRole('region', { name: 'Share with your group' });
    const link = within(share).getByLabelText('Group link');
    expect(link).toHaveValue(`${window.location.origin}/group/${TOKEN}`);
    await user.click(within(share).getByRole('button', { name: 'Copy link' }));

    expect(await screen.findByText('Link copied')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}/group/${TOKEN}`);
    const plain = screen.getByRole('article', { name: 'Montjuïc Sunrise Hike' });
    expect(within(plain).queryByRole('region', { name: 'Share with your group' })).not.toBeInTheDocument();
  });

  it('lists the guest’s requests for private dates, each linking to its page', async () => {
    mockBookings([createMyBooking()], (url) =>
      url === '/api/private-requests' ? Response.json({ items: [request] }) : undefined,
    );
    renderApp('/bookings');

    const list = await screen.findByRole('region', { name: 'Your private date requests' });
    expect(within(list).getByText('Paella workshop')).toBeInTheDocument();
    expect(within(list).getByText(/^Saturday, May 10th, 2031 · 18:30–20:30 · 6 people$/)).toBeInTheDocument();
    expect(within(list).getByText('Accepted: ready to pay')).toBeInTheDocument();
    expect(within(list).getByRole('link', { name: 'See request: Paella workshop' })).toHaveAttribute(
      'href',
      '/private-requests/req-1',
    );
  });

  it('shows no requests section to a guest who never asked', async () => {
    mockBookings([createMyBooking()], (url) =>
      url === '/api/private-requests' ? Response.json({ items: [] }) : undefined,
    );
    renderApp('/bookings');

    await screen.findByRole('article', { name: 'Sunset Paella on the Rooftop' });
    expect(screen.queryByRole('region', { name: 'Your private date requests' })).not.toBeInTheDocument();
  });
});
