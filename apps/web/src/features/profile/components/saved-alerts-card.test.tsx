import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createProfile, createSession } from '#/test/factories.ts';
import { mockApi, renderApp } from '#/test/render.tsx';
import { findToast } from '#/test/toasts.ts';

/** The profile page's API with the saved-activity e-mail as given, answering PUT /api/me/saved-alerts. */
function mockSavedAlerts(
  savedAlertsEnabled: boolean,
  answer?: (body: { savedAlertsEnabled: boolean }) => Response,
) {
  const profile = createProfile({ savedAlertsEnabled });
  return mockApi(createSession({ profile }), (url, init) => {
    if (url === '/api/me/stats') return Response.json({ attended: 0, hosted: null });
    if (url === '/api/me/saved-alerts' && init?.method === 'PUT') {
      const body = JSON.parse(String(init.body)) as { savedAlertsEnabled: boolean };
      return answer
        ? answer(body)
        : Response.json({ ...profile, savedAlertsEnabled: body.savedAlertsEnabled });
    }
    return undefined;
  });
}

const savedAlertsSwitch = () => screen.findByRole('switch', { name: 'E-mails about my saved activities' });

describe('the saved-activity e-mail switch on /profile', () => {
  it('is on by default, says when it writes, and turns the e-mail off', async () => {
    const fetchMock = mockSavedAlerts(true);
    const user = userEvent.setup();
    renderApp('/profile');

    const toggle = await savedAlertsSwitch();
    const card = toggle.closest('[data-slot="card"]') as HTMLElement;
    expect(within(card).getByRole('heading', { level: 2, name: 'Saved activities' })).toBeInTheDocument();
    expect(toggle).toBeChecked();
    expect(toggle).toHaveAccessibleDescription(
      'At most one e-mail a day, when a saved activity has only a few spots left or its host adds a new date.',
    );
    // The reminders keep their own switch beside it.
    expect(screen.getByRole('switch', { name: 'Reminder e-mails before my activities' })).toBeChecked();

    await user.click(toggle);

    expect(await findToast('Saved-activity e-mails are off')).toBeInTheDocument();
    expect(toggle).not.toBeChecked();
    const puts = fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT');
    expect(puts.map(([url]) => url)).toEqual(['/api/me/saved-alerts']);
    expect(JSON.parse(String(puts[0]?.[1]?.body))).toEqual({ savedAlertsEnabled: false });
    // The reminders did not move.
    expect(screen.getByRole('switch', { name: 'Reminder e-mails before my activities' })).toBeChecked();
  });

  it('turns it back on from the keyboard', async () => {
    mockSavedAlerts(false);
    renderApp('/profile');

    const toggle = await savedAlertsSwitch();
    expect(toggle).not.toBeChecked();
    toggle.focus();
    await userEvent.keyboard(' ');

    expect(await findToast('Saved-activity e-mails are on')).toBeInTheDocument();
    expect(toggle).toBeChecked();
    expect(toggle).toHaveFocus();
  });

  it('moves back and says so when the setting cannot be saved', async () => {
    mockSavedAlerts(true, () => {
      throw new TypeError('Failed to fetch');
    });
    renderApp('/profile');

    const toggle = await savedAlertsSwitch();
    await userEvent.click(toggle);

    expect(await findToast("Couldn't save your e-mail setting. Try again.")).toBeInTheDocument();
    await waitFor(() => expect(toggle).toBeChecked());
  });
});
