import type { LucideIcon } from 'lucide-react';
import type * as React from 'react';
import { useId } from 'react';
import { Skeleton } from '#/components/ui/skeleton.tsx';

/** How many cards a row holds on wide screens (two on phones and tablets). */
type StatColumns = 3 | 4 | 5;

const gridClasses: Record<StatColumns, string> = {
  3: 'grid grid-cols-2 gap-3 md:gap-4 lg:grid-cols-3',
  4: 'grid grid-cols-2 gap-3 md:gap-4 lg:grid-cols-4',
  5: 'grid grid-cols-2 gap-3 md:gap-4 lg:grid-cols-5',
};

/** One number of a stats list (a `dl`): its name with an icon, the value, and a line saying what it counts. */
export function StatCard({
  icon: Icon,
  label,
  value,
  hint,
}: {
  icon: LucideIcon;
  label: string;
  value: string;
  hint: string;
}) {
  return (
    <div className="flex min-w-0 flex-col gap-1 rounded-xl border bg-card p-4 text-card-foreground shadow-sm md:p-5">
      <dt className="flex items-center gap-2 font-medium text-muted-foreground text-sm">
        <Icon aria-hidden className="size-4 shrink-0 text-primary" />
        {label}
      </dt>
      <dd className="font-bold text-2xl tabular-nums md:text-3xl">{value}</dd>
      <dd className="text-muted-foreground text-xs">{hint}</dd>
    </div>
  );
}

/** The `dl` that lays out stat cards, for a section that brings its own heading. */
export function StatList({ columns, children }: { columns: StatColumns; children: React.ReactNode }) {
  return <dl className={gridClasses[columns]}>{children}</dl>;
}

/** A named group of stat cards: a section with a heading for screen readers, and the numbers as a `dl`. */
export function StatGrid({
  label,
  columns,
  children,
}: {
  label: string;
  columns: StatColumns;
  children: React.ReactNode;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="sr-only">
        {label}
      </h2>
      <StatList columns={columns}>{children}</StatList>
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
