import List from 'lucide-react/icons/list';
import MapIcon from 'lucide-react/icons/map';
import { useTranslation } from 'react-i18next';
import { cn } from '#/lib/cn.ts';

export type ExploreView = 'list' | 'map';

const OPTION =
  'inline-flex h-9 cursor-pointer max-md:h-11 items-center gap-1.5 rounded-full px-3.5 font-medium text-sm outline-none transition-colors focus-visible:ring-[3px] focus-visible:ring-ring [&_svg]:size-4';

/** List or Map: two toggle buttons, the one showing pressed (aria-pressed). */
export function ViewToggle({ view, onChange }: { view: ExploreView; onChange: (view: ExploreView) => void }) {
  const { t } = useTranslation();
  const options = [
    { value: 'list', label: t('explore.viewList'), Icon: List },
    { value: 'map', label: t('explore.viewMap'), Icon: MapIcon },
  ] as const;
  return (
    <fieldset className="inline-flex shrink-0 rounded-full border bg-background p-0.5">
      <legend className="sr-only">{t('explore.view')}</legend>
      {options.map(({ value, label, Icon }) => (
        <button
          key={value}
          type="button"
          aria-pressed={view === value}
          onClick={() => onChange(value)}
          className={cn(
            OPTION,
            view === value ? 'bg-foreground text-background' : 'text-foreground hover:bg-accent',
          )}
        >
          <Icon aria-hidden />
          {label}
        </button>
      ))}
    </fieldset>
  );
}
