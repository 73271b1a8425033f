import type * as React from 'react';
import { cn } from '#/lib/cn.ts';

/*
 * What pages change about a field is a prop, not a class to override: cn() does not merge (decision 83).
 * The heights are shared with NativeSelect so a row of fields lines up.
 */
export const FIELD_HEIGHTS = { default: 'h-10', md: 'h-11', lg: 'h-12' } as const;
export type FieldSize = keyof typeof FIELD_HEIGHTS;

const INPUT_TEXT = {
  default: 'text-base md:text-sm',
  /** Something to copy exactly, such as a URL. */
  code: 'font-mono text-xs',
} as const;

function Input({
  className,
  type,
  fieldSize = 'default',
  text = 'default',
  ...props
}: React.ComponentProps<'input'> & { fieldSize?: FieldSize; text?: keyof typeof INPUT_TEXT }) {
  return (
    <input
      type={type}
      data-slot="input"
      className={cn(
        'flex w-full min-w-0 rounded-md border border-input bg-transparent px-3 py-1 shadow-xs outline-none transition-[color,box-shadow] selection:bg-selection selection:text-selection-foreground file:inline-flex file:h-7 file:border-0 file:bg-transparent file:font-medium file:text-foreground file:text-sm placeholder:text-muted-foreground disabled:pointer-events-none disabled:cursor-not-allowed disabled:opacity-50 dark:bg-input/30',
        FIELD_HEIGHTS[fieldSize],
        INPUT_TEXT[text],
        'focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring',
        'aria-invalid:border-destructive aria-invalid:ring-destructive/20 dark:aria-invalid:ring-destructive/40',
        className,
      )}
      {...props}
    />
  );
}

export { Input };
