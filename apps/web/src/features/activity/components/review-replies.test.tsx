import type { Me } from '@sortim/contracts/me';
import { REVIEW_MESSAGES, type Review, type ReviewList } from '@sortim/contracts/reviews';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppProviders } from '#/app/providers.tsx';
import { ReviewsSection } from '#/features/activity/components/reviews-section.tsx';
import { anonymous, mockApi, signedIn, testQueryClient } from '#/test/render.tsx';
import { findToast } from '#/test/toasts.ts';

/** Any button but 'Report', which every review has for everyone. */
const notReport = (name: string) => !name.startsWith('Report');

const REVIEWS_URL = '/api/activities/act-1/reviews';
const REPLY_URL = '/api/reviews/rev-1/reply';
const REMOVE_URL = '/api/admin/reviews/rev-1/reply';
const HOUR = 60 * 60 * 1000;

function review(overrides: Partial<Review> = {}): Review {
  return {
    id: 'rev-1',
    activityId: 'act-1',
    rating: 5,
    comment: 'The best paella I have had in Barcelona.',
    createdAt: '2026-03-21T10:00:00.000Z',
    author: { displayName: 'Jordi Soler', avatarUrl: null },
    attended: false,
    reply: null,
    ...overrides,
  };
}

/** A reply posted `hoursAgo` hours ago, as the server describes it. */
function reply(hoursAgo: number, overrides: Partial<NonNullable<Review['reply']>> = {}) {
  const created = Date.now() - hoursAgo * HOUR;
  return {
    body: 'Thank you, Jordi!',
    hostName: 'Hana Host',
    createdAt: new Date(created).toISOString(),
    editedAt: null,
    editableUntil: new Date(created + 24 * HOUR).toISOString(),
    ...overrides,
  };
}

const list = (items: Review[], isHost: boolean): ReviewList => ({
  summary: { average: 5, count: items.length },
  items,
  viewer: { attended: false, ownReviewId: null, isHost },
});

/**
 * The reviews and the reply endpoints: `save` answers POST and PUT to the reply, `remove` an admin's
 * DELETE; every call is recorded.
 */
