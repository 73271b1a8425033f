import { LOCALES } from '@sortim/contracts/product';
import { Languages } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '#/components/ui/button.tsx';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
} from '#/components/ui/dropdown-menu.tsx';
import { LANGUAGE_NAMES } from '#/lib/i18n.ts';
import { toLocale } from '#/lib/locale.ts';

/** English / Español / Català; the choice is stored and mirrored on <html lang> by lib/i18n. */
export function LanguageMenu() {
  const { t, i18n } = useTranslation();
  const current = toLocale(i18n.resolvedLanguage ?? i18n.language);

  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" size="sm" aria-label={`${t('language.label')}: ${LANGUAGE_NAMES[current]}`}>
          <Languages aria-hidden />
          <span>{LANGUAGE_NAMES[current]}</span>
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuRadioGroup
          value={current}
          onValueChange={(language) => void i18n.changeLanguage(language)}
        >
          {LOCALES.map((locale) => (
            <DropdownMenuRadioItem key={locale} value={locale} lang={locale}>
              {LANGUAGE_NAMES[locale]}
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
