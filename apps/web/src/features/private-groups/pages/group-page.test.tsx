import { type GroupPage, PRIVATE_GROUP_MESSAGES } from '@sortim/contracts/private-groups';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { anonymous, mockApi, renderApp, signedIn } from '#/test/render.tsx';

/*
 * /group/:token, the link a private group's organizer shares: the date and the numbered tickets with their
 * category; anyone with the link adds their name to a ticket without one, the organizer changes or clears
 * any; a refunded booking's link says it is no longer valid.
 */

const TOKEN = 'AbCdEfGhIjKlMnOpQrStUvWx';

function aGroup(overrides: Partial<GroupPage> = {}): GroupPage {
  return {
    valid: true,
    isOrganizer: false,
    organizer: { displayName: 'Olga' },
    onePrice: false,
    activity: {
      id: 'act-1',
      title: 'Vermouth tasting',
      // Saturday 10 May 2031, 18:30-20:30 in Barcelona.
      startTime: '2031-05-10T16:30:00.000Z',
      endTime: '2031-05-10T18:30:00.000Z',
      locationName: 'Bodega Maestrazgo',
      address: 'Carrer de Sant Pere Més Baix 16, Barcelona',
      timeZone: 'Europe/Madrid',
    },
    tickets: [
      { id: 't1', seat: 1, category: { kind: 'adult', names: null }, guestName: 'Olga' },
      { id: 't2', seat: 2, category: { kind: 'adult', names: null }, guestName: null },
      { id: 't3', seat: 3, category: { kind: 'child', names: null }, guestName: null },
    ],
    ...overrides,
  };
}

const ticket = (seat: number) =>
  within(screen.getByRole('heading', { name: new RegExp(`^Ticket ${seat}`) }).closest('li') as HTMLElement);

function mockGroup(
  group: GroupPage | Response,
  me = anonymous,
  write?: (url: string, init?: RequestInit) => Response,
) {
  return mockApi(me, (url, init) => {
    if (url === `/api/group/${TOKEN}`) return group instanceof Response ? group : Response.json(group);
    if (url.startsWith(`/api/group/${TOKEN}/tickets/`) && write) return write(url, init);
    return undefined;
  });
}

describe('/group/:token', () => {
  beforeAll(() => import('#/features/private-groups/pages/group-page.tsx'));

  it('shows the date, the place and each ticket with its category and name', async () => {
    mockGroup(aGroup());
    renderApp(`/group/${TOKEN}`);

    expect(await screen.findByRole('heading', { level: 1, name: 'Private group' })).toBeInTheDocument();
    expect(screen.getByText(/Olga booked this date for their group/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Vermouth tasting' })).toHaveAttribute('href', '/activity/act-1');
    expect(screen.getByText(/^Saturday, May 10th, 2031 · 18:30–20:30$/)).toBeInTheDocument();
    expect(screen.getByText('Bodega Maestrazgo')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Ticket 1 · Adult' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Ticket 3 · Child' })).toBeInTheDocument();
    // A name given stays: only the organizer may change it.
    expect(ticket(1).getByText('Olga')).toBeInTheDocument();
    expect(ticket(1).queryByRole('textbox')).not.toBeInTheDocument();
    expect(ticket(2).getByText('No name yet')).toBeInTheDocument();
    expect(ticket(2).getByLabelText('Your name for ticket 2')).toBeInTheDocument();
  });

  it('adds a name to one ticket, without signing in', async () => {
    const named = aGroup();
    const fetchMock = mockGroup(aGroup(), anonymous, () =>
      Response.json({
        ...named,
        tickets: named.tickets.map((t) => (t.id === 't2' ? { ...t, guestName: 'Marta Puig' } : t)),
      }),
    );
    const user = userEvent.setup();
    renderApp(`/group/${TOKEN}`);

    await user.type(await screen.findByLabelText('Your name for ticket 2'), 'Marta Puig');
    await user.click(ticket(2).getByRole('button', { name: 'Add your name' }));

    expect(await screen.findByText('Name added')).toBeInTheDocument();
    expect(ticket(2).getByText('Marta Puig')).toBeInTheDocument();
    expect(ticket(2).queryByRole('textbox')).not.toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls.find(([u]) => String(u).includes('/tickets/')) ?? [];
    expect(url).toBe(`/api/group/${TOKEN}/tickets/t2/name`);
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ name: 'Marta Puig' });
  });

  it('asks for 2 to 60 characters before sending, and shows a ticket taken meanwhile', async () => {
    const fetchMock = mockGroup(aGroup(), anonymous, () =>
      Response.json(
        { error: { code: 'conflict', message: PRIVATE_GROUP_MESSAGES.nameTaken } },
        { status: 409 },
      ),
    );
    const user = userEvent.setup();
    renderApp(`/group/${TOKEN}`);

    const input = await screen.findByLabelText('Your name for ticket 2');
    await user.type(input, 'M');
    await user.click(ticket(2).getByRole('button', { name: 'Add your name' }));
    expect(await ticket(2).findByText(PRIVATE_GROUP_MESSAGES.nameLength)).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock.mock.calls.some(([u]) => String(u).includes('/tickets/'))).toBe(false);

    await user.type(input, 'arta');
    await user.click(ticket(2).getByRole('button', { name: 'Add your name' }));
    expect(await screen.findByText(PRIVATE_GROUP_MESSAGES.nameTaken)).toBeInTheDocument();
  });

  it('lets the organizer change and clear a name', async () => {
    const organizing = aGroup({ isOrganizer: true });
    const fetchMock = mockGroup(organizing, signedIn(), () =>
      Response.json({
        ...organizing,
        tickets: organizing.tickets.map((t) => (t.id === 't1' ? { ...t, guestName: null } : t)),
      }),
    );
    const user = userEvent.setup();
    renderApp(`/group/${TOKEN}`);

    expect(await screen.findByText(/You booked this date for your group/)).toBeInTheDocument();
    expect(ticket(1).getByLabelText('New name for ticket 1')).toBeInTheDocument();
    await user.click(ticket(1).getByRole('button', { name: 'Clear name' }));

    expect(await screen.findByText('Name cleared')).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls.find(([, i]) => i?.method === 'DELETE') ?? [];
    expect(url).toBe(`/api/group/${TOKEN}/tickets/t1/name`);
    expect(init?.method).toBe('DELETE');
  });

  it('says a refunded booking is no longer valid, and takes no names', async () => {
    mockGroup(aGroup({ valid: false }));
    renderApp(`/group/${TOKEN}`);

    expect(
      await screen.findByRole('heading', { name: 'This booking is no longer valid' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('says a link that opens nothing was not found', async () => {
    mockGroup(
      Response.json(
        { error: { code: 'not_found', message: PRIVATE_GROUP_MESSAGES.linkNotFound } },
        { status: 404 },
      ),
    );
    renderApp(`/group/${TOKEN}`);

    expect(await screen.findByRole('heading', { name: 'Group link not found' })).toBeInTheDocument();
  });
});
