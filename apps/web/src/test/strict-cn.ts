import { type ClassValue, clsx } from 'clsx';
import { twMerge } from 'tailwind-merge';

/**
 * The app's cn() for the tests: the same clsx join, but it throws when two of the classes set the same CSS
 * property (tailwind-merge would drop the earlier one). The app does not merge (decision 83), so such a pair
 * renders whichever utility the stylesheet happens to put last, not the one the caller meant.
 */
export function strictCn(...inputs: ClassValue[]): string {
  const joined = clsx(inputs);
  const kept = new Set(twMerge(joined).split(' '));
  const dropped = joined.split(/\s+/).filter((name) => name !== '' && !kept.has(name));
  if (dropped.length > 0) {
    throw new Error(
      `cn(): ${dropped.join(' ')} conflict with a later class in "${joined}". Make the override a prop or variant of the component instead of a second class for the same property (decision 83).`,
    );
  }
  return joined;
}
