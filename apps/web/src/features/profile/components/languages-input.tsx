import Plus from 'lucide-react/icons/plus';
import X from 'lucide-react/icons/x';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#/components/ui/button.tsx';
import { Input } from '#/components/ui/input.tsx';

/**
 * Languages typed and added with Enter (or Add, for phones): trimmed, no duplicates whatever the case,
 * each removable.
 */
export function LanguagesInput({
  id,
  value,
  onChange,
  describedBy,
}: {
  id: string;
  value: string[];
  onChange: (languages: string[]) => void;
  describedBy?: string | undefined;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState('');

  const add = () => {
    const language = draft.trim();
    setDraft('');
    if (!language) return;
    if (value.some((existing) => existing.toLocaleLowerCase() === language.toLocaleLowerCase())) return;
    onChange([...value, language]);
  };

  return (
    <div className="flex flex-col gap-3">
      <div className="flex gap-2">
        <Input
          id={id}
          value={draft}
          placeholder={t('profile.edit.languagesPlaceholder')}
          aria-describedby={describedBy}
          enterKeyHint="done"
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            // Enter adds the language; it must not submit the dialog's form.
            event.preventDefault();
            add();
          }}
        />
        <Button variant="outline" onClick={add} disabled={!draft.trim()}>
          <Plus aria-hidden />
          {t('profile.edit.addLanguage')}
        </Button>
      </div>
      {value.length > 0 && (
        <ul className="flex flex-wrap gap-2">
          {value.map((language) => (
            <li
              key={language}
              className="inline-flex items-center gap-1 rounded-full bg-secondary py-1 pr-1 pl-3 text-secondary-foreground text-sm"
            >
              {language}
              <button
                type="button"
                aria-label={t('profile.edit.removeLanguage', { language })}
                onClick={() => onChange(value.filter((existing) => existing !== language))}
                className="inline-flex size-6 cursor-pointer items-center justify-center rounded-full hover:bg-foreground/10 focus-visible:ring-[3px] focus-visible:ring-ring"
              >
                <X aria-hidden className="size-3.5" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
