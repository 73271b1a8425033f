import { PRICING_MESSAGES } from '@sortim/contracts/pricing';
import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createActivityDetail, firstPrice } from '#/test/activity-factories.ts';
import {
  bodyOf,
  bookingPanel,
  checkoutAccepted,
  mockBookingApi,
  phoneBar,
  stubLocationAssign,
} from '#/test/booking-page.ts';
import { renderApp } from '#/test/render.tsx';
import { toastDescription } from '#/test/toasts.ts';

/*
 * A private group on the activity page (issue 36): an activity offered privately offers its whole date,
 * where the group pays the greater of the host's minimum and its guests' prices, up to the host's largest
 * group; a date a private group took says "Booked privately", with nothing to book and no waitlist.
 */

const CHOICE = 'Book the whole date for a private group';
const OFFER = { minimumCents: 30_000, maxGroup: 15 };

/** A date nobody has booked yet (all of its 20 spots free), offered privately. */
const offered = (overrides: Parameters<typeof createActivityDetail>[0] = {}) =>
  createActivityDetail({ capacity: 20, spotsRemaining: 20, privateOffer: OFFER, ...overrides });

const total = (area: ReturnType<typeof within>) => area.getByText('Total').parentElement;

describe('booking the whole date for a private group', () => {
  it("explains the group's price, tops the total up to the minimum, and checks out privately", async () => {
    const assign = stubLocationAssign();
    const fetchMock = mockBookingApi({
      activity: offered(),
      extra: (url) => (url === '/api/checkout' ? checkoutAccepted() : undefined),
    });
    renderApp('/activity/act-1');
    const area = await bookingPanel();
    const choice = await area.findByRole('checkbox', { name: CHOICE });
    expect(choice).not.toBeChecked();
    expect(choice).toHaveAccessibleDescription(
      'Your group pays the greater of €300 and the prices of its guests, up to 15 guests.',
    );
    expect(total(area)).toHaveTextContent('Total€35');

    await userEvent.click(choice);
    expect(choice).toBeChecked();
    const lines = within(area.getByRole('list', { name: 'Price breakdown' })).getAllByRole('listitem');
    expect(lines.map((line) => line.textContent)).toEqual(['1 × Person€35', 'Private group minimum€265']);
    expect(total(area)).toHaveTextContent('Total€300');

    await userEvent.click(area.getByRole('button', { name: 'Book Now' }));
    await waitFor(() => expect(assign).toHaveBeenCalled());
    expect(bodyOf(fetchMock, '/api/checkout')).toMatchObject({ private: true });
  });

  it("lets a private group be larger than a party, up to the host's largest group", async () => {
    const adult = firstPrice(3500);
    const child = firstPrice(1500, { id: '5b0e8a52-6f1c-4d7a-9c3e-000000000002', kind: 'child' });
    mockBookingApi({ activity: offered({ priceCategories: [adult, child] }) });
    renderApp('/activity/act-1');
    const area = await bookingPanel();
    await userEvent.click(await area.findByRole('checkbox', { name: CHOICE }));
    for (let i = 0; i < 9; i += 1) await userEvent.click(area.getByRole('button', { name: 'Add one Adult' }));
    for (let i = 0; i < 5; i += 1) await userEvent.click(area.getByRole('button', { name: 'Add one Child' }));
    const addChild = area.getByRole('button', { name: 'Add one Child' });
    expect(addChild).toHaveAttribute('aria-disabled', 'true');
    expect(addChild).toHaveAccessibleDescription('A booking has at most 15 seats');
    // 10 × €35 + 5 × €15 = €425: above the minimum, so no top-up.
    expect(area.queryByText('Private group minimum')).not.toBeInTheDocument();
    expect(total(area)).toHaveTextContent('Total€425');

    // Back to an ordinary booking: 15 is more than a party may be.
    await userEvent.click(area.getByRole('checkbox', { name: CHOICE }));
    expect(area.getByRole('alert')).toHaveTextContent('A booking has at most 10 seats');
    expect(area.getByRole('button', { name: 'Book Now' })).toBeDisabled();
  });

  it('cannot take a date that already has bookings, and says so', async () => {
    mockBookingApi({ activity: offered({ spotsRemaining: 17 }) });
    renderApp('/activity/act-1');
    const area = await bookingPanel();
    const choice = await area.findByRole('checkbox', { name: CHOICE });
    expect(choice).toBeDisabled();
    expect(choice).toHaveAccessibleDescription(PRICING_MESSAGES.privateTaken);
  });

  it("shows the server's refusal when the date was booked meanwhile", async () => {
    mockBookingApi({
      activity: offered(),
      extra: (url) =>
        url === '/api/checkout'
          ? Response.json(
              {
                error: {
                  code: 'conflict',
                  message: PRICING_MESSAGES.privateTaken,
                  messageKey: 'pricing.privateTaken',
                },
              },
              { status: 409 },
            )
          : undefined,
    });
    renderApp('/activity/act-1');
    const area = await bookingPanel();
    await userEvent.click(await area.findByRole('checkbox', { name: CHOICE }));
    await userEvent.click(area.getByRole('button', { name: 'Book Now' }));
    expect(await toastDescription('Failed to create checkout session')).toBe(PRICING_MESSAGES.privateTaken);
  });

  it('is not offered for an activity the host does not offer privately', async () => {
    mockBookingApi({ activity: createActivityDetail() });
    renderApp('/activity/act-1');
    const area = await bookingPanel();
    await area.findByRole('button', { name: 'Book Now' });
    expect(area.queryByRole('checkbox', { name: CHOICE })).not.toBeInTheDocument();
  });
});

describe('a date booked privately', () => {
  it("says 'Booked privately' on the page and in the phone's bar, with nothing to book and no waitlist", async () => {
    mockBookingApi({
      activity: createActivityDetail({ spotsRemaining: 0, state: 'booked-privately', privateOffer: OFFER }),
    });
    renderApp('/activity/act-1');
    const area = await bookingPanel();
    expect(await area.findByRole('button', { name: 'Booked privately' })).toBeDisabled();
    expect(area.getByText('A private group has booked this date.')).toBeInTheDocument();
    expect(area.queryByRole('button', { name: 'Book Now' })).not.toBeInTheDocument();
    expect(area.queryByRole('button', { name: 'Join Waitlist' })).not.toBeInTheDocument();
    expect(area.queryByRole('checkbox', { name: CHOICE })).not.toBeInTheDocument();

    const bar = await phoneBar();
    expect(bar.getByText('Booked privately')).toBeInTheDocument();
    expect(bar.queryByRole('button')).not.toBeInTheDocument();
  });
});
