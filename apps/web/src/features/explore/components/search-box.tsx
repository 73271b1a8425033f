import SearchIcon from 'lucide-react/icons/search';
import * as React from 'react';
import { useTranslation } from 'react-i18next';
import { Input } from '#/components/ui/input.tsx';

/** Wait for a pause in typing before the search reaches the URL (and the API). */
export const SEARCH_DEBOUNCE_MS = 300;

export function SearchBox({ value, onSearch }: { value: string; onSearch: (q: string) => void }) {
  const { t } = useTranslation();
  const [text, setText] = React.useState(value);
  // The URL wins when it changes from elsewhere (a removed chip, Clear All, the back button).
  React.useEffect(() => setText(value), [value]);
  React.useEffect(() => {
    if (text.trim() === value.trim()) return;
    const timer = window.setTimeout(() => onSearch(text), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text, value, onSearch]);
  return (
    <div className="relative">
      <SearchIcon
        aria-hidden
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
      />
      <Input
        type="search"
        aria-label={t('explore.searchLabel')}
        placeholder={t('explore.searchPlaceholder')}
        maxLength={100}
        value={text}
        onChange={(event) => setText(event.target.value)}
        fieldSize="md"
        className="pl-9"
      />
    </div>
  );
}
