import type { ActivityDetail } from '@sortim/contracts/activities';
import type { BookingState } from '@sortim/contracts/bookings';
import type { Me } from '@sortim/contracts/me';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createActivityDetail } from '#/test/activity-factories.ts';
import { anonymous, mockApi, renderApp, signedIn } from '#/test/render.tsx';
import { setScreenWidth } from '#/test/screen-width.ts';
import { findToast } from '#/test/toasts.ts';

const NOTHING: BookingState = { bookingId: null, onWaitlist: false, offerExpiresAt: null };

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
  it('keeps the price per person and Book Now in a labelled bar, above the tab bar', async () => {
    mockPage();
    renderApp('/activity/act-1');
    const region = await bar();
    expect(region.getByText('per person').parentElement).toHaveTextContent('€35 per person');
    expect(region.getByText('8 spots available')).toBeInTheDocument();
    expect(await region.findByRole('button', { name: 'Book Now' })).toBeEnabled();
    // Signed in, the tab bar (4rem) is below it on a phone.
    expect(screen.getByRole('region', { name: 'Book this activity' })).toHaveClass(
      'bottom-[calc(4rem+env(safe-area-inset-bottom))]',
    );
  });

  it('sits at the very bottom for an anonymous visitor, who has no tab bar', async () => {
    mockPage({ me: anonymous });
    renderApp('/activity/act-1');
    await bar();
    expect(screen.getByRole('region', { name: 'Book this activity' })).toHaveClass('bottom-0');
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

  it("offers the waitlist while the host finishes payment setup, and shows '✓ Booked' once booked", async () => {
    mockPage({ activity: createActivityDetail({ host: { payoutsEnabled: false } }) });
    const { unmount } = renderApp('/activity/act-1');
    const waiting = await bar();
    expect(waiting.getByText('Waitlist Only')).toBeInTheDocument();
    expect(await waiting.findByRole('button', { name: 'Join Waitlist' })).toBeEnabled();
    unmount();

    mockPage({ state: () => ({ ...NOTHING, bookingId: 'booking-1' }) });
    renderApp('/activity/act-1');
    expect(await (await bar()).findByRole('button', { name: '✓ Booked' })).toBeDisabled();
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
