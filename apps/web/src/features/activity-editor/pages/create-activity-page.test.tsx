import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createProfile, createSession } from '#/test/factories.ts';
import { deferred, mockApi, renderApp } from '#/test/render.tsx';
import { findToast, toastDescription } from '#/test/toasts.ts';

vi.mock('#/features/map/components/pin-picker-map.tsx', () => import('#/test/pin-picker-map-stand-in.tsx'));

type User = ReturnType<typeof userEvent.setup>;

const host = (payoutsEnabled = true) =>
  createSession({ roles: ['user', 'host'], profile: createProfile({ payoutsEnabled }) });

function mockCreateApi({
  payoutsEnabled = true,
  create = (_body: Record<string, unknown>): Response | Promise<Response> =>
    Response.json({ ids: ['act-1'] }, { status: 201 }),
  upload = (): Response | Promise<Response> => Response.json({ url: '/uploads/thumb.webp' }, { status: 201 }),
} = {}) {
  return mockApi(host(payoutsEnabled), (url, init) => {
    if (url === '/api/host/activities' && init?.method === 'POST') {
      return create(JSON.parse(String(init.body)) as Record<string, unknown>);
    }
    if (url.startsWith('/api/host/images') && init?.method === 'POST') return upload();
    return undefined;
  });
}

const posted = (fetchMock: ReturnType<typeof mockCreateApi>) =>
  fetchMock.mock.calls
    .filter(([url, init]) => url === '/api/host/activities' && init?.method === 'POST')
    .map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);

const progress = () => screen.getByRole('progressbar');

async function open(path = '/create-activity') {
  const view = renderApp(path);
  await screen.findByRole('heading', { level: 1, name: 'Create Activity' });
  return view;
}

