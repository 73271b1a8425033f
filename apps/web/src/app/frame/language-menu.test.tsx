import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LanguageMenu } from '#/app/frame/language-menu.tsx';
import { renderWithProviders } from '#/test/render.tsx';

describe('LanguageMenu', () => {
  it('switches the language, stores it and updates <html lang>', async () => {
    const user = userEvent.setup();
    renderWithProviders(<LanguageMenu />);

    await user.click(screen.getByRole('button', { name: 'Language: English' }));
    await user.click(await screen.findByRole('menuitemradio', { name: 'Català' }));

    expect(document.documentElement.lang).toBe('ca');
    expect(localStorage.getItem('language')).toBe('ca');
    expect(screen.getByRole('button', { name: 'Idioma: Català' })).toBeInTheDocument();
  });
});
