import type { EditableActivity } from '@sortim/contracts/hosting';
import { PRICING_MESSAGES, type PriceCategory } from '@sortim/contracts/pricing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createHostActivity } from '#/components/host-activity-card/host-activity-factories.ts';
import { firstPrice } from '#/test/activity-factories.ts';
import { createProfile, createSession } from '#/test/factories.ts';
import { mockApi, renderApp } from '#/test/render.tsx';
import { toastDescription } from '#/test/toasts.ts';

vi.mock('#/features/map/components/pin-picker-map.tsx', () => import('#/test/pin-picker-map-stand-in.tsx'));

/*
 * The Prices section of the editor, on the edit page: the prices a host adds (Child €8 for ages 4 to 12, an
 * Infant free and without a seat), early-bird prices, removing and hiding, private groups, and the server's
 * refusals as the host reads them.
 */

type Price = PriceCategory & { inUse: boolean };

const CHILD: Price = {
  ...firstPrice(800, { id: '5b0e8a52-6f1c-4d7a-9c3e-000000000002', kind: 'child', minAge: 4, maxAge: 12 }),
  needsAdult: true,
  inUse: false,
};

function editable(overrides: Partial<EditableActivity> = {}): EditableActivity {
  return {
    ...createHostActivity({ id: 'act-1', title: 'Paella workshop', priceCents: 1500, capacity: 12 }),
    city: 'barcelona',
    priceCategories: [{ ...firstPrice(1500), inUse: false }],
    privateOffer: null,
    ...overrides,
  };
}

function mockEditApi({
  load = editable(),
  save = (body: Record<string, unknown>): Response => Response.json({ ...load, ...body }),
}: {
  load?: EditableActivity;
  save?: (body: Record<string, unknown>) => Response;
} = {}) {
  return mockApi(createSession({ roles: ['user', 'host'], profile: createProfile() }), (url, init) => {
    if (url === '/api/host/activities/act-1' && init?.method === 'PUT') {
      return save(JSON.parse(String(init.body)) as Record<string, unknown>);
    }
    if (url === '/api/host/activities/act-1') return Response.json(load);
    return undefined;
  });
}

const saved = (fetchMock: ReturnType<typeof mockEditApi>) =>
  fetchMock.mock.calls
    .filter(([url, init]) => url === '/api/host/activities/act-1' && init?.method === 'PUT')
    .map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);

async function open() {
  const view = renderApp('/edit-activity/act-1');
  await screen.findByDisplayValue('Paella workshop');
  return view;
}

const prices = () => screen.getByRole('region', { name: 'Prices' });
const price = (name: string) => within(prices()).getByRole('group', { name });
const add = (kind: string) =>
  userEvent.click(
    within(within(prices()).getByRole('group', { name: 'Add a price' })).getByRole('button', { name: kind }),
  );
/** Types a number as a host would (fireEvent: one change, the way a paste lands). */
const typeNumber = (field: HTMLElement, value: string) => fireEvent.change(field, { target: { value } });
const save = () => userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));

