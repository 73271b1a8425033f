import { PRIVATE_GROUP_MESSAGES, type PrivateRequest } from '@sortim/contracts/private-groups';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { acceptedPrivateRequest, createPrivateRequest } from '#/test/private-request-factories.ts';
import { mockApi, renderApp, signedIn } from '#/test/render.tsx';

/*
 * /private-requests/:id: where a request for a private date stands, and for its guest, once accepted and
 * held, 'Pay €X' (the payment page of the held date); an expired link says the date was released.
 */

const aRequest = (overrides: Parameters<typeof createPrivateRequest>[0] = {}) =>
  createPrivateRequest({ message: 'A birthday dinner for my sister', ...overrides });

const accepted = (overrides: Parameters<typeof createPrivateRequest>[0] = {}) =>
  acceptedPrivateRequest({ message: 'A birthday dinner for my sister', ...overrides });

function mockRequest(request: PrivateRequest | Response, checkout?: () => Response) {
  return mockApi(signedIn(), (url) => {
    if (url === '/api/private-requests/req-1')
      return request instanceof Response ? request : Response.json(request);
    if (url === '/api/private-requests/req-1/checkout' && checkout) return checkout();
    return undefined;
  });
}

describe('/private-requests/:id', () => {
  beforeAll(() => import('#/features/private-groups/pages/private-request-page.tsx'));

  it('shows the date, the group and the message of a request waiting for the host', async () => {
    mockRequest(aRequest());
    renderApp('/private-requests/req-1');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Private date request' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Paella workshop')).toBeInTheDocument();
    expect(screen.getByText('Waiting for the host')).toBeInTheDocument();
    expect(screen.getByText(/^Saturday, May 10th, 2031 · 18:30–20:30$/)).toBeInTheDocument();
    expect(screen.getByText('6 people')).toBeInTheDocument();
    expect(screen.getByText('A birthday dinner for my sister')).toBeInTheDocument();
    expect(screen.getByText('The host has your request and answers by e-mail.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Pay/ })).not.toBeInTheDocument();
  });

  it('pays an accepted request on the payment page of the held date', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', Object.assign(new URL(window.location.href), { assign }));
    const fetchMock = mockRequest(accepted(), () =>
      Response.json({ url: 'http://localhost:3000/pay/cs_test_1', sessionId: 'cs_test_1' }, { status: 201 }),
    );
    const user = userEvent.setup();
    renderApp('/private-requests/req-1');

    expect(await screen.findByText('Accepted: ready to pay')).toBeInTheDocument();
    expect(
      screen.getByText(
        /the date is held for your group until Sunday, May 4th, 2031 · 12:00 \(Barcelona time\)/,
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Pay €200' }));

    await waitFor(() => expect(assign).toHaveBeenCalledWith('http://localhost:3000/pay/cs_test_1'));
    expect(screen.getByRole('button', { name: 'Opening the payment page...' })).toBeDisabled();
    const [, init] =
      fetchMock.mock.calls.find(([url]) => url === '/api/private-requests/req-1/checkout') ?? [];
    expect(init?.method).toBe('POST');
  });

  it('says so when the link expired meanwhile, and shows where the request now stands', async () => {
    let stage: PrivateRequest['stage'] = 'payable';
    mockApi(signedIn(), (url) => {
      if (url === '/api/private-requests/req-1') return Response.json(accepted({ stage }));
      if (url === '/api/private-requests/req-1/checkout') {
        stage = 'expired';
        return Response.json(
          { error: { code: 'conflict', message: PRIVATE_GROUP_MESSAGES.linkExpired } },
          { status: 409 },
        );
      }
      return undefined;
    });
    const user = userEvent.setup();
    renderApp('/private-requests/req-1');

    await user.click(await screen.findByRole('button', { name: 'Pay €200' }));

    expect(await screen.findByText('Could not open the payment page')).toBeInTheDocument();
    expect(await screen.findByText('Payment link expired')).toBeInTheDocument();
    expect(
      screen.getByText(
        'The payment link has expired and the date was released. You can ask for another date.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the activity' })).toHaveAttribute('href', '/activity/act-1');
  });

  it('shows the host’s note on a declined request', async () => {
    mockRequest(aRequest({ stage: 'declined', hostNote: 'We are closed that week, sorry!' }));
    renderApp('/private-requests/req-1');

    expect(await screen.findByText('Declined')).toBeInTheDocument();
    expect(screen.getByText("The host's note")).toBeInTheDocument();
    expect(screen.getByText('We are closed that week, sorry!')).toBeInTheDocument();
  });

  it('shows the host who reads it whose request it is, with nothing to pay', async () => {
    mockRequest(accepted({ guest: { id: 'guest-9', displayName: 'Gala' } }));
    renderApp('/private-requests/req-1');

    expect(await screen.findByText('Requested by Gala')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Pay/ })).not.toBeInTheDocument();
  });

  it('says a request it cannot see does not exist', async () => {
    mockRequest(
      Response.json(
        { error: { code: 'not_found', message: PRIVATE_GROUP_MESSAGES.requestNotFound } },
        { status: 404 },
      ),
    );
    renderApp('/private-requests/req-1');

    expect(await screen.findByRole('heading', { name: 'Request not found' })).toBeInTheDocument();
  });
});
