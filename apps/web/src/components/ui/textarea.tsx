import type * as React from 'react';
import { cn } from '#/lib/cn.ts';

/** The least height before it grows with its content; a prop, as cn() does not merge (decision 83). */
const MIN_HEIGHTS = { default: 'min-h-16', md: 'min-h-24', lg: 'min-h-36' } as const;

function Textarea({
  className,
  fieldSize = 'default',
  ...props
}: React.ComponentProps<'textarea'> & { fieldSize?: keyof typeof MIN_HEIGHTS }) {
  return (
    <textarea
      data-slot="textarea"
      className={cn(
        'field-sizing-content flex w-full rounded-md border border-input bg-transparent px-3 py-2 text-base shadow-xs outline-none transition-[color,box-shadow] selection:bg-selection selection:text-selection-foreground placeholder:text-muted-foreground disabled:cursor-not-allowed disabled:opacity-50 md:text-sm dark:bg-input/30',
        'focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring',
        'aria-invalid:border-destructive aria-invalid:ring-destructive/20 dark:aria-invalid:ring-destructive/40',
        MIN_HEIGHTS[fieldSize],
        className,
      )}
      {...props}
    />
  );
}

export { Textarea };
