import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createActivityCard, createActivityDetail } from '#/test/activity-factories.ts';
import { anonymous, mockApi, renderApp } from '#/test/render.tsx';

const SIMILAR_URL = '/api/activities/act-1/similar';

function mockPage(similar: () => Response) {
  return mockApi(anonymous, (url) => {
    if (url === '/api/activities/act-1') return Response.json(createActivityDetail());
    if (url === '/api/activities/sim-2') {
      return Response.json(createActivityDetail({ id: 'sim-2', title: 'Market morning in La Boqueria' }));
    }
    if (url === SIMILAR_URL) return similar();
    return undefined;
  });
}

const cards = [
  createActivityCard({ id: 'sim-1', title: 'Paella class by the sea' }),
  createActivityCard({ id: 'sim-2', title: 'Market morning in La Boqueria' }),
  createActivityCard({ id: 'sim-3', title: 'Vermouth and tapas in Gràcia' }),
  createActivityCard({ id: 'sim-4', title: 'Catalan cooking for beginners' }),
];

describe('More like this', () => {
  it('ends the page with the activities like it, as cards in the order given, each opening its page', async () => {
    mockPage(() => Response.json({ items: cards }));
    const user = userEvent.setup();
    const { router } = renderApp('/activity/act-1');

    const section = await screen.findByRole('region', { name: 'More like this' });
    const items = within(section).getAllByRole('article');
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual([
      'Paella class by the sea',
      'Market morning in La Boqueria',
      'Vermouth and tapas in Gràcia',
      'Catalan cooking for beginners',
    ]);

    await user.click(within(section).getByRole('link', { name: 'Market morning in La Boqueria' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/activity/sim-2'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Market morning in La Boqueria' }),
    ).toBeInTheDocument();
  });

  it.each([
    ['nothing is like it', () => Response.json({ items: [] })],
    [
      'the suggestions fail to load',
      () => Response.json({ error: { code: 'x', message: 'x' } }, { status: 500 }),
    ],
  ])('shows no section when %s, and the page stands', async (_, similar) => {
    const fetchMock = mockPage(similar);
    renderApp('/activity/act-1');

    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    await waitFor(() => expect(fetchMock.mock.calls.some(([url]) => url === SIMILAR_URL)).toBe(true));
    // Its answer has come and been read: the placeholder cards are gone.
    await Promise.all(fetchMock.mock.results.map((result) => result.value));
    await waitFor(() => expect(document.querySelector('[data-slot="more-like-this-loading"]')).toBeNull());
    expect(screen.queryByRole('region', { name: 'More like this' })).not.toBeInTheDocument();
    expect(screen.queryByText('More like this')).not.toBeInTheDocument();
  });

  it('reads the words in Spanish and Catalan', async () => {
    const { switchLanguage } = await import('#/lib/i18n.ts');
    mockPage(() => Response.json({ items: cards.slice(0, 1) }));
    await switchLanguage('ca');
    const catalan = renderApp('/activity/act-1');
    expect(await screen.findByRole('region', { name: 'Més com aquesta' })).toBeInTheDocument();
    catalan.unmount();
    await switchLanguage('es');
    const spanish = renderApp('/activity/act-1');
    expect(await screen.findByRole('region', { name: 'Más como esta' })).toBeInTheDocument();
    spanish.unmount();
    await switchLanguage('en');
  });
});
