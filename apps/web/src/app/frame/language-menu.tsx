import { LOCALES, toLocale } from '@sortim/contracts/product';
import Languages from 'lucide-react/icons/languages';
import { useTranslation } from 'react-i18next';
import { LazyPopup } from '#/components/lazy-popup.tsx';
import type { RadioMenuProps } from '#/components/radio-menu.tsx';
import { Button } from '#/components/ui/button.tsx';
import { updateLocale } from '#/features/profile/api/update-locale.ts';
import { LANGUAGE_NAMES, switchLanguage } from '#/lib/i18n.ts';
import { useMe } from '#/lib/session.ts';

const loadRadioMenu = () => import('#/components/radio-menu.tsx').then((module) => module.RadioMenu);

/**
 * English / Español / Català; the choice is stored and mirrored on <html lang> by lib/i18n, and for a
 * signed-in person saved on their profile, so their e-mails follow it. The menu loads when first wanted
 * (LazyPopup), and a language's catalog when it is chosen.
 */
export function LanguageMenu() {
  const { t, i18n } = useTranslation();
  const current = toLocale(i18n.resolvedLanguage ?? i18n.language);
  const signedIn = useMe().user !== null;

  const choose = (language: string) => {
    const locale = toLocale(language);
    // The page switches once the language's catalog is in (other languages are not loaded up front).
    void switchLanguage(locale);
    // Best effort: the page switches either way, and the next switch saves it again.
    if (signedIn) updateLocale(locale).catch(() => undefined);
  };

  return (
    <LazyPopup<RadioMenuProps>
      load={loadRadioMenu}
      trigger={
        <Button variant="outline" size="sm" aria-label={`${t('language.label')}: ${LANGUAGE_NAMES[current]}`}>
          <Languages aria-hidden />
          <span>{LANGUAGE_NAMES[current]}</span>
        </Button>
      }
      items={LOCALES.map((locale) => ({ value: locale, label: LANGUAGE_NAMES[locale], lang: locale }))}
      value={current}
      onValueChange={choose}
    />
  );
}
