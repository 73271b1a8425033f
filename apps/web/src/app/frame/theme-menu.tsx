import { Monitor, Moon, Sun } from 'lucide-react';
import { useTheme } from 'next-themes';
import { useTranslation } from 'react-i18next';
import { Button } from '#/components/ui/button.tsx';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
} from '#/components/ui/dropdown-menu.tsx';

const THEMES = ['light', 'dark', 'system'] as const;
type ThemeChoice = (typeof THEMES)[number];
const ICONS = { light: Sun, dark: Moon, system: Monitor } satisfies Record<ThemeChoice, unknown>;

const isThemeChoice = (value: string | undefined): value is ThemeChoice =>
  THEMES.some((theme) => theme === value);

/**
 * Light / Dark / System. In the header it is an icon button; in the footer (where anonymous visitors
 * find it) it also names the current choice.
 */
export function ThemeMenu({ withLabel = false }: { withLabel?: boolean }) {
  const { t } = useTranslation();
  const { theme, setTheme } = useTheme();
  const current: ThemeChoice = isThemeChoice(theme) ? theme : 'system';
  const Icon = ICONS[current];

  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button
          variant={withLabel ? 'outline' : 'ghost'}
          size={withLabel ? 'sm' : 'icon'}
          aria-label={`${t('theme.label')}: ${t(`theme.${current}`)}`}
        >
          <Icon aria-hidden />
          {withLabel && <span>{t(`theme.${current}`)}</span>}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuRadioGroup value={current} onValueChange={setTheme}>
          {THEMES.map((choice) => {
            const ItemIcon = ICONS[choice];
            return (
              <DropdownMenuRadioItem key={choice} value={choice}>
                <ItemIcon aria-hidden />
                {t(`theme.${choice}`)}
              </DropdownMenuRadioItem>
            );
          })}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
