import { Sprout } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '#/components/ui/badge.tsx';
import { Button } from '#/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#/components/ui/card.tsx';

/** 'Seed Sample Activities' arrives with the activities issue; until then it says so. */
export function SeedActivitiesCard() {
  const { t } = useTranslation();
  return (
    <Card className="border-dashed shadow-none">
      <CardHeader>
        <CardTitle>
          <h2 className="flex flex-wrap items-center gap-2 text-lg">
            <Sprout aria-hidden className="size-5 text-primary" />
            {t('seed.sample.title')}
            <Badge variant="accent">{t('app.comingSoon.badge')}</Badge>
          </h2>
        </CardTitle>
        <CardDescription>{t('seed.sample.body')}</CardDescription>
      </CardHeader>
      <CardContent>
        <Button disabled>{t('seed.sample.button')}</Button>
      </CardContent>
    </Card>
  );
}
