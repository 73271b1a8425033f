import type { HostProfile, HostReview } from '@sortim/contracts/host-dashboard';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createActivityCard } from '#/test/activity-factories.ts';
import { anonymous, mockApi, renderApp } from '#/test/render.tsx';

/** Any button but 'Report', which every review has for everyone. */
const notReport = (name: string) => !name.startsWith('Report');

function review(n: number, overrides: Partial<HostReview> = {}): HostReview {
  return {
    id: `rev-${n}`,
    rating: 5,
    comment: `Review number ${n}`,
    createdAt: '2026-03-15T18:00:00.000Z',
    author: { displayName: `Guest ${n}`, avatarUrl: null },
    activityTitle: 'Sunset Paella on the Rooftop',
    attended: false,
    reply: null,
    ...overrides,
  };
}

function hostProfile(overrides: Partial<HostProfile> = {}): HostProfile {
  return {
    id: 'host-1',
    displayName: 'Núria Vidal',
    avatarUrl: null,
    bio: 'Chef from the Raval who has cooked for friends on this rooftop for ten years.',
    city: 'Barcelona',
    languages: ['Catalan', 'English'],
    verified: true,
    upcomingCount: 6,
    rating: 4.75,
    reviewCount: 12,
    upcoming: Array.from({ length: 6 }, (_, i) =>
      createActivityCard({ id: `act-${i + 1}`, title: `Paella night ${i + 1}` }),
    ),
    reviews: [
      review(1, {
        rating: 4,
        comment: 'Lovely evening, great rice.',
        author: { displayName: 'Jordi Mas', avatarUrl: null },
      }),
      ...Array.from({ length: 9 }, (_, i) => review(i + 2)),
    ],
    ...overrides,
  };
}

function mockProfile(answer: () => Response) {
  return mockApi(anonymous, (url) => (url === '/api/hosts/host-1' ? answer() : undefined));
}

