import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createActivityCard } from '#/test/activity-factories.ts';
import { anonymous, deferred, mockApi, renderApp, signedIn } from '#/test/render.tsx';

const featured = [
  createActivityCard({ id: 'f1', title: 'Tapas Tour in El Born' }),
  createActivityCard({ id: 'f2', title: 'Sunrise Yoga at Barceloneta' }),
  createActivityCard({ id: 'f3', title: 'Gaudí After Dark' }),
];
const upcoming = Array.from({ length: 6 }, (_, index) =>
  createActivityCard({ id: `u${index + 1}`, title: `Upcoming ${index + 1}` }),
);

const listResponse = (items = upcoming) =>
  Response.json({ items, total: 47, totalCapped: false, nextCursor: 'next' });
const featuredResponse = (items = featured) => Response.json({ items });
const failure = () =>
  Response.json({ error: { code: 'internal', message: 'Internal Server Error' } }, { status: 500 });

function section(name: string) {
  return within(screen.getByRole('region', { name }));
}

describe('/home', () => {
  it('shows the hero, the featured and upcoming activities, testimonials and the closing call to action', async () => {
    const fetchMock = mockApi(anonymous, (url) => {
      if (url === '/api/activities/featured') return featuredResponse();
      if (url === '/api/activities?limit=6') return listResponse();
      if (url === '/api/analytics/events') return Response.json({ ok: true });
      return undefined;
    });
    renderApp('/home');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Get people outside and connect' }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith(
        '/api/analytics/events',
        expect.objectContaining({ body: expect.stringContaining('"page":"/home"') }),
      ),
    );
    expect(screen.getByRole('button', { name: 'Browse activities' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: "I'm Back" })).toHaveAttribute('href', '/auth');
    expect(screen.getByRole('link', { name: 'Join the Community' })).toHaveAttribute('href', '/auth');
    // The closing call to action is its own chunk, loaded beside the first render.
    expect(await screen.findByRole('link', { name: "Sign up — it's free" })).toHaveAttribute('href', '/auth');

    expect(
      await section('This Week in Barcelona').findByRole('link', { name: 'Tapas Tour in El Born' }),
    ).toBeInTheDocument();
    expect(section('This Week in Barcelona').getAllByRole('article')).toHaveLength(3);
    expect(await section("What's Happening Near You").findAllByRole('article')).toHaveLength(6);
    // The first row's images load at once and first; the rest wait until scrolled near.
    const images = (name: string) =>
      section(name)
        .getAllByRole('article')
        .map((card) => card.querySelector('img'));
    for (const image of images('This Week in Barcelona')) {
      expect(image).toHaveAttribute('loading', 'eager');
      expect(image).toHaveAttribute('fetchpriority', 'high');
    }
    for (const image of images("What's Happening Near You")) {
      expect(image).toHaveAttribute('loading', 'lazy');
      expect(image).not.toHaveAttribute('fetchpriority');
    }
    expect(fetchMock).toHaveBeenCalledWith('/api/activities?limit=6', expect.anything());
  });

  it('shows skeletons in the shape of cards while loading', async () => {
    const pending = deferred<Response>();
    mockApi(anonymous, (url) => (url.startsWith('/api/activities') ? pending.promise : undefined));
    renderApp('/home');

    const list = await screen.findByRole('region', { name: "What's Happening Near You" });
    expect(list).toHaveAttribute('aria-busy', 'true');
    expect(list.querySelectorAll('[data-slot="skeleton"]').length).toBeGreaterThan(0);
    expect(within(list).queryByRole('article')).not.toBeInTheDocument();
    pending.resolve(listResponse());
  });

  it('shows each error with a Retry that loads again', async () => {
    let fail = true;
    mockApi(anonymous, (url) => {
      if (url === '/api/activities/featured') return fail ? failure() : featuredResponse();
      if (url === '/api/activities?limit=6') return fail ? failure() : listResponse();
      return undefined;
    });
    renderApp('/home');

    expect(await screen.findByText('Failed to load featured experiences')).toBeInTheDocument();
    expect(await screen.findByText('Failed to load activities')).toBeInTheDocument();

    fail = false;
    await userEvent.click(section("What's Happening Near You").getByRole('button', { name: 'Retry' }));
    expect(await section("What's Happening Near You").findAllByRole('article')).toHaveLength(6);
    expect(screen.getByText('Failed to load featured experiences')).toBeInTheDocument();

    await userEvent.click(section('This Week in Barcelona').getByRole('button', { name: 'Retry' }));
    expect(await section('This Week in Barcelona').findAllByRole('article')).toHaveLength(3);
  });

  it('shows the empty states', async () => {
    mockApi(anonymous, (url) => {
      if (url === '/api/activities/featured') return featuredResponse([]);
      if (url === '/api/activities?limit=6') return listResponse([]);
      return undefined;
    });
    renderApp('/home');

    expect(
      await screen.findByText('No featured experiences at the moment. Check back soon!'),
    ).toBeInTheDocument();
    expect(await screen.findByText('No experiences found. Check back soon!')).toBeInTheDocument();
  });

  it('turns the testimonials 2 at a time, wrapping both ways, and by the dots', async () => {
    mockApi(anonymous, () => undefined);
    renderApp('/home');
    const carousel = () => section('What our community says');
    const authors = () =>
      carousel()
        .getAllByRole('figure')
        .map((figure) => figure.querySelector('figcaption span')?.textContent);

    await screen.findByRole('region', { name: 'What our community says' });
    expect(authors()).toEqual(['Lena', 'Tomás']);
    await userEvent.click(carousel().getByRole('button', { name: 'Next testimonials' }));
    expect(authors()).toEqual(['Aisha', 'Jordi']);
    await userEvent.click(carousel().getByRole('button', { name: 'Next testimonials' }));
    expect(authors()).toEqual(['Lena', 'Tomás']);
    await userEvent.click(carousel().getByRole('button', { name: 'Previous testimonials' }));
    expect(authors()).toEqual(['Aisha', 'Jordi']);
    await userEvent.click(carousel().getByRole('button', { name: 'Show testimonials 1 of 2' }));
    expect(authors()).toEqual(['Lena', 'Tomás']);
    expect(carousel().getByRole('button', { name: 'Show testimonials 1 of 2' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  });

  it('moves focus to the upcoming list on Browse activities', async () => {
    mockApi(anonymous, () => undefined);
    renderApp('/home');
    await userEvent.click(await screen.findByRole('button', { name: 'Browse activities' }));
    expect(screen.getByRole('heading', { name: "What's Happening Near You" })).toHaveFocus();
  });

  it("offers a signed-in guest the spec's one hero action, 'Browse activities', and no sign-up call to action", async () => {
    mockApi(signedIn(), () => undefined);
    renderApp('/home');
    const hero = within(await screen.findByRole('region', { name: 'Get people outside and connect' }));
    await screen.findByRole('region', { name: 'What our community says' });

    expect(hero.getAllByRole('button').map((button) => button.textContent)).toEqual(['Browse activities']);
    // 'Explore Activities' beside it said the same thing twice; Explore stays one tap away in the navigation.
    expect(hero.queryAllByRole('link')).toEqual([]);
    expect(screen.queryByRole('link', { name: "I'm Back" })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: "Sign up — it's free" })).not.toBeInTheDocument();
  });
});
