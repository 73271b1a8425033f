import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '#/components/ui/button.tsx';

/** The closing call to action for visitors: 'Sign up — it's free'. */
export function ClosingCta() {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="closing-title"
      className="flex flex-col items-center gap-4 rounded-2xl bg-primary-soft px-6 py-12 text-center"
    >
      <h2 id="closing-title" className="text-balance font-bold text-title tracking-tight">
        {t('home.closingTitle')}
      </h2>
      <p className="max-w-prose text-muted-foreground">{t('home.closingBody')}</p>
      <Button asChild size="lg">
        <Link to="/auth">{t('home.closingCta')}</Link>
      </Button>
    </section>
  );
}
