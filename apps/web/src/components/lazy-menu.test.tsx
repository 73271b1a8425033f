import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LazyMenu, type MenuComponent } from '#/components/lazy-menu.tsx';
import { RadioMenu, type RadioMenuProps } from '#/components/radio-menu.tsx';
import { Button } from '#/components/ui/button.tsx';
import { deferred } from '#/test/render.tsx';

const ITEMS = [
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
];

function renderMenu(load: () => Promise<MenuComponent<RadioMenuProps>>, onValueChange = vi.fn()) {
  render(
    <LazyMenu<RadioMenuProps>
      load={load}
      trigger={<Button aria-label="Theme: Light">Light</Button>}
      items={ITEMS}
      value="light"
      onValueChange={onValueChange}
    />,
  );
  return screen.getByRole('button', { name: 'Theme: Light' });
}

describe('LazyMenu', () => {
  it('is a closed menu button that loads nothing until pointed at or focused', async () => {
    const load = vi.fn(async () => RadioMenu);
    const trigger = renderMenu(load);

    expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(load).not.toHaveBeenCalled();

    await userEvent.setup().hover(trigger);
    expect(load).toHaveBeenCalledTimes(1);
    // Loaded, not wanted: still the same closed button.
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('opens on the first click, once its code is in, and the choice works', async () => {
    const loading = deferred<MenuComponent<RadioMenuProps>>();
    const onValueChange = vi.fn();
    const trigger = renderMenu(() => loading.promise, onValueChange);
    const user = userEvent.setup();

    await user.click(trigger);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    loading.resolve(RadioMenu);

    await user.click(await screen.findByRole('menuitemradio', { name: 'Dark' }));
    expect(onValueChange).toHaveBeenCalledWith('dark');
  });

  it.each(['{Enter}', ' ', '{ArrowDown}'])(
    'opens from the keyboard (%s) on first use, and gives focus back on Escape',
    async (key) => {
      const trigger = renderMenu(async () => RadioMenu);
      const user = userEvent.setup();

      await user.tab();
      expect(trigger).toHaveFocus();
      await user.keyboard(key);

      const menu = await screen.findByRole('menu');
      await waitFor(() => expect(menu.contains(document.activeElement)).toBe(true));
      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
      expect(screen.getByRole('button', { name: 'Theme: Light' })).toHaveFocus();
      expect(screen.getByRole('button', { name: 'Theme: Light' })).toHaveAttribute('aria-expanded', 'false');
    },
  );

  it('tries again on the next activation when the load failed', async () => {
    const load = vi
      .fn<() => Promise<MenuComponent<RadioMenuProps>>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(RadioMenu);
    const trigger = renderMenu(load);

    fireEvent.click(trigger);
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Theme: Light' }));

    expect(await screen.findByRole('menu')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
