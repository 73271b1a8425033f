import MapPin from 'lucide-react/icons/map-pin';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '#/components/page-header.tsx';
import { PromiseCards } from '#/components/promise-cards.tsx';
import { Button } from '#/components/ui/button.tsx';
import { Card, CardContent } from '#/components/ui/card.tsx';

export function AboutPage() {
  const { t } = useTranslation();
  return (
    <div className="page-container flex flex-col gap-12 pb-16">
      <PageHeader title={t('about.title')} subtitle={t('about.lead')} />
      <section aria-labelledby="mission" className="max-w-prose">
        <h2 id="mission" className="mb-3 font-semibold text-xl">
          {t('about.missionTitle')}
        </h2>
        <p className="text-muted-foreground leading-relaxed">{t('about.mission')}</p>
      </section>
      <section aria-labelledby="promises">
        <h2 id="promises" className="mb-4 font-semibold text-xl">
          {t('promises.title')}
        </h2>
        <PromiseCards />
      </section>
      <section aria-labelledby="city" className="max-w-prose">
        <h2 id="city" className="mb-3 inline-flex items-center gap-2 font-semibold text-xl">
          <MapPin aria-hidden className="size-5 text-primary" />
          {t('about.cityTitle')}
        </h2>
        <p className="text-muted-foreground leading-relaxed">{t('about.city')}</p>
      </section>
      <Card tone="soft">
        <CardContent className="flex flex-col gap-4 md:flex-row md:items-center md:justify-between">
          <div>
            <h2 className="font-bold text-title tracking-tight">{t('about.ctaTitle')}</h2>
            <p className="mt-1 text-muted-foreground">{t('about.ctaBody')}</p>
          </div>
          <div className="flex flex-wrap gap-3">
            <Button asChild size="lg">
              <Link to="/explore">{t('about.ctaExplore')}</Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to="/become-host">{t('about.ctaHost')}</Link>
            </Button>
          </div>
        </CardContent>
      </Card>
    </div>
  );
}
