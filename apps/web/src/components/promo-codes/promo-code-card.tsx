import type { PromoCode, PromoCodeState } from '@sortim/contracts/promo-code-management';
import Pause from 'lucide-react/icons/pause';
import Pencil from 'lucide-react/icons/pencil';
import Play from 'lucide-react/icons/play';
import { useTranslation } from 'react-i18next';
import { Fact, FactList } from '#/components/fact-list.tsx';
import { Badge } from '#/components/ui/badge.tsx';
import { Button } from '#/components/ui/button.tsx';
import { Card, CardContent, CardFooter, CardHeader } from '#/components/ui/card.tsx';
import { Skeleton } from '#/components/ui/skeleton.tsx';
import { formatCount, formatDateTime, formatMoney } from '#/lib/format.ts';

/** A state's colours: live stands out, what no guest can use now is muted. */
const STATE_STYLE: Record<PromoCodeState, string> = {
  live: 'border-transparent bg-primary-soft text-primary',
  scheduled: 'border-transparent bg-accent text-accent-foreground',
  paused: 'border-transparent bg-muted text-muted-foreground',
  ended: 'border-transparent bg-muted text-muted-foreground',
  used_up: 'border-transparent bg-muted text-muted-foreground',
};

/** What a code gives: '20% off', '€5 off'. */
export function useDiscountText() {
  const { t, i18n } = useTranslation();
  return (code: Pick<PromoCode, 'percentOff' | 'amountOffCents'>) =>
    code.percentOff !== null
      ? t('promoCodes.card.percentOff', { percent: code.percentOff })
      : t('promoCodes.card.amountOff', { amount: formatMoney(code.amountOffCents ?? 0, i18n.language) });
}

/**
 * One code in its owner's list: the code, its state, what it gives and to which activities, its window and
 * limits, the note guests read, and what it sold; Pause or Resume always, Edit while nothing has used it.
 */
export function PromoCodeCard({
  code,
  allActivitiesLabel,
  busy,
  onEdit,
  onPause,
}: {
  code: PromoCode;
  /** "All your activities" for a host, "All activities" for the platform. */
  allActivitiesLabel: string;
  /** A pause or resume of this code is on its way. */
  busy: boolean;
  onEdit: () => void;
  onPause: (paused: boolean) => void;
}) {
  const { t, i18n } = useTranslation();
  const discount = useDiscountText();
  const money = (cents: number) => formatMoney(cents, i18n.language);
  const when = (iso: string) => formatDateTime(iso, i18n.language);
  const paused = code.pausedAt !== null;
  const scope =
    code.scope.kind === 'all'
      ? allActivitiesLabel
      : code.scope.activities.map((activity) => activity.title).join(' · ');
  const window =
    code.startsAt && code.endsAt
      ? t('promoCodes.card.between', { start: when(code.startsAt), end: when(code.endsAt) })
      : code.startsAt
        ? t('promoCodes.card.from', { start: when(code.startsAt) })
        : code.endsAt
          ? t('promoCodes.card.until', { end: when(code.endsAt) })
          : null;
  const limits = [
    code.perAccountLimit !== null && t('promoCodes.card.perGuest', { count: code.perAccountLimit }),
    code.minParty !== null && t('promoCodes.card.minParty', { count: code.minParty }),
    code.unlocksHidden && t('promoCodes.card.unlocksHidden'),
  ].filter((text): text is string => Boolean(text));

  return (
    <article aria-labelledby={`code-${code.id}`} className="h-full">
      <Card size="snug" className="h-full">
        <CardHeader inset="phone-sm">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h3 id={`code-${code.id}`} className="break-all font-mono font-semibold text-lg tracking-wide">
              {code.code}
            </h3>
            <Badge variant="plain" className={STATE_STYLE[code.state]}>
              {t(`promoCodes.state.${code.state}`)}
            </Badge>
          </div>
          <p className="font-medium">{discount(code)}</p>
          <p className="text-muted-foreground text-sm">{scope}</p>
        </CardHeader>
        <CardContent inset="phone-sm" className="flex flex-col gap-3">
          {(window || limits.length > 0) && (
            <p className="text-muted-foreground text-sm">{[window, ...limits].filter(Boolean).join(' · ')}</p>
          )}
          {code.note && <p className="border-l-2 pl-3 text-sm italic">{code.note}</p>}
          <FactList className="grid grid-cols-3 gap-3">
            <Fact label={t('promoCodes.card.uses')}>
              <span className="tabular-nums">
                {code.totalLimit === null
                  ? formatCount(code.uses, i18n.language)
                  : t('promoCodes.card.usesOf', {
                      uses: formatCount(code.uses, i18n.language),
                      limit: formatCount(code.totalLimit, i18n.language),
                    })}
              </span>
            </Fact>
            <Fact label={t('promoCodes.card.revenue')}>
              <span className="tabular-nums">{money(code.revenueCents)}</span>
            </Fact>
            <Fact label={t('promoCodes.card.discountGiven')}>
              <span className="tabular-nums">{money(code.discountCents)}</span>
            </Fact>
          </FactList>
        </CardContent>
        <CardFooter className="flex-wrap gap-2">
          {code.editable && (
            <Button variant="outline" size="sm" onClick={onEdit} aria-describedby={`code-${code.id}`}>
              <Pencil aria-hidden />
              {t('promoCodes.card.edit')}
            </Button>
          )}
          <Button
            variant="outline"
            size="sm"
            disabled={busy}
            onClick={() => onPause(!paused)}
            aria-describedby={`code-${code.id}`}
          >
            {paused ? <Play aria-hidden /> : <Pause aria-hidden />}
            {paused ? t('promoCodes.card.resume') : t('promoCodes.card.pause')}
          </Button>
        </CardFooter>
      </Card>
    </article>
  );
}

export function PromoCodeCardSkeleton() {
  return (
    <Card size="snug" aria-hidden>
      <CardHeader inset="phone-sm">
        <Skeleton className="h-6 w-40" />
        <Skeleton className="h-4 w-24" />
      </CardHeader>
      <CardContent inset="phone-sm">
        <Skeleton className="h-16 w-full" />
      </CardContent>
    </Card>
  );
}
