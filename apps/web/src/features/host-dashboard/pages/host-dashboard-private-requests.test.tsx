import type { PrivateRequest } from '@sortim/contracts/private-groups';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { calls, mockHost } from '#/features/host-dashboard/pages/host-dashboard-test-setup.ts';
import { createPrivateRequest } from '#/test/private-request-factories.ts';
import { renderApp } from '#/test/render.tsx';
import { findToast } from '#/test/toasts.ts';

/*
 * The host dashboard's requests for private dates: each waiting one with its date, group and message, and
 * Accept (after a confirmation that says what follows) or Decline with a note for the guest.
 */

/** A request on the host's activity, from Gala Ruiz for 8. */
const aRequest = (overrides: Parameters<typeof createPrivateRequest>[0] = {}) =>
  createPrivateRequest({
    groupSize: 8,
    message: 'A birthday dinner for my sister',
    activity: { title: 'Sunset Paella on the Rooftop' },
    guest: { id: 'guest-1', displayName: 'Gala Ruiz' },
    ...overrides,
  });

const section = async () => within(await screen.findByRole('region', { name: 'Private date requests' }));

describe('/host-dashboard: private date requests', () => {
  // The page is a lazy route: load it up front, so no test waits for the import on a busy machine.
  beforeAll(() => import('#/features/host-dashboard/pages/host-dashboard-page.tsx'));

  it('shows each request with its date, guest, group and message; answered ones without the buttons', async () => {
    mockHost({
      'GET /api/host/private-requests': () =>
        Response.json({
          items: [
            aRequest(),
            aRequest({ id: 'req-2', stage: 'declined', guest: { id: 'g2', displayName: 'Pau' } }),
          ],
        }),
    });
    renderApp('/host-dashboard');

    const requests = await section();
    expect(
      requests.getAllByRole('article', { name: /^Sunset Paella on the Rooftop · Saturday, May 10th, 2031/ }),
    ).toHaveLength(2);
    const [first, second] = requests.getAllByRole('article');
    expect(within(first as HTMLElement).getByText('From Gala Ruiz · 8 people')).toBeInTheDocument();
    expect(within(first as HTMLElement).getByText('A birthday dinner for my sister')).toBeInTheDocument();
    expect(within(first as HTMLElement).getByText('Waiting for your answer')).toBeInTheDocument();
    expect(within(first as HTMLElement).getByRole('button', { name: 'Accept' })).toBeInTheDocument();
    expect(within(second as HTMLElement).getByText('Declined')).toBeInTheDocument();
    expect(within(second as HTMLElement).queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
  });

  it('accepts a request after saying what follows', async () => {
    let stage: PrivateRequest['stage'] = 'pending';
    const fetchMock = mockHost({
      'GET /api/host/private-requests': () => Response.json({ items: [aRequest({ stage })] }),
      'POST /api/host/private-requests/req-1/accept': () => {
        stage = 'payable';
        return Response.json(aRequest({ stage }));
      },
    });
    const user = userEvent.setup();
    renderApp('/host-dashboard');

    await user.click((await section()).getByRole('button', { name: 'Accept' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Accept this request?' }));
    expect(dialog.getByText(/held for Gala Ruiz's group for 48 hours/)).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Accept and hold the date' }));

    expect(await findToast('Request accepted')).toBeInTheDocument();
    expect(calls(fetchMock, 'POST', '/api/host/private-requests/req-1/accept')).toHaveLength(1);
    expect(await (await section()).findByText('Accepted: waiting for payment')).toBeInTheDocument();
  });

  it('declines with a note for the guest, which it asks for', async () => {
    const fetchMock = mockHost({
      'GET /api/host/private-requests': () => Response.json({ items: [aRequest()] }),
      'POST /api/host/private-requests/req-1/decline': () => Response.json(aRequest({ stage: 'declined' })),
    });
    const user = userEvent.setup();
    renderApp('/host-dashboard');

    await user.click((await section()).getByRole('button', { name: 'Decline' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Decline this request' }));
    await user.click(dialog.getByRole('button', { name: 'Decline request' }));
    expect(await dialog.findByText('Write a note for the guest')).toBeInTheDocument();
    expect(calls(fetchMock, 'POST', '/api/host/private-requests/req-1/decline')).toHaveLength(0);

    await user.type(dialog.getByLabelText(/^Note to the guest/), 'We are closed that week, sorry!');
    await user.click(dialog.getByRole('button', { name: 'Decline request' }));

    expect(await findToast('Request declined')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const [call] = calls(fetchMock, 'POST', '/api/host/private-requests/req-1/decline');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ note: 'We are closed that week, sorry!' });
  });

  it('shows no section while no guest has asked', async () => {
    mockHost({ 'GET /api/host/private-requests': () => Response.json({ items: [] }) });
    renderApp('/host-dashboard');

    await screen.findByRole('heading', { level: 1, name: 'Host Dashboard' });
    await screen.findByText('Earnings', { selector: 'dt' });
    expect(screen.queryByRole('region', { name: 'Private date requests' })).not.toBeInTheDocument();
  });
});
