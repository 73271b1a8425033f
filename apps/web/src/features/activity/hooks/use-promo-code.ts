import type { AppliedCode } from '@sortim/contracts/promo-codes';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useCheckCode } from '#/features/activity/api/check-code.ts';
import { CODE_PARAM } from '#/features/activity/lib/party.ts';
import { ApiRequestError, errorMessage } from '#/lib/api-client.ts';

/** Why a code was refused, in the page's language; `signIn` when the server wants the caller signed in first. */
export type CodeRefusal = { message: string; signIn: boolean };

/**
 * Checking the guest's promo code on the activity page: the one the server accepts goes to `onApplied`
 * (its terms, note and unlocked prices: the booking form prices with them), else why it was refused. A
 * `?code=` link applies its code once on load; it stays in the URL, so signing in on the way (which
 * returns to the same URL) applies it again. Removing the code drops it from the URL too, so a reload
 * does not bring it back.
 */
export function usePromoCode({
  activityId,
  onApplied,
}: {
  activityId: string;
  onApplied: (code: AppliedCode | null) => void;
}) {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const linked = searchParams.get(CODE_PARAM);
  const check = useCheckCode(activityId);
  const [refusal, setRefusal] = useState<CodeRefusal | null>(null);
  const linkHandled = useRef(false);

  const apply = (typed: string) => {
    const code = typed.trim().toUpperCase();
    if (!code || check.isPending) return;
    setRefusal(null);
    check.mutate(code, {
      onSuccess: (answer) => onApplied(answer),
      onError: (error) =>
        setRefusal({
          message: errorMessage(error, t('booking.codeCheckFailed')),
          signIn: error instanceof ApiRequestError && error.status === 401,
        }),
    });
  };

  useEffect(() => {
    if (!linked || linkHandled.current) return;
    linkHandled.current = true;
    apply(linked);
  });

  const remove = () => {
    onApplied(null);
    setRefusal(null);
    if (linked === null) return;
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(CODE_PARAM);
        return next;
      },
      { replace: true },
    );
  };

  return { refusal, pending: check.isPending, linked, apply, remove };
}
