import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#/components/ui/tabs.tsx';

const RING = [
  'focus-visible:not-data-[pointer-focus]:ring-[3px]',
  'focus-visible:not-data-[pointer-focus]:ring-ring',
];

function renderTabs() {
  render(
    <Tabs defaultValue="one">
      <TabsList>
        <TabsTrigger value="one">One</TabsTrigger>
        <TabsTrigger value="two">Two</TabsTrigger>
      </TabsList>
      <TabsContent value="one">First</TabsContent>
      <TabsContent value="two">Second</TabsContent>
    </Tabs>,
  );
}

describe('TabsTrigger', () => {
  it('shows the focus ring for keyboard focus only, never as plain :focus', () => {
    renderTabs();
    const trigger = screen.getByRole('tab', { name: 'One' });
    expect(trigger).toHaveClass(...RING);
    expect(trigger.className).not.toMatch(/(^|\s)focus:/);
  });

  it('marks a tab pressed with the pointer, so the script focus Radix gives it draws no ring', async () => {
    renderTabs();
    const two = screen.getByRole('tab', { name: 'Two' });

    await userEvent.click(two);
    expect(two).toHaveAttribute('aria-selected', 'true');
    expect(two).toHaveFocus();
    expect(two).toHaveAttribute('data-pointer-focus');
  });

  it('drops the mark as soon as the keyboard is used, and when focus leaves', async () => {
    renderTabs();
    const one = screen.getByRole('tab', { name: 'One' });
    const two = screen.getByRole('tab', { name: 'Two' });

    await userEvent.click(two);
    await userEvent.keyboard('{ArrowLeft}');
    expect(one).toHaveFocus();
    expect(two).not.toHaveAttribute('data-pointer-focus');
    expect(one).not.toHaveAttribute('data-pointer-focus');

    fireEvent.pointerDown(one);
    expect(one).toHaveAttribute('data-pointer-focus');
    fireEvent.blur(one);
    expect(one).not.toHaveAttribute('data-pointer-focus');
  });
});
