import type { PriceCategory } from '@sortim/contracts/pricing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatDay, formatTime } from '#/lib/format.ts';
import { i18n } from '#/lib/i18n.ts';
import { createActivityDetail, firstPrice } from '#/test/activity-factories.ts';
import { daysFromNow } from '#/test/booking-factories.ts';
import {
  bodyOf,
  bookingPanel,
  checkoutAccepted,
  mockBookingApi,
  phoneBar,
  stubLocationAssign,
} from '#/test/booking-page.ts';
import { renderApp } from '#/test/render.tsx';

/*
 * The booking panel's party by price (issue 36): a stepper per price with its name, ages and price, the
 * party's limits with their reason, early-bird prices with exactly how they end, and each line's cost with
 * the total, priced by the quote the server prices the hold with.
 */

const ADULT = firstPrice(3000);
const CHILD = firstPrice(800, {
  id: '5b0e8a52-6f1c-4d7a-9c3e-000000000002',
  kind: 'child',
  minAge: 4,
  maxAge: 12,
  needsAdult: true,
});
const INFANT = firstPrice(0, {
  id: '5b0e8a52-6f1c-4d7a-9c3e-000000000003',
  kind: 'infant',
  maxAge: 3,
  takesSeat: false,
  needsAdult: true,
});

const family = (categories: PriceCategory[] = [ADULT, CHILD, INFANT], spotsRemaining = 8) =>
  createActivityDetail({ priceCents: 3000, spotsRemaining, priceCategories: categories });

const row = (area: ReturnType<typeof within>, name: string) =>
  within(area.getByRole('group', { name }).closest('li') as HTMLElement);

async function openPanel(activity = family()) {
  const fetchMock = mockBookingApi({
    activity,
    extra: (url) => (url === '/api/checkout' ? checkoutAccepted() : undefined),
  });
  renderApp('/activity/act-1');
  const area = await bookingPanel();
  await area.findByRole('group', { name: 'Participants' });
  return { area, fetchMock };
}

const total = (area: ReturnType<typeof within>) => area.getByText('Total').parentElement;

