import type { Me, Profile } from '@sortim/contracts/me';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createProfile, createSession } from '#/test/factories.ts';
import { deferred, mockApi, renderApp } from '#/test/render.tsx';
import { findToast } from '#/test/toasts.ts';

type User = ReturnType<typeof userEvent.setup>;

function mockProfileApi(saveProfile?: (body: unknown) => Response | Promise<Response>) {
  let session: Me = createSession();
  const fetchMock = mockApi(
    () => session,
    async (url, init) => {
      if (url === '/api/me/stats') return Response.json({ attended: 0, hosted: null });
      if (url === '/api/me/profile' && init?.method === 'PATCH') {
        const body: unknown = JSON.parse(String(init.body));
        const response = saveProfile?.(body);
        if (response) return response;
        const saved: Profile = { ...createProfile(), ...(body as Partial<Profile>) };
        session = { ...session, profile: saved };
        return Response.json(saved);
      }
      return undefined;
    },
  );
  return fetchMock;
}

async function openDialog(user: User) {
  renderApp('/profile');
  await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
  return within(await screen.findByRole('dialog', { name: 'Edit Profile' }));
}

const patchBody = (fetchMock: ReturnType<typeof mockProfileApi>) => {
  const call = fetchMock.mock.calls.find(
    ([url, init]) => url === '/api/me/profile' && init?.method === 'PATCH',
  );
  return call ? JSON.parse(String(call[1]?.body)) : undefined;
};

