import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createHostActivity } from '#/components/host-activity-card/host-activity-factories.ts';
import { mockAdminApi } from '#/features/admin/shared/test/admin-test-api.ts';
import { createPromoCode, promoCodeRoutes } from '#/test/promo-code-factories.ts';
import { renderApp } from '#/test/render.tsx';
import { findToast } from '#/test/toasts.ts';

const KAYAK = '5d1f0e8a-3b7c-4e2d-8f6a-9c0b1a2d3e01';
/** Every host's activities, as /api/host/activities answers an admin. */
const activities = [
  createHostActivity({ title: 'Gothic Quarter walk', hostId: 'host-1', hostName: 'Marta Puig' }),
  createHostActivity({ id: KAYAK, title: 'Kayak at dawn', hostId: 'host-2', hostName: 'Pau Vidal' }),
  createHostActivity({ title: 'Cancelled tasting', hostId: 'host-2', status: 'cancelled' }),
];

function api(codes = [createPromoCode({ code: 'WELCOME-BCN', amountOffCents: 300, percentOff: null })]) {
  const { routes, sent } = promoCodeRoutes('/api/admin/codes', codes);
  mockAdminApi({ ...routes, 'GET /api/host/activities': () => Response.json({ items: activities }) });
  return sent;
}

describe('/admin/codes', () => {
  it('lists the platform’s codes, for all activities of every host', async () => {
    api();
    renderApp('/admin/codes');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Platform promo codes' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    const card = within(
      (await screen.findByRole('heading', { name: 'WELCOME-BCN' })).closest('article') as HTMLElement,
    );
    expect(card.getByText('€3 off')).toBeInTheDocument();
    expect(card.getByText('All activities')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Admin Dashboard' })).toHaveAttribute('href', '/admin');
  });

  it('makes a platform code for any host’s activity, the hosts named beside their activities', async () => {
    const sent = api([]);
    const user = userEvent.setup();
    renderApp('/admin/codes');
    await user.click(await screen.findByRole('button', { name: 'New code' }, { timeout: 15_000 }));
    const form = within(await screen.findByRole('dialog', { name: 'New code' }));
    await user.type(form.getByLabelText('Code'), 'SPRING-KAYAK');
    await user.type(form.getByLabelText('Percentage (1-100)'), '15');
    await user.click(form.getByRole('radio', { name: 'Only the activities I choose' }));
    const list = within(form.getByRole('list', { name: 'Upcoming activities' }));
    expect(list.getAllByRole('checkbox')).toHaveLength(2);
    expect(list.getByText(/Pau Vidal/)).toBeInTheDocument();
    await user.click(list.getByRole('checkbox', { name: /Kayak at dawn/ }));
    await user.click(form.getByRole('button', { name: 'Create code' }));

    expect(await findToast('SPRING-KAYAK is ready to share.')).toBeInTheDocument();
    expect(sent).toMatchObject([
      {
        method: 'POST',
        path: '/api/admin/codes',
        body: { code: 'SPRING-KAYAK', percentOff: 15, scope: { kind: 'activities', activityIds: [KAYAK] } },
      },
    ]);
    await waitFor(() => expect(screen.getByRole('heading', { name: 'SPRING-KAYAK' })).toBeInTheDocument());
  });
});
