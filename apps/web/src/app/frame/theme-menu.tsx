import Monitor from 'lucide-react/icons/monitor';
import Moon from 'lucide-react/icons/moon';
import Sun from 'lucide-react/icons/sun';
import { useTheme } from 'next-themes';
import { useTranslation } from 'react-i18next';
import { LazyPopup } from '#/components/lazy-popup.tsx';
import type { RadioMenuProps } from '#/components/radio-menu.tsx';
import { Button } from '#/components/ui/button.tsx';
import { withoutTransitions } from '#/lib/without-transitions.ts';

const THEMES = ['light', 'dark', 'system'] as const;
type ThemeChoice = (typeof THEMES)[number];
const ICONS = { light: Sun, dark: Moon, system: Monitor } satisfies Record<ThemeChoice, unknown>;

const isThemeChoice = (value: string | undefined): value is ThemeChoice =>
  THEMES.some((theme) => theme === value);

const loadRadioMenu = () => import('#/components/radio-menu.tsx').then((module) => module.RadioMenu);

/**
 * Light / Dark / System. In the header it is an icon button; in the footer (where anonymous visitors
 * find it) it also names the current choice. The menu loads when first wanted (LazyPopup).
 */
export function ThemeMenu({ withLabel = false }: { withLabel?: boolean }) {
  const { t } = useTranslation();
  const { theme, setTheme } = useTheme();
  const current: ThemeChoice = isThemeChoice(theme) ? theme : 'system';
  const Icon = ICONS[current];

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
      items={THEMES.map((choice) => ({ value: choice, label: t(`theme.${choice}`), icon: ICONS[choice] }))}
      value={current}
      onValueChange={(choice) => withoutTransitions(() => setTheme(choice))}
    />
  );
}
