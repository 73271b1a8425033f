import { HIDDEN_DETAIL } from '@sortim/contracts/contact-details';
import type { Conversation } from '@sortim/contracts/conversations';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, renderApp, signedIn } from '#/test/render.tsx';

const conversation = (overrides: Partial<Conversation> = {}): Conversation => ({
  id: 'c-1',
  activity: { id: 'a-1', title: 'Family kayak' },
  side: 'guest',
  other: { id: 'h-1', name: 'Hana Host', avatarUrl: null },
  booked: false,
  bookingId: null,
  messages: [
    {
      id: 'm-1',
      fromMe: true,
      subject: null,
      body: `Is it OK for a 7-year-old? Call me on ${HIDDEN_DETAIL}`,
      hidden: 1,
      sentAt: '2026-06-01T10:00:00.000Z',
    },
  ],
  cannotSend: null,
  ...overrides,
});

/** A conversation the test can add to (as the other person would), and what was posted to it. */
function mockConversation(initial: Conversation) {
  const state = { current: initial, posted: [] as unknown[] };
  const fetchMock = mockApi(signedIn(), async (url, init) => {
    if (url === '/api/conversations/c-1' && (!init?.method || init.method === 'GET')) {
      return Response.json(state.current);
    }
    if (url === '/api/conversations/c-1/messages' && init?.method === 'POST') {
      const body = JSON.parse(String(init.body));
      state.posted.push(body);
      if (body.body.includes('fast')) {
        return Response.json(
          {
            error: {
              code: 'rate_limited',
              message: 'You are sending messages too fast. Wait a minute, then send again.',
              messageKey: 'conversations.perMinuteLimit',
            },
          },
          { status: 429 },
        );
      }
      const message = {
        id: `m-${state.posted.length + 1}`,
        fromMe: true,
        subject: null,
        body: body.body,
        hidden: 0,
        sentAt: '2026-06-01T10:05:00.000Z',
      };
      state.current = { ...state.current, messages: [...state.current.messages, message] };
      return Response.json({ conversationId: 'c-1', message }, { status: 201 });
    }
    if (url === '/api/conversations/unread') return Response.json({ conversations: 0 });
    return undefined;
  });
  return { state, fetchMock };
}

describe('/messages/:id', () => {
  it('shows the messages with hidden details marked "shared after booking", and says why', async () => {
    mockConversation(conversation());
    renderApp('/messages/c-1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Hana Host' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Family kayak' })).toHaveAttribute('href', '/activity/a-1');
    const list = within(screen.getByRole('list', { name: 'Messages' }));
    expect(list.getByText('shared after booking')).toBeInTheDocument();
    expect(screen.getByText(/shared after booking, so your payment stays protected/)).toBeInTheDocument();
  });

  it('sends with the labelled box and shows the message, the box emptied', async () => {
    const { state } = mockConversation(conversation());
    renderApp('/messages/c-1');
    const box = await screen.findByRole('textbox', { name: 'Message to Hana Host' });
    await userEvent.type(box, 'And is there shade?');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('And is there shade?')).toBeInTheDocument();
    expect(state.posted).toEqual([{ body: 'And is there shade?' }]);
    await waitFor(() => expect(box).toHaveValue(''));
  });

  it("shows a limit in the server's words and keeps what was typed", async () => {
    mockConversation(conversation());
    renderApp('/messages/c-1');
    const box = await screen.findByRole('textbox', { name: 'Message to Hana Host' });
    await userEvent.type(box, 'too fast');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(
      await screen.findByText('You are sending messages too fast. Wait a minute, then send again.'),
    ).toBeInTheDocument();
    expect(box).toHaveValue('too fast');
  });

  it('refuses an empty message with the contract’s words, sending nothing', async () => {
    const { state } = mockConversation(conversation());
    renderApp('/messages/c-1');
    await screen.findByRole('textbox', { name: 'Message to Hana Host' });
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Message must be between 1 and 2000 characters')).toBeInTheDocument();
    expect(state.posted).toEqual([]);
  });

  it('has a polite live region that announces what the other person sends while it is open', async () => {
    const { state } = mockConversation(conversation());
    const { queryClient } = renderApp('/messages/c-1');
    await screen.findByRole('heading', { level: 1, name: 'Hana Host' });
    const live = document.querySelector('[aria-live="polite"]');
    expect(live).toHaveTextContent('');
    state.current = {
      ...state.current,
      messages: [
        ...state.current.messages,
        {
          id: 'm-9',
          fromMe: false,
          subject: null,
          body: 'Yes, from 6.',
          hidden: 0,
          sentAt: '2026-06-01T10:06:00.000Z',
        },
      ],
    };
    await queryClient.invalidateQueries();
    await waitFor(() => expect(live).toHaveTextContent('New message from Hana Host: Yes, from 6.'));
  });

  it('tells a suspended account it can no longer send, with no box to write in', async () => {
    mockConversation(conversation({ cannotSend: 'suspended' }));
    renderApp('/messages/c-1');
    expect(
      await screen.findByText('Your account is suspended, so you cannot send messages.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('says a conversation that is not yours does not exist', async () => {
    mockApi(signedIn());
    renderApp('/messages/c-404');
    expect(await screen.findByText('Conversation not found')).toBeInTheDocument();
  });
});
