import ChevronDown from 'lucide-react/icons/chevron-down';
import FileText from 'lucide-react/icons/file-text';
import LifeBuoy from 'lucide-react/icons/life-buoy';
import Lightbulb from 'lucide-react/icons/lightbulb';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card, CardContent, CardHeader, CardTitle } from '#/components/ui/card.tsx';
import { cn } from '#/lib/cn.ts';
import { useMediaQuery } from '#/lib/use-media-query.ts';

const RESOURCE_LINKS = [
  { to: '/terms', Icon: FileText, label: 'hostDashboard.resources.terms' },
  { to: '/contact', Icon: LifeBuoy, label: 'hostDashboard.resources.contact' },
] as const;

/**
 * The terms hosts agree to, where to ask for help, and one tip that fills activities. A phone shows the
 * card closed, its heading a button: it is read once, and the footer holds the same two links.
 */
export function HostResources() {
  const { t } = useTranslation();
  const headingId = useId();
  const contentId = useId();
  const wide = useMediaQuery('(min-width: 768px)');
  const [open, setOpen] = useState(false);
  const shown = wide || open;
  const title = t('hostDashboard.resources.title');
  return (
    <Card role="region" aria-labelledby={headingId}>
      <CardHeader>
        <CardTitle>
          <h2 id={headingId} className="text-lg">
            {wide ? (
              title
            ) : (
              <button
                type="button"
                aria-expanded={open}
                aria-controls={contentId}
                onClick={() => setOpen((was) => !was)}
                className="-my-2 flex min-h-11 w-full cursor-pointer items-center justify-between gap-4 rounded-md text-left outline-none focus-visible:ring-[3px] focus-visible:ring-ring"
              >
                {title}
                <ChevronDown
                  aria-hidden
                  className={cn(
                    'size-5 shrink-0 text-muted-foreground transition-transform',
                    open && 'rotate-180',
                  )}
                />
              </button>
            )}
          </h2>
        </CardTitle>
      </CardHeader>
      {shown && (
        <CardContent id={contentId} className="flex flex-col gap-4 text-sm">
          <ul className="flex flex-col gap-2">
            {RESOURCE_LINKS.map(({ to, Icon, label }) => (
              <li key={to}>
                <Link to={to} className="inline-flex items-center gap-2 text-link hover:underline">
                  <Icon aria-hidden className="size-4" />
                  {t(label)}
                </Link>
              </li>
            ))}
          </ul>
          <p className="flex gap-2 rounded-lg bg-muted p-3">
            <Lightbulb aria-hidden className="mt-0.5 size-4 shrink-0 text-primary" />
            <span>
              <span className="font-semibold">{t('hostDashboard.resources.tipTitle')} </span>
              {t('hostDashboard.resources.tip')}
            </span>
          </p>
        </CardContent>
      )}
    </Card>
  );
}
