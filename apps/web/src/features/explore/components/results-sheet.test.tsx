import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ResultsSheet } from '#/features/explore/components/results-sheet.tsx';

/** The sheet as the page holds it: its open state the page's, a list of two links inside. */
function Sheet({ initiallyOpen = false }: { initiallyOpen?: boolean }) {
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <ResultsSheet
      count="24 activities"
      open={open}
      onOpenChange={setOpen}
      aside={<button type="button">List</button>}
    >
      <ul>
        <li>
          <a href="/activity/1">Tapas walk</a>
        </li>
        <li>
          <a href="/activity/2">Sunset kayak</a>
        </li>
      </ul>
    </ResultsSheet>
  );
}

const region = () => screen.getByRole('region', { name: 'List of the activities found' });
const countButton = () => within(region()).getByRole('button', { name: '24 activities' });

/** jsdom lays nothing out: the sheet is given a phone's height (the closed part is the rest of it). */
function withSheetHeight(px: number) {
  Object.defineProperty(region(), 'offsetHeight', { configurable: true, value: px });
}

describe('ResultsSheet', () => {
  // jsdom has no pointer capture; the sheet takes the pointer once a press becomes a drag.
  beforeAll(() => {
    Element.prototype.setPointerCapture = () => {};
  });

  it('is a named region whose closed top is a button with the count, its list hidden', () => {
    render(<Sheet />);
    expect(countButton()).toHaveAttribute('aria-expanded', 'false');
    // The button controls the list, which is out of reach (hidden) while the sheet is closed.
    const list = document.getElementById(countButton().getAttribute('aria-controls') ?? '');
    expect(list).not.toBeVisible();
    expect(screen.queryByRole('link', { name: 'Tapas walk' })).not.toBeInTheDocument();
    // Beside the count: what the page puts there (the List / Map toggle).
    expect(within(region()).getByRole('button', { name: 'List' })).toBeInTheDocument();
  });

  it('opens to the list with a tap and closes with another', async () => {
    render(<Sheet />);
    const user = userEvent.setup();
    await user.click(countButton());
    expect(countButton()).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Tapas walk' })).toBeVisible();
    await user.click(countButton());
    expect(countButton()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Tapas walk' })).not.toBeInTheDocument();
  });

  it('works by keyboard: Enter opens it, Tab walks the list, Escape closes it and gives focus back to the count', async () => {
    render(<Sheet />);
    const user = userEvent.setup();
    await user.tab();
    expect(countButton()).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(countButton()).toHaveAttribute('aria-expanded', 'true');
    await user.tab(); // the toggle beside the count
    await user.tab();
    expect(screen.getByRole('link', { name: 'Tapas walk' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(countButton()).toHaveAttribute('aria-expanded', 'false');
    expect(countButton()).toHaveFocus();
    // Space toggles it too, as a button does.
    await user.keyboard(' ');
    expect(countButton()).toHaveAttribute('aria-expanded', 'true');
  });

  it('opens when its top is dragged up past half way, and closes when dragged down; the drag is no tap', () => {
    render(<Sheet />);
    withSheetHeight(700);
    const top = countButton();
    // Up by 400 px of the 624 px it can travel (700 less the 76 px that show when closed), slowly; the
    // pointer is over the map (the page's body here) before the sheet follows it.
    fireEvent.pointerDown(top, { pointerId: 1, clientY: 780, timeStamp: 0 });
    fireEvent.pointerMove(document.body, { pointerId: 1, clientY: 700, timeStamp: 200 });
    fireEvent.pointerMove(document.body, { pointerId: 1, clientY: 380, timeStamp: 1000 });
    fireEvent.pointerUp(document.body, { pointerId: 1, clientY: 380, timeStamp: 1200 });
    fireEvent.click(top);
    expect(countButton()).toHaveAttribute('aria-expanded', 'true');

    // Down by 100 px only: it stays open.
    fireEvent.pointerDown(top, { pointerId: 2, clientY: 100, timeStamp: 2000 });
    fireEvent.pointerMove(top, { pointerId: 2, clientY: 200, timeStamp: 3000 });
    fireEvent.pointerUp(top, { pointerId: 2, clientY: 200, timeStamp: 3200 });
    fireEvent.click(top);
    expect(countButton()).toHaveAttribute('aria-expanded', 'true');

    // Down past half way: closed.
    fireEvent.pointerDown(top, { pointerId: 3, clientY: 100, timeStamp: 4000 });
    fireEvent.pointerMove(top, { pointerId: 3, clientY: 500, timeStamp: 5000 });
    fireEvent.pointerUp(top, { pointerId: 3, clientY: 500, timeStamp: 5200 });
    fireEvent.click(top);
    expect(countButton()).toHaveAttribute('aria-expanded', 'false');
  });

  it('a quick flick up opens it however short', () => {
    render(<Sheet />);
    withSheetHeight(700);
    const top = countButton();
    fireEvent.pointerDown(top, { pointerId: 1, clientY: 780, timeStamp: 0 });
    fireEvent.pointerMove(top, { pointerId: 1, clientY: 760, timeStamp: 20 });
    fireEvent.pointerUp(top, { pointerId: 1, clientY: 730, timeStamp: 40 });
    expect(countButton()).toHaveAttribute('aria-expanded', 'true');
  });

  it('closed while a link of its list has focus, it gives focus back to the count', async () => {
    render(<Sheet initiallyOpen />);
    withSheetHeight(700);
    screen.getByRole('link', { name: 'Sunset kayak' }).focus();
    const top = countButton();
    fireEvent.pointerDown(top, { pointerId: 1, clientY: 100, timeStamp: 0 });
    fireEvent.pointerMove(top, { pointerId: 1, clientY: 600, timeStamp: 1000 });
    fireEvent.pointerUp(top, { pointerId: 1, clientY: 600, timeStamp: 1200 });
    expect(countButton()).toHaveAttribute('aria-expanded', 'false');
    expect(countButton()).toHaveFocus();
  });
});
