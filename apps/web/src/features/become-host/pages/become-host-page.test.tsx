import type { HostDashboard } from '@sortim/contracts/host-dashboard';
import type { HostRoleStatus } from '@sortim/contracts/hosting';
import type { Me } from '@sortim/contracts/me';
import type { PayoutStatus } from '@sortim/contracts/payouts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createProfile, createSession } from '#/test/factories.ts';
import { mockApi, renderApp } from '#/test/render.tsx';
import { findToast, toastDescription } from '#/test/toasts.ts';

const notHost: HostRoleStatus = { hasHostRole: false, restored: false, roles: ['user'] };
const host = createSession({ roles: ['host'] });

type Answer = Response | Promise<Response>;

/** A signed-in session (changing when the server grants the role), and the host endpoints' answers. */
function mockHostApi({
  session = createSession({ profile: createProfile({ email: 'marta.puig@example.com' }) }),
  verify = () => Response.json(notHost),
  become,
  check,
}: {
  session?: Me;
  verify?: (current: { session: Me }) => Answer;
  become?: (current: { session: Me }, body: unknown) => Answer;
  check?: () => Answer;
} = {}) {
  const current = { session };
  const fetchMock = mockApi(
    () => current.session,
    (url, init) => {
      if (url === '/api/host/role/verify' && init?.method === 'POST') return verify(current);
      if (url === '/api/host/become' && init?.method === 'POST') {
        return become?.(current, JSON.parse(String(init.body)));
      }
      if (url === '/api/host/payouts/check' && init?.method === 'POST') return check?.();
      // The dashboard, for a host sent on there.
      if (url === '/api/host/payouts' && check) return Response.json(payoutStatus(null));
      if (url === '/api/host/dashboard') return Response.json(emptyDashboard);
      return undefined;
    },
  );
  return { fetchMock, current };
}

const callsTo = (fetchMock: ReturnType<typeof mockApi>, path: string) =>
  fetchMock.mock.calls.filter(([url]) => url === path);

const emptyDashboard: HostDashboard = {
  stats: {
    activities: 0,
    bookings: 0,
    earningsCents: 0,
    rating: null,
    reviewCount: 0,
    checkIns: { seats: 0, checkedIn: 0 },
  },
  payoutSetup: 'in_progress',
  latestActivities: [],
  recentBookings: [],
};

const payoutStatus = (status: PayoutStatus['status']): PayoutStatus => ({
  setup: status === 'enabled' ? 'connected' : 'in_progress',
  status,
  payoutsEnabled: status === 'enabled',
});

async function openForm() {
  await screen.findByRole('heading', { name: 'Quick Setup' });
  return {
    phone: screen.getByLabelText('Phone number'),
    email: screen.getByLabelText('Notification email'),
    activityType: screen.getByLabelText('Activity type'),
    submit: screen.getByRole('button', { name: 'Become a Host' }),
  };
}

