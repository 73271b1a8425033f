import Monitor from 'lucide-react/icons/monitor';
import Moon from 'lucide-react/icons/moon';
import Sun from 'lucide-react/icons/sun';
import { useTheme } from 'next-themes';
import { useTranslation } from 'react-i18next';
import { LazyPopup } from '#/components/lazy-popup.tsx';
import type { RadioMenuProps } from '#/components/radio-menu.tsx';
import { Button } from '#/components/ui/button.tsx';
import { withoutTransitions } from '#/lib/without-transitions.ts';

export const THEMES = ['light', 'dark', 'system'] as const;
type ThemeChoice = (typeof THEMES)[number];
export const THEME_ICONS = { light: Sun, dark: Moon, system: Monitor } satisfies Record<ThemeChoice, unknown>;

const isThemeChoice = (value: string | undefined): value is ThemeChoice =>
  THEMES.some((theme) => theme === value);

/** The chosen theme (System until one is chosen), and the way to choose another without a flash of transitions. */
export function useThemeChoice() {
  const { theme, setTheme } = useTheme();
  const current: ThemeChoice = isThemeChoice(theme) ? theme : 'system';
  return { current, choose: (choice: string) => withoutTransitions(() => setTheme(choice)) };
}

const loadRadioMenu = () => import('#/components/radio-menu.tsx').then((module) => module.RadioMenu);

/**
 * Light / Dark / System, in the footer (where anonymous visitors find it), naming the current choice;
 * signed-in people also find it in the account menu. The menu loads when first wanted (LazyPopup).
 */
export function ThemeMenu({ withLabel = false }: { withLabel?: boolean }) {
  const { t } = useTranslation();
  const { current, choose } = useThemeChoice();
  const Icon = THEME_ICONS[current];

  return (
    <LazyPopup<RadioMenuProps>
      load={loadRadioMenu}
      trigger={
        <Button
          variant={withLabel ? 'outline' : 'ghost'}
          size={withLabel ? 'sm' : 'icon'}
          aria-label={`${t('theme.label')}: ${t(`theme.${current}`)}`}
        >
          <Icon aria-hidden />
          {withLabel && <span>{t(`theme.${current}`)}</span>}
        </Button>
      }
      items={THEMES.map((choice) => ({
        value: choice,
        label: t(`theme.${choice}`),
        icon: THEME_ICONS[choice],
      }))}
      value={current}
      onValueChange={choose}
    />
  );
}
