import type { AdminActivitiesPage, AdminActivityRow } from '@sortim/contracts/admin';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, bodyOf, callsTo, mockAdminApi } from '#/features/admin/shared/test/admin-test-api.ts';
import { deferred, renderApp } from '#/test/render.tsx';
import { toastDescription } from '#/test/toasts.ts';

const FUTURE = new Date(Date.now() + 7 * 86_400_000).toISOString();
const PAST = new Date(Date.now() - 7 * 86_400_000).toISOString();

function row(overrides: Partial<AdminActivityRow> = {}): AdminActivityRow {
  return {
    id: 'act-1',
    title: 'Sunset Paella on the Rooftop',
    category: 'Go Social',
    startTime: FUTURE,
    timeZone: 'Europe/Madrid',
    priceCents: 3500,
    capacity: 10,
    spotsRemaining: 6,
    thumbnailUrl: null,
    hostId: 'host-1',
    hostName: 'Marta Puig',
    featured: false,
    isPublished: true,
    status: 'published',
    paidBookings: 2,
    ...overrides,
  };
}

function page(
  activities: AdminActivityRow[],
  overrides: Partial<AdminActivitiesPage> = {},
): AdminActivitiesPage {
  return { activities, total: activities.length, page: 1, pageSize: 20, ...overrides };
}

const card = async (title: string) =>
  (await screen.findByRole('heading', { name: title })).closest('article') as HTMLElement;

