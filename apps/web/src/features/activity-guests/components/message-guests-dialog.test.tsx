import { HOST_MESSAGES_MESSAGES, type HostMessageList } from '@sortim/contracts/host-messages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MessageGuestsDialog } from '#/features/activity-guests/components/message-guests-dialog.tsx';
import { MessageSentList } from '#/features/activity-guests/components/message-sent-list.tsx';
import { mockApi, renderWithProviders, signedIn } from '#/test/render.tsx';
import { findToast } from '#/test/toasts.ts';

const MESSAGES_URL = '/api/host/activities/a-paella/messages';
const recipients = [
  { bookingId: 'b-ana', guestName: 'Ana', spots: 2 },
  { bookingId: 'b-marc', guestName: 'Marc', spots: 1 },
];

/** The API: POSTs to the messages answer `reply`; the requests' bodies are kept. */
function api(reply: () => Response = () => Response.json({ id: 'm-1', recipientCount: 2 }, { status: 201 })) {
  const sent: unknown[] = [];
  mockApi(signedIn(['user', 'host']), (url, init) => {
    if (url !== MESSAGES_URL) return undefined;
    if (init?.method === 'POST') {
      sent.push(JSON.parse(String(init.body)));
      return reply();
    }
    return Response.json({ items: [] } satisfies HostMessageList);
  });
  return sent;
}

async function openDialog() {
  const user = userEvent.setup();
  renderWithProviders(<MessageGuestsDialog activityId="a-paella" recipients={recipients} />);
  await user.click(screen.getByRole('button', { name: 'Message guests' }));
  const dialog = await screen.findByRole('dialog', { name: 'Message guests' });
  return { user, dialog };
}

async function write(
  user: ReturnType<typeof userEvent.setup>,
  dialog: HTMLElement,
  subject: string,
  body: string,
) {
  if (subject) await user.type(within(dialog).getByLabelText('Subject'), subject);
  if (body) await user.type(within(dialog).getByLabelText('Message'), body);
}

describe('MessageGuestsDialog', () => {
  it('sends a subject and a message to all paid guests, says to how many, and closes', async () => {
    const sent = api();
    const { user, dialog } = await openDialog();
    expect(within(dialog).getByRole('radio', { name: 'All paid guests (2)' })).toBeChecked();
    await write(user, dialog, 'Meeting point', 'By the fountain');
    expect(within(dialog).getByText('13/100')).toBeInTheDocument();
    expect(within(dialog).getByText('15/5000')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Send message' }));

    expect(await findToast('Message sent to 2 guests')).toBeInTheDocument();
    expect(sent).toEqual([{ subject: 'Meeting point', body: 'By the fountain' }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('sends to the chosen bookings, and asks for one before sending none', async () => {
    const sent = api(() => Response.json({ id: 'm-1', recipientCount: 1 }, { status: 201 }));
    const { user, dialog } = await openDialog();
    await write(user, dialog, 'Hi', 'See you');
    await user.click(within(dialog).getByRole('radio', { name: 'Chosen guests' }));
    const list = within(dialog).getByRole('list', { name: 'Guests to message' });
    expect(within(list).getAllByRole('checkbox')).toHaveLength(2);

    await user.click(within(dialog).getByRole('button', { name: 'Send message' }));
    expect(await within(dialog).findByText(HOST_MESSAGES_MESSAGES.chooseBooking)).toBeInTheDocument();
    expect(sent).toEqual([]);

    await user.click(within(list).getByRole('checkbox', { name: /Ana/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Send message' }));
    expect(await findToast('Message sent to 1 guest')).toBeInTheDocument();
    expect(sent).toEqual([{ subject: 'Hi', body: 'See you', bookingIds: ['b-ana'] }]);
  });

  it('checks the fields before asking the server', async () => {
    const sent = api();
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Send message' }));
    expect(await within(dialog).findByText(HOST_MESSAGES_MESSAGES.subject)).toBeInTheDocument();
    expect(within(dialog).getByText(HOST_MESSAGES_MESSAGES.body)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Subject')).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toEqual([]);
  });

  it("puts the server's refusal of a field on that field and keeps the dialog open", async () => {
    api(() =>
      Response.json(
        {
          error: {
            code: 'validation_failed',
            message: HOST_MESSAGES_MESSAGES.noLinksYet,
            fields: { body: HOST_MESSAGES_MESSAGES.noLinksYet },
          },
        },
        { status: 400 },
      ),
    );
    const { user, dialog } = await openDialog();
    await write(user, dialog, 'Photos', 'https://example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Send message' }));
    const message = within(dialog).getByLabelText('Message');
    await waitFor(() => expect(message).toHaveAttribute('aria-invalid', 'true'));
    expect(message).toHaveAccessibleDescription(HOST_MESSAGES_MESSAGES.noLinksYet);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it("shows the day's limit in a toast", async () => {
    api(() =>
      Response.json(
        { error: { code: 'conflict', message: HOST_MESSAGES_MESSAGES.perDayLimit } },
        { status: 409 },
      ),
    );
    const { user, dialog } = await openDialog();
    await write(user, dialog, 'Again', 'One more');
    await user.click(within(dialog).getByRole('button', { name: 'Send message' }));
    expect(await findToast(HOST_MESSAGES_MESSAGES.perDayLimit)).toBeInTheDocument();
  });
});

describe('MessageSentList', () => {
  it('lists what was sent, to whom and how many, or says nothing was', async () => {
    const items: HostMessageList['items'] = [
      {
        id: 'm-2',
        subject: 'Bring water',
        body: 'It will be hot.\nBring water.',
        sentAt: '2026-06-01T08:00:00Z',
        audience: 'chosen',
        recipientCount: 1,
      },
      {
        id: 'm-1',
        subject: 'Meeting point',
        body: 'Fountain',
        sentAt: '2026-05-31T08:00:00Z',
        audience: 'all',
        recipientCount: 3,
      },
    ];
    mockApi(signedIn(['user', 'host']), (url) =>
      url === MESSAGES_URL ? Response.json({ items }) : undefined,
    );
    renderWithProviders(<MessageSentList activityId="a-paella" />);
    const section = await screen.findByRole('region', { name: 'Sent messages' });
    const list = await within(section).findByRole('list', { name: 'Sent messages' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(first).toHaveTextContent('Bring water');
    expect(first).toHaveTextContent('To chosen guests · 1 guest');
    expect(second).toHaveTextContent('To all paid guests · 3 guests');
  });

  it('says when nothing was sent yet', async () => {
    mockApi(signedIn(['user', 'host']), (url) =>
      url === MESSAGES_URL ? Response.json({ items: [] }) : undefined,
    );
    renderWithProviders(<MessageSentList activityId="a-paella" />);
    expect(await screen.findByText('No messages sent yet.')).toBeInTheDocument();
  });
});