describe('the booking panel’s participants', () => {
  it('shows a row per price with its ages, its price and whether it takes a seat, the first at 1', async () => {
    const { area } = await openPanel();
    expect(area.queryByRole('combobox', { name: 'Number of people' })).not.toBeInTheDocument();

    const adult = row(area, 'Adult');
    expect(adult.getByText('€30')).toBeInTheDocument();
    expect(adult.getByRole('status')).toHaveTextContent('Adult: 1');
    const child = row(area, 'Child');
    expect(child.getByText('€8')).toBeInTheDocument();
    expect(child.getByText('4-12 years')).toBeInTheDocument();
    expect(child.getByRole('status')).toHaveTextContent('Child: 0');
    const infant = row(area, 'Infant');
    expect(infant.getByText('Free')).toBeInTheDocument();
    expect(infant.getByText('Up to 3 years · no seat')).toBeInTheDocument();

    expect(area.getByRole('button', { name: 'Remove one Child' })).toHaveAttribute('aria-disabled', 'true');
    expect(area.getByRole('list', { name: 'Price breakdown' })).toHaveTextContent('1 × Adult€30');
    expect(total(area)).toHaveTextContent('Total€30');
  });

  it('adds and removes guests, each line with its cost and the total, and checks out every line', async () => {
    const assign = stubLocationAssign();
    const { area, fetchMock } = await openPanel();
    await userEvent.click(area.getByRole('button', { name: 'Add one Adult' }));
    await userEvent.click(area.getByRole('button', { name: 'Add one Child' }));
    await userEvent.click(area.getByRole('button', { name: 'Add one Infant' }));
    await userEvent.click(area.getByRole('button', { name: 'Add one Infant' }));
    await userEvent.click(area.getByRole('button', { name: 'Remove one Infant' }));

    const lines = within(area.getByRole('list', { name: 'Price breakdown' })).getAllByRole('listitem');
    expect(lines.map((line) => line.textContent)).toEqual(['2 × Adult€60', '1 × Child€8', '1 × InfantFree']);
    expect(total(area)).toHaveTextContent('Total€68');

    await userEvent.click(area.getByRole('button', { name: 'Book Now' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://pay.example/checkout/cs_1'));
    expect(bodyOf(fetchMock, '/api/checkout')).toMatchObject({
      lines: [
        { categoryId: ADULT.id, quantity: 2 },
        { categoryId: CHILD.id, quantity: 1 },
        { categoryId: INFANT.id, quantity: 1 },
      ],
      code: null,
      private: false,
    });
  });

  it('works by keyboard, the count announced, and keeps focus on a + that has reached its limit', async () => {
    const { area } = await openPanel(family([ADULT, CHILD], 2));
    const add = area.getByRole('button', { name: 'Add one Adult' });
    add.focus();
    await userEvent.keyboard('{Enter}');
    expect(row(area, 'Adult').getByRole('status')).toHaveTextContent('Adult: 2');
    // Two spots left: the third guest cannot come, and the + says why.
    await userEvent.keyboard(' ');
    expect(row(area, 'Adult').getByRole('status')).toHaveTextContent('Adult: 2');
    expect(add).toHaveFocus();
    expect(add).toHaveAttribute('aria-disabled', 'true');
    expect(add).toHaveAccessibleDescription('Only 2 spots left');
    expect(area.getByRole('button', { name: 'Add one Child' })).toHaveAttribute('aria-disabled', 'true');

    await userEvent.tab({ shift: true });
    expect(area.getByRole('button', { name: 'Remove one Adult' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(row(area, 'Adult').getByRole('status')).toHaveTextContent('Adult: 1');
    expect(add).not.toHaveAttribute('aria-disabled');
  });

  it('holds a party to 10 seats, infants on a lap not counted', async () => {
    const { area } = await openPanel(family(undefined, 25));
    for (let i = 0; i < 9; i += 1) {
      await userEvent.click(area.getByRole('button', { name: 'Add one Adult' }));
    }
    expect(row(area, 'Adult').getByRole('status')).toHaveTextContent('Adult: 10');
    expect(area.getByRole('button', { name: 'Add one Adult' })).toHaveAccessibleDescription(
      'A booking has at most 10 seats',
    );
    expect(area.getByRole('button', { name: 'Add one Child' })).toHaveAttribute('aria-disabled', 'true');
    const infant = area.getByRole('button', { name: 'Add one Infant' });
    expect(infant).not.toHaveAttribute('aria-disabled');
    await userEvent.click(infant);
    expect(row(area, 'Infant').getByRole('status')).toHaveTextContent('Infant: 1');
    expect(total(area)).toHaveTextContent('Total€300');
  });

  it('says why a party cannot be booked, with Book Now off until it can', async () => {
    const { area } = await openPanel();
    await userEvent.click(area.getByRole('button', { name: 'Add one Child' }));
    await userEvent.click(area.getByRole('button', { name: 'Remove one Adult' }));
    expect(area.getByRole('alert')).toHaveTextContent('This price needs an adult in the same booking');
    expect(area.getByRole('button', { name: 'Book Now' })).toBeDisabled();

    await userEvent.click(area.getByRole('button', { name: 'Remove one Child' }));
    expect(area.getByRole('alert')).toHaveTextContent('Choose at least one guest who takes a seat');
    await userEvent.click(area.getByRole('button', { name: 'Add one Adult' }));
    expect(area.queryByRole('alert')).not.toBeInTheDocument();
    expect(area.getByRole('button', { name: 'Book Now' })).toBeEnabled();
  });

  it('names the prices in the page’s language, and a price the host named', async () => {
    const own = firstPrice(1500, {
      id: '5b0e8a52-6f1c-4d7a-9c3e-000000000004',
      kind: 'custom',
      names: { en: 'Student', es: 'Estudiante', ca: 'Estudiant' },
    });
    await i18n.changeLanguage('ca');
    mockBookingApi({ activity: family([ADULT, CHILD, own]) });
    renderApp('/activity/act-1');
    const area = await bookingPanel('Preu i reserva');
    expect(await area.findByRole('group', { name: 'Participants' })).toBeInTheDocument();
    expect(area.getByRole('group', { name: 'Adult' })).toBeInTheDocument();
    // A child is an "infant" in Catalan.
    expect(area.getByRole('group', { name: 'Infant' })).toBeInTheDocument();
    expect(area.getByRole('group', { name: 'Estudiant' })).toBeInTheDocument();
    expect(area.getByText('4-12 anys')).toBeInTheDocument();
    expect(area.getByRole('button', { name: 'Afegeix-ne un (Estudiant)' })).toBeInTheDocument();
  });

  it('brings the phone’s Book Now to the participants', async () => {
    const scrollIntoView = vi.spyOn(Element.prototype, 'scrollIntoView');
    mockBookingApi({ activity: family() });
    renderApp('/activity/act-1');
    await userEvent.click(await (await phoneBar()).findByRole('button', { name: 'Book Now' }));
    const participants = screen.getByRole('group', { name: 'Participants' });
    expect(participants).toHaveFocus();
    expect(scrollIntoView.mock.contexts.at(-1)).toBe(participants);
  });
});

describe('an early-bird price', () => {
  const early = (earlyBird: NonNullable<PriceCategory['earlyBird']>) =>
    family([{ ...ADULT, priceCents: 1500, earlyBird }, CHILD]);

  it('shows its price and exactly when it ends, in Barcelona time, then the price after', async () => {
    const until = daysFromNow(3);
    const { area } = await openPanel(early({ priceCents: 1200, until, seats: null, seatsLeft: null }));
    const adult = row(area, 'Adult');
    expect(adult.getByText('€12')).toBeInTheDocument();
    expect(
      adult.getByText(`€12 until ${formatDay(until, 'en')} at ${formatTime(until)}, then €15`),
    ).toBeInTheDocument();
    expect(area.getByRole('list', { name: 'Price breakdown' })).toHaveTextContent(
      '1 × Adult (early bird)€12',
    );
  });

  it("names its end on the activity's city's clock: a Lisbon activity's, an hour behind Barcelona", async () => {
    const until = '2030-07-05T17:45:00.000Z';
    const { area } = await openPanel({
      ...early({ priceCents: 1200, until, seats: null, seatsLeft: null }),
      timeZone: 'Europe/Lisbon',
    });
    expect(row(area, 'Adult').getByText('€12 until July 5th, 2030 at 18:45, then €15')).toBeInTheDocument();
  });

  it('is gone once its moment has passed', async () => {
    const { area } = await openPanel(
      early({ priceCents: 1200, until: daysFromNow(-0.1), seats: null, seatsLeft: null }),
    );
    const adult = row(area, 'Adult');
    expect(adult.getByText('€15')).toBeInTheDocument();
    expect(adult.queryByText(/until/)).not.toBeInTheDocument();
    expect(total(area)).toHaveTextContent('Total€15');
  });

  it('for the first seats: the seats left at that price, the rest of the party at the later price', async () => {
    const { area } = await openPanel(early({ priceCents: 1200, until: null, seats: 10, seatsLeft: 2 }));
    expect(
      row(area, 'Adult').getByText('€12 for the first 10 seats, then €15 · 2 seats left at this price'),
    ).toBeInTheDocument();
    await userEvent.click(area.getByRole('button', { name: 'Add one Adult' }));
    await userEvent.click(area.getByRole('button', { name: 'Add one Adult' }));
    const lines = within(area.getByRole('list', { name: 'Price breakdown' })).getAllByRole('listitem');
    expect(lines.map((line) => line.textContent)).toEqual(['2 × Adult (early bird)€24', '1 × Adult€15']);
    expect(total(area)).toHaveTextContent('Total€39');
  });

  it('with both ends, names both', async () => {
    const until = daysFromNow(2);
    const both = await openPanel(early({ priceCents: 1200, until, seats: 5, seatsLeft: 5 }));
    expect(
      row(both.area, 'Adult').getByText(
        `€12 until ${formatDay(until, 'en')} at ${formatTime(until)} or for the first 5 seats (whichever ends first), then €15 · 5 seats left at this price`,
      ),
    ).toBeInTheDocument();
  });

  it('is gone when its seats are, whatever its date', async () => {
    const { area } = await openPanel(
      early({ priceCents: 1200, until: daysFromNow(2), seats: 5, seatsLeft: 0 }),
    );
    expect(row(area, 'Adult').queryByText(/€12/)).not.toBeInTheDocument();
    expect(total(area)).toHaveTextContent('Total€15');
  });

  it('shows under the party size when the activity has one price', async () => {
    const until = daysFromNow(3);
    mockBookingApi({
      activity: createActivityDetail({
        priceCents: 1500,
        priceCategories: [
          firstPrice(1500, { earlyBird: { priceCents: 1200, until, seats: null, seatsLeft: null } }),
        ],
      }),
    });
    renderApp('/activity/act-1');
    const area = await bookingPanel();
    await userEvent.selectOptions(await area.findByRole('combobox', { name: 'Number of people' }), '2');
    expect(
      area.getByText(`€12 until ${formatDay(until, 'en')} at ${formatTime(until)}, then €15`),
    ).toBeInTheDocument();
    // One price alone reads "Person".
    expect(area.getByRole('list', { name: 'Price breakdown' })).toHaveTextContent(
      '2 × Person (early bird)€24',
    );
    expect(total(area)).toHaveTextContent('Total€24');
  });
});