describe('/become-host', () => {
  beforeAll(() => import('#/features/become-host/pages/become-host-page.tsx'));

  describe('Quick Setup', () => {
    it("fills the notification email with the account's and keeps submit disabled until all three are filled", async () => {
      mockHostApi();
      const user = userEvent.setup();
      renderApp('/become-host');
      const form = await openForm();

      expect(form.email).toHaveValue('marta.puig@example.com');
      expect(form.submit).toBeDisabled();
      await user.type(form.phone, '+34 600 123 456');
      expect(form.submit).toBeDisabled();
      await user.selectOptions(form.activityType, 'Go Hiking');
      expect(form.submit).toBeEnabled();
      await user.clear(form.email);
      expect(form.submit).toBeDisabled();
    });

    it("offers the spec's activity types and explains what hosting means", async () => {
      mockHostApi();
      renderApp('/become-host');
      const form = await openForm();

      expect(
        [...(form.activityType as HTMLSelectElement).options].filter((o) => !o.disabled).map((o) => o.value),
      ).toEqual([
        'Go Hiking',
        'Cook Together',
        'Play Sports',
        'Learn Languages',
        'Dance Classes',
        'Taste Wine',
        'Join Dinners',
        'City Tours',
        'Workshops',
        'Other',
      ]);
      expect(screen.getByRole('complementary', { name: 'What hosting means' })).toBeInTheDocument();
    });

    it("says 'Missing information' when a field holds only spaces, without asking the server", async () => {
      const { fetchMock } = mockHostApi();
      const user = userEvent.setup();
      renderApp('/become-host');
      const form = await openForm();

      await user.type(form.phone, '   ');
      await user.selectOptions(form.activityType, 'Taste Wine');
      await user.click(form.submit);

      expect(await toastDescription('Missing information')).toBe('Please fill in all required fields');
      expect(form.phone).toHaveAccessibleDescription('Please fill in all required fields');
      expect(callsTo(fetchMock, '/api/host/become')).toHaveLength(0);
    });

    it("makes the user a host: 'You're now a host!', then on to /create-activity", async () => {
      const { fetchMock } = mockHostApi({
        become: (current) => {
          current.session = host;
          return Response.json({ hasHostRole: true, restored: false, roles: ['host'] });
        },
      });
      const { router } = renderApp('/become-host');
      const user = userEvent.setup();
      const form = await openForm();

      await user.type(form.phone, '+34 600 123 456');
      await user.clear(form.email);
      await user.type(form.email, 'host@example.com');
      await user.selectOptions(form.activityType, 'Cook Together');
      await user.click(form.submit);

      expect(await findToast("You're now a host!")).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Setting up...' })).toBeDisabled();
      // The router moves once the create page's code has loaded: slow on a busy machine.
      await waitFor(() => expect(router.state.location.pathname).toBe('/create-activity'), {
        timeout: 20_000,
      });
      // The activity type chosen travels on: the first activity's form starts in its category.
      expect(router.state.location.search).toBe('?onboarding=complete&type=Cook+Together');
      const [, init] = callsTo(fetchMock, '/api/host/become')[0] ?? [];
      expect(JSON.parse(String(init?.body))).toEqual({
        phone: '+34 600 123 456',
        notificationEmail: 'host@example.com',
        activityType: 'Cook Together',
      });
      expect(screen.queryByText('Access denied. Host privileges required.')).not.toBeInTheDocument();
    });

    it("puts the server's field errors under the fields", async () => {
      mockHostApi({
        become: () =>
          Response.json(
            {
              error: {
                code: 'bad_request',
                message: 'Invalid input',
                fields: { phone: 'Please fill in all required fields' },
              },
            },
            { status: 400 },
          ),
      });
      const user = userEvent.setup();
      renderApp('/become-host');
      const form = await openForm();

      await user.type(form.phone, '600 123 456');
      await user.selectOptions(form.activityType, 'Workshops');
      await user.click(form.submit);

      expect(await toastDescription('Missing information')).toBe('Please fill in all required fields');
      expect(form.phone).toHaveAttribute('aria-invalid', 'true');
    });

    it("says 'Failed to assign host role' when the server fails", async () => {
      mockHostApi({ become: () => new Response('Bad gateway', { status: 502 }) });
      const user = userEvent.setup();
      renderApp('/become-host');
      const form = await openForm();

      await user.type(form.phone, '600 123 456');
      await user.selectOptions(form.activityType, 'Other');
      await user.click(form.submit);

      expect(await toastDescription('Failed to assign host role')).toBe(
        'Failed to assign host role. Please try again or contact support.',
      );
      expect(screen.getByRole('button', { name: 'Become a Host' })).toBeEnabled();
    });
  });

  describe('on arrival', () => {
    it('asks the server once, even in StrictMode, and shows the form to someone who does not host', async () => {
      const { fetchMock } = mockHostApi();
      renderApp('/become-host', { strict: true });

      await openForm();
      expect(callsTo(fetchMock, '/api/host/role/verify')).toHaveLength(1);
    });

    it("gives an approved host's lost role back: 'Host role assigned!' and on to /create-activity", async () => {
      mockHostApi({
        verify: (current) => {
          current.session = host;
          return Response.json({ hasHostRole: true, restored: true, roles: ['host'] });
        },
      });
      const { router } = renderApp('/become-host');

      expect(await findToast('Host role assigned!')).toBeInTheDocument();
      await waitFor(() => expect(router.state.location.pathname).toBe('/create-activity'));
      expect(screen.queryByText('Access denied. Host privileges required.')).not.toBeInTheDocument();
    });

    it('tells a host they already are one and sends them to /create-activity', async () => {
      mockHostApi({
        session: host,
        verify: () => Response.json({ hasHostRole: true, restored: false, roles: ['host'] }),
      });
      const { router } = renderApp('/become-host');

      expect(await findToast('You are already a verified host')).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/become-host');
      await waitFor(() => expect(router.state.location.pathname).toBe('/create-activity'));
      expect(screen.queryByRole('heading', { name: 'Quick Setup' })).not.toBeInTheDocument();
    });

    it('shows the form when the check itself fails', async () => {
      mockHostApi({ verify: () => new Response('Bad gateway', { status: 502 }) });
      renderApp('/become-host');
      expect(await openForm()).toBeTruthy();
    });
  });

  describe('back from payout setup by an older link (?stripe=complete)', () => {
    it('goes straight on to the host dashboard, which checks the account there', async () => {
      const { fetchMock } = mockHostApi({
        session: host,
        verify: () => Response.json({ hasHostRole: true, restored: false, roles: ['host'] }),
        check: () => Response.json(payoutStatus('enabled')),
      });
      const { router } = renderApp('/become-host?stripe=complete');

      await waitFor(() => expect(router.state.location.pathname).toBe('/host-dashboard'));
      expect(router.state.location.search).toBe('?stripe=complete');
      expect(await findToast('Stripe connected!')).toBeInTheDocument();
      expect(callsTo(fetchMock, '/api/host/payouts/check')).toHaveLength(1);
      expect(screen.queryByText('You are already a verified host')).not.toBeInTheDocument();
    });
  });
});
