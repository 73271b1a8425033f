import type { EditableActivity } from '@sortim/contracts/hosting';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { firstPrice } from '#/test/activity-factories.ts';
import { ONE_CITY, TWO_CITIES } from '#/test/city-factories.ts';
import { createProfile, createSession } from '#/test/factories.ts';
import { mockApi, renderApp } from '#/test/render.tsx';
import { findToast, toastDescription } from '#/test/toasts.ts';

vi.mock('#/features/map/components/pin-picker-map.tsx', () => import('#/test/pin-picker-map-stand-in.tsx'));

function hostActivity(overrides: Partial<EditableActivity> = {}): EditableActivity {
  return {
    id: 'act-1',
    title: 'Paella workshop',
    category: 'Taste & Cook',
    subtype: 'Cook Together',
    priceCents: 2550,
    severalPrices: false,
    startTime: '2027-03-29T17:00:00.000Z',
    endTime: '2027-03-29T19:30:00.000Z',
    timeZone: 'Europe/Madrid',
    city: 'barcelona',
    spotsRemaining: 8,
    capacity: 12,
    location: null,
    locationName: 'Mercat de Sant Antoni',
    address: 'Carrer del Comte d’Urgell 1, Barcelona',
    latitude: null,
    longitude: null,
    coverImageUrl: null,
    thumbnailUrl: '/uploads/paella.webp',
    activityLanguages: ['English', 'Catalan'],
    level: 'Beginner',
    tags: ['social'],
    featured: false,
    description: 'We cook a seafood paella together and eat it on the terrace.',
    additionalImages: [],
    thirdPartyAttendees: 1,
    isPublished: true,
    status: 'published',
    hostId: 'user-1',
    hostName: 'Marta Puig',
    takenSpots: 3,
    savedCount: 0,
    paidBookings: 2,
    paidAmountCents: 7650,
    attended: 0,
    cancellationPolicy: 'flexible',
    priceCategories: [{ ...firstPrice(2550), inUse: true }],
    privateOffer: null,
    ...overrides,
  };
}

