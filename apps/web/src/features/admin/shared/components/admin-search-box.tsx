import SearchIcon from 'lucide-react/icons/search';
import { useEffect, useId, useState } from 'react';
import { Input } from '#/components/ui/input.tsx';
import { Label } from '#/components/ui/label.tsx';

/** Wait for a pause in typing before the search reaches the URL (and the server). */
export const ADMIN_SEARCH_DEBOUNCE_MS = 300;

/** A labelled search field whose settled text goes to `onSearch`; `value` (the URL's) wins when it changes. */
export function AdminSearchBox({
  label,
  placeholder,
  value,
  onSearch,
}: {
  label: string;
  placeholder: string;
  value: string;
  onSearch: (q: string) => void;
}) {
  const id = useId();
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  useEffect(() => {
    if (text.trim() === value) return;
    const timer = window.setTimeout(() => onSearch(text.trim()), ADMIN_SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text, value, onSearch]);
  return (
    <div className="flex flex-col gap-2 sm:max-w-md">
      <Label htmlFor={id}>{label}</Label>
      <div className="relative">
        <SearchIcon
          aria-hidden
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        />
        <Input
          id={id}
          type="search"
          placeholder={placeholder}
          maxLength={200}
          value={text}
          onChange={(event) => setText(event.target.value)}
          fieldSize="md"
          className="pl-9"
        />
      </div>
    </div>
  );
}
