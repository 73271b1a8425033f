import type { Me } from '@sortim/contracts/me';
import type { Review, ReviewList } from '@sortim/contracts/reviews';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
// Its IntersectionObserver stand-in reports nothing in view until a test says so.
import { mockAllIsIntersecting } from 'react-intersection-observer/test-utils';
import { AppProviders } from '#/app/providers.tsx';
import { ReviewsSection } from '#/features/activity/components/reviews-section.tsx';
import { sessionKeys } from '#/lib/query-keys.ts';
import { anonymous, deferred, mockApi, signedIn, testQueryClient } from '#/test/render.tsx';
import { findToast, toastDescription } from '#/test/toasts.ts';

const REVIEWS_URL = '/api/activities/act-1/reviews';

function review(overrides: Partial<Review> = {}): Review {
  return {
    id: 'rev-1',
    activityId: 'act-1',
    rating: 5,
    comment: 'The best paella I have had in Barcelona.',
    // 23:30 UTC is already 22 March in Barcelona.
    createdAt: '2026-03-21T23:30:00.000Z',
    author: { displayName: 'Jordi Soler', avatarUrl: null },
    attended: false,
    reply: null,
    ...overrides,
  };
}

const EMPTY: ReviewList = { summary: { average: null, count: 0 }, items: [], viewer: null };
/** What a signed-in guest who attended and has not reviewed yet is told. */
const ATTENDED: ReviewList = { ...EMPTY, viewer: { attended: true, ownReviewId: null, isHost: false } };

/** The reviews endpoint: `list` answers GETs, `post` answers the POST; every call is recorded. */
function mockReviews(me: Me, { list, post }: { list: () => ReviewList; post?: () => Response }) {
  return mockApi(me, (url, init) => {
    if (url !== REVIEWS_URL) return undefined;
    if (init?.method === 'POST') return post?.();
    return Response.json(list());
  });
}

const reviewCalls = (fetchMock: ReturnType<typeof mockApi>, method: string) =>
  fetchMock.mock.calls.filter(([url, init]) => url === REVIEWS_URL && init?.method === method);

/**
 * The section once the reviews and the session have answered, so the form knows who is asking, and (unless
 * `scrolledNear` is false) once it has scrolled near, where the form loads.
 */
async function renderSection(queryClient = testQueryClient(), { scrolledNear = true } = {}) {
  render(
    <AppProviders queryClient={queryClient}>
      <ReviewsSection activityId="act-1" />
    </AppProviders>,
  );
  await waitFor(() => expect(queryClient.getQueryData(sessionKeys.me)).toBeDefined());
  const section = within(await screen.findByRole('region', { name: 'Reviews' }));
  await waitFor(() => expect(section.queryByRole('status')).not.toBeInTheDocument());
  if (scrolledNear) {
    act(() => mockAllIsIntersecting(true));
    await waitFor(() => expect(section.queryByRole('status')).not.toBeInTheDocument());
  }
  return section;
}

