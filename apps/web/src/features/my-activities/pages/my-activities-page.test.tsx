import type { HostActivity } from '@sortim/contracts/hosting';
import type { Me } from '@sortim/contracts/me';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createHostActivity } from '#/components/host-activity-card/host-activity-factories.ts';
import { reloadPage } from '#/features/my-activities/lib/reload-page.ts';
import { createSession } from '#/test/factories.ts';
import { deferred, mockApi, renderApp } from '#/test/render.tsx';
import { setScreenWidth } from '#/test/screen-width.ts';
import { findToast, toastDescription } from '#/test/toasts.ts';

vi.mock('#/features/my-activities/lib/reload-page.ts', () => ({ reloadPage: vi.fn() }));

const DAY = 24 * 60 * 60 * 1000;
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();

const paella = createHostActivity({ id: 'a-paella', title: 'Sunset Paella on the Rooftop' });
const hike = createHostActivity({
  id: 'a-hike',
  title: 'Montjuïc Sunrise Hike',
  startTime: inDays(3),
  endTime: inDays(3),
});
const tapas = createHostActivity({
  id: 'a-tapas',
  title: 'Vermut and Tapas in Gràcia',
  startTime: inDays(-4),
  endTime: inDays(-4),
});

type Extra = (url: string, init?: RequestInit) => Response | Promise<Response> | undefined;

function mockActivities(
  items: HostActivity[] | (() => Response | Promise<Response>),
  { session = createSession({ roles: ['user', 'host'] }), extra }: { session?: Me; extra?: Extra } = {},
) {
  return mockApi(session, (url, init) => {
    if (url === '/api/host/activities' && (init?.method ?? 'GET') === 'GET') {
      return typeof items === 'function' ? items() : Response.json({ items });
    }
    return extra?.(url, init);
  });
}

const callsTo = (fetchMock: ReturnType<typeof mockApi>, path: string, method = 'GET') =>
  fetchMock.mock.calls.filter(([url, init]) => url === path && (init?.method ?? 'GET') === method);

async function findCard(title: string) {
  return screen.findByRole('article', { name: title });
}

