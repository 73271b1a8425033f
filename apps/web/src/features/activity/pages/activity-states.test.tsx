import type { ActivityDetail } from '@sortim/contracts/activities';
import { type ActivityState, type ActivityStateFacts, activityState } from '@sortim/contracts/activity-state';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { AppProviders } from '#/app/providers.tsx';
import { ActivityCard } from '#/components/activity-card/activity-card.tsx';
import { sessionKeys } from '#/lib/query-keys.ts';
import { createActivityDetail } from '#/test/activity-factories.ts';
import { mockApi, renderApp, signedIn, testQueryClient } from '#/test/render.tsx';

/*
 * One truth per activity: for each state the rule gives, the card in a list and the activity's page say
 * the same thing, and only a bookable activity invites anyone to book ('Be the first!').
 */

const FACTS: ActivityStateFacts = {
  status: 'published',
  started: false,
  hostPayoutsEnabled: true,
  spotsRemaining: 8,
  bookedPrivately: false,
};

/** Each case as the server sees it (its facts), what the card's badge says, and the page's booking action. */
const CASES: {
  facts: Partial<ActivityStateFacts>;
  state: ActivityState;
  badge: string | null;
  panel: { name: string; enabled: boolean };
  /** The bar's button, no bar (null), or a bar that only says so (`says`). */
  bar: string | null | { says: string };
}[] = [
  { facts: {}, state: 'bookable', badge: null, panel: { name: 'Book Now', enabled: true }, bar: 'Book Now' },
  {
    facts: { spotsRemaining: 0 },
    state: 'sold-out',
    badge: 'Sold Out',
    panel: { name: 'Sold Out', enabled: false },
    bar: 'Join Waitlist',
  },
  {
    facts: { hostPayoutsEnabled: false },
    state: 'waitlist-only',
    badge: 'Waitlist Only',
    panel: { name: 'Join Waitlist', enabled: true },
    bar: 'Join Waitlist',
  },
  {
    facts: { started: true },
    state: 'started',
    badge: 'Already started',
    panel: { name: 'Already started', enabled: false },
    bar: null,
  },
  {
    facts: { status: 'cancelled' },
    state: 'cancelled',
    badge: 'Cancelled',
    panel: { name: 'Cancelled', enabled: false },
    bar: null,
  },
  {
    // A private group took the whole date: nothing to book, and no waitlist (the date will not free up).
    facts: { spotsRemaining: 0, bookedPrivately: true },
    state: 'booked-privately',
    badge: 'Booked privately',
    panel: { name: 'Booked privately', enabled: false },
    bar: { says: 'Booked privately' },
  },
];

function activityWith(facts: ActivityStateFacts): ActivityDetail {
  return createActivityDetail({
    status: facts.status,
    isPublished: facts.status === 'published',
    spotsRemaining: facts.spotsRemaining,
    // The server's answer: the state its rule gives for these facts.
    state: activityState(facts),
    host: { payoutsEnabled: facts.hostPayoutsEnabled },
  });
}

function renderCard(activity: ActivityDetail) {
  const queryClient = testQueryClient();
  queryClient.setQueryData(sessionKeys.me, signedIn());
  const view = render(
    <AppProviders queryClient={queryClient}>
      <MemoryRouter>
        <ActivityCard activity={activity} />
      </MemoryRouter>
    </AppProviders>,
  );
  return { card: within(screen.getByRole('article')), unmount: view.unmount };
}

function mockPage(activity: ActivityDetail) {
  mockApi(signedIn(), (url) => {
    if (url === '/api/activities/act-1') return Response.json(activity);
    if (url === '/api/activities/act-1/booking-state') {
      return Response.json({ bookingId: null, onWaitlist: false, offerExpiresAt: null });
    }
    if (url === '/api/activities/act-1/attendees') {
      return Response.json({ view: 'guest', ownPeople: 0, external: 0, totalPeople: 0, attendees: [] });
    }
    return undefined;
  });
}

const CLOSED_LABELS = /^(Sold Out|Waitlist Only|Already started|Cancelled|Booked privately)$/;

describe('an activity’s state, on its card and on its page', () => {
  it.each(CASES)('$state: the card and the page say the same', async (c) => {
    const facts = { ...FACTS, ...c.facts };
    expect(activityState(facts)).toBe(c.state);
    const activity = activityWith(facts);

    // The card: the spec's 'Join now' always, and the state's badge where it is not plainly bookable.
    const { card, unmount } = renderCard(activity);
    expect(card.getByRole('link', { name: 'Join now' })).toHaveAttribute('href', '/activity/act-1');
    if (c.badge) expect(card.getByText(c.badge)).toBeInTheDocument();
    else expect(card.queryByText(CLOSED_LABELS)).not.toBeInTheDocument();
    unmount();

    // The page: the same words in its facts, the action the rule allows, and the invitation only where
    // one can book.
    mockPage(activity);
    renderApp('/activity/act-1');
    const booking = within(
      await screen.findByRole('complementary', { name: 'Price and booking' }, { timeout: 15_000 }),
    );
    const action = await booking.findByRole('button', { name: c.panel.name });
    if (c.panel.enabled) expect(action).toBeEnabled();
    else expect(action).toBeDisabled();
    if (c.badge) expect(booking.getAllByText(c.badge).length).toBeGreaterThan(0);
    else expect(booking.getByText('8 spots available')).toBeInTheDocument();
    if (c.state !== 'bookable') {
      expect(booking.queryByRole('button', { name: 'Book Now' })).not.toBeInTheDocument();
    }
    if (c.state === 'booked-privately') {
      expect(booking.queryByRole('button', { name: 'Join Waitlist' })).not.toBeInTheDocument();
    }
    if (c.state === 'waitlist-only')
      expect(booking.getByText('Host finalizing payment setup')).toBeInTheDocument();

    const attendees = within(await screen.findByRole('region', { name: "Who's coming" }));
    const empty = await attendees.findByText(/^No one has booked yet\./);
    expect(empty).toHaveTextContent(
      c.state === 'bookable' ? 'No one has booked yet. Be the first!' : /^No one has booked yet\.$/,
    );

    // The phone's booking bar (the tests' screen is 390 px wide) offers the panel's action, or is absent.
    const bar = screen.queryByRole('region', { name: 'Book this activity' });
    if (c.bar === null) expect(bar).not.toBeInTheDocument();
    else if (typeof c.bar === 'string') {
      expect(within(bar as HTMLElement).getByRole('button', { name: c.bar })).toBeEnabled();
    } else {
      expect(within(bar as HTMLElement).getByText(c.bar.says)).toBeInTheDocument();
      expect(within(bar as HTMLElement).queryByRole('button')).not.toBeInTheDocument();
    }
  });
});
