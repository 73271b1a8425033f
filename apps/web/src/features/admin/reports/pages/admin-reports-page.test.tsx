import type { AdminReport } from '@sortim/contracts/reports';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bodyOf, callsTo, mockAdminApi } from '#/features/admin/shared/test/admin-test-api.ts';
import { renderApp } from '#/test/render.tsx';
import { findToast } from '#/test/toasts.ts';

function report(overrides: Partial<AdminReport> = {}): AdminReport {
  return {
    id: 'rep-1',
    targetType: 'review',
    targetId: 'rev-1',
    reason: 'harassment',
    note: 'Insults about the host.',
    status: 'open',
    createdAt: '2026-03-02T10:00:00.000Z',
    decidedAt: null,
    decidedByName: null,
    reporter: { id: 'u-rita', name: 'Rita Reporter', email: 'rita@example.com' },
    subject: { id: 'u-gina', name: 'Gina Guest', email: 'gina@example.com', suspended: false },
    item: {
      type: 'review',
      rating: 1,
      comment: 'Awful, avoid.',
      hidden: false,
      activityId: 'act-1',
      activityTitle: 'Paella workshop',
    },
    earlier: [
      {
        id: 'rep-0',
        targetType: 'profile',
        reason: 'spam',
        status: 'dismissed',
        createdAt: '2026-02-01T10:00:00.000Z',
      },
    ],
    otherOpen: 1,
    ...overrides,
  };
}

const messageReport = report({
  id: 'rep-2',
  targetType: 'message',
  targetId: 'msg-2',
  reason: 'scam',
  note: null,
  item: {
    type: 'message',
    conversationId: 'conv-1',
    activityTitle: 'Sunset kayak',
    around: [
      {
        id: 'msg-1',
        senderId: 'u-rita',
        senderName: 'Rita Reporter',
        body: 'Hello!',
        hidden: false,
        createdAt: '2026-03-01T10:00:00.000Z',
      },
      {
        id: 'msg-2',
        senderId: 'u-hana',
        senderName: 'Hana Host',
        body: 'Pay me in cash instead.',
        hidden: false,
        createdAt: '2026-03-01T10:01:00.000Z',
      },
    ],
  },
  subject: { id: 'u-hana', name: 'Hana Host', email: 'hana@example.com', suspended: false },
  earlier: [],
  otherOpen: 0,
});

const card = async (name: string) =>
  (await screen.findByRole('heading', { name })).closest('article') as HTMLElement;

describe('/admin/reports', () => {
  it('lists each report with its item in context, the reporter, whose it is and earlier reports', async () => {
    mockAdminApi({ 'GET /api/admin/reports': () => Response.json({ items: [report()] }) });
    renderApp('/admin/reports');

    expect(await screen.findByRole('heading', { level: 1, name: 'Reports' })).toBeInTheDocument();
    const review = within(await card('Review: Harassment'));
    expect(review.getByText('Open')).toBeInTheDocument();
    expect(review.getByText('Awful, avoid.')).toBeInTheDocument();
    expect(review.getByRole('link', { name: 'Paella workshop' })).toHaveAttribute('href', '/activity/act-1');
    expect(review.getByText('Insults about the host.')).toBeInTheDocument();
    expect(review.getByText(/Rita Reporter/)).toBeInTheDocument();
    expect(review.getByText(/Gina Guest/)).toBeInTheDocument();
    expect(review.getByText(/Profile · Spam · Dismissed/)).toBeInTheDocument();
    expect(review.getByRole('button', { name: 'Dismiss' })).toBeInTheDocument();
    expect(review.getByRole('button', { name: 'Hide' })).toBeInTheDocument();
    expect(review.getByRole('button', { name: 'Suspend account' })).toBeInTheDocument();
  });

  it('hides the item after a confirm that names what follows, and shows the result', async () => {
    const fetchMock = mockAdminApi({
      'GET /api/admin/reports': () => Response.json({ items: [report()] }),
      'POST /api/admin/reports/rep-1/decision': () => Response.json({ status: 'hidden', decided: 2 }),
    });
    renderApp('/admin/reports');

    await userEvent.click(within(await card('Review: Harassment')).getByRole('button', { name: 'Hide' }));
    const confirm = within(await screen.findByRole('dialog', { name: 'Hide the item?' }));
    expect(
      confirm.getByText(/leaves the activity page, the host profile and every rating average/),
    ).toBeInTheDocument();
    expect(confirm.getByText(/1 other open report of this item is decided the same way/)).toBeInTheDocument();
    await userEvent.click(confirm.getByRole('button', { name: 'Hide' }));

    expect(await findToast('Item hidden; 2 reports decided')).toBeInTheDocument();
    const [call] = callsTo(fetchMock, 'POST', '/api/admin/reports/rep-1/decision');
    expect(call && bodyOf(call)).toEqual({ action: 'hide' });
    await waitFor(() => expect(callsTo(fetchMock, 'GET', '/api/admin/reports').length).toBeGreaterThan(1));
  });

  it('reads a reported conversation only on request, and says the reading is recorded', async () => {
    const fetchMock = mockAdminApi({
      'GET /api/admin/reports': () => Response.json({ items: [messageReport] }),
      'GET /api/admin/reports/rep-2/conversation': () =>
        Response.json({
          conversationId: 'conv-1',
          activityTitle: 'Sunset kayak',
          hostName: 'Hana Host',
          guestName: 'Rita Reporter',
          reportedMessageId: 'msg-2',
          messages: [
            ...(messageReport.item.type === 'message' ? messageReport.item.around : []),
            {
              id: 'msg-3',
              senderId: 'u-rita',
              senderName: 'Rita Reporter',
              body: 'No, thanks.',
              hidden: false,
              createdAt: '2026-03-01T10:02:00.000Z',
            },
          ],
        }),
    });
    renderApp('/admin/reports');

    const message = within(await card('Message: Scam or payment off Sortim'));
    expect(message.getByText('Pay me in cash instead.')).toBeInTheDocument();
    expect(message.queryByRole('button', { name: 'Hide' })).toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET', '/api/admin/reports/rep-2/conversation')).toHaveLength(0);

    await userEvent.click(message.getByRole('button', { name: 'Read the conversation' }));
    const thread = within(await screen.findByRole('dialog', { name: 'Rita Reporter and Hana Host' }));
    expect(
      thread.getByText('Your reading of this conversation is recorded in the audit log.'),
    ).toBeInTheDocument();
    expect(await thread.findByText('No, thanks.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET', '/api/admin/reports/rep-2/conversation')).toHaveLength(1);
  });

  it('offers no Hide for a profile, and says when there are no reports', async () => {
    mockAdminApi({
      'GET /api/admin/reports': () =>
        Response.json({
          items: [
            report({
              targetType: 'profile',
              targetId: 'u-gina',
              item: {
                type: 'profile',
                userId: 'u-gina',
                displayName: 'Gina Guest',
                bio: null,
                avatarUrl: null,
              },
            }),
          ],
        }),
    });
    renderApp('/admin/reports');
    const profile = within(await card('Profile: Harassment'));
    expect(profile.queryByRole('button', { name: 'Hide' })).not.toBeInTheDocument();
    expect(profile.getByRole('button', { name: 'Dismiss' })).toBeInTheDocument();
  });

  it('says so when nothing was reported', async () => {
    mockAdminApi({ 'GET /api/admin/reports': () => Response.json({ items: [] }) });
    renderApp('/admin/reports');
    expect(await screen.findByRole('heading', { name: 'No reports' })).toBeInTheDocument();
  });
});
