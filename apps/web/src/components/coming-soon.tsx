import Hammer from 'lucide-react/icons/hammer';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '#/components/page-header.tsx';
import { Badge } from '#/components/ui/badge.tsx';
import { Button } from '#/components/ui/button.tsx';
import { Card, CardContent } from '#/components/ui/card.tsx';

/** Stands in for a page a later issue builds: its real title, and an honest note. */
export function ComingSoon({ title, subtitle }: { title: string; subtitle?: string }) {
  const { t } = useTranslation();
  return (
    <div className="page-container pb-16">
      <PageHeader title={title} subtitle={subtitle} />
      <Card tone="flat" className="items-center border-dashed text-center">
        <CardContent className="flex flex-col items-center gap-4 py-8">
          <span className="flex size-12 items-center justify-center rounded-full bg-primary-soft text-primary">
            <Hammer aria-hidden className="size-6" />
          </span>
          <Badge variant="accent">{t('app.comingSoon.badge')}</Badge>
          <p className="max-w-sm text-muted-foreground">{t('app.comingSoon.body')}</p>
          <Button asChild variant="outline">
            <Link to="/home">{t('app.comingSoon.backHome')}</Link>
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}
