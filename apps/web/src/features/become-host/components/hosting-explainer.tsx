import CalendarPlus from 'lucide-react/icons/calendar-plus';
import HandCoins from 'lucide-react/icons/hand-coins';
import ShieldCheck from 'lucide-react/icons/shield-check';
import Users from 'lucide-react/icons/users';
import { useTranslation } from 'react-i18next';

/** What hosting means, in four lines beside the form. */
export function HostingExplainer() {
  const { t } = useTranslation();
  const points = [
    {
      icon: CalendarPlus,
      title: t('becomeHost.explainer.create'),
      body: t('becomeHost.explainer.createBody'),
    },
    { icon: Users, title: t('becomeHost.explainer.guests'), body: t('becomeHost.explainer.guestsBody') },
    { icon: HandCoins, title: t('becomeHost.explainer.paid'), body: t('becomeHost.explainer.paidBody') },
    {
      icon: ShieldCheck,
      title: t('becomeHost.explainer.control'),
      body: t('becomeHost.explainer.controlBody'),
    },
  ];
  return (
    <aside aria-labelledby="hosting-explainer" className="rounded-xl bg-muted/60 p-6">
      <h2 id="hosting-explainer" className="font-semibold text-lg">
        {t('becomeHost.explainer.title')}
      </h2>
      <ul className="mt-4 flex flex-col gap-4">
        {points.map(({ icon: Icon, title, body }) => (
          <li key={title} className="flex gap-3">
            <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary-soft text-primary">
              <Icon aria-hidden className="size-5" />
            </span>
            <div>
              <p className="font-medium">{title}</p>
              <p className="text-muted-foreground text-sm">{body}</p>
            </div>
          </li>
        ))}
      </ul>
    </aside>
  );
}
