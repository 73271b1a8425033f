import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createProfile, createSession } from '#/test/factories.ts';
import { mockApi, renderApp } from '#/test/render.tsx';
import { findToast } from '#/test/toasts.ts';

/** The profile page's API with reminders as given, answering PUT /api/me/reminders with `answer`. */
function mockReminders(
  remindersEnabled: boolean,
  answer?: (body: { remindersEnabled: boolean }) => Response,
) {
  const profile = createProfile({ remindersEnabled });
  return mockApi(createSession({ profile }), (url, init) => {
    if (url === '/api/me/stats') return Response.json({ attended: 0, hosted: null });
    if (url === '/api/me/reminders' && init?.method === 'PUT') {
      const body = JSON.parse(String(init.body)) as { remindersEnabled: boolean };
      return answer ? answer(body) : Response.json({ ...profile, remindersEnabled: body.remindersEnabled });
    }
    return undefined;
  });
}

const reminderSwitch = () => screen.findByRole('switch', { name: 'Reminder e-mails before my activities' });

describe('the reminders switch on /profile', () => {
  it('is on by default, says what it does, and turns reminders off', async () => {
    const fetchMock = mockReminders(true);
    renderApp('/profile');

    const toggle = await reminderSwitch();
    expect(screen.getByRole('heading', { level: 2, name: 'Reminders' })).toBeInTheDocument();
    expect(toggle).toBeChecked();
    expect(toggle).toHaveAccessibleDescription(
      'An e-mail a day before and 2 hours before each activity you book, with the meeting point and your tickets.',
    );

    await userEvent.click(toggle);

    expect(await findToast('Reminder e-mails are off')).toBeInTheDocument();
    expect(toggle).not.toBeChecked();
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(put?.[0]).toBe('/api/me/reminders');
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({ remindersEnabled: false });
  });

  it('turns them back on from the keyboard', async () => {
    mockReminders(false);
    renderApp('/profile');

    const toggle = await reminderSwitch();
    expect(toggle).not.toBeChecked();
    toggle.focus();
    await userEvent.keyboard(' ');

    expect(await findToast('Reminder e-mails are on')).toBeInTheDocument();
    expect(toggle).toBeChecked();
    expect(toggle).toHaveFocus();
  });

  it('moves back and says so when the setting cannot be saved', async () => {
    mockReminders(true, () => {
      throw new TypeError('Failed to fetch');
    });
    renderApp('/profile');

    const toggle = await reminderSwitch();
    await userEvent.click(toggle);

    expect(await findToast("Couldn't save your reminder setting. Try again.")).toBeInTheDocument();
    await waitFor(() => expect(toggle).toBeChecked());
  });
});
