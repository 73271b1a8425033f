import type { Me } from '@sortim/contracts/me';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionKeys } from '#/lib/query-keys.ts';
import { createActivityCard, createActivityDetail } from '#/test/activity-factories.ts';
import { anonymous, deferred, mockApi, renderApp, signedIn } from '#/test/render.tsx';
import { findToast } from '#/test/toasts.ts';

type SaveAnswer = (method: 'PUT' | 'DELETE') => Response | Promise<Response>;

/**
 * The activity page of act-1 for `me` (a function: a test may sign in on the way), the caller's saved ids,
 * and PUT / DELETE /api/me/saved/act-1 answered by `answer` (by default: what was asked, now so).
 */
function mockSaved({
  me,
  ids = [],
  answer = (method) => Response.json({ activityId: 'act-1', saved: method === 'PUT' }),
}: {
  me: () => Me;
  ids?: string[];
  answer?: SaveAnswer;
}) {
  let saved = new Set(ids);
  return mockApi(me, async (url, init) => {
    if (url === '/api/activities/act-1') return Response.json(createActivityDetail());
    if (url === '/api/me/saved/ids') return Response.json({ ids: [...saved] });
    if (url === '/api/me/saved/act-1') {
      const method = init?.method as 'PUT' | 'DELETE';
      const response = await answer(method);
      if (response.ok) saved = method === 'PUT' ? new Set([...saved, 'act-1']) : new Set();
      return response;
    }
    return undefined;
  });
}

const writes = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls.filter(([url, init]) => url === '/api/me/saved/act-1' && init?.method !== undefined);

/** The page's heart, whose word says its state: 'Save', or 'Saved' once saved. */
const heart = () => screen.findByRole('button', { name: /^Saved?$/ });

describe('the heart on the activity page', () => {
  it('shows a saved activity pressed, from the one read of saved ids', async () => {
    const fetchMock = mockSaved({ me: () => signedIn(), ids: ['act-1'] });
    renderApp('/activity/act-1');

    await waitFor(async () => expect(await heart()).toHaveAttribute('aria-pressed', 'true'));
    expect(await heart()).toHaveAccessibleName('Saved');
    expect(fetchMock.mock.calls.filter(([url]) => url === '/api/me/saved/ids')).toHaveLength(1);
  });

  it('turns at once, then says Saved; pressed again it unsaves and says so', async () => {
    const answer = deferred<Response>();
    const fetchMock = mockSaved({
      me: () => signedIn(),
      answer: (method) =>
        method === 'PUT' ? answer.promise : Response.json({ activityId: 'act-1', saved: false }),
    });
    const user = userEvent.setup();
    renderApp('/activity/act-1');
    const button = await heart();
    await waitFor(() => expect(fetchMock.mock.calls.some(([url]) => url === '/api/me/saved/ids')).toBe(true));
    expect(button).toHaveAttribute('aria-pressed', 'false');
    expect(button).toHaveAccessibleName('Save');

    await user.click(button);
    // Pressed before the server has answered, and its word says so.
    await waitFor(() => expect(writes(fetchMock).map(([, init]) => init?.method)).toEqual(['PUT']));
    expect(button).toHaveAttribute('aria-pressed', 'true');
    expect(button).toHaveAccessibleName('Saved');
    // A second press while the first is on its way changes nothing.
    await user.click(button);
    expect(writes(fetchMock)).toHaveLength(1);

    answer.resolve(Response.json({ activityId: 'act-1', saved: true }));
    expect(await findToast('Saved')).toBeInTheDocument();
    expect(button).toHaveAttribute('aria-pressed', 'true');

    await user.click(button);
    expect(await findToast('Removed from saved')).toBeInTheDocument();
    expect(button).toHaveAttribute('aria-pressed', 'false');
    expect(button).toHaveAccessibleName('Save');
    expect(writes(fetchMock).map(([, init]) => init?.method)).toEqual(['PUT', 'DELETE']);
  });

  it('turns back and says so when the server refuses', async () => {
    const answer = deferred<Response>();
    mockSaved({ me: () => signedIn(), answer: () => answer.promise });
    const user = userEvent.setup();
    renderApp('/activity/act-1');
    const button = await heart();

    await user.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'true'));
    answer.resolve(
      Response.json({ error: { code: 'not_found', message: 'Activity not found' } }, { status: 404 }),
    );

    expect(await findToast('Activity not found')).toBeInTheDocument();
    await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'false'));
  });

  it('falls back to its own words when the request never reaches the server', async () => {
    mockSaved({
      me: () => signedIn(),
      ids: ['act-1'],
      answer: () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const user = userEvent.setup();
    renderApp('/activity/act-1');
    const button = await heart();
    await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'true'));

    await user.click(button);

    expect(await findToast("Couldn't update your saved activities. Try again.")).toBeInTheDocument();
    await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'true'));
  });

  it('sends a signed-out visitor to sign in and brings them back with it saved, once', async () => {
    let me: Me = anonymous;
    const fetchMock = mockSaved({ me: () => me });
    const user = userEvent.setup();
    const { router, queryClient } = renderApp('/activity/act-1');

    await user.click(await heart());

    expect(await findToast('Sign in to save activities')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(router.state.location.state).toEqual({ from: '/activity/act-1?save=act-1' });
    // Nothing was asked of the server while signed out.
    expect(fetchMock.mock.calls.some(([url]) => String(url).startsWith('/api/me/saved'))).toBe(false);

    // Signing in refreshes the session; /auth then returns to the page the visitor came from.
    me = signedIn();
    await act(() => queryClient.invalidateQueries({ queryKey: sessionKeys.me }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/activity/act-1'));
    expect(await findToast('Saved')).toBeInTheDocument();
    await waitFor(async () => expect(await heart()).toHaveAttribute('aria-pressed', 'true'));
    // Saved once, and the job left the address, so a reload or Back does not do it again.
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(router.state.location.pathname).toBe('/activity/act-1');
    expect(writes(fetchMock).map(([, init]) => init?.method)).toEqual(['PUT']);
  });

  it('drops a save in the address for a visitor who is not signed in', async () => {
    const fetchMock = mockSaved({ me: () => anonymous });
    const { router } = renderApp('/activity/act-1?save=act-1');

    await heart();
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(writes(fetchMock)).toHaveLength(0);
  });
});

describe('the heart on a card', () => {
  it('is a toggle beside the card link, named Save and described by the title', async () => {
    mockApi(signedIn(), (url) => {
      if (url === '/api/activities/act-1') return Response.json(createActivityDetail());
      if (url === '/api/me/saved/ids') return Response.json({ ids: ['act-2'] });
      if (url === '/api/activities/act-1/similar') {
        return Response.json({
          items: [createActivityCard({ id: 'act-2', title: 'Montjuïc Morning Run' })],
        });
      }
      return undefined;
    });
    renderApp('/activity/act-1');

    const more = await screen.findByRole('region', { name: 'More like this' });
    const card = within(more).getByRole('article', { name: 'Montjuïc Morning Run' });
    const button = within(card).getByRole('button', { name: 'Save' });
    expect(button).toHaveAccessibleDescription('Montjuïc Morning Run');
    await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'true'));
    expect(button.closest('a')).toBeNull();
  });
});
