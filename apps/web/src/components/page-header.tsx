import type * as React from 'react';
import { DocumentTitle } from '#/components/document-title.tsx';
import { cn } from '#/lib/cn.ts';

/** Space around the header: a prop, not padding to override, as cn() does not merge (decision 83). */
const SPACING = {
  default: 'pt-8 pb-6 md:pt-12',
  /** What follows brings its own space above it. */
  flush: 'pt-8 md:pt-12',
  /** Under the admin's back link. */
  compact: 'pt-4 md:pt-6',
} as const;

/** A page's one h1, its subtitle and the tab title. */
export function PageHeader({
  title,
  subtitle,
  spacing = 'default',
  children,
  className,
}: {
  title: string;
  subtitle?: string;
  spacing?: keyof typeof SPACING;
  children?: React.ReactNode;
  className?: string;
}) {
  return (
    <div className={cn('flex flex-col gap-2', SPACING[spacing], className)}>
      <DocumentTitle title={title} />
      <h1 className="text-balance font-bold text-title tracking-tight md:text-display">{title}</h1>
      {subtitle && <p className="max-w-prose text-lg text-muted-foreground">{subtitle}</p>}
      {children}
    </div>
  );
}
