import type { LucideIcon } from 'lucide-react';
import type * as React from 'react';
import { useId } from 'react';
import { Skeleton } from '#/components/ui/skeleton.tsx';
import { cn } from '#/lib/cn.ts';

/** How many cards a row holds on wide screens (two on phones and tablets). */
type StatColumns = 3 | 4 | 5;

const gridClasses: Record<StatColumns, string> = {
  3: 'grid grid-cols-2 gap-3 md:gap-4 lg:grid-cols-3',
  4: 'grid grid-cols-2 gap-3 md:gap-4 lg:grid-cols-4',
  5: 'grid grid-cols-2 gap-3 md:gap-4 lg:grid-cols-5',
};
/** Three compact cards across every width. */
const compactGrid = 'grid grid-cols-3 gap-2 sm:gap-4';

/**
 * One number of a stats list (a `dl`): its name with an icon, the value, and a line saying what it counts.
 * `compact` fits three across a phone (tighter, the hint from 640 px), for a page whose list must start on
 * the first screen.
 */
export function StatCard({
  icon: Icon,
  label,
  value,
  hint,
  compact = false,
}: {
  icon: LucideIcon;
  label: string;
  value: string;
  hint: string;
  compact?: boolean;
}) {
  return (
    <div
      className={cn(
        'flex min-w-0 flex-col gap-1 rounded-xl border bg-card text-card-foreground shadow-sm md:p-5',
        compact ? 'p-3 sm:p-4' : 'p-4',
      )}
    >
      <dt
        className={cn(
          'flex font-medium text-muted-foreground',
          compact
            ? 'items-start gap-1.5 text-xs leading-tight sm:items-center sm:gap-2 sm:text-sm'
            : 'items-center gap-2 text-sm',
        )}
      >
        <Icon aria-hidden className="size-4 shrink-0 text-primary" />
        {label}
      </dt>
      <dd className="font-bold text-2xl tabular-nums md:text-3xl">{value}</dd>
      <dd className={cn('text-muted-foreground text-xs', compact && 'hidden sm:block')}>{hint}</dd>
    </div>
  );
}

/** The `dl` that lays out stat cards, for a section that brings its own heading. */
export function StatList({
  columns,
  compact = false,
  children,
}: {
  columns: StatColumns;
  compact?: boolean;
  children: React.ReactNode;
}) {
  return <dl className={compact ? compactGrid : gridClasses[columns]}>{children}</dl>;
}

/** A named group of stat cards: a section with a heading for screen readers, and the numbers as a `dl`. */
export function StatGrid({
  label,
  columns,
  compact = false,
  children,
}: {
  label: string;
  columns: StatColumns;
  /** Three compact cards across a phone too (give each card `compact`). */
  compact?: boolean;
  children: React.ReactNode;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="sr-only">
        {label}
      </h2>
      <StatList columns={columns} compact={compact}>
        {children}
      </StatList>
    </section>
  );
}

/** Grey cards in the place of `count` stat cards while they load. */
export function StatGridSkeleton({ count, columns }: { count: number; columns: StatColumns }) {
  return (
    <div aria-hidden className={gridClasses[columns]}>
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders with nothing else to tell them apart
        <div key={i} className="flex flex-col gap-2 rounded-xl border bg-card p-4 shadow-sm md:p-5">
          <Skeleton className="h-4 w-24" />
          <Skeleton className="h-8 w-16" />
          <Skeleton className="h-3 w-28" />
        </div>
      ))}
    </div>
  );
}
