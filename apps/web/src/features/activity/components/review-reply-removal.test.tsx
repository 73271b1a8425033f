import type { Me } from '@sortim/contracts/me';
import type { Review, ReviewList } from '@sortim/contracts/reviews';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppProviders } from '#/app/providers.tsx';
import { ReviewsSection } from '#/features/activity/components/reviews-section.tsx';
import { mockApi, signedIn, testQueryClient } from '#/test/render.tsx';
import { findToast } from '#/test/toasts.ts';

const REVIEWS_URL = '/api/activities/act-1/reviews';
const REMOVE_URL = '/api/admin/reviews/rev-1/reply';

const answered: Review = {
  id: 'rev-1',
  activityId: 'act-1',
  rating: 2,
  comment: 'Started late.',
  createdAt: '2026-03-21T10:00:00.000Z',
  author: { displayName: 'Jordi Soler', avatarUrl: null },
  attended: true,
  reply: {
    body: 'Call me at 600 000 000 for a discount!',
    hostName: 'Hana Host',
    createdAt: '2026-03-22T10:00:00.000Z',
    editedAt: null,
    editableUntil: '2026-03-23T10:00:00.000Z',
  },
};
const unanswered: Review = {
  ...answered,
  id: 'rev-2',
  author: { displayName: 'Laia Ferrer', avatarUrl: null },
  reply: null,
};

const list = (items: Review[]): ReviewList => ({
  summary: { average: 2, count: items.length },
  items,
  viewer: { attended: false, hasReviewed: false, isHost: false },
});

/** The reviews and the removal: `remove` answers the DELETE; every call is recorded. */
function mockRemoval(me: Me, answers: { list: () => ReviewList; remove?: () => Response }) {
  return mockApi(me, (url) => {
    if (url === REVIEWS_URL) return Response.json(answers.list());
    if (url === REMOVE_URL) return answers.remove?.();
    return undefined;
  });
}

async function renderReviews() {
  render(
    <AppProviders queryClient={testQueryClient()}>
      <ReviewsSection activityId="act-1" />
    </AppProviders>,
  );
  return within(await screen.findByRole('list', { name: 'Reviews, newest first' }));
}

describe("an admin removes a host's reply", () => {
  it("offers 'Remove reply' under a reply, asks first, removes it and says so", async () => {
    let stored = list([answered, unanswered]);
    const fetchMock = mockRemoval(signedIn(['user', 'admin']), {
      list: () => stored,
      remove: () => {
        stored = list([{ ...answered, reply: null }, unanswered]);
        return new Response(null, { status: 204 });
      },
    });
    const user = userEvent.setup();
    const reviews = await renderReviews();

    const button = await reviews.findByRole('button', { name: 'Remove reply' });
    // Only where there is a reply to remove.
    expect(reviews.getAllByRole('button', { name: 'Remove reply' })).toHaveLength(1);
    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Remove this reply?' });
    expect(dialog).toHaveTextContent("Hana Host's reply to Jordi Soler will no longer show under the review");
    expect(dialog).toHaveTextContent('audit log');
    expect(within(dialog).getByText('Call me at 600 000 000 for a discount!')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Remove reply' }));

    await findToast('Reply removed');
    const calls = fetchMock.mock.calls.filter(([url]) => url === REMOVE_URL);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.[1]?.method).toBe('DELETE');
    await waitFor(() => expect(reviews.queryByText('Response from Hana Host')).not.toBeInTheDocument());
    expect(reviews.queryByRole('button', { name: 'Remove reply' })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('keeps the reply when the admin cancels', async () => {
    const fetchMock = mockRemoval(signedIn(['user', 'admin']), { list: () => list([answered]) });
    const user = userEvent.setup();
    const reviews = await renderReviews();

    await user.click(await reviews.findByRole('button', { name: 'Remove reply' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove this reply?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(reviews.getByText('Response from Hana Host')).toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([url]) => url === REMOVE_URL)).toEqual([]);
  });

  it("shows the server's refusal and keeps the reply", async () => {
    mockRemoval(signedIn(['user', 'admin']), {
      list: () => list([answered]),
      remove: () =>
        Response.json(
          { error: { code: 'not_found', message: 'There is no reply', key: 'review.replyNotFound' } },
          { status: 404 },
        ),
    });
    const user = userEvent.setup();
    const reviews = await renderReviews();

    await user.click(await reviews.findByRole('button', { name: 'Remove reply' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove this reply?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove reply' }));

    await findToast('There is no reply');
    expect(reviews.getByText('Response from Hana Host')).toBeInTheDocument();
  });

  it('offers nothing to remove to a signed-in guest', async () => {
    mockRemoval(signedIn(), { list: () => list([answered]) });
    const reviews = await renderReviews();

    expect(await reviews.findByText('Response from Hana Host')).toBeInTheDocument();
    expect(reviews.queryByRole('button')).not.toBeInTheDocument();
  });
});