describe('/my-activities', () => {
  beforeAll(() => import('#/features/my-activities/pages/my-activities-page.tsx'));

  it("splits the host's activities into 'Upcoming (n)' and 'Past (n)' by their start", async () => {
    mockActivities([tapas, paella, hike]);
    const user = userEvent.setup();
    renderApp('/my-activities');

    expect(await screen.findByRole('tab', { name: 'Upcoming (2)' })).toHaveAttribute('aria-selected', 'true');
    const upcoming = screen.getByRole('tabpanel');
    expect(
      within(upcoming)
        .getAllByRole('article')
        .map((card) => within(card).getByRole('heading', { level: 3 }).textContent),
    ).toEqual(['Montjuïc Sunrise Hike', 'Sunset Paella on the Rooftop']);

    await user.click(screen.getByRole('tab', { name: 'Past (1)' }));
    const past = screen.getByRole('tabpanel');
    expect(within(past).getByRole('heading', { name: 'Vermut and Tapas in Gràcia' })).toBeInTheDocument();
    expect(within(past).queryByText('Montjuïc Sunrise Hike')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create Activity' })).toHaveAttribute('href', '/create-activity');
  });

  it('is the same screen at /host/activities', async () => {
    mockActivities([paella]);
    renderApp('/host/activities');
    expect(await findCard('Sunset Paella on the Rooftop')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'My Activities' })).toBeInTheDocument();
  });

  it('shows on each card the Barcelona time, price, spots left of the capacity and Edit', async () => {
    setScreenWidth(1280);
    mockActivities([
      createHostActivity({
        // Saturday 27 March 2027, 10:00-12:00 in Barcelona (UTC+1).
        startTime: '2027-03-27T09:00:00.000Z',
        endTime: '2027-03-27T11:00:00.000Z',
        priceCents: 3500,
        spotsRemaining: 8,
        capacity: 12,
      }),
    ]);
    renderApp('/my-activities');

    const card = await findCard('Sunset Paella on the Rooftop');
    expect(within(card).getByText(/^Saturday, March 27th(, 2027)? · 10:00–12:00$/)).toBeInTheDocument();
    expect(within(card).getByText('€35')).toBeInTheDocument();
    expect(within(card).getByText('8 of 12 spots left')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Sunset Paella on the Rooftop' })).toHaveAttribute(
      'href',
      '/activity/act-1',
    );
    expect(within(card).getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/edit-activity/act-1');
    expect(within(card).queryByText('Draft')).not.toBeInTheDocument();
    // A host sees only their own activities: no host name on them.
    expect(within(card).queryByText(/Hosted by/)).not.toBeInTheDocument();
  });

  it('lists compact rows on a phone: a small thumbnail, the date, booked of capacity, Guests and Edit', async () => {
    mockActivities([
      createHostActivity({
        startTime: '2027-03-27T09:00:00.000Z',
        endTime: '2027-03-27T11:00:00.000Z',
        spotsRemaining: 8,
        capacity: 12,
      }),
    ]);
    renderApp('/my-activities');

    const row = await findCard('Sunset Paella on the Rooftop');
    expect(within(row).getByText(/^Saturday, March 27th(, 2027)? · 10:00–12:00$/)).toBeInTheDocument();
    expect(within(row).getByText('4 of 12 booked')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Guests' })).toHaveAttribute(
      'href',
      '/activity-guests/act-1',
    );
    expect(within(row).getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/edit-activity/act-1');
    // A 64 px thumbnail, not a 4:3 cover across the screen.
    const thumbnail = row.querySelector('img');
    expect(thumbnail).toHaveAttribute('width', '64');
    expect(thumbnail).toHaveAttribute('height', '64');
  });

  it.each([
    ['a phone', 390],
    ['a desktop', 1280],
  ])('says how many attended a past activity on %s, never the spots that were left', async (_, width) => {
    setScreenWidth(width);
    mockActivities([{ ...tapas, capacity: 14, spotsRemaining: 4, attended: 10 }]);
    const user = userEvent.setup();
    renderApp('/my-activities');

    await user.click(await screen.findByRole('tab', { name: 'Past (1)' }));
    const card = await findCard('Vermut and Tapas in Gràcia');
    expect(within(card).getByText('10 attended')).toBeInTheDocument();
    expect(card).not.toHaveTextContent(/spots left|booked/);
  });

  it('marks a draft and a cancelled activity', async () => {
    mockActivities([
      createHostActivity({ id: 'a-copy', title: 'Sunset Paella on the Rooftop (Copy)', isPublished: false }),
      createHostActivity({
        id: 'a-off',
        title: 'Rainy Day Pottery',
        status: 'cancelled',
        isPublished: false,
      }),
    ]);
    renderApp('/my-activities');

    const copy = await findCard('Sunset Paella on the Rooftop (Copy)');
    expect(within(copy).getByText('Draft')).toBeInTheDocument();
    expect(within(copy).queryByRole('link', { name: /Sunset Paella/ })).not.toBeInTheDocument();
    expect(within(await findCard('Rainy Day Pottery')).getByText('Cancelled')).toBeInTheDocument();
  });

  it('offers neither Edit nor Delete for a past activity guests paid for, only Duplicate', async () => {
    const weekAgo = Date.now() - 7 * 24 * 60 * 60 * 1000;
    mockActivities([
      createHostActivity({
        id: 'a-past',
        title: 'Last Week Paella',
        startTime: new Date(weekAgo).toISOString(),
        endTime: new Date(weekAgo + 2 * 60 * 60 * 1000).toISOString(),
        paidBookings: 2,
        paidAmountCents: 5000,
      }),
    ]);
    const user = userEvent.setup();
    renderApp('/my-activities');

    await user.click(await screen.findByRole('tab', { name: 'Past (1)' }));
    const card = await findCard('Last Week Paella');
    expect(within(card).queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Duplicate' })).toBeInTheDocument();
  });

  it('shows an admin whose activity each one is', async () => {
    mockActivities([createHostActivity({ hostName: 'Núria Vidal' })], {
      session: createSession({ roles: ['user', 'admin'] }),
    });
    renderApp('/my-activities');

    const card = await findCard('Sunset Paella on the Rooftop');
    expect(within(card).getByText('Hosted by Núria Vidal')).toBeInTheDocument();
  });

  it("says 'You haven't created any activities yet' with 'Create Your First Activity'", async () => {
    mockActivities([]);
    renderApp('/my-activities');

    expect(
      await screen.findByRole('heading', { name: "You haven't created any activities yet" }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create Your First Activity' })).toHaveAttribute(
      'href',
      '/create-activity',
    );
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
  });

  it("says 'Error loading activities: ...' and Retry reloads the page", async () => {
    mockActivities(() =>
      Response.json({ error: { code: 'internal', message: 'Database unavailable' } }, { status: 500 }),
    );
    const user = userEvent.setup();
    renderApp('/my-activities');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error loading activities: Database unavailable');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });

  it('invites a signed-in user who does not host to become a host instead of an error', async () => {
    mockActivities(
      () =>
        Response.json(
          { error: { code: 'forbidden', message: 'Access denied. Host privileges required.' } },
          { status: 403 },
        ),
      { session: createSession() },
    );
    renderApp('/my-activities');

    expect(await screen.findByRole('heading', { name: 'Host your own activities' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Become a Host' })).toHaveAttribute('href', '/become-host');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Create Activity' })).not.toBeInTheDocument();
  });

  describe('Duplicate', () => {
    it("copies the activity once, says 'Activity duplicated! ...' and reloads the list", async () => {
      const answer = deferred<Response>();
      let items = [paella];
      const fetchMock = mockActivities(() => Response.json({ items }), {
        extra: (url, init) =>
          url === '/api/host/activities/a-paella/duplicate' && init?.method === 'POST'
            ? answer.promise
            : undefined,
      });
      const user = userEvent.setup();
      renderApp('/my-activities');
      const card = await findCard('Sunset Paella on the Rooftop');

      await user.click(within(card).getByRole('button', { name: 'Duplicate' }));
      const busy = within(card).getByRole('button', { name: 'Duplicating...' });
      expect(busy).toBeDisabled();
      await user.click(busy);

      items = [
        paella,
        createHostActivity({
          id: 'a-copy',
          title: 'Sunset Paella on the Rooftop (Copy)',
          isPublished: false,
        }),
      ];
      answer.resolve(Response.json({ id: 'a-copy' }, { status: 201 }));

      expect(await findToast('Activity duplicated! Edit and publish when ready.')).toBeInTheDocument();
      expect(await findCard('Sunset Paella on the Rooftop (Copy)')).toBeInTheDocument();
      expect(screen.getByRole('tab', { name: 'Upcoming (2)' })).toBeInTheDocument();
      expect(callsTo(fetchMock, '/api/host/activities/a-paella/duplicate', 'POST')).toHaveLength(1);
    });

    it("says 'Failed to duplicate activity' when it fails", async () => {
      mockActivities([paella], {
        extra: (url) =>
          url.endsWith('/duplicate')
            ? Response.json({ error: { code: 'internal', message: 'Boom' } }, { status: 500 })
            : undefined,
      });
      const user = userEvent.setup();
      renderApp('/my-activities');

      await user.click(
        within(await findCard('Sunset Paella on the Rooftop')).getByRole('button', { name: 'Duplicate' }),
      );

      expect(await findToast('Failed to duplicate activity')).toBeInTheDocument();
    });
  });

  describe('Delete', () => {
    it("asks 'Delete Activity?', deletes on confirmation and says 'Activity deleted successfully'", async () => {
      let items = [paella, hike];
      const fetchMock = mockActivities(() => Response.json({ items }), {
        extra: (url, init) => {
          if (url !== '/api/host/activities/a-paella' || init?.method !== 'DELETE') return undefined;
          items = [hike];
          return Response.json({ outcome: 'deleted', refundedBookings: 0 });
        },
      });
      const user = userEvent.setup();
      renderApp('/my-activities');

      await user.click(
        within(await findCard('Sunset Paella on the Rooftop')).getByRole('button', { name: 'Delete' }),
      );
      const dialog = await screen.findByRole('dialog', { name: 'Delete Activity?' });
      expect(dialog).toHaveTextContent(
        'This will permanently delete the activity. This action cannot be undone.',
      );
      await user.click(within(dialog).getByRole('button', { name: 'Delete Activity' }));

      expect(await findToast('Activity deleted successfully')).toBeInTheDocument();
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      await waitFor(() =>
        expect(
          screen.queryByRole('article', { name: 'Sunset Paella on the Rooftop' }),
        ).not.toBeInTheDocument(),
      );
      expect(callsTo(fetchMock, '/api/host/activities/a-paella', 'DELETE')).toHaveLength(1);
    });

    it('keeps the activity when the host cancels the dialog', async () => {
      const fetchMock = mockActivities([paella]);
      const user = userEvent.setup();
      renderApp('/my-activities');

      await user.click(
        within(await findCard('Sunset Paella on the Rooftop')).getByRole('button', { name: 'Delete' }),
      );
      await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));

      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(callsTo(fetchMock, '/api/host/activities/a-paella', 'DELETE')).toHaveLength(0);
    });

    it('names the refunds first when guests have paid, and says who was refunded', async () => {
      const answer = deferred<Response>();
      mockActivities([createHostActivity({ id: 'a-paella', paidBookings: 3, paidAmountCents: 7500 })], {
        extra: (_, init) => (init?.method === 'DELETE' ? answer.promise : undefined),
      });
      const user = userEvent.setup();
      renderApp('/my-activities');

      await user.click(
        within(await findCard('Sunset Paella on the Rooftop')).getByRole('button', { name: 'Delete' }),
      );
      const dialog = await screen.findByRole('dialog', { name: 'Delete Activity?' });
      expect(dialog).toHaveTextContent('3 guests will be refunded €75 in total.');
      expect(dialog).not.toHaveTextContent('permanently delete');

      await user.click(within(dialog).getByRole('button', { name: 'Delete and Refund' }));
      expect(within(dialog).getByRole('button', { name: 'Deleting...' })).toBeDisabled();
      expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
      answer.resolve(Response.json({ outcome: 'cancelled', refundedBookings: 3 }));

      expect(await toastDescription('Activity deleted successfully')).toBe('3 guests were refunded in full.');
    });

    it('cancels a free activity with booked guests without a word of refunds', async () => {
      const fetchMock = mockActivities(
        [createHostActivity({ id: 'a-paella', priceCents: 0, paidBookings: 2, paidAmountCents: 0 })],
        {
          extra: (_, init) =>
            init?.method === 'DELETE'
              ? Response.json({ outcome: 'cancelled', refundedBookings: 0 })
              : undefined,
        },
      );
      const user = userEvent.setup();
      renderApp('/my-activities');

      await user.click(
        within(await findCard('Sunset Paella on the Rooftop')).getByRole('button', { name: 'Delete' }),
      );
      const dialog = await screen.findByRole('dialog', { name: 'Delete Activity?' });
      expect(dialog).toHaveTextContent(
        '2 guests are booked: their bookings are cancelled and each is told by e-mail.',
      );
      expect(dialog).not.toHaveTextContent(/refund|€/i);
      await user.click(within(dialog).getByRole('button', { name: 'Delete Activity' }));

      expect(await findToast('Activity deleted successfully')).toBeInTheDocument();
      expect(callsTo(fetchMock, '/api/host/activities/a-paella', 'DELETE')).toHaveLength(1);
    });

    it("shows the server's reason when the delete fails, and keeps the dialog open", async () => {
      mockActivities([paella], {
        extra: (_, init) =>
          init?.method === 'DELETE'
            ? Response.json(
                { error: { code: 'forbidden', message: 'You can only edit your own activities' } },
                { status: 403 },
              )
            : undefined,
      });
      const user = userEvent.setup();
      renderApp('/my-activities');

      await user.click(
        within(await findCard('Sunset Paella on the Rooftop')).getByRole('button', { name: 'Delete' }),
      );
      const dialog = await screen.findByRole('dialog');
      await user.click(within(dialog).getByRole('button', { name: 'Delete Activity' }));

      expect(await findToast('You can only edit your own activities')).toBeInTheDocument();
      expect(screen.getByRole('dialog')).toBeInTheDocument();
    });

    it("falls back to 'Failed to delete activity' without the server's words", async () => {
      mockActivities([paella], {
        extra: (_, init) =>
          init?.method === 'DELETE' ? new Response('Bad gateway', { status: 502 }) : undefined,
      });
      const user = userEvent.setup();
      renderApp('/my-activities');

      await user.click(
        within(await findCard('Sunset Paella on the Rooftop')).getByRole('button', { name: 'Delete' }),
      );
      await user.click(
        within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete Activity' }),
      );

      expect(await findToast('Failed to delete activity')).toBeInTheDocument();
    });
  });
});
