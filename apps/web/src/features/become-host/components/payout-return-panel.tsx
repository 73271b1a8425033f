import CircleCheck from 'lucide-react/icons/circle-check';
import CircleAlert from 'lucide-react/icons/circle-exclamation-point';
import Clock from 'lucide-react/icons/clock';
import LayoutDashboard from 'lucide-react/icons/layout-dashboard';
import Loader2 from 'lucide-react/icons/loader-circle';
import RotateCw from 'lucide-react/icons/rotate-cw';
import TriangleAlert from 'lucide-react/icons/triangle-exclamation-point';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '#/components/ui/button.tsx';
import type { PayoutOutcome } from '#/features/become-host/hooks/use-host-arrival.ts';
import { cn } from '#/lib/cn.ts';

const LOOK = {
  checking: {
    icon: Loader2,
    tone: 'bg-muted text-muted-foreground',
    title: 'becomeHost.payouts.checking',
    body: 'becomeHost.payouts.checkingBody',
  },
  enabled: {
    icon: CircleCheck,
    tone: 'bg-emerald-50 text-emerald-700 dark:bg-emerald-950/50 dark:text-emerald-300',
    title: 'becomeHost.payouts.connected',
    body: 'becomeHost.payouts.connectedBody',
  },
  action_required: {
    icon: TriangleAlert,
    tone: 'bg-amber-50 text-amber-700 dark:bg-amber-950/50 dark:text-amber-300',
    title: 'becomeHost.payouts.actionRequired',
    body: 'becomeHost.payouts.actionRequiredBody',
  },
  pending: {
    icon: Clock,
    tone: 'bg-accent text-accent-foreground',
    title: 'becomeHost.payouts.pending',
    body: 'becomeHost.payouts.pendingBody',
  },
  failed: {
    icon: CircleAlert,
    tone: 'bg-destructive/10 text-destructive',
    title: 'becomeHost.payouts.failed',
    body: 'becomeHost.payouts.failedBody',
  },
} as const satisfies Record<PayoutOutcome, { icon: typeof Clock; tone: string; title: string; body: string }>;

/** Back from the payout provider (?stripe=complete): how the account stands, and where to go next. */
export function PayoutReturnPanel({ outcome, onRetry }: { outcome: PayoutOutcome; onRetry: () => void }) {
  const { t } = useTranslation();
  const look = LOOK[outcome];
  const Icon = look.icon;
  return (
    <section
      role={outcome === 'checking' ? 'status' : undefined}
      aria-labelledby="payout-return-title"
      className="flex flex-col items-center gap-4 rounded-xl border bg-card px-6 py-10 text-center shadow-sm"
    >
      <span className={cn('flex size-14 items-center justify-center rounded-full', look.tone)}>
        <Icon aria-hidden className={cn('size-7', outcome === 'checking' && 'motion-safe:animate-spin')} />
      </span>
      <h2 id="payout-return-title" className="font-semibold text-xl">
        {t(look.title)}
      </h2>
      <p className="max-w-md text-muted-foreground">{t(look.body)}</p>
      {outcome !== 'checking' && outcome !== 'enabled' && (
        <div className="flex w-full flex-col gap-2 sm:w-auto sm:flex-row">
          {outcome === 'failed' && (
            <Button variant="outline" size="lg" onClick={onRetry}>
              <RotateCw aria-hidden />
              {t('becomeHost.payouts.retry')}
            </Button>
          )}
          <Button asChild size="lg">
            <Link to="/host-dashboard">
              <LayoutDashboard aria-hidden />
              {t('becomeHost.payouts.toDashboard')}
            </Link>
          </Button>
        </div>
      )}
    </section>
  );
}
