import type { LucideIcon } from 'lucide-react';
import type * as React from 'react';
import { cn } from '#/lib/cn.ts';

/**
 * Facts about one thing (when, where, spots; a person's details) as a description list. Each Fact is a
 * div holding exactly one dt and one dd, the grouping HTML allows inside a dl; the icon sits in the dt so
 * nothing else stands between them. A className replaces the list's layout (a grid, another gap), it does not
 * add to it: cn() does not merge (decision 83).
 */
export function FactList({ className, children }: { className?: string; children: React.ReactNode }) {
  return <dl className={cn('text-sm', className ?? 'flex flex-col gap-4')}>{children}</dl>;
}

/**
 * One fact: its label above the value, with an icon beside both when given. `hideLabel` makes a compact
 * row (icon and value; the label is read by screen readers only), for cards that show many at a glance.
 */
export function Fact({
  label,
  icon: Icon,
  hideLabel = false,
  className,
  children,
}: {
  label: string;
  icon?: LucideIcon;
  hideLabel?: boolean;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <div
      className={cn(
        'relative flex min-w-0 flex-col',
        !hideLabel && 'gap-0.5',
        Icon && (hideLabel ? 'pl-6' : 'pl-8'),
        className,
      )}
    >
      <dt
        className={
          hideLabel ? undefined : 'font-medium text-muted-foreground text-xs uppercase tracking-wide'
        }
      >
        {Icon && (
          <Icon
            aria-hidden
            className={cn(
              'absolute top-0.5 left-0 shrink-0',
              hideLabel ? 'size-4' : 'size-5 text-muted-foreground',
            )}
          />
        )}
        <span className={hideLabel ? 'sr-only' : undefined}>{label}</span>
      </dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </div>
  );
}
