import type { ActivityDetail } from '@sortim/contracts/activities';
import type { Me } from '@sortim/contracts/me';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createActivityDetail } from '#/test/activity-factories.ts';
import { createProfile, createSession } from '#/test/factories.ts';
import { anonymous, deferred, mockApi, renderApp, signedIn } from '#/test/render.tsx';

function mockActivity(activity: ActivityDetail | (() => Response)) {
  return mockApi(anonymous, (url) => {
    if (url === '/api/analytics/events') return Response.json({ ok: true });
    if (url !== '/api/activities/act-1') return undefined;
    return typeof activity === 'function' ? activity() : Response.json(activity);
  });
}

const booking = () => within(screen.getByRole('complementary', { name: 'Price and booking' }));

describe('/activity/:id', () => {
  it('shows the activity: category, title, description, date, place with map, spots, host, price', async () => {
    const fetchMock = mockActivity(createActivityDetail());
    renderApp('/activity/act-1');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sunset Paella on the Rooftop' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Taste & Cook')).toBeInTheDocument();
    expect(screen.getByText(/seafood paella together/)).toBeInTheDocument();
    expect(booking().getByText('Saturday, March 28th · 10:00–12:00')).toBeInTheDocument();
    expect(booking().getByText('Terrat del Raval')).toBeInTheDocument();
    const map = booking().getByRole('link', { name: /Open in Google Maps/ });
    expect(map).toHaveAttribute('href', 'https://www.google.com/maps/search/?api=1&query=41.3794%2C2.1683');
    expect(map).toHaveAttribute('target', '_blank');
    expect(booking().getByText('8 spots available')).toBeInTheDocument();
    // The price per person; the booking form's total says '€35' too.
    expect(booking().getByText('per person').parentElement).toHaveTextContent('€35 per person');
    expect(booking().getByRole('link', { name: 'Núria Vidal' })).toHaveAttribute('href', '/profile/host-1');
    expect(booking().getByText('Verified')).toBeInTheDocument();
    // Signed out, the way back is home: /explore needs an account (activity-way-back.test.tsx).
    expect(screen.getAllByRole('link', { name: 'Back to home' })[0]).toHaveAttribute('href', '/home');
    await waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith(
        '/api/analytics/events',
        expect.objectContaining({ body: expect.stringContaining('"activityId":"act-1"') }),
      ),
    );
  });

  it("shows 'About the Host' only when the host has a bio", async () => {
    mockActivity(createActivityDetail());
    const { unmount } = renderApp('/activity/act-1');
    const about = await screen.findByRole('region', { name: 'About the Host' });
    expect(within(about).getByText(/Chef from the Raval/)).toBeInTheDocument();
    unmount();

    mockActivity(createActivityDetail({ host: { bio: null } }));
    renderApp('/activity/act-1');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('region', { name: 'About the Host' })).not.toBeInTheDocument();
  });

  it('shows Book Now when the host takes payments and spots remain', async () => {
    mockActivity(createActivityDetail());
    renderApp('/activity/act-1');
    await screen.findByRole('heading', { level: 1 });
    expect(await booking().findByRole('button', { name: 'Book Now' })).toBeEnabled();
  });

  it('shows a disabled Sold Out when no spots remain', async () => {
    mockActivity(createActivityDetail({ spotsRemaining: 0 }));
    renderApp('/activity/act-1');
    expect(await screen.findByRole('button', { name: 'Sold Out' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Book Now' })).not.toBeInTheDocument();
  });

  it('warns that the host is finalizing payment setup when payouts are not enabled', async () => {
    mockActivity(createActivityDetail({ host: { payoutsEnabled: false } }));
    renderApp('/activity/act-1');
    expect(await screen.findByText('Host finalizing payment setup')).toBeInTheDocument();
    expect(screen.getByText("We'll notify you when booking becomes available")).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Book Now' })).not.toBeInTheDocument();
  });

  it('walks the gallery with buttons, wrapping, and by thumbnail', async () => {
    mockActivity(createActivityDetail());
    renderApp('/activity/act-1');
    const gallery = within(await screen.findByRole('region', { name: 'Photos' }));
    const main = () => gallery.getByRole('img', { name: /Sunset Paella on the Rooftop, photo/ });

    expect(main()).toHaveAccessibleName('Sunset Paella on the Rooftop, photo 1 of 3');
    expect(main()).toHaveAttribute('src', '/images/demo/taste-cook-1.webp');
    await userEvent.click(gallery.getByRole('button', { name: 'Next photo' }));
    expect(main()).toHaveAttribute('src', '/images/demo/taste-cook-2.webp');
    await userEvent.click(gallery.getByRole('button', { name: 'Previous photo' }));
    await userEvent.click(gallery.getByRole('button', { name: 'Previous photo' }));
    expect(main()).toHaveAttribute('src', '/images/demo/taste-cook-3.webp');
    await userEvent.click(gallery.getByRole('button', { name: 'Show photo 2 of 3' }));
    expect(main()).toHaveAccessibleName('Sunset Paella on the Rooftop, photo 2 of 3');
  });

  it("shows 'Activity not found' with a way back to /explore on a 404", async () => {
    mockApi(signedIn(), (url) =>
      url === '/api/activities/act-1'
        ? Response.json({ error: { message: 'Activity not found' } }, { status: 404 })
        : undefined,
    );
    renderApp('/activity/act-1');
    expect(await screen.findByRole('heading', { name: 'Activity not found' })).toBeInTheDocument();
    for (const link of screen.getAllByRole('link', { name: 'Back to Explore' })) {
      expect(link).toHaveAttribute('href', '/explore');
    }
  });

  it("shows 'Failed to load activity' with Retry on other errors", async () => {
    let fail = true;
    mockActivity(() =>
      fail
        ? Response.json({ error: { code: 'internal', message: 'Internal Server Error' } }, { status: 500 })
        : Response.json(createActivityDetail()),
    );
    renderApp('/activity/act-1');
    // Other errors get the list cache's one retry, 1 second later.
    expect(
      await screen.findByRole('heading', { name: 'Failed to load activity' }, { timeout: 4000 }),
    ).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sunset Paella on the Rooftop' }),
    ).toBeInTheDocument();
  });

  it("lands on the reviews from a link to '#reviews', such as My Bookings' 'Leave a Review'", async () => {
    mockActivity(createActivityDetail());
    const scrollIntoView = vi.spyOn(Element.prototype, 'scrollIntoView');
    renderApp('/activity/act-1#reviews');
    const reviews = await screen.findByRole('region', { name: 'Reviews' });
    await waitFor(() => expect(scrollIntoView).toHaveBeenCalledTimes(1));
    expect(scrollIntoView.mock.contexts[0]).toBe(reviews);
  });

  it('shows a skeleton while loading', async () => {
    const pending = deferred<Response>();
    mockActivity(() => pending.promise as unknown as Response);
    const { container } = renderApp('/activity/act-1');
    await screen.findByRole('main');
    expect(container.querySelector('[aria-busy="true"] [data-slot="skeleton"]')).toBeInTheDocument();
    pending.resolve(Response.json(createActivityDetail()));
  });

  describe("the host's own activity", () => {
    const host: Me = {
      ...createSession({ roles: ['user', 'verified_host'] }),
      user: { id: 'host-1', email: 'nuria@example.com', name: 'Núria Vidal' },
    };
    function mockOwn() {
      return mockApi(host, (url) => {
        if (url === '/api/activities/act-1') return Response.json(createActivityDetail());
        if (url === '/api/host/activities/act-1/guests') {
          return Response.json({
            activity: {
              id: 'act-1',
              title: 'Sunset Paella on the Rooftop',
              startTime: '',
              timeZone: 'Europe/Madrid',
              closed: false,
            },
            totals: { seatsSold: 3, checkedIn: 0, waitlist: 0 },
            items: [],
          });
        }
        return undefined;
      });
    }

    it('offers Edit, Guests (n), Door check-in and Share instead of booking and saving', async () => {
      const fetchMock = mockOwn();
      renderApp('/activity/act-1');
      const panel = within(await screen.findByRole('region', { name: 'This is your activity' }));
      expect(panel.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/edit-activity/act-1');
      expect(await panel.findByRole('link', { name: 'Guests (3)' })).toHaveAttribute(
        'href',
        '/activity-guests/act-1',
      );
      expect(panel.getByRole('link', { name: 'Door check-in' })).toHaveAttribute('href', '/check-in/act-1');
      expect(screen.getByRole('button', { name: 'Share' })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Book Now' })).not.toBeInTheDocument();
      expect(screen.queryByLabelText('Number of people')).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /^Save/ })).not.toBeInTheDocument();
      // Nothing asks for the host's own booking state: there is no booking to show.
      expect(fetchMock).not.toHaveBeenCalledWith('/api/activities/act-1/booking-state', expect.anything());
      expect(screen.queryByText('Your activity is live')).not.toBeInTheDocument();
    });

    it("says 'Your activity is live' with Share where Publish lands, once", async () => {
      mockOwn();
      const { router } = renderApp('/home');
      await screen.findByRole('main');
      act(() => void router.navigate('/activity/act-1', { state: { published: true } }));
      const live = await screen.findByRole('status', { name: '' });
      expect(live).toHaveTextContent('Your activity is live');
      expect(within(live).getByRole('button', { name: 'Share' })).toBeInTheDocument();
      await userEvent.click(within(live).getByRole('button', { name: 'Dismiss' }));
      expect(screen.queryByText('Your activity is live')).not.toBeInTheDocument();
    });
  });

  describe('the A/B test', () => {
    function mockAs(me: Me) {
      mockApi(me, (url) => {
        if (url === '/api/activities/act-1') return Response.json(createActivityDetail());
        if (url === '/api/activities/act-1/booking-state') {
          return Response.json({ bookingId: null, onWaitlist: false, offerExpiresAt: null });
        }
        return undefined;
      });
    }
    const variant = (abGroup: 'variant_a' | 'variant_b') =>
      createSession({ profile: createProfile({ abGroup }) });

    it("shows variant B the flame before the title and 'Best Price!' by the price", async () => {
      mockAs(variant('variant_b'));
      renderApp('/activity/act-1');
      const heading = await screen.findByRole('heading', { level: 1, name: 'Sunset Paella on the Rooftop' });
      expect(within(heading).getByTestId('title-flame')).toBeInTheDocument();
      expect(booking().getByText('Best Price!')).toBeInTheDocument();
      expect(booking().getByText('Best Price!').parentElement).toHaveTextContent('Best Price!€35 per person');
    });

    it.each([
      ['variant A', variant('variant_a')],
      ['an anonymous visitor', anonymous],
    ])('shows %s the standard title and price', async (_, me) => {
      mockAs(me);
      renderApp('/activity/act-1');
      const heading = await screen.findByRole('heading', { level: 1, name: 'Sunset Paella on the Rooftop' });
      expect(booking().getByText('per person').parentElement).toHaveTextContent('€35 per person');
      expect(within(heading).queryByTestId('title-flame')).not.toBeInTheDocument();
      expect(screen.queryByTestId('title-flame')).not.toBeInTheDocument();
      expect(screen.queryByText('Best Price!')).not.toBeInTheDocument();
    });
  });
});
