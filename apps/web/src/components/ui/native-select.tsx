import ChevronDownIcon from 'lucide-react/icons/chevron-down';
import type * as React from 'react';
import { FIELD_HEIGHTS, type FieldSize } from '#/components/ui/input.tsx';
import { cn } from '#/lib/cn.ts';

/**
 * The browser's own select, styled like Input: the phone's native picker is the best one on a phone,
 * and it works with every keyboard and screen reader without help.
 */
function NativeSelect({
  className,
  fieldSize = 'default',
  ...props
}: React.ComponentProps<'select'> & { fieldSize?: FieldSize }) {
  return (
    <div className="relative">
      <select
        data-slot="native-select"
        className={cn(
          'flex w-full min-w-0 cursor-pointer appearance-none rounded-md border border-input bg-transparent py-1 pr-9 pl-3 text-base shadow-xs outline-none transition-[color,box-shadow] disabled:cursor-not-allowed disabled:opacity-50 md:text-sm dark:bg-input/30 [&>option]:bg-popover [&>option]:text-popover-foreground',
          FIELD_HEIGHTS[fieldSize],
          'focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring',
          'aria-invalid:border-destructive aria-invalid:ring-destructive/20 dark:aria-invalid:ring-destructive/40',
          className,
        )}
        {...props}
      />
      <ChevronDownIcon
        aria-hidden
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted-foreground"
      />
    </div>
  );
}

export { NativeSelect };
