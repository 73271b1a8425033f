import type { ActivityDetail } from '@sortim/contracts/activities';
import type { Answers } from '@sortim/contracts/booking-questions';
import { LIMITS } from '@sortim/contracts/limits';
import type { AppliedCode } from '@sortim/contracts/promo-codes';
import Clock from 'lucide-react/icons/clock';
import Loader2 from 'lucide-react/icons/loader-circle';
import { type FormEvent, lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { RefundPolicyLine } from '#/components/refund-policy-line.tsx';
import { Button } from '#/components/ui/button.tsx';
import { Label } from '#/components/ui/label.tsx';
import { NativeSelect } from '#/components/ui/native-select.tsx';
import { Skeleton } from '#/components/ui/skeleton.tsx';
import { useActivityQuestions } from '#/features/activity/api/get-questions.ts';
import { EarlyBirdNote } from '#/features/activity/components/early-bird-note.tsx';
import { PartyTotal } from '#/features/activity/components/party-total.tsx';
import {
  type CheckoutOrder,
  CODE_PARAM,
  categoriesOffered,
  MAX_PER_LINE,
  type Party,
  partyLines,
  partySize,
  priceParty,
  startingParty,
} from '#/features/activity/lib/party.ts';
import { useCityName } from '#/lib/cities.ts';
import { formatDate, formatTime } from '#/lib/format.ts';
import { messageText } from '#/lib/message-text.ts';

/*
 * Most activities sell one price, with no code and no private date: the steppers, the code's box and the
 * private choice (with its Radix tick box) load only for the pages that show them, so the activity page's
 * first load stays as light as before categories (build/size-budget.ts).
 */
const PartySteppers = lazy(() =>
  import('#/features/activity/components/party-steppers.tsx').then((module) => ({
    default: module.PartySteppers,
  })),
);
const PromoCodeBox = lazy(() =>
  import('#/features/activity/components/promo-code-box.tsx').then((module) => ({
    default: module.PromoCodeBox,
  })),
);
const BookingQuestionsStep = lazy(() =>
  import('#/features/activity/components/booking-questions-step.tsx').then((module) => ({
    default: module.BookingQuestionsStep,
  })),
);
const PrivateGroupChoice = lazy(() =>
  import('#/features/activity/components/private-group-choice.tsx').then((module) => ({
    default: module.PrivateGroupChoice,
  })),
);

/** The party's control (the select, or the steppers' group): the phone's booking bar brings the guest here. */
export const PARTY_SIZE_ID = 'booking-party-size';

/**
 * Who is coming, what that costs, what comes back on cancelling (the policy's sentence with its exact
 * deadlines), and Book Now: what the guest reads before leaving to pay. One price keeps the party size's
 * select; more (or a price a code unlocks) make it steppers per price with each line's cost. 'Have a
 * code?' shows where a code could apply; an activity offered privately offers its whole date. A waitlist
 * offer adds a highlighted note of when the held spot is released (Barcelona time).
 */
export function BookNowForm({
  activity,
  available,
  offerExpiresAt,
  busy,
  onBook,
}: {
  activity: ActivityDetail;
  /** At least 1: the spots the guest may have now (those on sale, and one a waitlist offer holds). */
  available: number;
  offerExpiresAt: string | null;
  busy: boolean;
  onBook: (order: CheckoutOrder) => void;
}) {
  const { t, i18n } = useTranslation();
  const nameOf = useCityName();
  const [code, setCode] = useState<AppliedCode | null>(null);
  const linkedCode = useSearchParams()[0].has(CODE_PARAM);
  const [chosen, setChosen] = useState<Party>(() => startingParty(activity.priceCategories));
  const [wholeDate, setWholeDate] = useState(false);
  const { questions } = useActivityQuestions(activity.id);
  const [answers, setAnswers] = useState<Answers>({ booking: {}, guests: [], healthConsent: false });
  const [answerErrors, setAnswerErrors] = useState<Record<string, string>>({});

  // A waitlist offer holds one spot, not a date: the whole date is for a bookable activity's guests.
  const privateOffer = activity.state === 'bookable' && !offerExpiresAt ? activity.privateOffer : null;
  const privateGroup = wholeDate ? privateOffer : null;
  const categories = categoriesOffered(activity.priceCategories, code);
  const single = categories.length === 1 ? categories[0] : undefined;
  const bounds = {
    maxSeats: privateGroup?.maxGroup ?? LIMITS.maxSpotsPerBooking,
    available: privateGroup ? activity.spotsRemaining : available,
  };
  const seatCap = Math.max(1, Math.min(bounds.maxSeats, bounds.available, single ? MAX_PER_LINE : Infinity));
  // Spots can drop under the choice when the page refreshes after someone else books.
  // The select starts at 1 (a party is at least one guest), also back from steppers left at 0.
  const party: Party = single
    ? { [single.id]: Math.max(1, Math.min(chosen[single.id] ?? 1, seatCap)) }
    : chosen;
  const priced = priceParty({
    categories,
    party,
    code,
    privateGroup,
    now: new Date(),
  });
  const overSpots = partySize(categories, party).seats > bounds.available;
  // One price with nothing to explain shows its total alone, as before categories.
  const breakdown =
    !single ||
    code !== null ||
    privateGroup !== null ||
    (priced.ok && (priced.quote.lines.length > 1 || priced.quote.lines.some((line) => line.early)));

  // Every person of the party answers the per-guest questions, infants too (decision 182).
  const guests = partySize(categories, party).tickets;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!priced.ok || overSpots) return;
    let given: Answers | undefined;
    if (questions.length > 0) {
      // The server's own check, run here first so each missing answer shows on its field (loaded with it).
      const { checkAnswers } = await import('@sortim/contracts/booking-questions');
      given = { ...answers, guests: answers.guests.slice(0, guests) };
      const checked = checkAnswers(questions, given, guests);
      if (!checked.ok) {
        setAnswerErrors(
          Object.fromEntries(
            checked.issues.map((issue) => [issue.path.join('.'), messageText(issue.message)]),
          ),
        );
        return;
      }
      setAnswerErrors({});
    }
    onBook({
      lines: partyLines(categories, party),
      code: code?.code ?? null,
      private: privateGroup !== null,
      ...(given && { answers: given }),
    });
  };

  const total = (
    <PartyTotal
      priced={priced}
      code={code?.code ?? null}
      alone={categories.length === 1}
      lines={breakdown}
      minParty={code?.minParty ?? null}
    />
  );

  return (
    <form onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4" aria-busy={busy}>
      {offerExpiresAt && (
        <div
          role="note"
          className="flex gap-3 rounded-lg border border-primary/30 bg-primary-soft p-4 text-sm"
        >
          <Clock aria-hidden className="mt-0.5 size-5 shrink-0 text-primary" />
          <div className="flex flex-col gap-1">
            <p className="font-semibold">{t('booking.offerTitle')}</p>
            <p>
              {t('booking.offerUntil', {
                time: formatTime(offerExpiresAt, activity.timeZone),
                date: formatDate(offerExpiresAt, i18n.language, activity.timeZone),
                city: nameOf(activity.cityName),
              })}
            </p>
          </div>
        </div>
      )}
      {single ? (
        <div className="flex flex-col gap-2">
          <div className="flex items-end justify-between gap-4">
            <div className="flex min-w-0 flex-1 flex-col gap-2">
              <Label htmlFor={PARTY_SIZE_ID}>{t('booking.partySize')}</Label>
              <NativeSelect
                id={PARTY_SIZE_ID}
                value={party[single.id]}
                disabled={busy}
                onChange={(event) => setChosen({ [single.id]: Number(event.target.value) })}
              >
                {Array.from({ length: seatCap }, (_, i) => i + 1).map((count) => (
                  <option key={count} value={count}>
                    {t('booking.people', { count })}
                  </option>
                ))}
              </NativeSelect>
            </div>
            {!breakdown && total}
          </div>
          <EarlyBirdNote category={single} timeZone={activity.timeZone} />
        </div>
      ) : (
        <Suspense fallback={<Skeleton className="h-40 w-full" />}>
          <PartySteppers
            id={PARTY_SIZE_ID}
            categories={categories}
            party={party}
            bounds={bounds}
            timeZone={activity.timeZone}
            disabled={busy}
            onChange={setChosen}
          />
        </Suspense>
      )}
      {privateOffer && (
        <Suspense fallback={<Skeleton className="h-20 w-full" />}>
          <PrivateGroupChoice
            offer={privateOffer}
            checked={wholeDate}
            // Spots taken (booked or held) or counted at the door: the date is no longer whole.
            taken={activity.spotsRemaining < activity.capacity - activity.thirdPartyAttendees}
            disabled={busy}
            onChange={setWholeDate}
          />
        </Suspense>
      )}
      {breakdown && total}
      {overSpots && priced.ok && (
        <p role="alert" className="font-medium text-destructive text-sm">
          {t('activityCard.onlySpotsLeft', { count: bounds.available })}
        </p>
      )}
      {(activity.hasCodes || linkedCode) && (
        <Suspense fallback={<Skeleton className="h-10 w-32" />}>
          <PromoCodeBox activityId={activity.id} applied={code} onApplied={setCode} disabled={busy} />
        </Suspense>
      )}
      {questions.length > 0 && (
        <Suspense fallback={<Skeleton className="h-40 w-full" />}>
          <BookingQuestionsStep
            questions={questions}
            guests={guests}
            answers={answers}
            errors={answerErrors}
            disabled={busy}
            onChange={setAnswers}
          />
        </Suspense>
      )}
      {Object.keys(answerErrors).length > 0 && (
        <p role="alert" className="font-medium text-destructive text-sm">
          {t('questions.fixAnswers')}
        </p>
      )}
      {(priced.ok ? priced.quote.amountCents : activity.priceCents) > 0 && (
        <RefundPolicyLine
          terms={activity.refundTerms}
          start={activity.startTime}
          timeZone={activity.timeZone}
          beforeBooking
        />
      )}
      <Button type="submit" size="lg" className="w-full" disabled={busy || !priced.ok || overSpots}>
        {busy && <Loader2 aria-hidden className="motion-safe:animate-spin" />}
        {busy ? t('booking.processing') : t('activity.bookNow')}
      </Button>
    </form>
  );
}
