import Download from 'lucide-react/icons/download';
import { useTranslation } from 'react-i18next';
import { Button } from '#/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#/components/ui/card.tsx';

/**
 * 'Download my data': the person's own data as a JSON file (`GET /api/me/data`). A plain link: the session
 * cookie goes with it and the server names the file, so the browser saves it without a script.
 */
export function MyDataCard() {
  const { t } = useTranslation();
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2 className="text-lg">{t('myData.title')}</h2>
        </CardTitle>
        <CardDescription>{t('myData.hint')}</CardDescription>
      </CardHeader>
      <CardContent>
        <Button asChild variant="outline" className="w-full">
          <a href="/api/me/data" download>
            <Download aria-hidden />
            {t('myData.download')}
          </a>
        </Button>
      </CardContent>
    </Card>
  );
}