function mockReplies(
  me: Me,
  answers: { list: () => ReviewList; save?: (init: RequestInit) => Response; remove?: () => Response },
) {
  return mockApi(me, (url, init) => {
    if (url === REVIEWS_URL) return Response.json(answers.list());
    if (url === REPLY_URL) return answers.save?.(init ?? {});
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

describe("the host's replies to reviews", () => {
  it("shows a reply under its review with the host's name, and no button to anyone but the host", async () => {
    mockReplies(anonymous, {
      list: () => ({
        ...list([review({ reply: reply(30, { editedAt: new Date().toISOString() }) })], false),
        viewer: null,
      }),
    });
    const reviews = await renderReviews();

    expect(await reviews.findByText('Response from Hana Host')).toBeInTheDocument();
    expect(reviews.getByText('Thank you, Jordi!')).toBeInTheDocument();
    expect(reviews.getByText(/edited/)).toBeInTheDocument();
    expect(reviews.queryByRole('button', { name: notReport })).not.toBeInTheDocument();
  });

  it("offers the host 'Reply', a labelled form in a dialog, and posts the reply", async () => {
    let stored = list([review()], true);
    const fetchMock = mockReplies(signedIn(), {
      list: () => stored,
      save: () => {
        stored = list([review({ reply: reply(0, { body: 'Thank you!' }) })], true);
        return Response.json(stored.items[0], { status: 201 });
      },
    });
    const user = userEvent.setup();
    const reviews = await renderReviews();

    await user.click(await reviews.findByRole('button', { name: 'Reply' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reply to Jordi Soler' });
    const box = within(dialog).getByLabelText('Your reply');
    expect(box).toHaveAttribute('maxlength', '1000');
    await user.type(box, '  Thank you! ');
    await user.click(within(dialog).getByRole('button', { name: 'Post reply' }));

    await findToast('Reply posted');
    const calls = fetchMock.mock.calls.filter(([url]) => url === REPLY_URL);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.[1]?.method).toBe('POST');
    expect(JSON.parse(String(calls[0]?.[1]?.body))).toEqual({ body: 'Thank you!' });
    expect(await reviews.findByText('Response from Hana Host')).toBeInTheDocument();
    expect(await reviews.findByRole('button', { name: 'Edit reply' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('checks the reply before sending: an empty one is refused on its field', async () => {
    const fetchMock = mockReplies(signedIn(), { list: () => list([review()], true) });
    const user = userEvent.setup();
    const reviews = await renderReviews();

    await user.click(await reviews.findByRole('button', { name: 'Reply' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Your reply'), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Post reply' }));

    expect(await within(dialog).findByText(REVIEW_MESSAGES.replyRequired)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Your reply')).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock.mock.calls.filter(([url]) => url === REPLY_URL)).toEqual([]);
  });

  it("lets the host edit within the window with the reply filled in, and shows the server's refusal", async () => {
    const fetchMock = mockReplies(signedIn(), {
      list: () => list([review({ reply: reply(23) })], true),
      save: () =>
        Response.json(
          {
            error: {
              code: 'conflict',
              message: REVIEW_MESSAGES.replyEditClosed,
              key: 'review.replyEditClosed',
            },
          },
          { status: 409 },
        ),
    });
    const user = userEvent.setup();
    const reviews = await renderReviews();

    await user.click(await reviews.findByRole('button', { name: 'Edit reply' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit your reply' });
    expect(within(dialog).getByLabelText('Your reply')).toHaveValue('Thank you, Jordi!');
    await user.click(within(dialog).getByRole('button', { name: 'Save reply' }));

    await findToast(REVIEW_MESSAGES.replyEditClosed);
    const calls = fetchMock.mock.calls.filter(([url]) => url === REPLY_URL);
    expect(calls[0]?.[1]?.method).toBe('PUT');
  });

  it("offers no 'Edit reply' once the 24 hours have passed", async () => {
    const unanswered = review({ id: 'rev-2', author: { displayName: 'Laia Ferrer', avatarUrl: null } });
    mockReplies(signedIn(), { list: () => list([review({ reply: reply(25) }), unanswered], true) });
    const reviews = await renderReviews();

    // The host's chunk has loaded: the unanswered review offers 'Reply'; the fixed reply offers nothing.
    expect(await reviews.findByRole('button', { name: 'Reply' })).toBeInTheDocument();
    const [answered] = reviews.getAllByRole('listitem');
    expect(within(answered as HTMLElement).getByText('Response from Hana Host')).toBeInTheDocument();
    expect(
      within(answered as HTMLElement).queryByRole('button', { name: notReport }),
    ).not.toBeInTheDocument();
  });
});

describe("an admin removes a host's reply", () => {
  const admin = signedIn(['user', 'admin']);
  const answered = () =>
    review({ rating: 2, reply: reply(30, { body: 'Call me at 600 000 000 for a discount!' }) });
  const unanswered = review({ id: 'rev-2', author: { displayName: 'Laia Ferrer', avatarUrl: null } });

  it("offers 'Remove reply' under a reply, asks first, removes it and says so", async () => {
    let stored = list([answered(), unanswered], false);
    const fetchMock = mockReplies(admin, {
      list: () => stored,
      remove: () => {
        stored = list([review({ rating: 2 }), unanswered], false);
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
    const fetchMock = mockReplies(admin, { list: () => list([answered()], false) });
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
    mockReplies(admin, {
      list: () => list([answered()], false),
      remove: () =>
        Response.json(
          {
            error: { code: 'not_found', message: REVIEW_MESSAGES.replyNotFound, key: 'review.replyNotFound' },
          },
          { status: 404 },
        ),
    });
    const user = userEvent.setup();
    const reviews = await renderReviews();

    await user.click(await reviews.findByRole('button', { name: 'Remove reply' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove this reply?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove reply' }));

    await findToast(REVIEW_MESSAGES.replyNotFound);
    expect(reviews.getByText('Response from Hana Host')).toBeInTheDocument();
  });

  it('offers nothing to remove to a signed-in guest', async () => {
    mockReplies(signedIn(), { list: () => list([answered()], false) });
    const reviews = await renderReviews();

    expect(await reviews.findByText('Response from Hana Host')).toBeInTheDocument();
    expect(reviews.queryByRole('button', { name: notReport })).not.toBeInTheDocument();
  });
});
