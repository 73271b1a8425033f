import type * as React from 'react';
import { ResponsiveContainer } from 'recharts';
import { cn } from '#/lib/cn.ts';

/**
 * A chart as one image with a summary for screen readers (the numbers themselves are in the tables and
 * lists beside it), sized by its container so it never widens the page on a phone. `className` sets its
 * height (h-64 when not given); it replaces the default rather than adding to it, as cn() does not merge
 * (decision 83).
 */
export function ChartFrame({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: React.ReactElement;
}) {
  return (
    <div role="img" aria-label={label} className={cn('w-full min-w-0 overflow-hidden', className ?? 'h-64')}>
      <ResponsiveContainer width="100%" height="100%">
        {children}
      </ResponsiveContainer>
    </div>
  );
}

/** Chart colours from the design tokens, so the charts follow the light and dark themes. */
export const CHART_COLORS = {
  primary: 'var(--primary)',
  link: 'var(--link)',
  muted: 'var(--muted-foreground)',
  grid: 'var(--border)',
  text: 'var(--muted-foreground)',
} as const;

/** The tooltip in the app's card style. */
export const tooltipStyle: React.CSSProperties = {
  background: 'var(--popover)',
  color: 'var(--popover-foreground)',
  border: '1px solid var(--border)',
  borderRadius: 8,
  fontSize: 13,
};
