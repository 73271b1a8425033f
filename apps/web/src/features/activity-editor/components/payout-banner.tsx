import AlertTriangle from 'lucide-react/icons/triangle-exclamation-point';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** Without payouts a host's activities take waitlist sign-ups only; the dashboard has the setup card. */
export function PayoutBanner() {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      className="flex gap-3 rounded-lg border border-amber-500/40 bg-amber-50 p-4 text-amber-950 dark:bg-amber-950/40 dark:text-amber-100"
    >
      <AlertTriangle aria-hidden className="mt-0.5 size-5 shrink-0" />
      <div className="flex flex-col gap-1 text-sm">
        <p className="font-semibold">{t('activityEditor.payoutBanner.title')}</p>
        <p>{t('activityEditor.payoutBanner.body')}</p>
        <Link to="/host-dashboard" className="font-medium underline underline-offset-4">
          {t('activityEditor.payoutBanner.link')}
        </Link>
      </div>
    </div>
  );
}