describe('ReviewsSection', () => {
  it("marks 'Attended' on the reviews of guests checked in at the door, and only on those", async () => {
    mockReviews(anonymous, {
      list: () => ({
        summary: { average: 4.5, count: 2 },
        items: [
          review({ attended: true }),
          review({ id: 'rev-2', rating: 4, author: { displayName: 'Laia Ferrer', avatarUrl: null } }),
        ],
        viewer: null,
      }),
    });
    const section = await renderSection();

    const items = within(await section.findByRole('list', { name: 'Reviews, newest first' })).getAllByRole(
      'listitem',
    );
    expect(within(items[0] as HTMLElement).getByText('Attended')).toBeInTheDocument();
    expect(within(items[1] as HTMLElement).queryByText('Attended')).not.toBeInTheDocument();
  });

  it('shows the average to one decimal with the count, and the reviews newest first', async () => {
    mockReviews(anonymous, {
      list: () => ({
        summary: { average: 4.5, count: 2 },
        items: [
          review(),
          review({
            id: 'rev-2',
            rating: 4,
            comment: null,
            createdAt: '2026-03-10T10:00:00.000Z',
            author: { displayName: 'Laia Ferrer', avatarUrl: null },
          }),
        ],
        viewer: null,
      }),
    });
    const section = await renderSection();

    expect(await section.findByText('4.5 · 2 reviews')).toBeInTheDocument();
    expect(section.getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeInTheDocument();
    const items = within(section.getByRole('list', { name: 'Reviews, newest first' })).getAllByRole(
      'listitem',
    );
    expect(items).toHaveLength(2);
    expect(within(items[0] as HTMLElement).getByText('Jordi Soler')).toBeInTheDocument();
    expect(within(items[0] as HTMLElement).getByText('JS')).toBeInTheDocument();
    expect(
      within(items[0] as HTMLElement).getByRole('img', { name: '5 stars out of 5' }),
    ).toBeInTheDocument();
    expect(within(items[0] as HTMLElement).getByText(/^March 22nd(, 2026)?$/)).toBeInTheDocument();
    expect(within(items[0] as HTMLElement).getByText(/best paella/)).toBeInTheDocument();
    expect(within(items[1] as HTMLElement).getByText('Laia Ferrer')).toBeInTheDocument();
    expect(
      within(items[1] as HTMLElement).getByRole('img', { name: '4 stars out of 5' }),
    ).toBeInTheDocument();
  });

  it("says 'No reviews yet' when there are none", async () => {
    mockReviews(anonymous, { list: () => EMPTY });
    const section = await renderSection();
    expect(await section.findByText('No reviews yet')).toBeInTheDocument();
    expect(section.queryByRole('list')).not.toBeInTheDocument();
  });

  it('asks for a rating before sending anything', async () => {
    const fetchMock = mockReviews(signedIn(), { list: () => ATTENDED });
    const user = userEvent.setup();
    const section = await renderSection();
    await section.findByText('No reviews yet');

    await user.click(section.getByRole('button', { name: 'Submit Review' }));
    expect(await toastDescription('Rating required')).toBe('Please select a rating');
    expect(reviewCalls(fetchMock, 'POST')).toHaveLength(0);
  });

  it('loads the form only when its place scrolls near', async () => {
    mockReviews(anonymous, { list: () => EMPTY });
    const section = await renderSection(testQueryClient(), { scrolledNear: false });
    await section.findByText('No reviews yet');
    expect(section.queryByRole('form', { name: 'Leave a review' })).not.toBeInTheDocument();

    act(() => mockAllIsIntersecting(true));
    expect(await section.findByRole('form', { name: 'Leave a review' })).toBeInTheDocument();
  });

  it('asks anonymous visitors to log in, without sending anything', async () => {
    const fetchMock = mockReviews(anonymous, { list: () => EMPTY });
    const user = userEvent.setup();
    const section = await renderSection();
    await section.findByText('No reviews yet');

    await user.click(section.getByRole('radio', { name: '4 stars out of 5' }));
    await user.click(section.getByRole('button', { name: 'Submit Review' }));
    expect(await toastDescription('Login required')).toBe('Please log in to leave a review');
    expect(reviewCalls(fetchMock, 'POST')).toHaveLength(0);
  });

  it("shows the server's message when it refuses the review", async () => {
    const me = signedIn();
    mockReviews(me, {
      list: () => ATTENDED,
      post: () =>
        Response.json(
          { error: { code: 'conflict', message: 'You have already reviewed this activity' } },
          { status: 409 },
        ),
    });
    const user = userEvent.setup();
    const section = await renderSection();
    await section.findByText('No reviews yet');

    await user.click(section.getByRole('radio', { name: '5 stars out of 5' }));
    await user.type(section.getByLabelText('Comment (optional)'), 'Lovely evening');
    await user.click(section.getByRole('button', { name: 'Submit Review' }));

    expect(await toastDescription('Error')).toBe('You have already reviewed this activity');
    expect(section.getByLabelText('Comment (optional)')).toHaveValue('Lovely evening');
    expect(section.getByRole('radio', { name: '5 stars out of 5' })).toBeChecked();
  });

  it("puts the contract's message under a comment that is too long, without sending it", async () => {
    const fetchMock = mockReviews(signedIn(), { list: () => ATTENDED });
    const user = userEvent.setup();
    const section = await renderSection();
    await section.findByText('No reviews yet');

    await user.click(section.getByRole('radio', { name: '3 stars out of 5' }));
    // maxLength stops typing at 500; a value set another way (autofill, an old browser) is still checked.
    fireEvent.change(section.getByLabelText('Comment (optional)'), { target: { value: 'a'.repeat(501) } });
    await user.click(section.getByRole('button', { name: 'Submit Review' }));

    expect(await section.findByText('Comment must be at most 500 characters')).toBeInTheDocument();
    expect(section.getByLabelText('Comment (optional)')).toHaveAccessibleDescription(
      'Comment must be at most 500 characters',
    );
    expect(reviewCalls(fetchMock, 'POST')).toHaveLength(0);
  });

  it("puts the server's word on the comment under the field as well as in the toast", async () => {
    const tooLong = 'Comment must be at most 500 characters';
    mockReviews(signedIn(), {
      list: () => ATTENDED,
      post: () =>
        Response.json(
          { error: { code: 'invalid', message: tooLong, fields: { comment: tooLong } } },
          { status: 400 },
        ),
    });
    const user = userEvent.setup();
    const section = await renderSection();
    await section.findByText('No reviews yet');

    await user.click(section.getByRole('radio', { name: '2 stars out of 5' }));
    await user.type(section.getByLabelText('Comment (optional)'), 'Too much to say');
    await user.click(section.getByRole('button', { name: 'Submit Review' }));

    expect(await toastDescription('Error')).toBe(tooLong);
    expect(section.getByLabelText('Comment (optional)')).toHaveAccessibleDescription(tooLong);
  });

  it('offers no form to a signed-in guest who has not attended, such as on an upcoming activity', async () => {
    mockReviews(signedIn(), {
      list: () => ({ ...EMPTY, viewer: { attended: false, ownReviewId: null, isHost: false } }),
    });
    const section = await renderSection();

    expect(
      await section.findByText('Guests who attend this activity can review it afterwards.'),
    ).toBeInTheDocument();
    expect(section.queryByRole('form', { name: 'Leave a review' })).not.toBeInTheDocument();
    expect(section.queryByRole('button', { name: 'Submit Review' })).not.toBeInTheDocument();
  });

  it('offers no second review to a guest who has reviewed', async () => {
    mockReviews(signedIn(), {
      list: () => ({ ...EMPTY, viewer: { attended: true, ownReviewId: 'rev-1', isHost: false } }),
    });
    const section = await renderSection();

    expect(await section.findByText('You have reviewed this activity. Thank you!')).toBeInTheDocument();
    expect(section.queryByRole('button', { name: 'Submit Review' })).not.toBeInTheDocument();
  });

  it('asks again for the viewer after signing in, instead of showing the anonymous answer', async () => {
    let me = anonymous;
    mockApi(
      () => me,
      (url) => {
        if (url !== REVIEWS_URL) return undefined;
        return Response.json(
          me.user ? { ...EMPTY, viewer: { attended: false, ownReviewId: null, isHost: false } } : EMPTY,
        );
      },
    );
    const queryClient = testQueryClient();
    const section = await renderSection(queryClient);
    expect(await section.findByRole('button', { name: 'Submit Review' })).toBeInTheDocument();

    me = signedIn();
    await queryClient.invalidateQueries({ queryKey: sessionKeys.me });

    expect(
      await section.findByText('Guests who attend this activity can review it afterwards.'),
    ).toBeInTheDocument();
    expect(section.queryByRole('button', { name: 'Submit Review' })).not.toBeInTheDocument();
  });

  it('sends the review, thanks the user, and shows it in place of the form', async () => {
    let stored: ReviewList = ATTENDED;
    const fetchMock = mockReviews(signedIn(), {
      list: () => stored,
      post: () => {
        stored = {
          summary: { average: 4, count: 1 },
          items: [
            review({
              rating: 4,
              comment: 'Great host',
              author: { displayName: 'Marta Puig', avatarUrl: null },
            }),
          ],
          viewer: { attended: true, ownReviewId: 'rev-1', isHost: false },
        };
        return Response.json(stored.items[0], { status: 201 });
      },
    });
    const user = userEvent.setup();
    const section = await renderSection();
    await section.findByText('No reviews yet');

    const comment = section.getByLabelText('Comment (optional)');
    expect(section.getByText('0/500')).toBeInTheDocument();
    expect(comment).toHaveAttribute('maxlength', '500');
    await user.click(section.getByRole('radio', { name: '4 stars out of 5' }));
    await user.type(comment, '  Great host ');
    expect(section.getByText('13/500')).toBeInTheDocument();
    await user.click(section.getByRole('button', { name: 'Submit Review' }));

    expect(await toastDescription('Review submitted')).toBe('Thank you for your feedback!');
    const [[, init]] = reviewCalls(fetchMock, 'POST') as [[string, RequestInit]];
    expect(JSON.parse(String(init.body))).toEqual({ rating: 4, comment: 'Great host' });
    expect(await section.findByText('4.0 · 1 review')).toBeInTheDocument();
    expect(section.getByText('Great host')).toBeInTheDocument();
    expect(section.getByText('You have reviewed this activity. Thank you!')).toBeInTheDocument();
    expect(section.queryByRole('button', { name: 'Submit Review' })).not.toBeInTheDocument();
    // One's own review cannot be reported: no 'Report' under it.
    expect(section.queryByRole('button', { name: /^Report/ })).not.toBeInTheDocument();
    await findToast('Review submitted');
  });

  it('comes into view once its reviews have answered when asked to', async () => {
    const answer = deferred<Response>();
    mockApi(anonymous, (url) => (url === REVIEWS_URL ? answer.promise : undefined));
    const scrollIntoView = vi.spyOn(Element.prototype, 'scrollIntoView');
    render(
      <AppProviders queryClient={testQueryClient()}>
        <ReviewsSection activityId="act-1" scrollOnLoad />
      </AppProviders>,
    );
    const section = await screen.findByRole('region', { name: 'Reviews' });
    expect(section).toHaveAttribute('id', 'reviews');
    // Scrolling while the skeleton shows would land short of where the reviews end up.
    expect(scrollIntoView).not.toHaveBeenCalled();

    answer.resolve(Response.json(EMPTY));
    await within(section).findByText('No reviews yet');
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.contexts[0]).toBe(section);
  });

  it('stays where the page is without being asked', async () => {
    mockReviews(anonymous, { list: () => EMPTY });
    const scrollIntoView = vi.spyOn(Element.prototype, 'scrollIntoView');
    const section = await renderSection();
    await section.findByText('No reviews yet');
    expect(scrollIntoView).not.toHaveBeenCalled();
  });
});
