import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  calls,
  mockHost,
  payoutCard,
  payouts,
} from '#/features/host-dashboard/pages/host-dashboard-test-setup.ts';
import { renderApp } from '#/test/render.tsx';
import { findToast, toastDescription } from '#/test/toasts.ts';

describe('/host-dashboard', () => {
  describe('payment setup', () => {
    it('Not Started: explains waitlist-only and offers Connect Stripe, without a status check', async () => {
      const fetchMock = mockHost();
      renderApp('/host-dashboard');

      const card = await payoutCard();
      expect(await within(card).findByText('Not Started')).toBeInTheDocument();
      expect(card).toHaveTextContent('your activities are waitlist-only');
      expect(within(card).getByRole('button', { name: 'Connect Stripe' })).toBeEnabled();
      expect(calls(fetchMock, 'POST', '/api/host/payouts/check')).toHaveLength(0);
    });

    it('Connected: says so, with nothing left to do', async () => {
      mockHost({ 'GET /api/host/payouts': () => Response.json(payouts('connected')) });
      renderApp('/host-dashboard');

      const card = await payoutCard();
      expect(await within(card).findByText('Connected')).toBeInTheDocument();
      expect(card).not.toHaveTextContent('waitlist-only');
      expect(within(card).queryByRole('button')).not.toBeInTheDocument();
    });

    it("In Progress: checks on load; enabled → '✓ Stripe connected!', Connected, session and dashboard refreshed", async () => {
      let enabled = false;
      const fetchMock = mockHost({
        'GET /api/host/payouts': () => Response.json(payouts(enabled ? 'connected' : 'in_progress')),
        'POST /api/host/payouts/check': () => {
          enabled = true;
          return Response.json(payouts('connected', 'enabled'));
        },
      });
      // Mounted twice in StrictMode, as in the app: the provider is still asked only once.
      renderApp('/host-dashboard', { strict: true });

      expect(await findToast('✓ Stripe connected!')).toBeInTheDocument();
      const card = await payoutCard();
      expect(await within(card).findByText('Connected')).toBeInTheDocument();
      expect(calls(fetchMock, 'POST', '/api/host/payouts/check')).toHaveLength(1);
      await waitFor(() => expect(calls(fetchMock, 'GET', '/api/me').length).toBeGreaterThan(1));
      await waitFor(() => expect(calls(fetchMock, 'GET', '/api/host/dashboard').length).toBeGreaterThan(1));
    });

    it("In Progress: an unfinished setup (action_required) is an ordinary state with 'Continue setup', not an error", async () => {
      const open = vi.spyOn(window, 'open').mockReturnValue({ opener: window } as unknown as Window);
      const fetchMock = mockHost({
        'GET /api/host/payouts': () => Response.json(payouts('in_progress')),
        'POST /api/host/payouts/check': () => Response.json(payouts('in_progress', 'action_required')),
        'POST /api/host/payouts/onboarding': () => Response.json({ url: '/pay/connect/acct_1?return=x' }),
      });
      const user = userEvent.setup();
      renderApp('/host-dashboard');

      const card = await payoutCard();
      expect(
        await within(card).findByText(
          'Your setup is not finished yet. Continue setup to pick up where you left off.',
        ),
      ).toBeInTheDocument();
      expect(within(card).getByText('In Progress')).toBeInTheDocument();
      expect(within(card).queryByRole('alert')).not.toBeInTheDocument();
      expect(card).not.toHaveTextContent(/contact support/i);
      // The check made on load stays quiet: nothing went wrong.
      expect(screen.queryByText('Action required')).not.toBeInTheDocument();

      await user.click(within(card).getByRole('button', { name: 'Continue setup' }));
      await waitFor(() => expect(open).toHaveBeenCalledWith('/pay/connect/acct_1?return=x', '_blank'));
      expect(calls(fetchMock, 'POST', '/api/host/payouts/onboarding')).toHaveLength(1);
      open.mockRestore();
    });

    it("In Progress: a pending account stays quiet on load; Check status says 'Not yet connected'", async () => {
      const fetchMock = mockHost({
        'GET /api/host/payouts': () => Response.json(payouts('in_progress')),
        'POST /api/host/payouts/check': () => Response.json(payouts('in_progress', 'pending')),
      });
      const user = userEvent.setup();
      renderApp('/host-dashboard');

      const card = await payoutCard();
      expect(await within(card).findByText(/Not yet connected: Stripe has not enabled/)).toBeInTheDocument();
      expect(screen.queryByText('Not yet connected', { selector: '[data-title]' })).not.toBeInTheDocument();

      await user.click(within(card).getByRole('button', { name: 'Check status' }));
      expect(await findToast('Not yet connected')).toBeInTheDocument();
      expect(calls(fetchMock, 'POST', '/api/host/payouts/check')).toHaveLength(2);
    });

    it("Check status that fails says 'Check failed'; the automatic check's failure stays quiet", async () => {
      mockHost({
        'GET /api/host/payouts': () => Response.json(payouts('in_progress')),
        'POST /api/host/payouts/check': () =>
          Response.json({ error: { code: 'bad_gateway', message: 'Provider down' } }, { status: 502 }),
      });
      const user = userEvent.setup();
      renderApp('/host-dashboard');

      const card = await payoutCard();
      const check = await within(card).findByRole('button', { name: 'Check status' });
      await waitFor(() => expect(check).toBeEnabled());
      expect(screen.queryByText('Check failed')).not.toBeInTheDocument();

      await user.click(check);
      expect(await findToast('Check failed')).toBeInTheDocument();
    });

    it('Connect Stripe opens the onboarding page in a new window that cannot reach back', async () => {
      const popup = { opener: window } as unknown as Window;
      const open = vi.spyOn(window, 'open').mockReturnValue(popup);
      mockHost({
        'POST /api/host/payouts/onboarding': () =>
          Response.json({ url: 'https://connect.example/onboard/acct_1' }),
      });
      const user = userEvent.setup();
      renderApp('/host-dashboard');

      await user.click(await screen.findByRole('button', { name: 'Connect Stripe' }));
      await waitFor(() =>
        expect(open).toHaveBeenCalledWith('https://connect.example/onboard/acct_1', '_blank'),
      );
      expect(popup.opener).toBeNull();
      open.mockRestore();
    });

    it('goes to the onboarding page in this tab when the pop-up is blocked', async () => {
      const open = vi.spyOn(window, 'open').mockReturnValue(null);
      const assign = vi.fn();
      vi.stubGlobal('location', Object.assign(new URL(window.location.href), { assign }));
      mockHost({
        'POST /api/host/payouts/onboarding': () => Response.json({ url: '/pay/connect/acct_1' }),
      });
      const user = userEvent.setup();
      renderApp('/host-dashboard');

      await user.click(await screen.findByRole('button', { name: 'Connect Stripe' }));
      await waitFor(() => expect(assign).toHaveBeenCalledWith('/pay/connect/acct_1'));
      open.mockRestore();
    });

    it("says 'Connection failed / Failed to start Stripe connection' when onboarding cannot start", async () => {
      const open = vi.spyOn(window, 'open');
      mockHost({
        'POST /api/host/payouts/onboarding': () =>
          Response.json(
            { error: { code: 'bad_gateway', message: 'Failed to start Stripe connection' } },
            { status: 502 },
          ),
      });
      const user = userEvent.setup();
      renderApp('/host-dashboard');

      await user.click(await screen.findByRole('button', { name: 'Connect Stripe' }));
      expect(await toastDescription('Connection failed')).toBe('Failed to start Stripe connection');
      expect(open).not.toHaveBeenCalled();
      open.mockRestore();
    });
  });

  describe('back from payout setup (?stripe=complete)', () => {
    it("lands here: 'Stripe connected!', Connected, and the marker dropped from the address", async () => {
      let enabled = false;
      const fetchMock = mockHost({
        'GET /api/host/payouts': () => Response.json(payouts(enabled ? 'connected' : 'in_progress')),
        'POST /api/host/payouts/check': () => {
          enabled = true;
          return Response.json(payouts('connected', 'enabled'));
        },
      });
      const { router } = renderApp('/host-dashboard?stripe=complete', { strict: true });

      expect(await findToast('Stripe connected!')).toBeInTheDocument();
      const card = await payoutCard();
      expect(await within(card).findByText('Connected')).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/host-dashboard');
      await waitFor(() => expect(router.state.location.search).toBe(''));
      expect(calls(fetchMock, 'POST', '/api/host/payouts/check')).toHaveLength(1);
    });

    it("left unfinished: warns 'Action required' once, and the card offers 'Continue setup' without an error", async () => {
      mockHost({
        'GET /api/host/payouts': () => Response.json(payouts('in_progress')),
        'POST /api/host/payouts/check': () => Response.json(payouts('in_progress', 'action_required')),
      });
      renderApp('/host-dashboard?stripe=complete');

      expect(await toastDescription('Action required')).toBe(
        'Your setup is not finished yet. Continue setup to pick up where you left off.',
      );
      const card = await payoutCard();
      expect(within(card).getByText('In Progress')).toBeInTheDocument();
      expect(within(card).getByRole('button', { name: 'Continue setup' })).toBeEnabled();
      expect(within(card).queryByRole('alert')).not.toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: 'Become a Host' })).not.toBeInTheDocument();
    });

    it("says 'Verification pending' while the provider checks the details", async () => {
      mockHost({
        'GET /api/host/payouts': () => Response.json(payouts('in_progress')),
        'POST /api/host/payouts/check': () => Response.json(payouts('in_progress', 'pending')),
      });
      renderApp('/host-dashboard?stripe=complete');

      expect(await toastDescription('Verification pending')).toBe(
        'Stripe is checking your details. This card shows when payouts are on.',
      );
    });

    it("says 'Status check failed' only when the check itself fails, and Check status asks again", async () => {
      let attempt = 0;
      const fetchMock = mockHost({
        'GET /api/host/payouts': () => Response.json(payouts('in_progress')),
        'POST /api/host/payouts/check': () => {
          attempt += 1;
          return attempt === 1
            ? Response.json({ error: { code: 'unavailable', message: 'Check failed' } }, { status: 502 })
            : Response.json(payouts('in_progress', 'action_required'));
        },
      });
      const user = userEvent.setup();
      renderApp('/host-dashboard?stripe=complete');

      expect(await toastDescription('Status check failed')).toBe('Please refresh and try again');
      const card = await payoutCard();
      expect(await within(card).findByRole('alert')).toHaveTextContent('Status check failed');

      await user.click(within(card).getByRole('button', { name: 'Check status' }));
      await waitFor(() => expect(within(card).queryByRole('alert')).not.toBeInTheDocument());
      expect(calls(fetchMock, 'POST', '/api/host/payouts/check')).toHaveLength(2);
    });
  });
});