describe('Edit Profile', () => {
  it('opens with the current profile and closes on Escape', async () => {
    mockProfileApi();
    const user = userEvent.setup();
    const dialog = await openDialog(user);

    expect(dialog.getByLabelText('Display Name')).toHaveValue('Marta Puig');
    expect(dialog.getByLabelText('Age')).toHaveValue(29);
    expect(dialog.getByLabelText('Gender')).toHaveValue('female');
    expect(dialog.getByRole('option', { name: 'Prefer not to say' })).toBeInTheDocument();
    expect(dialog.getByLabelText('Bio')).toHaveValue('Paella on Sundays, hikes on Saturdays.');
    expect(dialog.getByLabelText('City')).toHaveValue('Barcelona');
    expect(dialog.getByRole('button', { name: 'Remove Catalan' })).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Hiking' })).toHaveAttribute('aria-pressed', 'true');
    expect(dialog.getByRole('button', { name: 'Yoga' })).toHaveAttribute('aria-pressed', 'false');
    expect(dialog.getByLabelText('Display Name')).toHaveFocus();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('requires a display name', async () => {
    const fetchMock = mockProfileApi();
    const user = userEvent.setup();
    const dialog = await openDialog(user);

    await user.clear(dialog.getByLabelText('Display Name'));
    await user.type(dialog.getByLabelText('Display Name'), '   ');
    await user.click(dialog.getByRole('button', { name: 'Save Changes' }));

    expect(await dialog.findByText('Display name is required')).toBeInTheDocument();
    expect(patchBody(fetchMock)).toBeUndefined();
  });

  it.each([
    ['17', 'Age must be between 18 and 120'],
    ['121', 'Age must be between 18 and 120'],
    ['30.5', 'Age must be a whole number'],
  ])('refuses the age %s', async (age, message) => {
    const fetchMock = mockProfileApi();
    const user = userEvent.setup();
    const dialog = await openDialog(user);

    await user.clear(dialog.getByLabelText('Age'));
    await user.type(dialog.getByLabelText('Age'), age);
    await user.click(dialog.getByRole('button', { name: 'Save Changes' }));

    expect(await dialog.findByText(message)).toBeInTheDocument();
    expect(dialog.getByLabelText('Age')).toHaveAccessibleDescription(message);
    expect(patchBody(fetchMock)).toBeUndefined();
  });

  it('adds languages with Enter, trimmed and once, and removes them', async () => {
    const fetchMock = mockProfileApi();
    const user = userEvent.setup();
    const dialog = await openDialog(user);
    const languages = dialog.getByLabelText('Languages');

    await user.type(languages, '  Spanish  {Enter}');
    await user.type(languages, 'spanish{Enter}');
    await user.type(languages, 'English{Enter}');
    await user.click(dialog.getByRole('button', { name: 'Remove Catalan' }));

    expect(
      dialog.getAllByRole('button', { name: /^Remove / }).map((button) => button.getAttribute('aria-label')),
    ).toEqual(['Remove English', 'Remove Spanish']);
    expect(languages).toHaveValue('');
    // Enter added languages; it never submitted the form.
    expect(patchBody(fetchMock)).toBeUndefined();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it("saves the profile, says 'Profile updated successfully!' and shows it", async () => {
    const fetchMock = mockProfileApi();
    const user = userEvent.setup();
    const dialog = await openDialog(user);

    await user.clear(dialog.getByLabelText('Display Name'));
    await user.type(dialog.getByLabelText('Display Name'), '  Marta P.  ');
    await user.clear(dialog.getByLabelText('Age'));
    await user.selectOptions(dialog.getByLabelText('Gender'), 'Non-binary');
    await user.click(dialog.getByRole('button', { name: 'Hiking' }));
    await user.click(dialog.getByRole('button', { name: 'Yoga' }));
    await user.type(dialog.getByLabelText('Languages'), 'Spanish{Enter}');
    await user.clear(dialog.getByLabelText('Bio'));
    await user.clear(dialog.getByLabelText('City'));
    await user.type(dialog.getByLabelText('City'), 'Girona');
    await user.click(dialog.getByRole('button', { name: 'Save Changes' }));

    expect(await findToast('Profile updated successfully!')).toBeInTheDocument();
    expect(patchBody(fetchMock)).toEqual({
      displayName: 'Marta P.',
      age: null,
      gender: 'non-binary',
      languages: ['Catalan', 'English', 'Spanish'],
      interests: ['Cooking', 'Yoga'],
      bio: null,
      city: 'Girona',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { level: 1, name: 'Marta P.' })).toBeInTheDocument();
    expect(screen.getByText('Non-binary')).toBeInTheDocument();
  });

  it("shows 'Saving...' and cannot be sent twice", async () => {
    const reply = deferred<Response>();
    const fetchMock = mockProfileApi(() => reply.promise);
    const user = userEvent.setup();
    const dialog = await openDialog(user);

    await user.click(dialog.getByRole('button', { name: 'Save Changes' }));
    const saving = await dialog.findByRole('button', { name: 'Saving...' });
    expect(saving).toBeDisabled();
    await user.click(saving);
    expect(fetchMock.mock.calls.filter(([url]) => url === '/api/me/profile')).toHaveLength(1);

    reply.resolve(Response.json(createProfile()));
    expect(await findToast('Profile updated successfully!')).toBeInTheDocument();
  });

  it("puts the server's field errors on the fields and shows its message", async () => {
    mockProfileApi(() =>
      Response.json(
        {
          error: {
            code: 'validation_failed',
            message: 'Please check the highlighted fields',
            fields: { city: 'We only know cities in Catalonia for now' },
          },
        },
        { status: 400 },
      ),
    );
    const user = userEvent.setup();
    const dialog = await openDialog(user);

    await user.click(dialog.getByRole('button', { name: 'Save Changes' }));

    expect(await findToast('Please check the highlighted fields')).toBeInTheDocument();
    expect(dialog.getByLabelText('City')).toHaveAccessibleDescription(
      'We only know cities in Catalonia for now',
    );
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it("says 'Failed to update profile' when the server gives no message", async () => {
    mockProfileApi(() => new Response('Bad gateway', { status: 502 }));
    const user = userEvent.setup();
    const dialog = await openDialog(user);

    await user.click(dialog.getByRole('button', { name: 'Save Changes' }));

    expect(await findToast('Failed to update profile')).toBeInTheDocument();
  });
});
