import type { ActivityDetail } from '@sortim/contracts/activities';
import type { BookingState } from '@sortim/contracts/bookings';
import type { Me } from '@sortim/contracts/me';
import type { ReviewViewer } from '@sortim/contracts/reviews';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createActivityDetail } from '#/test/activity-factories.ts';
import { anonymous, mockApi, renderApp, signedIn } from '#/test/render.tsx';
import { setScreenWidth } from '#/test/screen-width.ts';
import { findToast } from '#/test/toasts.ts';

const NOTHING: BookingState = { bookingId: null, onWaitlist: false, offerExpiresAt: null };

const HOUR = 3_600_000;
/** An ISO time `days` days and `hours` hours from now. */
const inDays = (days: number, hours = 0) => new Date(Date.now() + (days * 24 + hours) * HOUR).toISOString();

/** The activity's reviews (none yet), with what the caller did. */
const reviewsAnswer = (viewer: ReviewViewer) => (url: string) =>
  url === '/api/activities/act-1/reviews'
    ? Response.json({ summary: { average: null, count: 0 }, items: [], viewer })
    : undefined;

function mockPage({
  me = signedIn(),
  activity = createActivityDetail(),
  state = () => NOTHING,
  extra,
}: {
  me?: Me;
  activity?: ActivityDetail;
  state?: () => BookingState;
  extra?: (url: string, init?: RequestInit) => Response | undefined;
} = {}) {
  return mockApi(me, (url, init) => {
    if (url === '/api/activities/act-1') return Response.json(activity);
    if (url === '/api/activities/act-1/booking-state') return Response.json(state());
    return extra?.(url, init);
  });
}

/** The bar, once the (lazy) page has loaded. */
const bar = async () =>
  within(await screen.findByRole('region', { name: 'Book this activity' }, { timeout: 15_000 }));

