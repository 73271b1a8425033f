import { categoryName } from '@sortim/contracts/price-words';
import type { PriceCategory } from '@sortim/contracts/pricing';
import { toLocale } from '@sortim/contracts/product';
import type { TFunction } from 'i18next';
import Minus from 'lucide-react/icons/minus';
import Plus from 'lucide-react/icons/plus';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#/components/ui/button.tsx';
import { EarlyBirdNote } from '#/features/activity/components/early-bird-note.tsx';
import {
  type AddLimit,
  addLimit,
  MAX_PER_LINE,
  openEarlyBird,
  type Party,
  type PartyBounds,
} from '#/features/activity/lib/party.ts';
import { formatMoney } from '#/lib/format.ts';

/*
 * An aria-disabled button keeps its focus, where a disabled one drops it to the page: a keyboard user
 * pressing + up to the limit stays on it and hears why (its description) instead of being lost.
 */
const HELD = 'aria-disabled:cursor-not-allowed aria-disabled:opacity-50';

/**
 * Who is coming, as GetYourGuide's "Participants": a row per price with its name, age range, price (and
 * early-bird price), and a − / + stepper. The + of a row stops at the party's limits, saying which one
 * under the rows. `id` is the group's, where the phone's booking bar brings the guest.
 */
export function PartySteppers({
  id,
  categories,
  party,
  bounds,
  timeZone,
  disabled,
  onChange,
}: {
  id: string;
  categories: readonly PriceCategory[];
  party: Party;
  bounds: PartyBounds;
  /** The activity's city's clock, for the early birds' ends. */
  timeZone: string;
  disabled: boolean;
  onChange: (party: Party) => void;
}) {
  const { t } = useTranslation();
  const reasonId = useId();
  const limits = categories.map((category) => addLimit(category, categories, party, bounds));
  // The reason a seat-taking guest cannot be added outranks an infant's (tickets), shown once for all.
  const reason = limits.find((limit) => limit === 'maxSeats' || limit === 'spots') ?? limits.find(Boolean);

  const set = (category: PriceCategory, count: number) => onChange({ ...party, [category.id]: count });

  return (
    // Focusable from script only: the phone's Book Now brings the guest here (the legend is read out).
    <fieldset id={id} tabIndex={-1} className="flex flex-col gap-1 outline-none" disabled={disabled}>
      <legend className="mb-1 font-semibold">{t('booking.participants')}</legend>
      <ul className="flex flex-col divide-y">
        {categories.map((category, i) => (
          <StepperRow
            key={category.id}
            category={category}
            alone={categories.length === 1}
            timeZone={timeZone}
            count={party[category.id] ?? 0}
            limited={limits[i] ?? null}
            reasonId={reasonId}
            onCount={(count) => set(category, count)}
          />
        ))}
      </ul>
      {reason && (
        <p id={reasonId} className="text-muted-foreground text-sm">
          {reason === 'spots'
            ? t('activityCard.onlySpotsLeft', { count: bounds.available })
            : reason === 'tickets'
              ? t('booking.limitTickets', { count: bounds.maxSeats * 2 })
              : reason === 'line'
                ? t('booking.limitLine', { count: MAX_PER_LINE })
                : t('booking.limitSeats', { count: bounds.maxSeats })}
        </p>
      )}
    </fieldset>
  );
}

function StepperRow({
  category,
  alone,
  timeZone,
  count,
  limited,
  reasonId,
  onCount,
}: {
  category: PriceCategory;
  alone: boolean;
  timeZone: string;
  count: number;
  limited: AddLimit | null;
  reasonId: string;
  onCount: (count: number) => void;
}) {
  const { t, i18n } = useTranslation();
  const nameId = useId();
  const name = categoryName(category, toLocale(i18n.language), alone);
  const early = openEarlyBird(category, new Date());
  const priceCents = early?.priceCents ?? category.priceCents;
  const facts = [ageRange(t, category), category.takesSeat ? null : t('booking.noSeat')].filter(Boolean);

  return (
    <li className="flex items-center justify-between gap-3 py-3">
      <div className="flex min-w-0 flex-col gap-0.5">
        <p className="flex flex-wrap items-baseline gap-x-2">
          <span id={nameId} className="font-medium">
            {name}
          </span>
          <span className="tabular-nums">
            {priceCents === 0 ? t('activityCard.free') : formatMoney(priceCents, i18n.language)}
          </span>
        </p>
        {facts.length > 0 && <p className="text-muted-foreground text-sm">{facts.join(' · ')}</p>}
        <EarlyBirdNote category={category} timeZone={timeZone} />
      </div>
      <fieldset aria-labelledby={nameId} className="flex shrink-0 items-center gap-2">
        <Button
          variant="outline"
          size="icon-sm"
          shape="pill"
          className={HELD}
          aria-label={t('booking.removeOne', { name })}
          aria-disabled={count === 0 || undefined}
          onClick={() => count > 0 && onCount(count - 1)}
        >
          <Minus aria-hidden />
        </Button>
        <output aria-live="polite" aria-atomic="true" className="w-6 text-center font-semibold tabular-nums">
          <span aria-hidden>{count}</span>
          <span className="sr-only">{t('booking.stepperCount', { name, count })}</span>
        </output>
        <Button
          variant="outline"
          size="icon-sm"
          shape="pill"
          className={HELD}
          aria-label={t('booking.addOne', { name })}
          aria-disabled={limited !== null || undefined}
          aria-describedby={limited !== null ? reasonId : undefined}
          onClick={() => limited === null && onCount(count + 1)}
        >
          <Plus aria-hidden />
        </Button>
      </fieldset>
    </li>
  );
}

/** "4-12 years", "From 65 years", "Up to 3 years", or nothing when the host set no ages. */
function ageRange(t: TFunction, category: PriceCategory): string | null {
  const { minAge: min, maxAge: max } = category;
  if (min !== null && max !== null) return t('booking.ageRange', { min, max });
  if (min !== null) return t('booking.ageFrom', { min });
  if (max !== null) return t('booking.ageUpTo', { max });
  return null;
}