describe('/admin/activities', () => {
  it('lists activities with what moderation needs to see', async () => {
    mockAdminApi({
      'GET /api/admin/activities': () =>
        Response.json(
          page([row(), row({ id: 'act-2', title: 'Vermut Walk', isPublished: false, priceCents: 0 })]),
        ),
    });
    renderApp('/admin/activities');

    expect(await screen.findByRole('heading', { level: 1, name: 'Moderate Activities' })).toBeInTheDocument();
    const paella = within(await card('Sunset Paella on the Rooftop'));
    expect(paella.getByRole('link', { name: 'Sunset Paella on the Rooftop' })).toHaveAttribute(
      'href',
      '/activity/act-1',
    );
    expect(paella.getByText('Go Social')).toBeInTheDocument();
    expect(paella.getByText('Hosted by Marta Puig')).toBeInTheDocument();
    expect(paella.getByText('6 of 10 spots left')).toBeInTheDocument();
    expect(paella.getByText('€35')).toBeInTheDocument();
    expect(paella.getByText('Published')).toBeInTheDocument();
    expect(paella.getByText('2 paid bookings')).toBeInTheDocument();
    expect(paella.getByRole('switch', { name: 'Featured' })).not.toBeChecked();
    const vermut = within(await card('Vermut Walk'));
    expect(vermut.getByText('Draft')).toBeInTheDocument();
    expect(vermut.getByText('Free')).toBeInTheDocument();
    // The server refuses to feature a draft.
    expect(vermut.getByRole('switch', { name: 'Featured' })).toBeDisabled();
    expect(screen.getByText('2 activities')).toBeInTheDocument();
  });

  it('searches by title or category on the server, after a pause in typing, from the first page', async () => {
    const fetchMock = mockAdminApi({
      'GET /api/admin/activities?page=2': () => Response.json(page([row()], { page: 2, total: 25 })),
      'GET /api/admin/activities?q=active': () =>
        Response.json(page([row({ id: 'act-9', title: 'Montjuïc Morning Run', category: 'Be Active' })])),
    });
    const user = userEvent.setup();
    const { router } = renderApp('/admin/activities?page=2');
    await card('Sunset Paella on the Rooftop');

    await user.type(screen.getByLabelText('Search activities'), 'active');

    expect(await card('Montjuïc Morning Run')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?q=active');
    // One request for the settled text, none per keystroke.
    const searches = fetchMock.mock.calls.filter(([url]) =>
      String(url).startsWith('/api/admin/activities?q='),
    );
    expect(searches.map(([url]) => url)).toEqual(['/api/admin/activities?q=active']);
  });

  it('pages through the results', async () => {
    const fetchMock = mockAdminApi({
      'GET /api/admin/activities': () => Response.json(page([row()], { total: 45 })),
      'GET /api/admin/activities?page=2': () =>
        Response.json(page([row({ id: 'act-21', title: 'Tapas Crawl' })], { page: 2, total: 45 })),
    });
    const user = userEvent.setup();
    renderApp('/admin/activities');
    await card('Sunset Paella on the Rooftop');
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Next' }));

    expect(await card('Tapas Crawl')).toBeInTheDocument();
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET', '/api/admin/activities?page=2')).toHaveLength(1);
  });

  it("says when nothing matches, and 'Clear search' brings the list back", async () => {
    mockAdminApi({
      'GET /api/admin/activities': () => Response.json(page([row()])),
      'GET /api/admin/activities?q=zzz': () => Response.json(page([])),
    });
    const user = userEvent.setup();
    renderApp('/admin/activities?q=zzz');

    expect(await screen.findByRole('heading', { name: 'No activities match “zzz”' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear search' }));

    expect(await card('Sunset Paella on the Rooftop')).toBeInTheDocument();
    expect(screen.getByLabelText('Search activities')).toHaveValue('');
  });

  it('features an activity: the switch sends the new state and says where it shows', async () => {
    const fetchMock = mockAdminApi({
      'GET /api/admin/activities': () => Response.json(page([row()])),
      'PUT /api/admin/activities/act-1/featured': (init) => Response.json(JSON.parse(String(init?.body))),
    });
    const user = userEvent.setup();
    renderApp('/admin/activities');
    const paella = within(await card('Sunset Paella on the Rooftop'));

    await user.click(paella.getByRole('switch', { name: 'Featured' }));

    expect(await toastDescription('Activity featured')).toBe('It shows in ‘This Week in Barcelona’ on Home.');
    const [put] = callsTo(fetchMock, 'PUT', '/api/admin/activities/act-1/featured');
    expect(put && bodyOf(put)).toEqual({ featured: true });
    await waitFor(() => expect(paella.getByRole('switch', { name: 'Featured' })).toBeChecked());
  });

  it('keeps the keyboard focus on the switch while saving, and ignores presses until the answer', async () => {
    const answer = deferred<Response>();
    const fetchMock = mockAdminApi({
      'GET /api/admin/activities': () => Response.json(page([row()])),
      'PUT /api/admin/activities/act-1/featured': () => answer.promise,
    });
    const user = userEvent.setup();
    renderApp('/admin/activities');
    const featured = within(await card('Sunset Paella on the Rooftop')).getByRole('switch', {
      name: 'Featured',
    });

    featured.focus();
    await user.keyboard(' ');
    expect(featured).toBeChecked();
    // Enabled while saving: a browser moves focus off a control that becomes disabled.
    expect(featured).toBeEnabled();
    expect(featured).toHaveFocus();
    await user.keyboard(' ');
    expect(callsTo(fetchMock, 'PUT', '/api/admin/activities/act-1/featured')).toHaveLength(1);

    answer.resolve(Response.json({ featured: true }));
    expect(await toastDescription('Activity featured')).toBe('It shows in ‘This Week in Barcelona’ on Home.');
    expect(featured).toHaveFocus();
  });

  it("turns back and says 'Failed to update featured status' when the server refuses", async () => {
    const answer = deferred<Response>();
    mockAdminApi({
      'GET /api/admin/activities': () => Response.json(page([row({ featured: true })])),
      'PUT /api/admin/activities/act-1/featured': () => answer.promise,
    });
    const user = userEvent.setup();
    renderApp('/admin/activities');
    const paella = within(await card('Sunset Paella on the Rooftop'));
    expect(paella.getByRole('switch', { name: 'Featured' })).toBeChecked();

    await user.click(paella.getByRole('switch', { name: 'Featured' }));
    // It moves at once...
    expect(paella.getByRole('switch', { name: 'Featured' })).not.toBeChecked();
    answer.resolve(apiError(500, 'internal', 'Something went wrong'));

    // ...and back when the change fails.
    expect(await toastDescription('Failed to update featured status')).toBe('Something went wrong');
    expect(paella.getByRole('switch', { name: 'Featured' })).toBeChecked();
  });

  it('deletes after a confirmation that names the refunds of a future activity', async () => {
    let rows = [row()];
    const fetchMock = mockAdminApi({
      'GET /api/admin/activities': () => Response.json(page(rows)),
      'DELETE /api/admin/activities/act-1': () => {
        rows = [];
        return Response.json({ outcome: 'cancelled', refundedBookings: 2 });
      },
    });
    const user = userEvent.setup();
    renderApp('/admin/activities');

    await user.click(
      within(await card('Sunset Paella on the Rooftop')).getByRole('button', {
        name: 'Delete Sunset Paella on the Rooftop',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Delete Activity?' });
    expect(dialog).toHaveTextContent(
      '2 paid bookings of “Sunset Paella on the Rooftop” will be refunded in full.',
    );
    expect(dialog).toHaveTextContent('Paid guests of a future activity are refunded in full');
    expect(callsTo(fetchMock, 'DELETE', '/api/admin/activities/act-1')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Delete and Refund' }));

    expect(await toastDescription('Activity deleted successfully')).toBe('2 bookings were refunded in full.');
    expect(callsTo(fetchMock, 'DELETE', '/api/admin/activities/act-1')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('heading', { name: 'No activities yet' })).toBeInTheDocument();
  });

  it('names the cancelled bookings of a free activity without a word of refunds', async () => {
    const fetchMock = mockAdminApi({
      'GET /api/admin/activities': () => Response.json(page([row({ priceCents: 0, paidBookings: 2 })])),
      'DELETE /api/admin/activities/act-1': () =>
        Response.json({ outcome: 'cancelled', refundedBookings: 0 }),
    });
    const user = userEvent.setup();
    renderApp('/admin/activities');

    await user.click(
      within(await card('Sunset Paella on the Rooftop')).getByRole('button', {
        name: 'Delete Sunset Paella on the Rooftop',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Delete Activity?' });
    expect(dialog).toHaveTextContent(
      '2 bookings of “Sunset Paella on the Rooftop” will be cancelled, and their guests told by e-mail.',
    );
    expect(dialog).not.toHaveTextContent(/will be refunded|€/);
    await user.click(within(dialog).getByRole('button', { name: 'Delete Activity' }));

    await waitFor(() => expect(callsTo(fetchMock, 'DELETE', '/api/admin/activities/act-1')).toHaveLength(1));
  });

  it('changes nothing when the confirmation is cancelled', async () => {
    const fetchMock = mockAdminApi({
      'GET /api/admin/activities': () => Response.json(page([row({ paidBookings: 0 })])),
    });
    const user = userEvent.setup();
    renderApp('/admin/activities');

    await user.click(
      within(await card('Sunset Paella on the Rooftop')).getByRole('button', {
        name: 'Delete Sunset Paella on the Rooftop',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Delete Activity?' });
    expect(dialog).toHaveTextContent(
      'This will permanently delete the activity. This action cannot be undone.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(fetchMock, 'DELETE', '/api/admin/activities/act-1')).toHaveLength(0);
  });

  it("says 'Failed to delete activity' with the server's message", async () => {
    mockAdminApi({
      'GET /api/admin/activities': () => Response.json(page([row()])),
      'DELETE /api/admin/activities/act-1': () =>
        apiError(409, 'conflict', 'This activity has started and cannot be cancelled'),
    });
    const user = userEvent.setup();
    renderApp('/admin/activities');

    await user.click(
      within(await card('Sunset Paella on the Rooftop')).getByRole('button', {
        name: 'Delete Sunset Paella on the Rooftop',
      }),
    );
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete and Refund' }),
    );

    expect(await toastDescription('Failed to delete activity')).toBe(
      'This activity has started and cannot be cancelled',
    );
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('offers no Delete and no Featured for an activity that took place with paying guests', async () => {
    mockAdminApi({
      'GET /api/admin/activities': () => Response.json(page([row({ startTime: PAST })])),
    });
    renderApp('/admin/activities');

    const paella = within(await card('Sunset Paella on the Rooftop'));
    expect(paella.getByText('Past')).toBeInTheDocument();
    expect(paella.queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
    // Nor can it be featured: the server features only what is still to come.
    expect(paella.getByRole('switch', { name: 'Featured' })).toBeDisabled();
    expect(paella.getByText('Only a published, upcoming activity can be featured')).toBeInTheDocument();
  });

  it('offers Retry when the list fails to load', async () => {
    let fail = true;
    mockAdminApi({
      'GET /api/admin/activities': () =>
        fail ? apiError(500, 'internal', 'Boom') : Response.json(page([row()])),
    });
    const user = userEvent.setup();
    renderApp('/admin/activities');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("Couldn't load activities");
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));

    expect(await card('Sunset Paella on the Rooftop')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
