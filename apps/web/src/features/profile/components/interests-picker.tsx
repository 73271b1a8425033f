import { INTERESTS } from '@sortim/contracts/taxonomy';
import Check from 'lucide-react/icons/check';
import { useTranslation } from 'react-i18next';
import { cn } from '#/lib/cn.ts';

export type Interest = (typeof INTERESTS)[number];

export const isInterest = (value: string): value is Interest =>
  INTERESTS.some((interest) => interest === value);

/** The spec's fixed interests as toggle chips; each is chosen at most once. */
export function InterestsPicker({
  legend,
  error,
  value,
  onChange,
}: {
  legend: string;
  error?: string | undefined;
  value: readonly Interest[];
  onChange: (interests: Interest[]) => void;
}) {
  const { t } = useTranslation();
  const toggle = (interest: Interest) =>
    onChange(value.includes(interest) ? value.filter((chosen) => chosen !== interest) : [...value, interest]);

  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 font-medium text-sm leading-none">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {INTERESTS.map((interest) => {
          const chosen = value.includes(interest);
          return (
            <button
              key={interest}
              type="button"
              aria-pressed={chosen}
              onClick={() => toggle(interest)}
              className={cn(
                'inline-flex h-8 cursor-pointer items-center gap-1 rounded-full border px-3 font-medium text-sm transition-colors focus-visible:ring-[3px] focus-visible:ring-ring',
                chosen
                  ? 'border-primary bg-primary-soft text-primary'
                  : 'border-input text-muted-foreground hover:bg-accent hover:text-accent-foreground',
              )}
            >
              {chosen && <Check aria-hidden className="size-3.5" />}
              {t(`interests.${interest}`)}
            </button>
          );
        })}
      </div>
      {error && <p className="text-destructive text-sm">{error}</p>}
    </fieldset>
  );
}
