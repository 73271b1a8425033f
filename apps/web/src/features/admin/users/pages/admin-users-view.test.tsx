import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  apiError,
  detail,
  mockAdmin,
  openPage,
} from '#/features/admin/users/pages/admin-users-test-setup.ts';
import { deferred } from '#/test/render.tsx';

describe('/admin/users', () => {
  // The page is a lazy route: load it up front, so no test waits for the import on a busy machine.
  beforeAll(() => import('#/features/admin/users/pages/admin-users-page.tsx'));

  describe('View', () => {
    /** The body's fixed height: the tabs never move under the finger (the dialog is centred). */
    const DIALOG_BODY_HEIGHT = 'h-[min(34rem,calc(100dvh-10rem))]';

    async function openView() {
      await openPage();
      await userEvent.click(await screen.findByRole('button', { name: 'View Ana García' }));
      return screen.findByRole('dialog', { name: 'Ana García' });
    }

    it('has the four tabs, Profile first', async () => {
      mockAdmin();
      const dialog = await openView();

      const tabs = await within(dialog).findAllByRole('tab');
      expect(tabs.map((tab) => tab.textContent)).toEqual(['Profile', 'Activity', 'Financial', 'Security']);
      expect(within(dialog).getByRole('tab', { name: 'Profile' })).toHaveAttribute('aria-selected', 'true');

      const profile = within(dialog).getByRole('tabpanel');
      expect(profile).toHaveTextContent('User IDu-ana');
      expect(profile).toHaveTextContent('GenderFemale');
      expect(profile).toHaveTextContent('LanguagesSpanish, Catalan');
      expect(profile).toHaveTextContent('Phone+34 600 000 000');
      expect(profile).toHaveTextContent('A/B groupVariant B (Best Price!)');
      expect(profile).toHaveTextContent('BioTapas walks in the Gothic Quarter.');
    });

    it('shows bookings, reviews, waitlist and hosted activities with their links', async () => {
      mockAdmin();
      const dialog = await openView();

      await userEvent.click(await within(dialog).findByRole('tab', { name: 'Activity' }));
      const panel = within(dialog).getByRole('tabpanel');
      expect(panel).toHaveTextContent('Reviews written4');
      expect(panel).toHaveTextContent('Waitlist entries1');
      expect(within(panel).getByRole('link', { name: 'Sunset Paella on the Rooftop' })).toHaveAttribute(
        'href',
        '/activity/act-1',
      );
      expect(panel).toHaveTextContent(/March 1st(, 2026)? · 2 spots · €70/);
      const hosted = within(panel).getByRole('link', { name: 'Vermut Walk in Gràcia' });
      expect(hosted).toHaveAttribute('href', '/activity/act-9');
      // Its date on its own city's clock (Lisbon), not Madrid's.
      expect(hosted.closest('li')).toHaveTextContent(/April 11th/);
    });

    it('shows the money in euros and the payout status', async () => {
      mockAdmin();
      const dialog = await openView();

      await userEvent.click(await within(dialog).findByRole('tab', { name: 'Financial' }));
      const panel = within(dialog).getByRole('tabpanel');
      expect(panel).toHaveTextContent('Spent€125.50');
      expect(panel).toHaveTextContent('Refunded€35');
      expect(panel).toHaveTextContent('Earned as a host€980');
      expect(panel).toHaveTextContent('PayoutsConnected');
    });

    it('shows sign-in facts and the audit log, before and after in words', async () => {
      mockAdmin();
      const dialog = await openView();

      await userEvent.click(await within(dialog).findByRole('tab', { name: 'Security' }));
      const panel = within(dialog).getByRole('tabpanel');
      expect(panel).toHaveTextContent('Email verifiedYes');
      expect(panel).toHaveTextContent(/Last sign-inFriday, March 20th(, 2026)? · 18:30/);
      expect(panel).toHaveTextContent('Active sessions2');
      expect(panel).toHaveTextContent('Sign-in methodsEmail and password, Google');
      const entry = within(panel).getByRole('listitem');
      expect(entry).toHaveTextContent('Roles changed');
      expect(entry).toHaveTextContent(/Monday, February 2nd(, 2026)? · 10:15/);
      expect(entry).toHaveTextContent('by Marta Puig');
      expect(entry).toHaveTextContent('roles: userchanged toroles: user, host');
    });

    it('keeps one height across its tabs, the open tab scrolling inside it', async () => {
      const answer = deferred<Response>();
      mockAdmin({ 'GET /api/admin/users/u-ana': () => answer.promise });
      const dialog = await openView();
      // While it loads the body already takes the height it keeps.
      expect(within(dialog).getByRole('status').parentElement).toHaveClass(DIALOG_BODY_HEIGHT);
      answer.resolve(Response.json(detail()));

      for (const name of ['Profile', 'Activity', 'Financial', 'Security']) {
        await userEvent.click(await within(dialog).findByRole('tab', { name }));
        const panel = within(dialog).getByRole('tabpanel');
        expect(panel.parentElement).toHaveClass(DIALOG_BODY_HEIGHT);
        expect(panel).toHaveClass('min-h-0', 'overflow-y-auto');
      }
    });

    it('writes the address so that it wraps after the @ and before a dot, not mid-word', async () => {
      mockAdmin();
      const dialog = await openView();
      const email = within(await within(dialog).findByRole('tabpanel')).getByText('ana@example.com');
      expect(email.innerHTML).toBe('ana@<wbr>example<wbr>.com');
    });

    it('offers Retry when the account fails to load', async () => {
      let fails = true;
      mockAdmin({
        'GET /api/admin/users/u-ana': () => (fails ? apiError(500, 'Boom') : Response.json(detail())),
      });
      const dialog = await openView();

      expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to load this account');
      fails = false;
      await userEvent.click(within(dialog).getByRole('button', { name: 'Retry' }));
      expect(await within(dialog).findByRole('tab', { name: 'Security' })).toBeInTheDocument();
    });
  });
});