describe('/profile/:userId', () => {
  it('shows the host: avatar, name, Verified, bio, city, languages, upcoming count and rating', async () => {
    mockProfile(() => Response.json(hostProfile()));
    renderApp('/profile/host-1');

    const name = await screen.findByRole('heading', { level: 1, name: 'Núria Vidal' });
    await waitFor(() => expect(document.title).toContain('Núria Vidal'));
    expect(screen.getByText('NV')).toBeInTheDocument();
    expect(within(name.parentElement as HTMLElement).getByText('Verified')).toBeInTheDocument();
    expect(screen.getByText(/Chef from the Raval/)).toBeInTheDocument();
    expect(screen.getByText('Barcelona', { exact: false, selector: 'li' })).toBeInTheDocument();
    expect(screen.getByText('Catalan, English', { exact: false, selector: 'li' })).toBeInTheDocument();
    expect(screen.getByText('6 upcoming events')).toBeInTheDocument();
    expect(screen.getByText('4.8 · 12 reviews')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Rated 4.8 out of 5' })).toBeInTheDocument();
  });

  it('says who the host is and Verified once: the upcoming cards do not repeat "Hosted by … Verified"', async () => {
    mockProfile(() => Response.json(hostProfile()));
    renderApp('/profile/host-1');

    const upcoming = await screen.findByRole('region', { name: 'Upcoming activities' });
    expect(within(upcoming).getAllByRole('article')).toHaveLength(5);
    expect(screen.getAllByText('Verified')).toHaveLength(1);
    expect(screen.queryByText('Hosted by')).not.toBeInTheDocument();
  });

  it('shows up to 5 upcoming activities, each opening its page', async () => {
    mockProfile(() => Response.json(hostProfile()));
    renderApp('/profile/host-1');

    const upcoming = await screen.findByRole('region', { name: 'Upcoming activities' });
    const cards = within(upcoming).getAllByRole('article');
    expect(cards).toHaveLength(5);
    expect(within(cards[0] as HTMLElement).getByRole('link', { name: 'Paella night 1' })).toHaveAttribute(
      'href',
      '/activity/act-1',
    );
    expect(within(upcoming).queryByText('Paella night 6')).not.toBeInTheDocument();
  });

  it('lists the recent reviews with author, stars, comment, activity and date', async () => {
    mockProfile(() => Response.json(hostProfile()));
    renderApp('/profile/host-1');

    const reviews = await screen.findByRole('region', { name: 'Recent reviews' });
    const items = within(reviews).getAllByRole('listitem');
    expect(items).toHaveLength(10);
    const first = within(items[0] as HTMLElement);
    expect(first.getByText('Jordi Mas')).toBeInTheDocument();
    expect(first.getByRole('img', { name: '4 stars out of 5' })).toBeInTheDocument();
    expect(first.getByText('Lovely evening, great rice.')).toBeInTheDocument();
    expect(first.getByText('on Sunset Paella on the Rooftop')).toBeInTheDocument();
    expect(first.getByText(/^March 15th(, 2026)?$/)).toBeInTheDocument();
  });

  it("shows the host's reply under a review that has one, with the host's name", async () => {
    mockProfile(() =>
      Response.json(
        hostProfile({
          reviews: [
            review(1, {
              author: { displayName: 'Jordi Mas', avatarUrl: null },
              reply: {
                body: 'Thank you, Jordi! Come back in summer.',
                hostName: 'Núria Vidal',
                createdAt: '2026-03-16T09:00:00.000Z',
                editedAt: '2026-03-16T10:00:00.000Z',
                editableUntil: '2026-03-17T09:00:00.000Z',
              },
            }),
            review(2),
          ],
        }),
      ),
    );
    renderApp('/profile/host-1');

    const reviews = await screen.findByRole('region', { name: 'Recent reviews' });
    const [answered, plain] = within(reviews).getAllByRole('listitem') as HTMLElement[];
    expect(within(answered as HTMLElement).getByText('Response from Núria Vidal')).toBeInTheDocument();
    expect(
      within(answered as HTMLElement).getByText('Thank you, Jordi! Come back in summer.'),
    ).toBeInTheDocument();
    expect(within(answered as HTMLElement).getByText(/edited/)).toBeInTheDocument();
    expect(within(plain as HTMLElement).queryByText(/Response from/)).not.toBeInTheDocument();
    // A public page: nothing to press under a review.
    expect(within(reviews).queryByRole('button', { name: notReport })).not.toBeInTheDocument();
  });

  it('says when there is nothing upcoming and no reviews yet', async () => {
    mockProfile(() =>
      Response.json(
        hostProfile({ upcoming: [], upcomingCount: 0, reviews: [], rating: null, reviewCount: 0, bio: null }),
      ),
    );
    renderApp('/profile/host-1');

    expect(await screen.findByText('No upcoming activities right now. Check back soon.')).toBeInTheDocument();
    expect(screen.getByText('0 upcoming events')).toBeInTheDocument();
    expect(screen.getByText('No reviews yet')).toBeInTheDocument();
    expect(screen.getByText('No reviews yet.')).toBeInTheDocument();
  });

  it("shows 'Host not found' with Back to Home on a 404", async () => {
    mockProfile(() =>
      Response.json({ error: { code: 'not_found', message: 'Host not found' } }, { status: 404 }),
    );
    const user = userEvent.setup();
    const { router } = renderApp('/profile/host-1');

    expect(await screen.findByRole('heading', { name: 'Host not found' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Back to Home' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
  });

  it('offers Retry when the profile cannot load', async () => {
    let fail = true;
    mockProfile(() =>
      fail
        ? Response.json({ error: { code: 'internal', message: 'Internal Server Error' } }, { status: 500 })
        : Response.json(hostProfile()),
    );
    const user = userEvent.setup();
    renderApp('/profile/host-1');

    expect(
      await screen.findByRole('heading', { name: 'Failed to load host profile' }, { timeout: 4000 }),
    ).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Núria Vidal' })).toBeInTheDocument();
  });
});
