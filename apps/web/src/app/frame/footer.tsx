import { SUPPORT_EMAIL } from '@sortim/contracts/product';
import Heart from 'lucide-react/icons/heart';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LanguageMenu } from '#/app/frame/language-menu.tsx';
import { ThemeMenu } from '#/app/frame/theme-menu.tsx';
import { Logo } from '#/components/logo.tsx';

type FooterLink = { label: string; to: string } | { label: string; href: string };

/**
 * Company, Support and Legal columns. It also holds the theme and language menus: anonymous
 * visitors never see the header, and they must be able to switch both.
 */
export function Footer() {
  const { t } = useTranslation();
  const columns: { title: string; links: FooterLink[] }[] = [
    {
      title: t('footer.company'),
      links: [
        { label: t('footer.about'), to: '/about' },
        { label: t('footer.contact'), to: '/contact' },
      ],
    },
    {
      title: t('footer.support'),
      links: [
        { label: t('footer.helpCenter'), to: '/contact' },
        { label: SUPPORT_EMAIL, href: `mailto:${SUPPORT_EMAIL}` },
      ],
    },
    {
      title: t('footer.legal'),
      links: [
        { label: t('footer.privacy'), to: '/privacy' },
        { label: t('footer.terms'), to: '/terms' },
      ],
    },
  ];

  return (
    <footer className="border-t bg-muted/50 print:hidden">
      <div className="page-container grid grid-cols-2 gap-8 py-12 sm:grid-cols-3 lg:grid-cols-[2fr_1fr_1fr_1fr]">
        <div className="col-span-2 flex flex-col gap-3 sm:col-span-3 lg:col-span-1">
          <Link to="/home" aria-label={t('app.homeLink')} className="flex w-fit items-center rounded-md">
            <Logo />
          </Link>
          <p className="font-semibold">{t('footer.tagline')}</p>
          <p className="max-w-xs text-muted-foreground text-sm">{t('footer.blurb')}</p>
        </div>
        {columns.map((column) => (
          <section key={column.title} aria-label={column.title}>
            <h2 className="font-semibold text-sm">{column.title}</h2>
            <ul className="mt-3 flex flex-col gap-2 text-sm">
              {column.links.map((link) => (
                <li key={link.label}>
                  {'to' in link ? (
                    <Link
                      to={link.to}
                      className="text-muted-foreground hover:text-foreground hover:underline"
                    >
                      {link.label}
                    </Link>
                  ) : (
                    <a href={link.href} className="break-all text-link hover:underline">
                      {link.label}
                    </a>
                  )}
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
      <div className="border-t">
        <div className="page-container flex flex-col gap-4 py-6 text-muted-foreground text-sm md:flex-row md:items-center">
          <p className="tabular-nums">{t('footer.copyright', { year: new Date().getFullYear() })}</p>
          <p className="inline-flex items-center gap-1.5">
            {t('footer.madeWithLove')}
            <Heart aria-hidden className="size-4 fill-primary text-primary" />
          </p>
          <fieldset className="flex gap-2 md:ml-auto">
            <legend className="sr-only">{t('footer.preferences')}</legend>
            <LanguageMenu />
            <ThemeMenu withLabel />
          </fieldset>
        </div>
      </div>
    </footer>
  );
}
