import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LanguageMenu } from '#/app/frame/language-menu.tsx';
import { anonymous, mockApi, renderWithProviders, requestPath, signedIn } from '#/test/render.tsx';

const localeSaves = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls
    .filter(([input]) => requestPath(input) === '/api/me/locale')
    .map(([, init]) => ({ method: init?.method, body: JSON.parse(String(init?.body)) }));

describe('LanguageMenu', () => {
  it('switches the language, stores it (for the server too) and updates <html lang>', async () => {
    const fetchMock = mockApi(anonymous);
    const user = userEvent.setup();
    renderWithProviders(<LanguageMenu />);

    await user.click(screen.getByRole('button', { name: 'Language: English' }));
    await user.click(await screen.findByRole('menuitemradio', { name: 'Català' }));

    expect(document.documentElement.lang).toBe('ca');
    expect(localStorage.getItem('language')).toBe('ca');
    // The server serves the next page in it and preloads its catalog (plugins/web.ts).
    expect(document.cookie).toContain('language=ca');
    expect(screen.getByRole('button', { name: 'Idioma: Català' })).toBeInTheDocument();
    // Nobody is signed in: there is no profile to save it on.
    expect(localeSaves(fetchMock)).toEqual([]);
  });

  it("saves a signed-in person's choice on their profile, for their e-mails", async () => {
    const fetchMock = mockApi(signedIn(), (url) =>
      url === '/api/me/locale' ? Response.json({ ok: true }) : undefined,
    );
    const user = userEvent.setup();
    renderWithProviders(<LanguageMenu />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith('/api/me', expect.anything()));

    await user.click(screen.getByRole('button', { name: 'Language: English' }));
    await user.click(await screen.findByRole('menuitemradio', { name: 'Español' }));

    await waitFor(() => expect(localeSaves(fetchMock)).toEqual([{ method: 'PUT', body: { locale: 'es' } }]));
  });
});
