import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as Dialog from 'radix-ui/dialog';
import type { ReactElement } from 'react';
import { LazyPopup, type PopupComponent } from '#/components/lazy-popup.tsx';
import { RadioMenu, type RadioMenuProps } from '#/components/radio-menu.tsx';
import { Button } from '#/components/ui/button.tsx';
import { deferred } from '#/test/render.tsx';

const ITEMS = [
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
];

function renderMenu(load: () => Promise<PopupComponent<RadioMenuProps>>, onValueChange = vi.fn()) {
  render(
    <LazyPopup<RadioMenuProps>
      load={load}
      trigger={<Button aria-label="Theme: Light">Light</Button>}
      items={ITEMS}
      value="light"
      onValueChange={onValueChange}
    />,
  );
  return screen.getByRole('button', { name: 'Theme: Light' });
}

describe('LazyPopup', () => {
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
    const loading = deferred<PopupComponent<RadioMenuProps>>();
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
      .fn<() => Promise<PopupComponent<RadioMenuProps>>>()
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

  it('is a dialog button for a dialog: ArrowDown does not open it, Enter does, and Escape gives focus back', async () => {
    function Sheet({ trigger, defaultOpen }: { trigger: ReactElement; defaultOpen?: boolean }) {
      return (
        <Dialog.Root defaultOpen={defaultOpen}>
          <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>
          <Dialog.Portal>
            <Dialog.Content aria-describedby={undefined}>
              <Dialog.Title>Filters</Dialog.Title>
            </Dialog.Content>
          </Dialog.Portal>
        </Dialog.Root>
      );
    }
    render(<LazyPopup popup="dialog" load={async () => Sheet} trigger={<Button>Filters</Button>} />);
    const trigger = screen.getByRole('button', { name: 'Filters' });
    expect(trigger).toHaveAttribute('aria-haspopup', 'dialog');
    const user = userEvent.setup();

    await user.tab();
    await user.keyboard('{ArrowDown}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Filters' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Filters' })).toHaveFocus();
  });
});
