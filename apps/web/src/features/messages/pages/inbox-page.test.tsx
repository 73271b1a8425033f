import type { Inbox } from '@sortim/contracts/conversations';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, renderApp, signedIn } from '#/test/render.tsx';

const item = (overrides: Partial<Inbox['items'][number]> = {}): Inbox['items'][number] => ({
  id: 'c-1',
  activity: { id: 'a-1', title: 'Family kayak' },
  side: 'host',
  other: { id: 'u-1', name: 'Gina Guest', avatarUrl: null },
  last: { excerpt: 'Is it OK for a 7-year-old?', fromMe: false, sentAt: '2026-06-01T10:00:00.000Z' },
  unread: 2,
  booked: false,
  ...overrides,
});

function mockInbox(answer: (activityId: string | null) => Inbox) {
  return mockApi(signedIn(['user', 'host']), (url) => {
    if (url.startsWith('/api/conversations?') || url === '/api/conversations') {
      return Response.json(answer(new URL(url, 'http://x').searchParams.get('activityId')));
    }
    if (url === '/api/conversations/unread') return Response.json({ conversations: 1 });
    return undefined;
  });
}

describe('/messages', () => {
  it('lists conversations newest first with the other person, the activity, the last words and the unread count', async () => {
    mockInbox(() => ({
      items: [
        item(),
        item({
          id: 'c-2',
          other: { id: 'u-2', name: 'Pau', avatarUrl: null },
          unread: 0,
          side: 'guest',
          last: { excerpt: 'See you!', fromMe: true, sentAt: '2026-05-30T10:00:00.000Z' },
        }),
      ],
      activities: [{ id: 'a-1', title: 'Family kayak' }],
    }));
    renderApp('/messages');

    expect(await screen.findByRole('heading', { level: 1, name: 'Messages' })).toBeInTheDocument();
    const links = await screen.findAllByRole('link', { name: /Gina Guest|Pau/ });
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/messages/c-1', '/messages/c-2']);
    expect(links[0]).toHaveTextContent('Family kayak · your guest');
    expect(links[0]).toHaveTextContent('Is it OK for a 7-year-old?');
    expect(within(links[0] as HTMLElement).getByText('2 unread messages')).toBeInTheDocument();
    expect(links[1]).toHaveTextContent('You: See you!');
    // The navigation's badge, in words for a screen reader.
    const nav = within(screen.getByRole('navigation', { name: 'Main navigation' }));
    expect(await nav.findByText('1 unread conversation')).toBeInTheDocument();
  });

  it('lets a host narrow it to one activity, kept in the address', async () => {
    const fetchMock = mockInbox((activityId) => ({
      items: activityId
        ? [item()]
        : [item(), item({ id: 'c-3', activity: { id: 'a-2', title: 'Tapas walk' } })],
      activities: [
        { id: 'a-1', title: 'Family kayak' },
        { id: 'a-2', title: 'Tapas walk' },
      ],
    }));
    const { router } = renderApp('/messages');
    const select = await screen.findByRole('combobox', { name: 'Activity' });
    await userEvent.selectOptions(select, 'a-1');
    await waitFor(() => expect(router.state.location.search).toBe('?activity=a-1'));
    await waitFor(() => expect(screen.getAllByRole('link', { name: /Gina Guest/ })).toHaveLength(1));
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain('/api/conversations?activityId=a-1');
  });

  it('says what to do when there is nothing yet', async () => {
    mockInbox(() => ({ items: [], activities: [] }));
    renderApp('/messages');
    expect(await screen.findByText('No messages yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Explore activities' })).toHaveAttribute('href', '/explore');
  });
});
