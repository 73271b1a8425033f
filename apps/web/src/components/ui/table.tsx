import { cva, type VariantProps } from 'class-variance-authority';
import type * as React from 'react';
import { cn } from '#/lib/cn.ts';

/*
 * shadcn/ui's table: a scrolling container so a wide table never widens the page on a phone. What pages
 * change about a table (its text size, a header cell's alignment) is a prop, not a class to override: cn()
 * does not merge (decision 83).
 */
function Table({
  className,
  size = 'default',
  ...props
}: React.ComponentProps<'table'> & { size?: 'default' | 'compact' }) {
  return (
    <div data-slot="table-container" className="relative w-full overflow-x-auto">
      <table
        data-slot="table"
        className={cn(
          'w-full caption-bottom',
          size === 'compact' ? 'text-xs sm:text-sm' : 'text-sm',
          className,
        )}
        {...props}
      />
    </div>
  );
}

function TableHeader({ className, ...props }: React.ComponentProps<'thead'>) {
  return <thead data-slot="table-header" className={cn('[&_tr]:border-b', className)} {...props} />;
}

function TableBody({ className, ...props }: React.ComponentProps<'tbody'>) {
  return <tbody data-slot="table-body" className={cn('[&_tr:last-child]:border-0', className)} {...props} />;
}

function TableFooter({ className, ...props }: React.ComponentProps<'tfoot'>) {
  return (
    <tfoot
      data-slot="table-footer"
      className={cn('border-t bg-muted/50 font-medium [&>tr]:last:border-b-0', className)}
      {...props}
    />
  );
}

function TableRow({ className, ...props }: React.ComponentProps<'tr'>) {
  return (
    <tr
      data-slot="table-row"
      className={cn('border-b transition-colors hover:bg-muted/50 data-[state=selected]:bg-muted', className)}
      {...props}
    />
  );
}

const tableHeadVariants = cva('h-10 align-middle text-foreground [&:has([role=checkbox])]:pr-0', {
  variants: {
    align: { left: 'text-left', right: 'text-right' },
    /** A long header may wrap instead of widening its column. */
    wrap: { false: 'whitespace-nowrap', true: 'whitespace-normal' },
    /** A row's header reads as plain text. */
    weight: { medium: 'font-medium', normal: 'font-normal' },
    /** Tighter on a phone, for a table that should fit 390 px without scrolling. */
    inset: { default: 'px-2', compact: 'px-1 sm:px-2' },
  },
  defaultVariants: { align: 'left', wrap: false, weight: 'medium', inset: 'default' },
});

function TableHead({
  className,
  align,
  wrap,
  weight,
  inset,
  ...props
}: React.ComponentProps<'th'> & VariantProps<typeof tableHeadVariants>) {
  return (
    <th
      data-slot="table-head"
      className={cn(tableHeadVariants({ align, wrap, weight, inset }), className)}
      {...props}
    />
  );
}

function TableCell({ className, ...props }: React.ComponentProps<'td'>) {
  return (
    <td
      data-slot="table-cell"
      className={cn('whitespace-nowrap p-2 align-middle [&:has([role=checkbox])]:pr-0', className)}
      {...props}
    />
  );
}

function TableCaption({ className, ...props }: React.ComponentProps<'caption'>) {
  return (
    <caption
      data-slot="table-caption"
      className={cn('mt-4 text-muted-foreground text-sm', className)}
      {...props}
    />
  );
}

export { Table, TableBody, TableCaption, TableCell, TableFooter, TableHead, TableHeader, TableRow };
