import X from 'lucide-react/icons/x';

/** Removable chips (languages, tags); a chip whose removal is refused shows no remove button. */
export function ChipList({
  items,
  label = (item) => item,
  removeLabel,
  onRemove,
  canRemove = () => true,
}: {
  items: readonly string[];
  /** What a chip says, when it is not the item itself. */
  label?: (item: string) => string;
  removeLabel: (item: string) => string;
  onRemove: (item: string) => void;
  canRemove?: (item: string) => boolean;
}) {
  if (items.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-2">
      {items.map((item) => (
        <li
          key={item}
          className="inline-flex min-h-9 items-center gap-1 rounded-full bg-secondary py-1 pr-1 pl-3 text-secondary-foreground text-sm"
        >
          {label(item)}
          {canRemove(item) ? (
            <button
              type="button"
              aria-label={removeLabel(item)}
              onClick={() => onRemove(item)}
              className="inline-flex size-8 cursor-pointer items-center justify-center rounded-full hover:bg-foreground/10 focus-visible:ring-[3px] focus-visible:ring-ring"
            >
              <X aria-hidden className="size-3.5" />
            </button>
          ) : (
            <span className="pr-2" />
          )}
        </li>
      ))}
    </ul>
  );
}

/** `list` with `item` added, trimmed; unchanged when it is blank or already there (whatever the case). */
export function withItem(list: readonly string[], item: string): string[] {
  const value = item.trim();
  if (!value || list.some((existing) => existing.toLocaleLowerCase() === value.toLocaleLowerCase())) {
    return [...list];
  }
  return [...list, value];
}
