import type { CheckInOutcome, CheckInResult } from '@sortim/contracts/check-in';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ScanResult } from '#/features/door/components/scan-result.tsx';
import type { DoorAnswer } from '#/features/door/hooks/use-door.ts';
import { i18n } from '#/lib/i18n.ts';
import { renderWithProviders } from '#/test/render.tsx';

const HOUR = 60 * 60 * 1000;
const openWindow = {
  opensAt: new Date(Date.now() - HOUR).toISOString(),
  closesAt: new Date(Date.now() + HOUR).toISOString(),
  timeZone: 'Europe/Madrid',
};
const party = {
  bookingId: 'b-ana',
  guestName: 'Ana Puig',
  avatarUrl: null,
  spots: 3,
  tickets: 3,
  checkedIn: 2,
};

function answerOf(
  outcome: CheckInOutcome,
  overrides: Partial<CheckInResult> = {},
  local = false,
): DoorAnswer {
  const result: CheckInResult = {
    nonce: 'n-1',
    outcome,
    seat: 2,
    party,
    checkedInAt: null,
    checkedInByName: null,
    category: null,
    guestName: null,
    ...overrides,
  };
  return {
    scan: { nonce: 'n-1', code: 'CODE', action: 'check_in', scannedAt: '', localOutcome: outcome },
    result,
    local,
  };
}

function show(answer: DoorAnswer, window = openWindow) {
  const actions = { onNext: vi.fn(), onCheckInRest: vi.fn(), onUndo: vi.fn() };
  renderWithProviders(<ScanResult answer={answer} window={window} {...actions} />);
  return actions;
}

describe('ScanResult', () => {
  it('says Valid with the party, offers the rest of it and Undo, and takes the focus for Next', async () => {
    const actions = show(answerOf('valid'));
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Valid: party of 3, 2 of 3 in');
    expect(alert).toHaveTextContent('Ana Puig · seat 2');
    expect(screen.getByRole('region', { name: 'Scan result' })).toHaveAttribute('data-outcome', 'valid');
    expect(screen.getByRole('button', { name: 'Next' })).toHaveFocus();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Check in the rest' }));
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    await user.keyboard('{Escape}');
    expect(actions.onCheckInRest).toHaveBeenCalledOnce();
    expect(actions.onUndo).toHaveBeenCalledOnce();
    expect(actions.onNext).toHaveBeenCalledOnce();
  });

  it('names the ticket’s price and its guest in large type, and offers the rest while an infant is still out', () => {
    show(
      answerOf('valid', {
        category: { kind: 'child', names: null },
        guestName: 'Èlia',
        party: { ...party, spots: 3, tickets: 4, checkedIn: 3 },
      }),
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Valid: party of 4, 3 of 4 in');
    expect(screen.getByText('Child · Èlia')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Check in the rest' })).toBeInTheDocument();
  });

  it('names a host’s own price in the language of the door', async () => {
    await i18n.changeLanguage('es');
    show(answerOf('valid', { category: { kind: 'custom', names: { en: 'Friends', es: 'Amigos', ca: '' } } }));
    expect(screen.getByText('Amigos')).toBeInTheDocument();
  });

  it('says no price on a void ticket', () => {
    show(answerOf('refunded', { category: { kind: 'child', names: null } }));
    expect(screen.queryByText('Child')).toBeNull();
  });

  it('offers no rest once the whole party is in', () => {
    show(answerOf('valid', { party: { ...party, checkedIn: 3 } }));
    expect(screen.getByRole('alert')).toHaveTextContent('Valid: party of 3, 3 of 3 in');
    expect(screen.queryByRole('button', { name: 'Check in the rest' })).toBeNull();
  });

  it('says when (Barcelona time) and by whom a seat was already checked in', () => {
    show(answerOf('already_checked_in', { checkedInAt: '2026-06-15T08:02:00Z', checkedInByName: 'Marta' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Already checked in at 10:02 by Marta');
    expect(screen.getByRole('button', { name: 'Undo' })).toBeInTheDocument();
  });

  it.each([
    ['refunded', 'Refunded ticket'],
    ['cancelled', 'Cancelled ticket'],
    ['other_activity', "Another activity's ticket"],
    ['unknown', 'Unknown ticket'],
    ['stale', 'Sent more than 24 hours after the scan: not recorded'],
    ['limit_reached', 'This activity has reached its scan limit: not recorded'],
  ] as const)('refuses a %s ticket in words, with only Next', (outcome, words) => {
    const aboutNoSeat = !['refunded', 'cancelled'].includes(outcome);
    show(answerOf(outcome, aboutNoSeat ? { party: null, seat: null } : {}));
    expect(screen.getByRole('alert')).toHaveTextContent(words);
    expect(screen.getByRole('region', { name: 'Scan result' })).toHaveAttribute('data-outcome', outcome);
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['Next']);
  });

  it('tells an unknown code seen offline that it is checked again once online', () => {
    show(answerOf('unknown', { party: null, seat: null }, true));
    expect(screen.getByRole('alert')).toHaveTextContent(
      "Unknown ticketNot on this phone's list: it is checked again once back online.",
    );
  });

  it('says when check-in opens (on another day: the day too)', () => {
    const window = { opensAt: '2099-06-15T15:00:00Z', closesAt: '2099-06-16T10:00:00Z' };
    show(answerOf('not_open'), { ...window, timeZone: 'Europe/Madrid' });
    expect(screen.getByRole('alert')).toHaveTextContent('Check-in opens on Monday, June 15th, 2099 · 17:00');
  });

  it("says it on the activity's city's clock: a Lisbon door's, an hour behind Barcelona", () => {
    show(answerOf('not_open'), {
      opensAt: '2099-06-15T15:00:00Z',
      closesAt: '2099-06-16T10:00:00Z',
      timeZone: 'Europe/Lisbon',
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Check-in opens on Monday, June 15th, 2099 · 16:00');
  });

  it('says a check-in was undone, with the party now', () => {
    show(answerOf('undone', { party: { ...party, checkedIn: 1 } }));
    expect(screen.getByRole('alert')).toHaveTextContent('Check-in undone: 1 of 3 in');
  });
});
