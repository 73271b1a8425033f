import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DocumentTitle } from '#/components/document-title.tsx';
import { Button } from '#/components/ui/button.tsx';

/** Any unknown path: '404', 'Oops! Page not found' and a way back to /. */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <div className="page-container flex flex-col items-center gap-4 py-24 text-center">
      <DocumentTitle title={t('notFound.documentTitle')} />
      <h1 className="font-bold text-[5rem] text-primary leading-none tracking-tight tabular-nums">
        {t('notFound.code')}
      </h1>
      <p className="text-muted-foreground text-xl">{t('notFound.message')}</p>
      <Button asChild size="lg">
        <Link to="/">{t('notFound.returnHome')}</Link>
      </Button>
    </div>
  );
}
