import type { Attendee, AttendeeList } from '@sortim/contracts/attendees';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppProviders } from '#/app/providers.tsx';
import { AttendeesCard } from '#/features/activity/components/attendees-card.tsx';
import { sessionKeys } from '#/lib/query-keys.ts';
import { anonymous, mockApi, renderWithProviders, signedIn, testQueryClient } from '#/test/render.tsx';

const ATTENDEES_URL = '/api/activities/act-1/attendees';

function attendee(overrides: Partial<Attendee> = {}): Attendee {
  return {
    name: 'Marta Puig',
    city: 'Barcelona',
    avatarUrl: null,
    spots: 1,
    visibility: 'full',
    sharedActivity: false,
    isYou: false,
    ...overrides,
  };
}

function attendeeList(overrides: Partial<AttendeeList> = {}): AttendeeList {
  return { view: 'guest', ownPeople: 1, external: 0, totalPeople: 1, attendees: [attendee()], ...overrides };
}

describe('AttendeesCard', () => {
  it('shows nothing to anonymous visitors and asks the server nothing', async () => {
    const fetchMock = mockApi(anonymous, (url) =>
      url === ATTENDEES_URL ? Response.json(attendeeList()) : undefined,
    );
    const queryClient = testQueryClient();
    render(
      <AppProviders queryClient={queryClient}>
        <AttendeesCard activityId="act-1" canBook />
      </AppProviders>,
    );

    // Once the session has answered, the card knows the visitor is anonymous.
    await waitFor(() => expect(queryClient.getQueryData(sessionKeys.me)).toEqual(anonymous));
    expect(screen.queryByRole('region', { name: "Who's coming" })).not.toBeInTheDocument();
    expect(screen.queryByText("Who's coming")).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => url === ATTENDEES_URL)).toBe(false);
  });

  it.each([
    ['a bookable activity invites', { external: 0 }, true, 'No one has booked yet. Be the first!'],
    ['an activity one cannot book only says so', { external: 0 }, false, 'No one has booked yet.'],
    [
      'people booked elsewhere are told as such',
      { external: 4, totalPeople: 4 },
      true,
      '4 people booked through another platform.',
    ],
  ])('with nobody booked here, %s', async (_, counts, canBook, line) => {
    mockApi(signedIn(), (url) =>
      url === ATTENDEES_URL
        ? Response.json(attendeeList({ ownPeople: 0, totalPeople: 0, attendees: [], ...counts }))
        : undefined,
    );
    renderWithProviders(<AttendeesCard activityId="act-1" canBook={canBook} />);
    const card = within(await screen.findByRole('region', { name: "Who's coming" }));
    expect(await card.findByText(line, { exact: true })).toBeInTheDocument();
    if (!canBook) expect(card.queryByText(/Be the first!/)).not.toBeInTheDocument();
  });

  it('gives hosts tabs for Sortim attendees and external ones', async () => {
    mockApi(signedIn(['host']), (url) =>
      url === ATTENDEES_URL
        ? Response.json(
            attendeeList({
              view: 'host',
              ownPeople: 4,
              external: 3,
              totalPeople: 7,
              attendees: [
                attendee({ name: 'Marta Puig', city: 'Barcelona', spots: 3 }),
                attendee({ name: 'Jordi Soler', city: 'Girona' }),
              ],
            }),
          )
        : undefined,
    );
    const user = userEvent.setup();
    renderWithProviders(<AttendeesCard activityId="act-1" canBook />);

    const card = within(await screen.findByRole('region', { name: "Who's coming" }));
    expect(await card.findByText('7 people going')).toBeInTheDocument();
    const sortimTab = card.getByRole('tab', { name: 'Sortim attendees (4)' });
    expect(sortimTab).toHaveAttribute('aria-selected', 'true');
    const panel = within(card.getByRole('tabpanel'));
    expect(panel.getByText('Marta Puig')).toBeInTheDocument();
    expect(panel.getByText('Girona')).toBeInTheDocument();
    expect(panel.getByText('+2')).toBeInTheDocument();
    expect(panel.getByText('2 more people in this booking')).toBeInTheDocument();
    expect(panel.getByText('MP')).toBeInTheDocument();

    await user.click(card.getByRole('tab', { name: 'External (3)' }));
    expect(card.getByRole('tabpanel')).toHaveTextContent('3 people booked through another platform.');
  });

  it('shows guests the names as the server gives them, the city only for people shown in full', async () => {
    mockApi(signedIn(), (url) =>
      url === ATTENDEES_URL
        ? Response.json(
            attendeeList({
              ownPeople: 3,
              totalPeople: 3,
              attendees: [
                attendee({ name: 'Marta Puig', city: 'Barcelona', isYou: true }),
                attendee({ name: 'Laia Ferrer', city: 'Sabadell', sharedActivity: true }),
                attendee({ name: 'Pau', city: null, visibility: 'first_name' }),
              ],
            }),
          )
        : undefined,
    );
    renderWithProviders(<AttendeesCard activityId="act-1" canBook />);

    const card = within(await screen.findByRole('region', { name: "Who's coming" }));
    const rows = await card.findAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      'MPMarta PuigYouBarcelona',
      'LFLaia FerrerSabadell',
      'PPau',
    ]);
    expect(card.getByText('3 people going')).toBeInTheDocument();
    expect(card.queryByRole('tab')).not.toBeInTheDocument();
    expect(card.queryByText(/\+\d/)).not.toBeInTheDocument();
  });

  it('says so when the list cannot be loaded', async () => {
    mockApi(signedIn(), (url) =>
      url === ATTENDEES_URL
        ? Response.json({ error: { code: 'internal', message: 'Boom' } }, { status: 500 })
        : undefined,
    );
    renderWithProviders(<AttendeesCard activityId="act-1" canBook />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load attendees');
  });
});
