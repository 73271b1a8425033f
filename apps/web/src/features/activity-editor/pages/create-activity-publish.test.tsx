import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  fillEssentials,
  mockCreateApi,
  open,
  posted,
  toStepTwo,
} from '#/features/activity-editor/pages/create-activity-test-setup.ts';
import { deferred } from '#/test/render.tsx';
import { findToast, toastDescription } from '#/test/toasts.ts';

vi.mock('#/features/map/components/pin-picker-map.tsx', () => import('#/test/pin-picker-map-stand-in.tsx'));

describe('/create-activity', () => {
  // The page is a lazy route: load it up front, so no test waits for the import on a busy machine.
  beforeAll(() => import('#/features/activity-editor/pages/create-activity-page.tsx'), 30_000);

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
        earlyBird: null,
        priceCategories: [],
        privateOffer: null,
        recurrence: null,
      },
    ]);
  });

  it('publishes with the prices added on step two: every date of a series gets them', async () => {
    const fetchMock = mockCreateApi({
      create: () => Response.json({ ids: ['act-1', 'act-2'] }, { status: 201 }),
    });
    const user = userEvent.setup();
    await open('/create-activity?recurring=1');
    await toStepTwo(user);
    const prices = screen.getByRole('region', { name: 'Prices' });
    await user.click(within(prices).getByRole('button', { name: 'Child' }));
    await user.type(within(prices).getByLabelText('Price (€)'), '6');
    await user.clear(screen.getByLabelText('Number of events'));
    await user.type(screen.getByLabelText('Number of events'), '2');
    await user.click(screen.getByRole('button', { name: 'Publish 2 events' }));

    await waitFor(() => expect(posted(fetchMock)).toHaveLength(1));
    expect(posted(fetchMock)[0]).toMatchObject({
      priceCents: 1000,
      priceCategories: [{ kind: 'child', priceCents: 600, takesSeat: true, needsAdult: true }],
      recurrence: { occurrences: 2, frequency: 'weekly' },
    });
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
});
