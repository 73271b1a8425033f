import type { ActivityPin } from '@sortim/contracts/map';
import X from 'lucide-react/icons/x';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ActivityCover } from '#/components/activity-card/activity-cover.tsx';
import { CLOSED_STATE_LABEL } from '#/components/activity-card/activity-facts.ts';
import { Button } from '#/components/ui/button.tsx';
import { useChosenCity } from '#/lib/cities.ts';
import { formatDateTime, formatMoney } from '#/lib/format.ts';

declare global {
  /** `focus({ focusVisible })`: browsers without it ignore it (their own rule decides); not in TypeScript's DOM types yet. */
  interface FocusOptions {
    focusVisible?: boolean;
  }
}

/**
 * What a tap on the map opened: one activity, or the activities of one spot; `byKeyboard` when its marker was
 * pressed with a key (the card's link then shows its focus ring).
 */
export type MapSelection = ({ kind: 'pin'; pin: ActivityPin } | { kind: 'spot'; pins: ActivityPin[] }) & {
  byKeyboard?: boolean;
};

/**
 * The card's links: a ring only when focus is seen (:focus-visible), drawn round the whole link (a block,
 * its text clamped inside it) so two clamped lines do not break it into pieces.
 */
const CARD_LINK =
  'block rounded-sm outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring';

function usePinFacts() {
  const { t, i18n } = useTranslation();
  // Explore's map is about one city, the chosen one: its pins are on that city's clock (pins carry no zone).
  const timeZone = useChosenCity().city?.timeZone;
  return {
    /** 'Free', '€25', or with several prices (Adult, Child...) the lowest: 'from €8'. */
    price: (pin: ActivityPin) => {
      if (!pin.severalPrices) {
        return pin.priceCents === 0 ? t('activityCard.free') : formatMoney(pin.priceCents, i18n.language);
      }
      return `${t('activityCard.from')} ${formatMoney(pin.priceCents, i18n.language)}`;
    },
    when: (pin: ActivityPin) => formatDateTime(pin.startTime, i18n.language, timeZone),
    state: (pin: ActivityPin) => (pin.state === 'bookable' ? null : t(CLOSED_STATE_LABEL[pin.state])),
  };
}

/**
 * The small card a marker opens over the map: the activity's picture, title, next date, price and state,
 * its title the link to the activity. Focus moves to that link, so a keyboard or a screen reader goes on
 * from the marker to the card; Escape or Close gives it back to the map. Opened by a tap, the focus moves
 * without showing (focusVisible: false): no ring round a title nobody tabbed to.
 */
export function MapPinCard({ selection, onClose }: { selection: MapSelection; onClose: () => void }) {
  const { t } = useTranslation();
  const facts = usePinFacts();
  const firstLink = useRef<HTMLAnchorElement>(null);
  const card = useRef<HTMLDivElement>(null);

  const byKeyboard = selection.byKeyboard === true;
  useEffect(() => {
    firstLink.current?.focus({ preventScroll: true, focusVisible: byKeyboard });
    // Beside the list on a wide screen, the sticky map's bottom can be below the fold before the page
    // scrolls: the card is brought on screen. A phone's map is all on screen (the page does not scroll).
    const box = card.current?.getBoundingClientRect();
    if (box && box.bottom > window.innerHeight) card.current?.scrollIntoView({ block: 'nearest' });
  }, [byKeyboard]);

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape closes the card from anywhere inside it.
    <div
      ref={card}
      className="absolute inset-x-3 bottom-[calc(var(--map-bottom-inset,0px)+0.75rem)] z-20 mx-auto max-w-md scroll-mb-24 rounded-xl border bg-card text-card-foreground shadow-lg md:scroll-mb-4"
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose();
      }}
    >
      <Button
        variant="ghost"
        size="icon-sm"
        shape="pill"
        aria-label={t('exploreMap.closeCard')}
        onClick={onClose}
        className="absolute top-1 right-1"
      >
        <X aria-hidden />
      </Button>
      {selection.kind === 'pin' ? (
        <article className="flex gap-3 p-3 pr-11">
          <ActivityCover src={selection.pin.thumbnailUrl} alt="" thumbnail className="shrink-0 rounded-lg" />
          <div className="flex min-w-0 flex-col gap-1 text-sm">
            <h3 className="font-semibold text-base leading-snug">
              <Link ref={firstLink} to={`/activity/${selection.pin.id}`} className={CARD_LINK}>
                <span className="line-clamp-2">{selection.pin.title}</span>
              </Link>
            </h3>
            <p className="text-muted-foreground tabular-nums">
              {facts.when(selection.pin)}
              {selection.pin.moreDates > 0 && (
                <span className="block text-foreground">
                  {t('activityCard.moreDates', { count: selection.pin.moreDates })}
                </span>
              )}
            </p>
            <p className="flex flex-wrap items-baseline gap-x-2">
              <span>
                <span className="font-bold tabular-nums">{facts.price(selection.pin)}</span>{' '}
                {selection.pin.priceCents > 0 && (
                  <span className="text-muted-foreground">{t('activityCard.perPerson')}</span>
                )}
              </span>
              {facts.state(selection.pin) && (
                <span className="font-medium text-destructive">{facts.state(selection.pin)}</span>
              )}
            </p>
          </div>
        </article>
      ) : (
        <section aria-labelledby="map-spot-title" className="flex flex-col gap-2 p-3">
          <h3 id="map-spot-title" className="pr-10 font-semibold text-base">
            {t('exploreMap.spot', { count: selection.pins.length })}
          </h3>
          <ul className="flex max-h-56 flex-col divide-y overflow-y-auto">
            {selection.pins.map((pin, index) => (
              <li key={pin.id} className="py-2 text-sm">
                <Link
                  ref={index === 0 ? firstLink : undefined}
                  to={`/activity/${pin.id}`}
                  className={`${CARD_LINK} font-medium`}
                >
                  {pin.title}
                </Link>
                <p className="text-muted-foreground tabular-nums">
                  {facts.when(pin)} · {facts.price(pin)}
                  {facts.state(pin) && ` · ${facts.state(pin)}`}
                </p>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