describe('the phone booking bar', () => {
  it('keeps the price per person and Book Now in a labelled bar at the bottom, where the tab bar was', async () => {
    mockPage();
    renderApp('/activity/act-1');
    const region = await bar();
    expect(region.getByText('per person').parentElement).toHaveTextContent('€35 per person');
    expect(region.getByText('8 spots available')).toBeInTheDocument();
    expect(await region.findByRole('button', { name: 'Book Now' })).toBeEnabled();
    // The tab bar steps aside while the bar is there (mobile-nav.tsx): the bar takes the very bottom.
    expect(screen.getByRole('region', { name: 'Book this activity' })).toHaveClass('bottom-0');
  });

  it('sits at the very bottom for an anonymous visitor too', async () => {
    mockPage({ me: anonymous });
    renderApp('/activity/act-1');
    await bar();
    expect(screen.getByRole('region', { name: 'Book this activity' })).toHaveClass('bottom-0');
  });

  it("says 'Free' alone for a free activity, not 'Free per person'", async () => {
    mockPage({ activity: createActivityDetail({ priceCents: 0 }) });
    renderApp('/activity/act-1');
    const region = await bar();
    expect(region.getByText('Free')).toBeInTheDocument();
    expect(region.queryByText('per person')).not.toBeInTheDocument();
  });

  it("takes the guest to the booking panel's party size with Book Now", async () => {
    const scrollIntoView = vi.spyOn(Element.prototype, 'scrollIntoView');
    mockPage();
    renderApp('/activity/act-1');
    await userEvent.click(await (await bar()).findByRole('button', { name: 'Book Now' }));
    const partySize = screen.getByLabelText('Number of people');
    expect(partySize).toHaveFocus();
    expect(scrollIntoView.mock.contexts.at(-1)).toBe(partySize);
  });

  it("joins and leaves the waitlist of a sold-out activity at once, as the panel's toggle does", async () => {
    let onWaitlist = false;
    const fetchMock = mockPage({
      activity: createActivityDetail({ spotsRemaining: 0 }),
      state: () => ({ ...NOTHING, onWaitlist }),
      extra: (url, init) => {
        if (url !== '/api/activities/act-1/waitlist') return undefined;
        onWaitlist = init?.method === 'POST';
        return Response.json({ onWaitlist });
      },
    });
    renderApp('/activity/act-1');
    const region = await bar();
    expect(region.getByText('Sold Out')).toBeInTheDocument();
    await userEvent.click(await region.findByRole('button', { name: 'Join Waitlist' }));
    expect(await findToast('Added to waitlist')).toBeInTheDocument();
    expect(await region.findByRole('button', { name: 'Leave Waitlist' })).toBeEnabled();
    expect(
      fetchMock.mock.calls.filter(
        ([url, init]) => url === '/api/activities/act-1/waitlist' && init?.method === 'POST',
      ),
    ).toHaveLength(1);
  });

  it('offers the waitlist while the host finishes payment setup', async () => {
    mockPage({ activity: createActivityDetail({ host: { payoutsEnabled: false } }) });
    renderApp('/activity/act-1');
    const waiting = await bar();
    expect(waiting.getByText('Waitlist Only')).toBeInTheDocument();
    expect(await waiting.findByRole('button', { name: 'Join Waitlist' })).toBeEnabled();
  });

  it("offers a guest who booked their tickets until the activity ends, not a disabled '✓ Booked'", async () => {
    mockPage({
      activity: createActivityDetail({ startTime: inDays(3), endTime: inDays(3, 2) }),
      state: () => ({ ...NOTHING, bookingId: 'booking-1' }),
    });
    renderApp('/activity/act-1');
    const region = await bar();
    expect(await region.findByRole('link', { name: 'Show tickets' })).toHaveAttribute(
      'href',
      '/tickets/booking-1',
    );
    expect(region.queryByRole('button', { name: '✓ Booked' })).not.toBeInTheDocument();
  });

  it('keeps the tickets in reach while the booked activity runs', async () => {
    mockPage({
      activity: createActivityDetail({ state: 'started', startTime: inDays(0, -1), endTime: inDays(0, 1) }),
      state: () => ({ ...NOTHING, bookingId: 'booking-1' }),
    });
    renderApp('/activity/act-1');
    expect(await (await bar()).findByRole('link', { name: 'Show tickets' })).toBeInTheDocument();
  });

  it("offers 'Write a review' once a booked activity has ended, to a guest who has not written one", async () => {
    const scrollIntoView = vi.spyOn(Element.prototype, 'scrollIntoView');
    mockPage({
      activity: createActivityDetail({ state: 'started', startTime: inDays(-2), endTime: inDays(-2, 2) }),
      state: () => ({ ...NOTHING, bookingId: 'booking-1' }),
      extra: reviewsAnswer({ attended: true, ownReviewId: null, isHost: false }),
    });
    renderApp('/activity/act-1');
    const write = await (await bar()).findByRole('link', { name: 'Write a review' });
    expect(write).toHaveAttribute('href', '/activity/act-1#reviews');
    await userEvent.click(write);
    expect(scrollIntoView.mock.contexts.at(-1)).toBe(screen.getByRole('region', { name: 'Reviews' }));
    expect(screen.getByRole('heading', { name: 'Reviews' })).toHaveFocus();
  });

  it("says 'This activity has ended' once reviewed", async () => {
    mockPage({
      activity: createActivityDetail({ state: 'started', startTime: inDays(-2), endTime: inDays(-2, 2) }),
      state: () => ({ ...NOTHING, bookingId: 'booking-1' }),
      extra: reviewsAnswer({ attended: true, ownReviewId: 'rev-1', isHost: false }),
    });
    renderApp('/activity/act-1');
    const region = await bar();
    expect(await region.findByText('This activity has ended')).toBeInTheDocument();
    expect(region.queryByRole('link')).not.toBeInTheDocument();
    expect(region.queryByRole('button')).not.toBeInTheDocument();
  });

  it('is not there once the activity has started', async () => {
    mockPage({ activity: createActivityDetail({ state: 'started' }) });
    renderApp('/activity/act-1');
    expect(await screen.findByRole('button', { name: 'Already started' })).toBeDisabled();
    expect(screen.queryByRole('region', { name: 'Book this activity' })).not.toBeInTheDocument();
  });

  it('is not there on a wide screen, where the booking card stays beside the page', async () => {
    setScreenWidth(1280);
    mockPage();
    renderApp('/activity/act-1');
    const panel = await screen.findByRole('complementary', { name: 'Price and booking' }, { timeout: 5000 });
    await waitFor(() => expect(within(panel).getByRole('button', { name: 'Book Now' })).toBeEnabled());
    expect(screen.queryByRole('region', { name: 'Book this activity' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Book Now' })).toHaveLength(1);
  });
});
