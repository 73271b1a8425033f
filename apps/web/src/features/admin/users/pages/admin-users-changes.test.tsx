import type { AdminDeletedUser } from '@sortim/contracts/admin';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  apiError,
  bodyOf,
  calls,
  mockAdmin,
  openPage,
} from '#/features/admin/users/pages/admin-users-test-setup.ts';
import { deferred } from '#/test/render.tsx';
import { findToast, toastDescription } from '#/test/toasts.ts';

describe('/admin/users', () => {
  // The page is a lazy route: load it up front, so no test waits for the import on a busy machine.
  beforeAll(() => import('#/features/admin/users/pages/admin-users-page.tsx'));

  describe('Add User', () => {
    async function openAddUser() {
      await openPage();
      await userEvent.click(screen.getByRole('button', { name: 'Add User' }));
      return screen.findByRole('dialog', { name: 'Add User' });
    }

    it.each([
      ['not-an-email', 'Abcdefg1', '', 'Invalid email address'],
      ['new@example.com', 'Ab1', '', 'Password must be at least 8 characters'],
      ['new@example.com', 'abcdefg1', '', 'Password must contain at least one uppercase letter'],
      ['new@example.com', 'Abcdefgh', '', 'Password must contain at least one number'],
      ['new@example.com', 'short', 'A', 'Password must be at least 8 characters'],
      ['new@example.com', 'Abcdefg1', 'A', 'Name must be at least 2 characters'],
    ])(
      'with %s / %s / name %j shows the first failing rule as the toast: %s',
      async (email, password, name, message) => {
        const fetchMock = mockAdmin();
        const dialog = await openAddUser();
        const user = userEvent.setup();

        await user.type(within(dialog).getByLabelText('Email'), email);
        await user.type(within(dialog).getByLabelText('Password'), password);
        if (name) await user.type(within(dialog).getByLabelText('Name (optional)'), name);
        await user.click(within(dialog).getByRole('button', { name: 'Create User' }));

        expect(await findToast(message)).toBeInTheDocument();
        expect(screen.getAllByText(message, { selector: '[data-title]' })).toHaveLength(1);
        expect(calls(fetchMock, 'POST', '/api/admin/users')).toHaveLength(0);
      },
    );

    it('creates the user, closes, and refreshes the list and the numbers', async () => {
      const fetchMock = mockAdmin({
        'POST /api/admin/users': () => Response.json({ id: 'u-new' }, { status: 201 }),
      });
      const dialog = await openAddUser();
      await screen.findByText('Total Users', { selector: 'dt' });
      const listCalls = calls(fetchMock, 'GET', '/api/admin/users').length;
      const user = userEvent.setup();

      await user.type(within(dialog).getByLabelText('Email'), '  New@Example.com ');
      await user.type(within(dialog).getByLabelText('Password'), 'Barcelona1');
      await user.type(within(dialog).getByLabelText('Name (optional)'), 'Núria Vidal');
      await user.click(within(dialog).getByRole('button', { name: 'Create User' }));

      expect(await toastDescription('User created')).toBe('new@example.com can sign in now.');
      expect(bodyOf(fetchMock, 'POST', '/api/admin/users')).toEqual({
        email: 'new@example.com',
        password: 'Barcelona1',
        displayName: 'Núria Vidal',
      });
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      await waitFor(() =>
        expect(calls(fetchMock, 'GET', '/api/admin/users').length).toBeGreaterThan(listCalls),
      );
      await waitFor(() => expect(calls(fetchMock, 'GET', '/api/admin/users/stats')).toHaveLength(2));
    });

    it("shows the server's refusal under 'Failed to create user' and keeps the form", async () => {
      mockAdmin({
        'POST /api/admin/users': () => apiError(409, 'An account with this email already exists'),
      });
      const dialog = await openAddUser();
      const user = userEvent.setup();

      await user.type(within(dialog).getByLabelText('Email'), 'ana@example.com');
      await user.type(within(dialog).getByLabelText('Password'), 'Barcelona1');
      await user.click(within(dialog).getByRole('button', { name: 'Create User' }));

      expect(await toastDescription('Failed to create user')).toBe(
        'An account with this email already exists',
      );
      expect(within(dialog).getByLabelText('Email')).toHaveValue('ana@example.com');
    });
  });

  describe('Roles', () => {
    async function openRoles(name: string) {
      await openPage();
      await userEvent.click(await screen.findByRole('button', { name: `Roles ${name}` }));
      return screen.findByRole('dialog', { name: `Roles of ${name}` });
    }

    it('sends the whole ticked set, which replaces the roles', async () => {
      const fetchMock = mockAdmin({
        'PUT /api/admin/users/u-ana/roles': () =>
          Response.json({ roles: ['user', 'verified_host', 'admin'] }),
      });
      const dialog = await openRoles('Ana García');
      const user = userEvent.setup();

      const everyone = within(dialog).getByRole('checkbox', { name: 'User' });
      expect(everyone).toBeChecked();
      expect(everyone).toBeDisabled();
      expect(within(dialog).getByRole('checkbox', { name: 'Host' })).toBeChecked();
      const save = within(dialog).getByRole('button', { name: 'Save Roles' });
      expect(save).toBeDisabled();

      await user.click(within(dialog).getByRole('checkbox', { name: 'Admin' }));
      // A verified host is a host with the badge: ticking it unticks Host.
      await user.click(within(dialog).getByRole('checkbox', { name: 'Verified host' }));
      expect(within(dialog).getByRole('checkbox', { name: 'Host' })).not.toBeChecked();
      await user.click(save);

      expect(await toastDescription('Roles updated')).toBe('Ana García: User, Verified host, Admin');
      expect(bodyOf(fetchMock, 'PUT', '/api/admin/users/u-ana/roles')).toEqual({
        roles: ['user', 'verified_host', 'admin'],
      });
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    });

    it("sends an emptied set as just 'user'", async () => {
      const fetchMock = mockAdmin({
        'PUT /api/admin/users/u-ana/roles': () => Response.json({ roles: ['user'] }),
      });
      const dialog = await openRoles('Ana García');

      await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Host' }));
      await userEvent.click(within(dialog).getByRole('button', { name: 'Save Roles' }));

      await findToast('Roles updated');
      expect(bodyOf(fetchMock, 'PUT', '/api/admin/users/u-ana/roles')).toEqual({ roles: ['user'] });
    });

    it("shows the server's reason under 'Failed to update roles' and stays open", async () => {
      mockAdmin({
        'PUT /api/admin/users/u-ana/roles': () =>
          apiError(409, 'Host must complete Stripe setup before verification'),
      });
      const dialog = await openRoles('Ana García');

      await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Verified host' }));
      await userEvent.click(within(dialog).getByRole('button', { name: 'Save Roles' }));

      expect(await toastDescription('Failed to update roles')).toBe(
        'Host must complete Stripe setup before verification',
      );
      expect(screen.getByRole('dialog', { name: 'Roles of Ana García' })).toBeInTheDocument();
    });

    it('locks the admin box on your own account', async () => {
      mockAdmin();
      const dialog = await openRoles('Marta Puig');

      const admin = within(dialog).getByRole('checkbox', { name: 'Admin' });
      expect(admin).toBeChecked();
      expect(admin).toBeDisabled();
      expect(admin).toHaveAccessibleDescription('You cannot remove your own admin role.');
    });
  });

  describe('Delete', () => {
    async function openDelete() {
      await openPage();
      await userEvent.click(await screen.findByRole('button', { name: 'Delete Ana García' }));
      return screen.findByRole('dialog', { name: 'Delete Ana García?' });
    }

    it('names the person and the refunds, then deletes on confirmation', async () => {
      const answer = deferred<Response>();
      const fetchMock = mockAdmin({ 'DELETE /api/admin/users/u-ana': () => answer.promise });
      const dialog = await openDelete();

      expect(dialog).toHaveAccessibleDescription('This deletes the account of Ana García (ana@example.com).');
      expect(dialog).toHaveTextContent('Their future paid bookings are refunded.');
      expect(dialog).toHaveTextContent(
        'The activities they host in the future are cancelled, and every paying guest is refunded.',
      );
      await userEvent.click(within(dialog).getByRole('button', { name: 'Delete User' }));

      expect(within(dialog).getByRole('button', { name: 'Deleting...' })).toBeDisabled();
      expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
      const result: AdminDeletedUser = { refundedBookings: 2, cancelledActivities: 1 };
      answer.resolve(Response.json(result));

      expect(await toastDescription('Ana García was deleted')).toBe(
        '2 bookings refunded, 1 activity cancelled.',
      );
      expect(calls(fetchMock, 'DELETE', '/api/admin/users/u-ana')).toHaveLength(1);
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      await waitFor(() => expect(calls(fetchMock, 'GET', '/api/admin/users').length).toBeGreaterThan(1));
    });

    it('says when there was nothing to refund or cancel', async () => {
      mockAdmin({
        'DELETE /api/admin/users/u-ana': () => Response.json({ refundedBookings: 0, cancelledActivities: 0 }),
      });
      const dialog = await openDelete();

      await userEvent.click(within(dialog).getByRole('button', { name: 'Delete User' }));
      expect(await toastDescription('Ana García was deleted')).toBe(
        'They had no future bookings to refund and no future activities to cancel.',
      );
    });

    it('asks nothing of the server when cancelled', async () => {
      const fetchMock = mockAdmin();
      const dialog = await openDelete();

      await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(calls(fetchMock, 'DELETE', '/api/admin/users/u-ana')).toHaveLength(0);
    });

    it("shows the server's reason under 'Failed to delete user'", async () => {
      mockAdmin({
        'DELETE /api/admin/users/u-ana': () => apiError(502, 'The card provider refused a refund'),
      });
      const dialog = await openDelete();

      await userEvent.click(within(dialog).getByRole('button', { name: 'Delete User' }));
      expect(await toastDescription('Failed to delete user')).toBe('The card provider refused a refund');
      expect(screen.getByRole('dialog', { name: 'Delete Ana García?' })).toBeInTheDocument();
    });
  });
});
