import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createActivityDetail } from '#/test/activity-factories.ts';
import { anonymous, mockApi, renderApp, signedIn } from '#/test/render.tsx';

/** The activity page's own way back: /explore for members (the spec), home for visitors (issue 34). */
describe('the activity page, opened from a shared link', () => {
  const activity = () => (url: string) =>
    url === '/api/activities/act-1' ? Response.json(createActivityDetail()) : undefined;

  it("signed out: the frame's header with 'Sign in', and a way back home rather than to sign-in", async () => {
    mockApi(anonymous, activity());
    const user = userEvent.setup();
    const { router } = renderApp('/activity/act-1');
    await screen.findByRole('heading', { level: 1 });

    const header = within(screen.getByRole('banner'));
    expect(header.getByRole('link', { name: 'Sortim home' })).toHaveAttribute('href', '/home');
    expect(header.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth');
    expect(screen.queryByRole('link', { name: 'Back to Explore' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Back to home' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
  });

  it('signed in: back to Explore, as the spec says', async () => {
    mockApi(signedIn(), activity());
    renderApp('/activity/act-1');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByRole('link', { name: 'Back to Explore' })).toHaveAttribute('href', '/explore');
    expect(screen.queryByRole('link', { name: 'Back to home' })).not.toBeInTheDocument();
  });

  it('signed out, the heart asks to sign in on a page with a way back to the activity', async () => {
    mockApi(anonymous, activity());
    const user = userEvent.setup();
    const { router } = renderApp('/activity/act-1');
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(await screen.findByRole('tab', { name: "I'm Back" })).toBeInTheDocument();

    await user.click(within(screen.getByRole('banner')).getByRole('button', { name: 'Go back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/activity/act-1'));
    expect(await screen.findByRole('button', { name: 'Save' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('a link to an activity that is gone leads signed-out visitors home too, not to sign-in', async () => {
    mockApi(anonymous, (url) =>
      url === '/api/activities/act-1'
        ? Response.json({ error: { message: 'Activity not found' } }, { status: 404 })
        : undefined,
    );
    renderApp('/activity/act-1');
    expect(await screen.findByRole('heading', { name: 'Activity not found' })).toBeInTheDocument();
    const ways = screen.getAllByRole('link', { name: 'Back to home' });
    expect(ways).toHaveLength(2);
    for (const way of ways) expect(way).toHaveAttribute('href', '/home');
    expect(screen.queryByRole('link', { name: 'Back to Explore' })).not.toBeInTheDocument();
  });
});
