import type { CheckInOutcome } from '@sortim/contracts/check-in';
import Ban from 'lucide-react/icons/ban';
import CircleCheckBig from 'lucide-react/icons/circle-check-big';
import CircleX from 'lucide-react/icons/circle-x';
import Clock from 'lucide-react/icons/clock';
import TriangleAlert from 'lucide-react/icons/triangle-alert';
import Undo2 from 'lucide-react/icons/undo-2';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#/components/ui/button.tsx';
import { outcomeText, ticketText, whoText } from '#/features/door/components/outcome-text.ts';
import type { DoorAnswer } from '#/features/door/hooks/use-door.ts';
import { cn } from '#/lib/cn.ts';

type Tone = 'go' | 'wait' | 'stop' | 'neutral';

const TONE: Record<CheckInOutcome, Tone> = {
  valid: 'go',
  already_checked_in: 'wait',
  not_open: 'wait',
  refunded: 'stop',
  cancelled: 'stop',
  other_activity: 'stop',
  unknown: 'stop',
  undone: 'neutral',
  stale: 'stop',
  limit_reached: 'stop',
};

/* Colour, icon and words together, the same in light and dark (white text at 5:1 or more on each). */
const TONE_CLASS: Record<Tone, string> = {
  go: 'bg-emerald-700 text-white',
  wait: 'bg-amber-700 text-white',
  stop: 'bg-red-700 text-white',
  neutral: 'bg-slate-700 text-white',
};

const ICON = {
  valid: CircleCheckBig,
  already_checked_in: TriangleAlert,
  not_open: Clock,
  refunded: Ban,
  cancelled: Ban,
  other_activity: CircleX,
  unknown: CircleX,
  undone: Undo2,
  stale: Clock,
  limit_reached: Ban,
} satisfies Record<CheckInOutcome, unknown>;

/**
 * A scan's answer over the whole screen, to be read at arm's length at a busy door: 'Valid: party of 3,
 * 2 of 3 in', the ticket's price and guest ('Child · Marc') and 'Check in the rest'; 'Already checked in at 10:02 by Marta'; 'Refunded ticket'... 'Undo'
 * takes back a seat's check-in; 'Next' (or Escape) goes back to scanning.
 */
export function ScanResult({
  answer,
  window,
  onNext,
  onCheckInRest,
  onUndo,
}: {
  answer: DoorAnswer;
  window: { opensAt: string; closesAt: string; timeZone: string };
  onNext: () => void;
  onCheckInRest: () => void;
  onUndo: () => void;
}) {
  const { t, i18n } = useTranslation();
  const next = useRef<HTMLButtonElement>(null);
  const { result, scan, local } = answer;
  const Icon = ICON[result.outcome];
  const who = whoText(t, result);
  // Told for a ticket that may come in or is in: "Child" on a void ticket would only distract.
  const ticket =
    result.outcome === 'valid' || result.outcome === 'already_checked_in' || result.outcome === 'undone'
      ? ticketText(result, i18n.language)
      : null;
  const party = result.party;
  const restLeft = result.outcome === 'valid' && party !== null && party.checkedIn < party.tickets;
  const canUndo =
    scan.action === 'check_in' && (result.outcome === 'valid' || result.outcome === 'already_checked_in');

  // Each new answer takes the focus, so Enter or Space moves on to the next guest.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the focus moves when the answer changes.
  useEffect(() => {
    next.current?.focus();
  }, [result]);

  return (
    <section
      aria-label={t('door.resultLabel')}
      className={cn(
        'fixed inset-0 z-50 flex flex-col items-center justify-center gap-8 overflow-y-auto p-6 text-center',
        TONE_CLASS[TONE[result.outcome]],
      )}
      data-outcome={result.outcome}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onNext();
      }}
    >
      <div role="alert" className="flex max-w-xl flex-col items-center gap-4">
        <Icon aria-hidden className="size-24 md:size-32" strokeWidth={2.5} />
        <p className="text-balance font-bold text-3xl leading-tight md:text-5xl">
          {outcomeText(t, result, window, i18n.language)}
        </p>
        {ticket && <p className="font-bold text-2xl md:text-4xl">{ticket}</p>}
        {who && <p className="text-xl md:text-2xl">{who}</p>}
        {local && result.outcome === 'unknown' && <p className="text-lg">{t('door.unknownOffline')}</p>}
      </div>
      <div className="flex w-full max-w-sm flex-col gap-3">
        {restLeft && (
          <Button variant="hero" size="lg" onClick={onCheckInRest}>
            {t('door.checkInRest')}
          </Button>
        )}
        {canUndo && (
          <Button variant="hero-outline" size="lg" onClick={onUndo}>
            <Undo2 aria-hidden />
            {t('door.undo')}
          </Button>
        )}
        <Button ref={next} variant={restLeft ? 'hero-outline' : 'hero'} size="lg" onClick={onNext}>
          {t('door.next')}
        </Button>
      </div>
    </section>
  );
}
