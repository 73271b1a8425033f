import type { PromoCode } from '@sortim/contracts/promo-code-management';
import Plus from 'lucide-react/icons/plus';
import TicketPercent from 'lucide-react/icons/ticket-percent';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '#/components/empty-state.tsx';
import { LoadError } from '#/components/load-error.tsx';
import { PromoCodeCard, PromoCodeCardSkeleton } from '#/components/promo-codes/promo-code-card.tsx';
import { type CodeActivityOption, PromoCodeForm } from '#/components/promo-codes/promo-code-form.tsx';
import { Button } from '#/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '#/components/ui/dialog.tsx';
import { errorMessage } from '#/lib/api-client.ts';
import {
  type PromoCodeApi,
  usePromoCodes,
  useSavePromoCode,
  useSetPromoCodePaused,
} from '#/lib/promo-codes.ts';
import { toast } from '#/lib/toast.ts';

const GRID = 'grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3';

/**
 * An owner's codes, for the host's page and the admin's platform codes alike: 'New code', each code's card
 * (Pause, Resume, Edit while unused) and the form in a dialog.
 */
export function PromoCodeManager({
  codes: codesApi,
  activities,
  allActivitiesLabel,
  emptyBody,
}: {
  codes: PromoCodeApi;
  /** What a code may name (undefined while loading). */
  activities: CodeActivityOption[] | undefined;
  allActivitiesLabel: string;
  /** What an empty list says codes are for. */
  emptyBody: string;
}) {
  const { t } = useTranslation();
  const query = usePromoCodes(codesApi);
  const save = useSavePromoCode(codesApi);
  const pause = useSetPromoCodePaused(codesApi);
  /** The dialog: closed, a new code ('new'), or the code being changed. */
  const [editing, setEditing] = useState<PromoCode | 'new' | null>(null);
  const code = editing === 'new' ? null : editing;

  const setPaused = (target: PromoCode, paused: boolean) =>
    pause.mutate(
      { id: target.id, paused },
      {
        onSuccess: (changed) =>
          toast.success(
            t(paused ? 'promoCodes.card.paused' : 'promoCodes.card.resumed', { code: changed.code }),
          ),
        onError: (error) => toast.error(errorMessage(error, t('promoCodes.card.pauseFailed'))),
      },
    );

  const newCode = (
    <Button onClick={() => setEditing('new')}>
      <Plus aria-hidden />
      {t('promoCodes.newCode')}
    </Button>
  );

  return (
    <section
      aria-label={t('promoCodes.listLabel')}
      aria-busy={query.isFetching}
      className="flex flex-col gap-4"
    >
      {query.isPending ? (
        <>
          <span role="status" className="sr-only">
            {t('promoCodes.loading')}
          </span>
          <div className={GRID}>
            <PromoCodeCardSkeleton />
            <PromoCodeCardSkeleton />
          </div>
        </>
      ) : query.isError ? (
        <LoadError
          headingLevel={2}
          title={t('promoCodes.loadError')}
          hint={t('promoCodes.loadErrorHint')}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : query.data.codes.length === 0 ? (
        <EmptyState icon={TicketPercent} title={t('promoCodes.empty')} body={emptyBody}>
          {newCode}
        </EmptyState>
      ) : (
        <>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="text-muted-foreground text-sm tabular-nums" aria-live="polite">
              {t('promoCodes.count', { count: query.data.codes.length })}
            </p>
            {newCode}
          </div>
          <ul className={GRID}>
            {query.data.codes.map((listed) => (
              <li key={listed.id}>
                <PromoCodeCard
                  code={listed}
                  allActivitiesLabel={allActivitiesLabel}
                  busy={pause.isPending && pause.variables?.id === listed.id}
                  onEdit={() => setEditing(listed)}
                  onPause={(paused) => setPaused(listed, paused)}
                />
              </li>
            ))}
          </ul>
        </>
      )}

      <Dialog open={editing !== null} onOpenChange={(open) => !open && setEditing(null)}>
        <DialogContent closeLabel={t('promoCodes.form.close')} className="sm:max-w-xl">
          <DialogHeader>
            <DialogTitle>
              {code ? t('promoCodes.form.editTitle', { code: code.code }) : t('promoCodes.form.newTitle')}
            </DialogTitle>
            <DialogDescription>{t('promoCodes.form.description')}</DialogDescription>
          </DialogHeader>
          {editing !== null && (
            <PromoCodeForm
              key={code?.id ?? 'new'}
              code={code}
              activities={activities}
              allActivitiesLabel={allActivitiesLabel}
              save={(input) => save.mutateAsync({ id: code?.id ?? null, input })}
              onSaved={() => setEditing(null)}
            />
          )}
        </DialogContent>
      </Dialog>
    </section>
  );
}
