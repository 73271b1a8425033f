import FileText from 'lucide-react/icons/file-text';
import LifeBuoy from 'lucide-react/icons/life-buoy';
import Lightbulb from 'lucide-react/icons/lightbulb';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card, CardContent, CardHeader, CardTitle } from '#/components/ui/card.tsx';

/** The terms hosts agree to, where to ask for help, and one tip that fills activities. */
export function HostResources() {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <Card role="region" aria-labelledby={headingId}>
      <CardHeader>
        <CardTitle>
          <h2 id={headingId} className="text-lg">
            {t('hostDashboard.resources.title')}
          </h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4 text-sm">
        <ul className="flex flex-col gap-2">
          <li>
            <Link to="/terms" className="inline-flex items-center gap-2 text-link hover:underline">
              <FileText aria-hidden className="size-4" />
              {t('hostDashboard.resources.terms')}
            </Link>
          </li>
          <li>
            <Link to="/contact" className="inline-flex items-center gap-2 text-link hover:underline">
              <LifeBuoy aria-hidden className="size-4" />
              {t('hostDashboard.resources.contact')}
            </Link>
          </li>
        </ul>
        <p className="flex gap-2 rounded-lg bg-muted p-3">
          <Lightbulb aria-hidden className="mt-0.5 size-4 shrink-0 text-primary" />
          <span>
            <span className="font-semibold">{t('hostDashboard.resources.tipTitle')} </span>
            {t('hostDashboard.resources.tip')}
          </span>
        </p>
      </CardContent>
    </Card>
  );
}
