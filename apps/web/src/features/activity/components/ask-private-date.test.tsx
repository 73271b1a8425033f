import { PRIVATE_GROUP_MESSAGES } from '@sortim/contracts/private-groups';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createActivityDetail } from '#/test/activity-factories.ts';
import { createPrivateRequest } from '#/test/private-request-factories.ts';
import { anonymous, mockApi, renderApp, signedIn } from '#/test/render.tsx';

/*
 * "Ask for a private date" on an activity offered privately: the dialog's day, time (Barcelona), group size
 * and message, sent to the server; its refusals on their fields; a visitor signed out is sent to sign in.
 */

const offered = createActivityDetail({ privateOffer: { minimumCents: 20_000, maxGroup: 12 } });

const sent = createPrivateRequest({
  startsAt: '2030-05-10T16:30:00.000Z',
  endsAt: '2030-05-10T18:30:00.000Z',
  createdAt: '2030-05-01T10:00:00.000Z',
  activity: { title: 'Sunset Paella on the Rooftop' },
});

function mockPage(answer?: (init?: RequestInit) => Response, me = signedIn()) {
  return mockApi(me, (url, init) => {
    if (url === '/api/activities/act-1') return Response.json(offered);
    if (url === '/api/activities/act-1/private-requests' && answer) return answer(init);
    return undefined;
  });
}

async function openDialog(user: ReturnType<typeof userEvent.setup>) {
  renderApp('/activity/act-1');
  await user.click(await screen.findByRole('button', { name: 'Ask for a private date' }));
  return within(await screen.findByRole('dialog', { name: 'Ask for a private date' }));
}

describe('Ask for a private date', () => {
  // Lazy: the page and the dialog, loaded up front so no test waits for the imports on a busy machine.
  beforeAll(() =>
    Promise.all([
      import('#/features/activity/pages/activity-page.tsx'),
      import('#/features/activity/components/ask-private-date-dialog.tsx'),
    ]),
  );

  it('says what a private group pays and how large it may be, and offers nothing when not offered', async () => {
    mockPage();
    const { unmount } = renderApp('/activity/act-1');
    expect(
      await screen.findByText('Private groups of up to 12 people, from €200 for the group.'),
    ).toBeInTheDocument();
    unmount();

    mockApi(signedIn(), (url) =>
      url === '/api/activities/act-1' ? Response.json(createActivityDetail()) : undefined,
    );
    renderApp('/activity/act-1');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('button', { name: 'Ask for a private date' })).not.toBeInTheDocument();
  });

  it('sends the day, the Barcelona start time, the group and the message, then thanks the guest', async () => {
    const fetchMock = mockPage(() => Response.json(sent, { status: 201 }));
    const user = userEvent.setup();
    const dialog = await openDialog(user);

    await user.type(dialog.getByLabelText(/^Day/), '2030-05-10');
    await user.type(dialog.getByLabelText(/^Start time \(Barcelona\)/), '18:30');
    const size = dialog.getByLabelText(/^Group size/);
    expect(size).toHaveAccessibleDescription('2 to 12 people');
    await user.clear(size);
    await user.type(size, '6');
    await user.type(dialog.getByLabelText('Message to the host (optional)'), 'A birthday');
    await user.click(dialog.getByRole('button', { name: 'Send request' }));

    expect(await screen.findByText('Request sent')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const [, init] =
      fetchMock.mock.calls.find(([url]) => url === '/api/activities/act-1/private-requests') ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({
      day: '2030-05-10',
      time: '18:30',
      groupSize: 6,
      message: 'A birthday',
    });
  });

  it('checks the group against the offer before sending, and shows the server’s refusal on its field', async () => {
    const fetchMock = mockPage(() =>
      Response.json(
        {
          error: {
            code: 'validation_failed',
            message: PRIVATE_GROUP_MESSAGES.startTooSoon,
            fields: { day: PRIVATE_GROUP_MESSAGES.startTooSoon },
          },
        },
        { status: 400 },
      ),
    );
    const user = userEvent.setup();
    const dialog = await openDialog(user);

    await user.type(dialog.getByLabelText(/^Day/), '2030-05-10');
    await user.type(dialog.getByLabelText(/^Start time/), '18:30');
    const size = dialog.getByLabelText(/^Group size/);
    await user.clear(size);
    await user.type(size, '13');
    await user.click(dialog.getByRole('button', { name: 'Send request' }));

    expect(
      await dialog.findByText('This activity takes private groups of up to 12 people'),
    ).toBeInTheDocument();
    expect(size).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/private-requests'))).toBe(false);

    await user.clear(size);
    await user.type(size, '8');
    await user.click(dialog.getByRole('button', { name: 'Send request' }));

    expect(await dialog.findByText(PRIVATE_GROUP_MESSAGES.startTooSoon)).toBeInTheDocument();
    expect(dialog.getByLabelText(/^Day/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('sends a visitor who is not signed in to sign in first', async () => {
    mockPage(undefined, anonymous);
    const user = userEvent.setup();
    const { router } = renderApp('/activity/act-1');

    await user.click(await screen.findByRole('button', { name: 'Ask for a private date' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(await screen.findByText('Sign in to ask for a private date')).toBeInTheDocument();
  });
});