describe('/edit-activity/:id, its prices', () => {
  beforeAll(() => import('#/features/activity-editor/pages/edit-activity-page.tsx'), 30_000);

  it('adds a Child at €8 for ages 4 to 12 and a free Infant without a seat, and saves them', async () => {
    const fetchMock = mockEditApi();
    await open();
    expect(within(prices()).getByLabelText('Price per person (€)')).toHaveValue(15);

    await add('Child');
    // With another price, the first is the adult's.
    expect(within(prices()).getByLabelText('Adult (€)')).toHaveValue(15);
    const child = price('Child');
    expect(within(child).getByLabelText('Price (€)')).toHaveFocus();
    typeNumber(within(child).getByLabelText('Price (€)'), '8');
    typeNumber(within(child).getByLabelText('From age'), '4');
    typeNumber(within(child).getByLabelText('To age'), '12');
    expect(within(child).getByRole('switch', { name: 'Takes a seat' })).toBeChecked();
    expect(within(child).getByRole('switch', { name: 'Needs an adult in the same booking' })).toBeChecked();

    await add('Infant');
    const infant = price('Infant');
    expect(within(infant).getByLabelText('Price (€)')).toHaveValue(0);
    expect(within(infant).getByText('Free')).toBeInTheDocument();
    expect(within(infant).getByRole('switch', { name: 'Takes a seat' })).not.toBeChecked();
    await save();

    await waitFor(() => expect(saved(fetchMock)).toHaveLength(1));
    expect(saved(fetchMock)[0]).toMatchObject({
      priceCents: 1500,
      earlyBird: null,
      privateOffer: null,
      priceCategories: [
        {
          kind: 'child',
          names: null,
          priceCents: 800,
          minAge: 4,
          maxAge: 12,
          takesSeat: true,
          needsAdult: true,
          codeOnly: false,
          hidden: false,
          earlyBird: null,
        },
        { kind: 'infant', priceCents: 0, minAge: null, maxAge: null, takesSeat: false, needsAdult: true },
      ],
    });
  });

  it('saves an early-bird price until a Barcelona time and for the first seats, and refuses one not lower', async () => {
    const fetchMock = mockEditApi();
    const user = userEvent.setup();
    await open();
    await user.click(within(prices()).getAllByRole('switch', { name: 'Early-bird price' })[0] as HTMLElement);
    typeNumber(within(prices()).getByLabelText('Early-bird price (€)'), '15');
    fireEvent.change(within(prices()).getByLabelText('Until'), { target: { value: '2027-03-01T20:00' } });
    typeNumber(within(prices()).getByLabelText('First seats'), '5');
    await save();

    expect(await screen.findByText('The early-bird price must be lower than the price')).toBeInTheDocument();
    expect(saved(fetchMock)).toEqual([]);

    typeNumber(within(prices()).getByLabelText('Early-bird price (€)'), '12');
    await save();
    await waitFor(() => expect(saved(fetchMock)).toHaveLength(1));
    expect(saved(fetchMock)[0]).toMatchObject({
      priceCents: 1500,
      // 20:00 in Barcelona in March (winter time) is 19:00 UTC.
      earlyBird: { priceCents: 1200, until: '2027-03-01T19:00:00.000Z', seats: 5 },
    });
  });

  it('asks for the end of an early-bird price and a name of one’s own, with the contract’s words', async () => {
    const fetchMock = mockEditApi();
    const user = userEvent.setup();
    await open();
    await add('Your own name');
    const own = price('Your own name');
    typeNumber(within(own).getByLabelText('Price (€)'), '10');
    await user.click(within(own).getByRole('switch', { name: 'Early-bird price' }));
    typeNumber(within(own).getByLabelText('Early-bird price (€)'), '8');
    await save();

    expect(await within(own).findByText(PRICING_MESSAGES.name)).toBeInTheDocument();
    expect(within(own).getByText(PRICING_MESSAGES.earlyEnd)).toBeInTheDocument();
    expect(saved(fetchMock)).toEqual([]);

    await user.type(within(own).getByLabelText('Name in Catalan'), 'Amics');
    expect(price('Amics')).toBe(own);
    typeNumber(within(own).getByLabelText('First seats'), '4');
    await save();
    await waitFor(() => expect(saved(fetchMock)).toHaveLength(1));
    expect(saved(fetchMock)[0]).toMatchObject({
      priceCategories: [
        {
          kind: 'custom',
          names: { en: '', es: '', ca: 'Amics' },
          priceCents: 1000,
          earlyBird: { priceCents: 800, until: null, seats: 4 },
        },
      ],
    });
  });

  it('removes a price nothing was sold at; one with bookings can only be hidden', async () => {
    const fetchMock = mockEditApi({
      load: editable({
        priceCategories: [
          { ...firstPrice(1500), inUse: true },
          { ...CHILD, inUse: true },
          {
            ...firstPrice(1200, { id: '5b0e8a52-6f1c-4d7a-9c3e-000000000003', kind: 'senior' }),
            inUse: false,
          },
        ],
      }),
    });
    const user = userEvent.setup();
    await open();

    const child = price('Child');
    expect(within(child).queryByRole('button', { name: 'Remove Child' })).not.toBeInTheDocument();
    expect(
      within(child).getByText('Guests have booked this price: you can hide it, but not remove it.'),
    ).toBeInTheDocument();
    await user.click(within(child).getByRole('button', { name: 'Hide Child' }));
    expect(within(child).getByText('Hidden')).toBeInTheDocument();
    expect(within(child).getByRole('button', { name: 'Sell again Child' })).toBeInTheDocument();

    await user.click(within(price('Senior')).getByRole('button', { name: 'Remove Senior' }));
    expect(within(prices()).queryByRole('group', { name: 'Senior' })).not.toBeInTheDocument();
    await save();

    await waitFor(() => expect(saved(fetchMock)).toHaveLength(1));
    expect(saved(fetchMock)[0]?.priceCategories).toEqual([
      expect.objectContaining({ id: CHILD.id, kind: 'child', priceCents: 800, hidden: true }),
    ]);
  });

  it('says why a price with bookings cannot be removed when the server refuses it (409)', async () => {
    mockEditApi({
      load: editable({ priceCategories: [{ ...firstPrice(1500), inUse: false }, CHILD] }),
      save: () =>
        Response.json(
          {
            error: {
              code: 'conflict',
              message: PRICING_MESSAGES.categoryInUse,
              messageKey: 'pricing.categoryInUse',
            },
          },
          { status: 409 },
        ),
    });
    const user = userEvent.setup();
    const { router } = await open();
    // Booked after the page loaded: the server finds the booking.
    await user.click(within(price('Child')).getByRole('button', { name: 'Remove Child' }));
    await save();

    expect(await toastDescription('Error')).toBe('This price has bookings: hide it instead of deleting it');
    expect(router.state.location.pathname).toBe('/edit-activity/act-1');
  });

  it('puts the server’s refusal of a price on that price’s field', async () => {
    mockEditApi({
      load: editable({ priceCategories: [{ ...firstPrice(1500), inUse: false }, CHILD] }),
      save: () =>
        Response.json(
          {
            error: {
              code: 'validation_failed',
              message: `Invalid priceCategories.0.earlyBird.priceCents: ${PRICING_MESSAGES.earlyPrice}`,
              fields: { 'priceCategories.0.earlyBird.priceCents': PRICING_MESSAGES.earlyPrice },
              fieldKeys: { 'priceCategories.0.earlyBird.priceCents': 'pricing.earlyPrice' },
            },
          },
          { status: 400 },
        ),
    });
    const user = userEvent.setup();
    await open();
    const child = price('Child');
    await user.click(within(child).getByRole('switch', { name: 'Early-bird price' }));
    typeNumber(within(child).getByLabelText('Early-bird price (€)'), '7');
    fireEvent.change(within(child).getByLabelText('Until'), { target: { value: '2027-03-01T20:00' } });
    await save();

    expect(await within(child).findByText(PRICING_MESSAGES.earlyPrice)).toBeInTheDocument();
    expect(within(child).getByLabelText('Early-bird price (€)')).toHaveAttribute('aria-invalid', 'true');
  });

  it('offers the activity to private groups: a minimum price and the largest group, at most the capacity', async () => {
    const fetchMock = mockEditApi();
    const user = userEvent.setup();
    await open();
    await user.click(
      within(prices()).getByRole('switch', { name: 'Offer this activity for private groups' }),
    );
    // The largest group starts as the whole activity.
    expect(within(prices()).getByLabelText('Largest group')).toHaveValue(12);
    typeNumber(within(prices()).getByLabelText('Minimum price (€)'), '150');
    typeNumber(within(prices()).getByLabelText('Largest group'), '20');
    await save();

    expect(
      await screen.findByText('The largest private group must be at most the capacity'),
    ).toBeInTheDocument();
    typeNumber(within(prices()).getByLabelText('Largest group'), '10');
    await save();
    await waitFor(() => expect(saved(fetchMock)).toHaveLength(1));
    expect(saved(fetchMock)[0]).toMatchObject({ privateOffer: { minimumCents: 15000, maxGroup: 10 } });
  });

  it('opens with the saved prices: the first’s early bird with its seats left, the others, the private offer', async () => {
    mockEditApi({
      load: editable({
        priceCategories: [
          {
            ...firstPrice(1500),
            earlyBird: { priceCents: 1200, until: '2027-03-01T19:00:00.000Z', seats: 10, seatsLeft: 7 },
            inUse: true,
          },
          CHILD,
        ],
        privateOffer: { minimumCents: 20000, maxGroup: 8 },
      }),
    });
    await open();
    expect(within(prices()).getByLabelText('Adult (€)')).toHaveValue(15);
    expect(within(prices()).getAllByLabelText('Early-bird price (€)')[0]).toHaveValue(12);
    expect(within(prices()).getByLabelText('Until')).toHaveValue('2027-03-01T20:00');
    expect(within(prices()).getByText('7 of 10 left on this date')).toBeInTheDocument();
    expect(within(price('Child')).getByLabelText('Price (€)')).toHaveValue(8);
    expect(within(price('Child')).getByLabelText('From age')).toHaveValue(4);
    expect(
      within(prices()).getByRole('switch', { name: 'Offer this activity for private groups' }),
    ).toBeChecked();
    expect(within(prices()).getByLabelText('Minimum price (€)')).toHaveValue(200);
  });
});