function mockEditApi({
  load = (): Response => Response.json(hostActivity()),
  save = (body: Record<string, unknown>): Response => Response.json({ ...hostActivity(), ...body }),
  cities = ONE_CITY,
} = {}) {
  return mockApi(createSession({ roles: ['user', 'host'], profile: createProfile() }), (url, init) => {
    if (url === '/api/cities') return Response.json(cities);
    if (url === '/api/host/activities/act-1' && init?.method === 'PUT') {
      return save(JSON.parse(String(init.body)) as Record<string, unknown>);
    }
    if (url === '/api/host/activities/act-1') return load();
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

const number = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

describe('/edit-activity/:id', () => {
  // The page is a lazy route: load it up front, so the first test does not wait for the import on a busy machine.
  beforeAll(() => import('#/features/activity-editor/pages/edit-activity-page.tsx'), 30_000);

  it("sends a host who does not own it back to My Activities: 'Access Denied'", async () => {
    mockEditApi({
      load: () =>
        Response.json(
          { error: { code: 'forbidden', message: 'You can only edit your own activities' } },
          { status: 403 },
        ),
    });
    const { router } = renderApp('/edit-activity/act-1');
    expect(await toastDescription('Access Denied')).toBe('You can only edit your own activities');
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-activities'));
  });

  it("sends the host back to My Activities when it cannot load: 'Failed to load activity'", async () => {
    mockEditApi({
      load: () =>
        Response.json({ error: { code: 'not_found', message: 'Activity not found' } }, { status: 404 }),
    });
    const { router } = renderApp('/edit-activity/act-1');
    expect(await findToast('Failed to load activity')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-activities'));
  });

  it('opens with the activity: Barcelona wall times, euros, languages, spots and what is booked', async () => {
    mockEditApi();
    await open();
    expect(screen.getByLabelText('Category')).toHaveValue('Taste & Cook');
    expect(screen.getByLabelText('Subtype')).toHaveValue('Cook Together');
    expect(screen.getByLabelText('Start time')).toHaveValue('2027-03-29T19:00');
    expect(screen.getByLabelText('End time')).toHaveValue('2027-03-29T21:30');
    expect(number('Price per person (€)')).toHaveValue(25.5);
    expect(number('Capacity')).toHaveValue(12);
    expect(number('Spots left')).toHaveValue(8);
    expect(number('Third party attendees')).toHaveValue(1);
    expect(screen.getByText('3 booked or held')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Published' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Remove Catalan' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Preview of Thumbnail image *' })).toBeInTheDocument();
  });

  it('keeps spots left in step with the ledger: capacity - booked or held - third party', async () => {
    mockEditApi();
    const user = userEvent.setup();
    await open();

    await user.clear(number('Capacity'));
    await user.type(number('Capacity'), '15');
    expect(number('Spots left')).toHaveValue(11);

    await user.clear(number('Third party attendees'));
    await user.type(number('Third party attendees'), '4');
    expect(number('Spots left')).toHaveValue(8);

    await user.clear(number('Spots left'));
    await user.type(number('Spots left'), '2');
    expect(number('Capacity')).toHaveValue(9);
  });

  it('refuses a capacity below the booked, held and third party spots, and more third party than capacity', async () => {
    const fetchMock = mockEditApi();
    const user = userEvent.setup();
    await open();
    await user.clear(number('Capacity'));
    await user.type(number('Capacity'), '3');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await toastDescription('Please fix the errors')).toBe(
      'Some required fields are missing or invalid',
    );
    expect(
      screen.getByText('Capacity cannot be below 4: the spots booked or held plus third party attendees'),
    ).toBeInTheDocument();
    expect(screen.getByText('Spots left must be 0 or more')).toBeInTheDocument();

    fireEvent.change(number('Third party attendees'), { target: { value: '20' } });
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(
      await screen.findByText('Third party attendees must be between 0 and the capacity'),
    ).toBeInTheDocument();
    expect(saved(fetchMock)).toEqual([]);
  });

  it('saves the changes, then goes to My Activities', async () => {
    const fetchMock = mockEditApi();
    const user = userEvent.setup();
    const { router } = await open();
    await user.clear(screen.getByLabelText('Title'));
    await user.type(screen.getByLabelText('Title'), 'Seafood paella workshop');
    await user.clear(number('Price per person (€)'));
    await user.type(number('Price per person (€)'), '27.3');
    await user.clear(number('Capacity'));
    await user.type(number('Capacity'), '14');
    await user.click(screen.getByRole('switch', { name: 'Published' }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await findToast('Activity updated! Your changes have been saved.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-activities'));
    expect(saved(fetchMock)).toEqual([
      expect.objectContaining({
        title: 'Seafood paella workshop',
        priceCents: 2730,
        capacity: 14,
        spotsRemaining: 10,
        thirdPartyAttendees: 1,
        isPublished: false,
        startTime: '2027-03-29T17:00:00.000Z',
        endTime: '2027-03-29T19:30:00.000Z',
        activityLanguages: ['English', 'Catalan'],
        thumbnailUrl: '/uploads/paella.webp',
      }),
    ]);
  });

  it("keeps a Lisbon activity on Lisbon's clock: its times shown and saved there, and no city to change", async () => {
    const lisbon = hostActivity({ city: 'lisbon', timeZone: 'Europe/Lisbon', paidBookings: 0 });
    const fetchMock = mockEditApi({ load: () => Response.json(lisbon), cities: TWO_CITIES });
    const user = userEvent.setup();
    await open();
    // 17:00 UTC on 29 March 2027 is 18:00 in Lisbon (19:00 in Barcelona).
    expect(screen.getByLabelText('Start time')).toHaveValue('2027-03-29T18:00');
    expect(screen.getByLabelText('End time')).toHaveValue('2027-03-29T20:30');
    await waitFor(() =>
      expect(screen.getByLabelText('Start time')).toHaveAccessibleDescription('Lisbon time'),
    );
    expect(screen.queryByLabelText('City')).not.toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('Start time'), { target: { value: '2027-03-29T19:00' } });
    fireEvent.change(screen.getByLabelText('End time'), { target: { value: '2027-03-29T21:00' } });
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(saved(fetchMock)).toHaveLength(1));
    expect(saved(fetchMock)[0]).toMatchObject({
      startTime: '2027-03-29T18:00:00.000Z',
      endTime: '2027-03-29T20:00:00.000Z',
    });
    expect(saved(fetchMock)[0]).not.toHaveProperty('city');
  });

  it('opens with the pin where the host left it, moves it on the map and saves the new point', async () => {
    const fetchMock = mockEditApi({
      load: () => Response.json(hostActivity({ latitude: 41.378_5, longitude: 2.162_1 })),
    });
    const user = userEvent.setup();
    await open();
    const pin = screen.getByRole('group', { name: 'Meeting point on the map' });
    expect(await within(pin).findByText('Map pin at 41.3785, 2.1621')).toBeInTheDocument();
    expect(within(pin).getByText('Pin at 41.3785, 2.1621')).toBeInTheDocument();

    await user.click(within(pin).getByRole('button', { name: 'Tap the map' }));
    expect(within(pin).getByText('Pin at 41.403629, 2.174356')).toBeInTheDocument();
    await user.click(within(pin).getByRole('button', { name: 'Enter coordinates' }));
    expect(screen.getByLabelText('Latitude')).toHaveValue('41.403629');
    expect(screen.getByLabelText('Longitude')).toHaveValue('2.174356');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(saved(fetchMock)).toHaveLength(1));
    expect(saved(fetchMock)[0]).toMatchObject({ latitude: 41.403_629, longitude: 2.174_356 });
  });

  it("'Remove the pin' takes it off the map and saves no point", async () => {
    const fetchMock = mockEditApi({
      load: () => Response.json(hostActivity({ latitude: 41.378_5, longitude: 2.162_1 })),
    });
    const user = userEvent.setup();
    await open();
    const pin = screen.getByRole('group', { name: 'Meeting point on the map' });
    await user.click(within(pin).getByRole('button', { name: 'Remove the pin' }));
    expect(within(pin).getByText('No pin yet')).toBeInTheDocument();
    expect(await within(pin).findByText('Map without a pin')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(saved(fetchMock)).toHaveLength(1));
    expect(saved(fetchMock)[0]).toMatchObject({ latitude: null, longitude: null });
  });

  it("opens with the activity's cancellation policy, says a change reaches new bookings only, and saves another", async () => {
    const fetchMock = mockEditApi({
      load: () => Response.json(hostActivity({ cancellationPolicy: 'moderate' })),
    });
    const user = userEvent.setup();
    await open();
    const policy = screen.getByRole('radiogroup', { name: 'Cancellation policy' });
    expect(policy).toHaveAccessibleDescription(
      'What a guest gets back if they cancel. Guests see it, with its exact dates, before they pay. A change applies to new bookings: guests who have already paid keep the policy they booked under.',
    );
    expect(within(policy).getByRole('radio', { name: 'Moderate' })).toBeChecked();
    expect(within(policy).getByRole('radio', { name: 'Strict' })).toHaveAccessibleDescription(
      'Full refund until 7 days before the start, half refund until 24 hours before.',
    );
    // The whole card is the target: its summary line selects it too.
    await user.click(
      within(policy).getByText(
        'Full refund until 7 days before the start, half refund until 24 hours before.',
      ),
    );
    expect(within(policy).getByRole('radio', { name: 'Strict' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await findToast('Activity updated! Your changes have been saved.')).toBeInTheDocument();
    expect(saved(fetchMock)).toEqual([expect.objectContaining({ cancellationPolicy: 'strict' })]);
  });

  it('asks before moving an activity with paid guests, naming how many will be told', async () => {
    const fetchMock = mockEditApi();
    const user = userEvent.setup();
    const { router } = await open();
    await user.clear(screen.getByLabelText('Location name'));
    await user.type(screen.getByLabelText('Location name'), 'Mercat de la Boqueria');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    const dialog = await screen.findByRole('dialog', { name: 'Tell your guests about this change?' });
    expect(dialog).toHaveTextContent(
      '2 guests have paid for this activity. Each will get an e-mail with the old and new date, time and place',
    );
    expect(saved(fetchMock)).toEqual([]);
    // Keep editing saves nothing; asking again and confirming saves once.
    await user.click(screen.getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(saved(fetchMock)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await user.click(await screen.findByRole('button', { name: 'Save and tell 2 guests' }));
    expect(await findToast('Activity updated! Your changes have been saved.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-activities'));
    expect(saved(fetchMock)).toEqual([expect.objectContaining({ locationName: 'Mercat de la Boqueria' })]);
  });

  it('moves an activity nobody has paid for without asking', async () => {
    const fetchMock = mockEditApi({ load: () => Response.json(hostActivity({ paidBookings: 0 })) });
    const user = userEvent.setup();
    await open();
    await user.clear(screen.getByLabelText('Address'));
    await user.type(screen.getByLabelText('Address'), 'La Rambla 91, Barcelona');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await findToast('Activity updated! Your changes have been saved.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(saved(fetchMock)).toEqual([expect.objectContaining({ address: 'La Rambla 91, Barcelona' })]);
  });

  it("puts the server's capacity refusal on the capacity field", async () => {
    mockEditApi({
      save: () =>
        Response.json(
          {
            error: {
              code: 'bad_request',
              message: 'Capacity is below the spots already taken',
              fields: { capacity: 'Capacity cannot be below 6' },
            },
          },
          { status: 400 },
        ),
    });
    const user = userEvent.setup();
    await open();
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await toastDescription('Error')).toBe('Capacity is below the spots already taken');
    expect(screen.getByText('Capacity cannot be below 6')).toBeInTheDocument();
    expect(number('Capacity')).toHaveAttribute('aria-invalid', 'true');
  });

  it('Cancel goes to My Activities', async () => {
    mockEditApi();
    const user = userEvent.setup();
    const { router } = await open();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-activities'));
  });
});
