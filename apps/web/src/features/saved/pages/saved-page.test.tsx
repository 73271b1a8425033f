import type { SavedActivities } from '@sortim/contracts/saved';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createActivityCard } from '#/test/activity-factories.ts';
import { anonymous, mockApi, renderApp, signedIn } from '#/test/render.tsx';
import { findToast } from '#/test/toasts.ts';

const upcoming = createActivityCard({ id: 'act-1', title: 'Sunset Paella on the Rooftop' });
const past = createActivityCard({
  id: 'act-2',
  title: 'Montjuïc Morning Run',
  // Sunday 1 February 2026, 09:00–10:30 in Barcelona.
  startTime: '2026-02-01T08:00:00.000Z',
  endTime: '2026-02-01T09:30:00.000Z',
  state: 'started',
});
const cancelled = createActivityCard({ id: 'act-3', title: 'Vermut Walk in Gràcia', state: 'cancelled' });

/** A signed-in guest whose Saved page answers `lists`, with their ids, and DELETE answered as done. */
function mockSavedPage(lists: SavedActivities) {
  const ids = new Set([...lists.upcoming, ...lists.past].map((activity) => activity.id));
  return mockApi(signedIn(), (url, init) => {
    if (url === '/api/me/saved') return Response.json(lists);
    if (url === '/api/me/saved/ids') return Response.json({ ids: [...ids] });
    const id = /^\/api\/me\/saved\/(.+)$/.exec(url)?.[1];
    if (id && init?.method === 'DELETE') {
      ids.delete(id);
      return Response.json({ activityId: id, saved: false });
    }
    return undefined;
  });
}

describe('/saved', () => {
  it('lists upcoming activities as cards first, then past and cancelled ones greyed with their date', async () => {
    mockSavedPage({ upcoming: [upcoming], past: [past, cancelled] });
    renderApp('/saved');

    expect(await screen.findByRole('heading', { level: 1, name: 'Saved' })).toBeInTheDocument();
    const upcomingSection = await screen.findByRole('region', { name: 'Upcoming' });
    const card = within(upcomingSection).getByRole('article', { name: 'Sunset Paella on the Rooftop' });
    expect(within(card).getByRole('link', { name: 'Join now' })).toHaveAttribute('href', '/activity/act-1');

    const pastSection = screen.getByRole('region', { name: 'Past' });
    // Upcoming comes first on the page.
    expect(
      upcomingSection.compareDocumentPosition(pastSection) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    const [run, walk] = within(pastSection).getAllByRole('article');
    if (!run || !walk) throw new Error('two past items expected');
    expect(run).toHaveAccessibleName('Montjuïc Morning Run');
    expect(run).toHaveTextContent('Sunday, February 1st · 09:00–10:30');
    expect(run).toHaveTextContent('Took place');
    expect(run).toHaveClass('text-muted-foreground');
    expect(run.querySelector('img')).toHaveClass('grayscale');
    // Nothing to book on a past one.
    expect(within(run).queryByRole('link', { name: 'Join now' })).not.toBeInTheDocument();
    expect(within(run).getByRole('link', { name: 'Montjuïc Morning Run' })).toHaveAttribute(
      'href',
      '/activity/act-2',
    );
    expect(walk).toHaveTextContent('Cancelled');
    await waitFor(() =>
      expect(within(walk).getByRole('button', { name: 'Save' })).toHaveAttribute('aria-pressed', 'true'),
    );
  });

  it('unsaves from its heart, keeping the activity on screen until the page is opened again', async () => {
    const fetchMock = mockSavedPage({ upcoming: [upcoming], past: [] });
    const user = userEvent.setup();
    renderApp('/saved');
    const card = await screen.findByRole('article', { name: 'Sunset Paella on the Rooftop' });
    const button = within(card).getByRole('button', { name: 'Save' });
    await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'true'));

    await user.click(button);

    expect(await findToast('Removed from saved')).toBeInTheDocument();
    expect(button).toHaveAttribute('aria-pressed', 'false');
    expect(button).toHaveFocus();
    expect(card).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/me/saved/act-1',
      expect.objectContaining({ method: 'DELETE' }),
    );
    // The list was not read again meanwhile.
    expect(fetchMock.mock.calls.filter(([url]) => url === '/api/me/saved')).toHaveLength(1);
  });

  it('says how to save something when nothing is saved, and points to Explore', async () => {
    mockSavedPage({ upcoming: [], past: [] });
    renderApp('/saved');

    expect(await screen.findByRole('heading', { name: 'Nothing saved yet' })).toBeInTheDocument();
    expect(screen.getByText('Tap the heart on any activity to keep it here for later.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Explore activities' })).toHaveAttribute('href', '/explore');
    expect(screen.queryByRole('region', { name: 'Past' })).not.toBeInTheDocument();
  });

  it('says nothing is coming up when every saved activity is past', async () => {
    mockSavedPage({ upcoming: [], past: [past] });
    renderApp('/saved');

    const upcomingSection = await screen.findByRole('region', { name: 'Upcoming' });
    expect(within(upcomingSection).getByRole('heading', { name: 'Nothing coming up' })).toBeInTheDocument();
    expect(within(upcomingSection).getByRole('link', { name: 'Explore activities' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Past' })).toHaveTextContent('Montjuïc Morning Run');
  });

  it('offers Retry when the list cannot load', async () => {
    let fail = true;
    mockApi(signedIn(), (url) => {
      if (url === '/api/me/saved') {
        return fail
          ? Response.json({ error: { code: 'internal', message: 'Boom' } }, { status: 500 })
          : Response.json({ upcoming: [upcoming], past: [] });
      }
      if (url === '/api/me/saved/ids') return Response.json({ ids: ['act-1'] });
      return undefined;
    });
    const user = userEvent.setup();
    renderApp('/saved');

    expect(await screen.findByText("Couldn't load your saved activities")).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: /Retry/ }));
    expect(await screen.findByRole('article', { name: 'Sunset Paella on the Rooftop' })).toBeInTheDocument();
  });

  it('is in the navigation, marked as the current page', async () => {
    mockSavedPage({ upcoming: [], past: [] });
    renderApp('/saved');

    const nav = within(await screen.findByRole('navigation', { name: 'Main navigation' }));
    expect(nav.getByRole('link', { name: 'Saved' })).toHaveAttribute('aria-current', 'page');
    const bottomBar = within(screen.getByRole('navigation', { name: 'Bottom navigation' }));
    expect(bottomBar.getByRole('link', { name: 'Saved' })).toHaveAttribute('aria-current', 'page');
  });

  it('sends a signed-out visitor to sign in, and back here afterwards', async () => {
    mockApi(anonymous);
    const { router } = renderApp('/saved');

    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(router.state.location.state).toEqual({ from: '/saved' });
  });
});
