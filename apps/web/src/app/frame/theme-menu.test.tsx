import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeMenu } from '#/app/frame/theme-menu.tsx';
import { renderWithProviders } from '#/test/render.tsx';

describe('ThemeMenu', () => {
  it('switches to dark and remembers the choice', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ThemeMenu />);

    await user.click(screen.getByRole('button', { name: 'Theme: System' }));
    await user.click(await screen.findByRole('menuitemradio', { name: 'Dark' }));

    expect(document.documentElement).toHaveClass('dark');
    expect(localStorage.getItem('theme')).toBe('dark');
    expect(screen.getByRole('button', { name: 'Theme: Dark' })).toBeInTheDocument();
  });

  it('switches back to light', async () => {
    const user = userEvent.setup();
    localStorage.setItem('theme', 'dark');
    renderWithProviders(<ThemeMenu withLabel />);

    await user.click(screen.getByRole('button', { name: 'Theme: Dark' }));
    await user.click(await screen.findByRole('menuitemradio', { name: 'Light' }));

    expect(document.documentElement).not.toHaveClass('dark');
    expect(document.documentElement).toHaveClass('light');
    expect(localStorage.getItem('theme')).toBe('light');
  });
});
