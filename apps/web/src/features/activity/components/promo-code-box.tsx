import type { AppliedCode } from '@sortim/contracts/promo-codes';
import CircleCheck from 'lucide-react/icons/circle-check';
import Loader2 from 'lucide-react/icons/loader-circle';
import { type KeyboardEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { Button } from '#/components/ui/button.tsx';
import { Input } from '#/components/ui/input.tsx';
import { Label } from '#/components/ui/label.tsx';
import { usePromoCode } from '#/features/activity/hooks/use-promo-code.ts';
import { CODE_PARAM } from '#/features/activity/lib/party.ts';
import { returnToState } from '#/lib/return-to.ts';

/**
 * 'Have a code?' (Hi.Events' #1118: only where a code could apply): a disclosure with the code's field and
 * Apply; once applied, "Code applied" with the code's note and Remove. A refusal shows the server's reason
 * under the field; one that asks to sign in links to it, coming back with the code in the URL.
 */
export function PromoCodeBox({
  activityId,
  applied,
  onApplied,
  disabled,
}: {
  activityId: string;
  applied: AppliedCode | null;
  onApplied: (code: AppliedCode | null) => void;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const promo = usePromoCode({ activityId, onApplied });
  const location = useLocation();
  const fieldId = useId();
  const panelId = useId();
  const errorId = useId();
  const [open, setOpen] = useState(promo.linked !== null);
  const [typed, setTyped] = useState(promo.linked ?? '');

  if (applied) {
    return (
      <div role="status" className="flex items-start gap-3 rounded-lg border p-3 text-sm">
        <CircleCheck aria-hidden className="mt-0.5 size-4 shrink-0 text-emerald-700 dark:text-emerald-400" />
        <div className="flex min-w-0 flex-1 flex-col gap-0.5">
          <p>
            <span className="font-semibold">{t('messages.promo.applied')}</span>{' '}
            <span className="font-mono">{applied.code}</span>
          </p>
          {applied.note && <p className="text-muted-foreground">{applied.note}</p>}
        </div>
        <Button variant="link" size="inline" disabled={disabled} onClick={promo.remove}>
          {t('booking.removeCode')}
        </Button>
      </div>
    );
  }

  const apply = () => promo.apply(typed);
  // The field sits in the booking form: Enter applies the code, it does not book.
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    apply();
  };
  const refusal = promo.refusal;
  const signInFrom = () => {
    const search = new URLSearchParams(location.search);
    search.set(CODE_PARAM, typed.trim().toUpperCase());
    return returnToState({ ...location, search: `?${search}` });
  };

  return (
    <div className="flex flex-col gap-2">
      <Button
        variant="link"
        size="inline"
        className="self-start"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        {t('messages.promo.haveCode')}
      </Button>
      {open && (
        <div id={panelId} className="flex flex-col gap-2">
          <Label htmlFor={fieldId}>{t('booking.codeLabel')}</Label>
          <div className="flex gap-2">
            <Input
              id={fieldId}
              value={typed}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={30}
              disabled={disabled}
              aria-invalid={refusal !== null || undefined}
              aria-describedby={refusal ? errorId : undefined}
              onChange={(event) => setTyped(event.target.value)}
              onKeyDown={onKeyDown}
            />
            <Button
              variant="outline"
              disabled={disabled || promo.pending || typed.trim() === ''}
              onClick={apply}
            >
              {promo.pending && <Loader2 aria-hidden className="motion-safe:animate-spin" />}
              {t('booking.applyCode')}
            </Button>
          </div>
          {refusal && (
            <p id={errorId} role="alert" className="text-destructive text-sm">
              {refusal.message}{' '}
              {refusal.signIn && (
                <Link to="/auth" state={signInFrom()} className="font-medium text-link underline">
                  {t('booking.signInForCode')}
                </Link>
              )}
            </p>
          )}
        </div>
      )}
    </div>
  );
}
