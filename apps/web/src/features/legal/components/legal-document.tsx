import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { PageHeader } from '#/components/page-header.tsx';
import { formatDay } from '#/lib/format.ts';

/** Legal text lives in the catalogs as sections, so translators can work on it like any other copy. */
const LegalSections = z.array(
  z.object({ title: z.string(), paragraphs: z.array(z.string()), items: z.array(z.string()).optional() }),
);

export function LegalDocument({ document }: { document: 'privacy' | 'terms' }) {
  const { t, i18n } = useTranslation();
  const sections = LegalSections.parse(t(`${document}.sections`, { returnObjects: true }));
  // The spec shows the current date as the last update.
  const lastUpdated = formatDay(new Date(), i18n.language);

  return (
    <div className="page-container pb-16">
      <PageHeader title={t(`${document}.title`)}>
        <p className="text-muted-foreground text-sm">{t('legal.lastUpdated', { date: lastUpdated })}</p>
      </PageHeader>
      <div className="grid gap-10 lg:grid-cols-[16rem_1fr]">
        <nav aria-label={t('legal.contents')} className="hidden lg:sticky lg:top-24 lg:block lg:self-start">
          <h2 className="mb-3 font-semibold text-sm">{t('legal.contents')}</h2>
          <ol className="flex flex-col gap-1.5 text-sm">
            {sections.map((section, index) => (
              <li key={section.title}>
                <a
                  href={`#section-${index + 1}`}
                  className="text-muted-foreground hover:text-link hover:underline"
                >
                  {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <article className="flex max-w-prose flex-col gap-8">
          <p className="text-lg leading-relaxed">{t(`${document}.intro`)}</p>
          {sections.map((section, index) => (
            <section key={section.title} id={`section-${index + 1}`} className="scroll-mt-24">
              <h2 className="mb-3 font-semibold text-xl">{section.title}</h2>
              <div className="flex flex-col gap-3 text-muted-foreground leading-relaxed">
                {section.paragraphs.map((paragraph) => (
                  <p key={paragraph}>{paragraph}</p>
                ))}
                {section.items && (
                  <ul className="flex list-disc flex-col gap-2 pl-6 marker:text-primary">
                    {section.items.map((item) => (
                      <li key={item}>{item}</li>
                    ))}
                  </ul>
                )}
              </div>
            </section>
          ))}
        </article>
      </div>
    </div>
  );
}
