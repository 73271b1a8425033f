import { useTranslation } from 'react-i18next';
import { PromiseCards } from '#/components/promise-cards.tsx';
import { ClosingCta } from '#/features/home/components/closing-cta.tsx';
import { Testimonials } from '#/features/home/components/testimonials.tsx';

/**
 * What the landing page shows below its lists: our promises, the testimonials and, for visitors, the
 * closing call to action. A screen or more below the first one, so it is its own chunk (home-page.tsx).
 */
export function ClosingSections({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      <section aria-labelledby="promises-title">
        <h2 id="promises-title" className="mb-6 font-bold text-title tracking-tight">
          {t('promises.title')}
        </h2>
        <PromiseCards />
      </section>
      <Testimonials />
      {!signedIn && <ClosingCta />}
    </>
  );
}