function setTime(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

async function fillEssentials(
  user: User,
  {
    title = 'Sunset hike to the bunkers',
    category = 'Get Outdoors',
    subtype = 'Go Hiking',
    description = 'A gentle walk up to the bunkers for the best sunset in town.',
    locationName = 'Bunkers del Carmel',
    address = 'Carrer de Marià Labèrnia, Barcelona',
    start = '2027-03-27T19:00',
    end = '2027-03-27T21:00',
  } = {},
) {
  // Pasted rather than typed key by key: the same change events, in a fraction of the time.
  const fill = async (label: string, text: string) => {
    if (!text) return;
    await user.click(screen.getByLabelText(label));
    await user.paste(text);
  };
  await fill('Title', title);
  await user.selectOptions(screen.getByLabelText('Category'), category);
  await user.selectOptions(screen.getByLabelText('Subtype'), subtype);
  await fill('Description', description);
  await fill('Location name', locationName);
  await fill('Address', address);
  setTime('Start time', start);
  setTime('End time', end);
}

async function toStepTwo(user: User, essentials?: Parameters<typeof fillEssentials>[1]) {
  await fillEssentials(user, essentials);
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await screen.findByRole('heading', { name: 'Polish & Publish' });
}

describe('/create-activity', () => {
  // The page is a lazy route: load it up front, so no test waits for the import on a busy machine.
  beforeAll(() => import('#/features/activity-editor/pages/create-activity-page.tsx'), 30_000);

  it('walks the two steps: Continue only once the essentials are filled, Back keeps what was typed', async () => {
    mockCreateApi();
    const user = userEvent.setup();
    await open();

    expect(screen.getByRole('heading', { name: 'The Essentials' })).toBeInTheDocument();
    expect(screen.getByText('Step 1 of 2')).toBeInTheDocument();
    expect(progress()).toHaveAttribute('aria-valuenow', '50');
    expect(screen.getByRole('button', { name: 'Continue' })).toHaveAttribute('aria-disabled', 'true');

    await fillEssentials(user, { address: '' });
    expect(screen.getByRole('button', { name: 'Continue' })).toHaveAttribute('aria-disabled', 'true');
    await user.type(screen.getByLabelText('Address'), 'Carrer de Marià Labèrnia');
    expect(screen.getByRole('button', { name: 'Continue' })).not.toHaveAttribute('aria-disabled');

    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { name: 'Polish & Publish' })).toBeInTheDocument();
    expect(screen.getByText('Step 2 of 2')).toBeInTheDocument();
    expect(progress()).toHaveAttribute('aria-valuenow', '100');
    expect(screen.getByLabelText('Price per person (€)')).toHaveValue(10);
    expect(screen.getByLabelText('Capacity')).toHaveValue(10);
    expect(screen.getByLabelText('Level')).toHaveValue('All levels');
    expect(screen.getByText('Tip: groups of 8 to 12 people book fastest')).toBeInTheDocument();
    // The provider is named as the host's other pages name it (payout setup, the dashboard): Stripe.
    expect(screen.getByText('Card payments are processed securely via Stripe.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('heading', { name: 'The Essentials' })).toBeInTheDocument();
    expect(progress()).toHaveAttribute('aria-valuenow', '50');
    expect(screen.getByLabelText('Title')).toHaveValue('Sunset hike to the bunkers');
    expect(screen.getByLabelText('Subtype')).toHaveValue('Go Hiking');
  });

  it('counts the title and description as they are typed, within their limits', async () => {
    mockCreateApi();
    const user = userEvent.setup();
    await open();
    expect(screen.getByLabelText('Title')).toHaveAttribute('maxlength', '100');
    expect(screen.getByLabelText('Description')).toHaveAttribute('maxlength', '1000');
    await user.type(screen.getByLabelText('Title'), 'Tapas');
    expect(screen.getByText('5/100')).toBeInTheDocument();
    expect(screen.getByText('0/1000')).toBeInTheDocument();
  });

  it.each([
    [true, false],
    [false, true],
  ])('with payouts enabled %s, shows the payment banner: %s', async (payoutsEnabled, shown) => {
    mockCreateApi({ payoutsEnabled });
    await open();
    await waitFor(() => expect(screen.queryByText('Payment setup incomplete') !== null).toBe(shown));
    if (shown) {
      expect(screen.getByText(/'Waitlist Only'/)).toHaveTextContent('until you connect your Stripe account');
      expect(screen.getByRole('link', { name: 'Set up payments on your dashboard' })).toHaveAttribute(
        'href',
        '/host-dashboard',
      );
    }
  });

  it('clears the subtype when the category changes, and offers that category’s subtypes', async () => {
    mockCreateApi();
    const user = userEvent.setup();
    await open();
    await user.selectOptions(screen.getByLabelText('Category'), 'Taste & Cook');
    await user.selectOptions(screen.getByLabelText('Subtype'), 'Taste Wine');
    await user.selectOptions(screen.getByLabelText('Category'), 'Be Active');
    expect(screen.getByLabelText('Subtype')).toHaveValue('');
    const subtypes = within(screen.getByLabelText('Subtype'))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(subtypes).toContain('Do Yoga');
    expect(subtypes).not.toContain('Taste Wine');
  });

  it('marks the eight essentials required', async () => {
    mockCreateApi();
    await open();
    for (const label of [
      'Title',
      'Category',
      'Subtype',
      'Description',
      'Location name',
      'Address',
      'Start time',
      'End time',
    ]) {
      expect(screen.getByLabelText(label)).toBeRequired();
    }
  });

  it('names the essentials still missing under Continue, and takes the host to the first on press', async () => {
    mockCreateApi();
    const user = userEvent.setup();
    await open();

    await fillEssentials(user, { title: '', address: '' });
    const next = screen.getByRole('button', { name: 'Continue' });
    expect(next).toHaveAttribute('aria-disabled', 'true');
    expect(next).toHaveAccessibleDescription('Still needed: Title and Address');
    await user.click(next);
    expect(screen.getByRole('heading', { name: 'The Essentials' })).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveFocus();

    await user.paste('Sunset hike to the bunkers');
    expect(next).toHaveAccessibleDescription('Still needed: Address');
    await user.type(screen.getByLabelText('Address'), 'Carrer de Marià Labèrnia');
    expect(next).not.toHaveAttribute('aria-disabled');
    expect(next).not.toHaveAccessibleDescription();
    expect(screen.queryByText(/^Still needed:/)).not.toBeInTheDocument();
    await user.click(next);
    expect(await screen.findByRole('heading', { name: 'Polish & Publish' })).toBeInTheDocument();
  });

  it('shows each essential’s message under it on Continue, and an error clears when its field is edited', async () => {
    mockCreateApi();
    const user = userEvent.setup();
    await open();
    await fillEssentials(user, {
      title: 'Hike',
      description: 'Too short',
      locationName: 'B',
      address: 'Bcn',
      start: '2027-03-27T19:00',
      end: '2027-03-27T18:00',
    });
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByText('Title must be between 5 and 100 characters')).toBeInTheDocument();
    expect(screen.getByText('Description must be between 20 and 1000 characters')).toBeInTheDocument();
    expect(screen.getByText('Location name must be at least 2 characters')).toBeInTheDocument();
    expect(screen.getByText('Address must be at least 5 characters')).toBeInTheDocument();
    expect(screen.getByText('End time must be after start time')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'The Essentials' })).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Title')).toHaveFocus();

    await user.type(screen.getByLabelText('Title'), 'x');
    expect(screen.queryByText('Title must be between 5 and 100 characters')).not.toBeInTheDocument();
    expect(screen.getByText('Address must be at least 5 characters')).toBeInTheDocument();
  });

  it('refuses a start in the past', async () => {
    mockCreateApi();
    const user = userEvent.setup();
    await open();
    await fillEssentials(user, { start: '2020-01-01T10:00', end: '2020-01-01T12:00' });
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Start time must be in the future')).toBeInTheDocument();
  });

  it.each([
    ['Taste & Cook', "Similar 'Taste & Cook' activities are priced 15 to 30 euros"],
    ['Get Outdoors', "Similar 'Get Outdoors' activities are priced 8 to 15 euros"],
    ['Be Active', "Similar 'Be Active' activities are priced 10 to 20 euros"],
    ['Go Social', "Similar 'Go Social' activities are priced 8 to 25 euros"],
  ])('hints the price for %s', async (category, hint) => {
    mockCreateApi();
    const user = userEvent.setup();
    await open();
    const subtype = { 'Taste & Cook': 'Cook Together', 'Get Outdoors': 'Go Hiking', 'Be Active': 'Do Yoga' }[
      category
    ];
    await toStepTwo(user, { category, subtype: subtype ?? 'Join a Dinner' });
    expect(screen.getByText(hint)).toBeInTheDocument();
  });

  it('publishes one activity: the payload in cents and UTC, then the activity page', async () => {
    const fetchMock = mockCreateApi();
    const user = userEvent.setup();
    const { router } = await open();
    await toStepTwo(user);

    await user.clear(screen.getByLabelText('Price per person (€)'));
    await user.type(screen.getByLabelText('Price per person (€)'), '19.99');
    await user.clear(screen.getByLabelText('Capacity'));
    await user.type(screen.getByLabelText('Capacity'), '12');
    await user.click(screen.getByRole('button', { name: 'ES Spanish' }));
    await user.selectOptions(screen.getByLabelText('Level'), 'Beginner');
    await user.click(screen.getByRole('button', { name: 'outdoor' }));
    await user.click(screen.getByRole('button', { name: 'Publish' }));

    expect(await findToast('Experience created!')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/activity/act-1'));
    expect(posted(fetchMock)).toEqual([
      {
        title: 'Sunset hike to the bunkers',
        category: 'Get Outdoors',
        subtype: 'Go Hiking',
        description: 'A gentle walk up to the bunkers for the best sunset in town.',
        locationName: 'Bunkers del Carmel',
        address: 'Carrer de Marià Labèrnia, Barcelona',
        latitude: null,
        longitude: null,
        startTime: '2027-03-27T18:00:00.000Z',
        endTime: '2027-03-27T20:00:00.000Z',
        priceCents: 1999,
        capacity: 12,
        activityLanguages: ['English', 'Spanish'],
        level: 'Beginner',
        tags: ['outdoor'],
        thumbnailUrl: null,
        coverImageUrl: null,
        additionalImages: [],
        cancellationPolicy: 'flexible',
        recurrence: null,
      },
    ]);
  });

  it('places the meeting point on the map under the address, and sends it', async () => {
    const fetchMock = mockCreateApi();
    const user = userEvent.setup();
    await open();
    const pin = screen.getByRole('group', { name: 'Meeting point on the map' });
    expect(pin).toHaveAccessibleDescription(/^Place the pin where guests meet you/);
    expect(within(pin).getByText('No pin yet')).toBeInTheDocument();
    expect(within(pin).queryByRole('button', { name: 'Remove the pin' })).not.toBeInTheDocument();

    await user.click(await within(pin).findByRole('button', { name: 'Tap the map' }));
    expect(within(pin).getByText('Pin at 41.403629, 2.174356')).toBeInTheDocument();
    expect(within(pin).getByText('Map pin at 41.403629, 2.174356')).toBeInTheDocument();

    await toStepTwo(user);
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(posted(fetchMock)).toHaveLength(1));
    expect(posted(fetchMock)[0]).toMatchObject({ latitude: 41.403_629, longitude: 2.174_356 });
  });

  it('takes typed coordinates (a decimal comma too), and refuses half a pin on Continue', async () => {
    const fetchMock = mockCreateApi();
    const user = userEvent.setup();
    await open();
    const toggle = screen.getByRole('button', { name: 'Enter coordinates' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');

    await user.type(screen.getByLabelText('Latitude'), '41,38');
    await fillEssentials(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Place the pin on the map again')).toBeInTheDocument();
    expect(screen.getByLabelText('Longitude')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('heading', { name: 'The Essentials' })).toBeInTheDocument();

    await user.type(screen.getByLabelText('Longitude'), '2.1755');
    expect(screen.queryByText('Place the pin on the map again')).not.toBeInTheDocument();
    expect(screen.getByText('Map pin at 41.38, 2.1755')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { name: 'Polish & Publish' });
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(posted(fetchMock)).toHaveLength(1));
    expect(posted(fetchMock)[0]).toMatchObject({ latitude: 41.38, longitude: 2.1755 });
  });

  it('offers the three cancellation policies, Flexible first and chosen, each with its line; the choice is sent', async () => {
    const fetchMock = mockCreateApi();
    const user = userEvent.setup();
    await open();
    await toStepTwo(user);

    const policy = screen.getByRole('radiogroup', { name: 'Cancellation policy' });
    expect(
      within(policy)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('aria-checked')),
    ).toEqual(['true', 'false', 'false']);
    const radio = (name: string) => within(policy).getByRole('radio', { name });
    expect(radio('Flexible')).toHaveAccessibleDescription('Full refund until the activity starts.');
    expect(radio('Moderate')).toHaveAccessibleDescription('Full refund until 24 hours before the start.');
    expect(radio('Strict')).toHaveAccessibleDescription(
      'Full refund until 7 days before the start, half refund until 24 hours before.',
    );
    await user.click(radio('Strict'));
    expect(radio('Strict')).toBeChecked();
    expect(radio('Flexible')).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Publish' }));

    expect(await findToast('Experience created!')).toBeInTheDocument();
    expect(posted(fetchMock)).toEqual([expect.objectContaining({ cancellationPolicy: 'strict' })]);
  });

  it('reads times after the clocks change in Barcelona time too (19:00 on 29 March is 17:00 UTC)', async () => {
    const fetchMock = mockCreateApi();
    const user = userEvent.setup();
    await open();
    await toStepTwo(user, { start: '2027-03-29T19:00', end: '2027-03-29T20:30' });
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    await findToast('Experience created!');
    expect(posted(fetchMock)[0]).toMatchObject({
      startTime: '2027-03-29T17:00:00.000Z',
      endTime: '2027-03-29T18:30:00.000Z',
      priceCents: 1000,
    });
  });

  it('publishes a recurring series, previews its dates, then goes to My Activities', async () => {
    const fetchMock = mockCreateApi({
      create: () => Response.json({ ids: ['a', 'b', 'c'] }, { status: 201 }),
    });
    const user = userEvent.setup();
    const { router } = await open();
    await toStepTwo(user);

    await user.click(screen.getByRole('switch', { name: 'Make this a recurring event' }));
    expect(screen.getByLabelText('Number of events')).toHaveValue(4);
    expect(screen.getByLabelText('Frequency')).toHaveValue('weekly');
    await user.clear(screen.getByLabelText('Number of events'));
    await user.type(screen.getByLabelText('Number of events'), '3');
    await user.selectOptions(screen.getByLabelText('Frequency'), 'Every 2 weeks');
    expect(
      screen.getByText(
        /^3 events: Saturday, March 27th(, 2027)? · 19:00; Saturday, April 10th(, 2027)? · 19:00; Saturday, April 24th(, 2027)? · 19:00$/,
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Publish 3 events' }));

    expect(await findToast('Created 3 recurring events!')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-activities'));
    expect(posted(fetchMock)[0]).toMatchObject({ recurrence: { occurrences: 3, frequency: 'biweekly' } });
  });

  it("opens with the series switched on from the dashboard's 'Recurring Event'", async () => {
    const fetchMock = mockCreateApi({
      create: () => Response.json({ ids: ['a', 'b', 'c', 'd'] }, { status: 201 }),
    });
    const user = userEvent.setup();
    await open('/create-activity?recurring=1');
    await toStepTwo(user);
    expect(screen.getByRole('switch', { name: 'Make this a recurring event' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Publish 4 events' }));
    await findToast('Created 4 recurring events!');
    expect(posted(fetchMock)[0]).toMatchObject({ recurrence: { occurrences: 4, frequency: 'weekly' } });
  });

  it("starts a new host's first activity in the category of the type chosen in Quick Setup", async () => {
    mockCreateApi();
    await open('/create-activity?onboarding=complete&type=Cook+Together');
    expect(screen.getByLabelText('Category')).toHaveValue('Taste & Cook');
    expect(screen.getByLabelText('Subtype')).toHaveValue('Cook Together');
  });

  it('starts empty for a type that names no category, or one that is not a type', async () => {
    mockCreateApi();
    await open('/create-activity?onboarding=complete&type=constructor');
    expect(screen.getByLabelText('Category')).toHaveValue('');
    expect(screen.getByLabelText('Subtype')).toHaveValue('');
  });

  it('refuses a series of more than 52', async () => {
    const fetchMock = mockCreateApi();
    const user = userEvent.setup();
    await open();
    await toStepTwo(user);
    await user.click(screen.getByRole('switch', { name: 'Make this a recurring event' }));
    await user.clear(screen.getByLabelText('Number of events'));
    await user.type(screen.getByLabelText('Number of events'), '53');
    await user.click(screen.getByRole('button', { name: 'Publish 53 events' }));
    expect(await screen.findByText('Occurrences must be between 2 and 52')).toBeInTheDocument();
    expect(posted(fetchMock)).toEqual([]);
  });

  it("on an invalid Publish shows each message and 'Please fix the errors'", async () => {
    const fetchMock = mockCreateApi();
    const user = userEvent.setup();
    await open();
    await toStepTwo(user);
    await user.clear(screen.getByLabelText('Price per person (€)'));
    await user.clear(screen.getByLabelText('Capacity'));
    await user.type(screen.getByLabelText('Capacity'), '1');
    await user.click(screen.getByRole('button', { name: 'Publish' }));

    expect(await toastDescription('Please fix the errors')).toBe(
      'Some required fields are missing or invalid',
    );
    expect(screen.getByText('Price must be a number of at least 0')).toBeInTheDocument();
    expect(screen.getByText('Capacity must be a number of at least 2')).toBeInTheDocument();
    expect(posted(fetchMock)).toEqual([]);
  });

  it('shows why a title holding a control character is refused, under the title', async () => {
    mockCreateApi();
    const user = userEvent.setup();
    await open();
    await fillEssentials(user, { title: 'Sunset\u0001 hike to the bunkers' });
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(
      await screen.findByText('Text must be one line, without tabs or control characters'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveAccessibleDescription(
      expect.stringContaining('Text must be one line'),
    );
  });

  it('puts the server’s field errors on their fields, back on the step that holds them', async () => {
    mockCreateApi({
      create: () =>
        Response.json(
          {
            error: {
              code: 'bad_request',
              message: 'Invalid activity',
              fields: { title: 'Title is already taken', priceCents: 'Price is too high' },
            },
          },
          { status: 400 },
        ),
    });
    const user = userEvent.setup();
    await open();
    await toStepTwo(user);
    await user.click(screen.getByRole('button', { name: 'Publish' }));

    expect(await toastDescription('Error')).toBe('Invalid activity');
    expect(await screen.findByRole('heading', { name: 'The Essentials' })).toBeInTheDocument();
    expect(screen.getByText('Title is already taken')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Price is too high')).toBeInTheDocument();
  });

  it("shows 'Error' with the server's message when creation fails", async () => {
    mockCreateApi({
      create: () =>
        Response.json({ error: { code: 'internal', message: 'Database unavailable' } }, { status: 500 }),
    });
    const user = userEvent.setup();
    await open();
    await toStepTwo(user);
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await toastDescription('Error')).toBe('Database unavailable');
    expect(screen.getByRole('button', { name: 'Publish' })).toBeEnabled();
  });

  it('shows progress while publishing and cannot be pressed twice', async () => {
    const pending = deferred<Response>();
    const fetchMock = mockCreateApi({ create: () => pending.promise });
    const user = userEvent.setup();
    await open();
    await toStepTwo(user);
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    const busy = await screen.findByRole('button', { name: 'Publishing...' });
    expect(busy).toBeDisabled();
    await user.click(busy);
    pending.resolve(Response.json({ ids: ['act-1'] }, { status: 201 }));
    await findToast('Experience created!');
    expect(posted(fetchMock)).toHaveLength(1);
  });

  it('adds languages by badge or by typing, without duplicates, and never removes the last one', async () => {
    mockCreateApi();
    const user = userEvent.setup();
    await open();
    await toStepTwo(user);

    expect(screen.getByRole('button', { name: 'EN English' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Remove English' })).not.toBeInTheDocument();

    await user.type(screen.getByLabelText('Languages'), 'Italian{Enter}');
    await user.type(screen.getByLabelText('Languages'), ' italian {Enter}');
    await user.click(screen.getByRole('button', { name: 'CA Catalan' }));
    expect(screen.getAllByRole('button', { name: /^Remove (English|Italian|Catalan)$/ })).toHaveLength(3);

    await user.click(screen.getByRole('button', { name: 'Remove Italian' }));
    await user.click(screen.getByRole('button', { name: 'Remove Catalan' }));
    expect(screen.getByText('An activity needs at least one language')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove English' })).not.toBeInTheDocument();
    // Enter added a language; it did not publish.
    expect(screen.getByRole('heading', { name: 'Polish & Publish' })).toBeInTheDocument();
  });

  it('adds tags by suggestion, Enter or Add, trimmed and without duplicates', async () => {
    const fetchMock = mockCreateApi();
    const user = userEvent.setup();
    await open();
    await toStepTwo(user);

    await user.click(screen.getByRole('button', { name: 'social' }));
    expect(screen.queryByRole('button', { name: 'social' })).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Tags'), '  sunset  {Enter}');
    await user.type(screen.getByLabelText('Tags'), 'Sunset');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await user.type(screen.getByLabelText('Tags'), 'SOCIAL{Enter}');
    await user.type(screen.getByLabelText('Tags'), 'views');
    await user.click(screen.getByRole('button', { name: 'Add' }));

    await user.click(screen.getByRole('button', { name: 'Publish' }));
    await findToast('Experience created!');
    expect(posted(fetchMock)[0]?.tags).toEqual(['social', 'sunset', 'views']);
  });

  it('refuses an image of 5 MB or more before sending it', async () => {
    const fetchMock = mockCreateApi();
    const user = userEvent.setup();
    await open();
    await toStepTwo(user);
    const big = new File(['x'], 'big.png', { type: 'image/png' });
    Object.defineProperty(big, 'size', { value: 5 * 1024 * 1024 });
    await user.upload(screen.getByLabelText('Thumbnail image *'), big);

    expect(await findToast('File size must be less than 5MB')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url).startsWith('/api/host/images'))).toBe(false);
    expect(screen.getAllByText(/Max 5MB\. JPG, PNG, or WebP/).length).toBeGreaterThan(0);
  });

  it('uploads a thumbnail, previews it and sends its address', async () => {
    const fetchMock = mockCreateApi();
    const user = userEvent.setup();
    await open();
    await toStepTwo(user);
    await user.upload(
      screen.getByLabelText('Thumbnail image *'),
      new File(['png'], 'thumb.png', { type: 'image/png' }),
    );

    expect(await findToast('Image uploaded successfully')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Preview of Thumbnail image *' })).toHaveAttribute(
      'src',
      '/uploads/thumb.webp',
    );
    const uploadCall = fetchMock.mock.calls.find(([url]) => String(url).startsWith('/api/host/images'));
    expect(uploadCall?.[0]).toBe('/api/host/images?kind=thumbnail');
    const body = uploadCall?.[1]?.body;
    expect(body instanceof FormData ? body.get('file') : null).toBeInstanceOf(File);

    await user.click(screen.getByRole('button', { name: 'Publish' }));
    await findToast('Experience created!');
    expect(posted(fetchMock)[0]?.thumbnailUrl).toBe('/uploads/thumb.webp');
  });

  it('keeps up to 5 additional images, each removable', async () => {
    let n = 0;
    const fetchMock = mockCreateApi({
      upload: () => Response.json({ url: `/uploads/extra-${++n}.webp` }, { status: 201 }),
    });
    const user = userEvent.setup();
    await open();
    await toStepTwo(user);
    for (let i = 1; i <= 5; i++) {
      await user.upload(
        screen.getByLabelText('Additional images'),
        new File(['x'], `extra-${i}.png`, { type: 'image/png' }),
      );
      await screen.findByRole('img', { name: `Preview of additional image ${i}` });
    }
    expect(screen.getByText(/\(5\/5\)/)).toBeInTheDocument();
    expect(screen.queryByLabelText('Additional images')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove additional image 1' }));
    expect(screen.getAllByRole('img')).toHaveLength(4);
    expect(screen.getByLabelText('Additional images')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Publish' }));
    await findToast('Experience created!');
    expect(posted(fetchMock)[0]?.additionalImages).toEqual([
      '/uploads/extra-2.webp',
      '/uploads/extra-3.webp',
      '/uploads/extra-4.webp',
      '/uploads/extra-5.webp',
    ]);
    expect(fetchMock.mock.calls.filter(([url]) => url === '/api/host/images?kind=gallery')).toHaveLength(5);
  });

  it("shows the server's refusal of an upload", async () => {
    mockCreateApi({
      upload: () =>
        Response.json(
          { error: { code: 'bad_request', message: 'The file is not an image' } },
          { status: 400 },
        ),
    });
    const user = userEvent.setup();
    await open();
    await toStepTwo(user);
    await user.upload(screen.getByLabelText('Cover image'), new File(['x'], 'x.png', { type: 'image/png' }));
    expect(await findToast('The file is not an image')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('asks before leaving with unsaved changes', async () => {
    mockCreateApi({ payoutsEnabled: false });
    const user = userEvent.setup();
    const { router } = await open();
    await user.type(screen.getByLabelText('Title'), 'Half-typed');
    await user.click(screen.getByRole('link', { name: 'Set up payments on your dashboard' }));

    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/create-activity');
    expect(screen.getByLabelText('Title')).toHaveValue('Half-typed');

    await user.click(screen.getByRole('link', { name: 'Set up payments on your dashboard' }));
    await user.click(await screen.findByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(router.state.location.pathname).not.toBe('/create-activity'));
  });
});
