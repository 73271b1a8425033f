import type * as React from 'react';
import { DocumentTitle } from '#/components/document-title.tsx';
import { cn } from '#/lib/cn.ts';

/** A page's one h1, its subtitle and the tab title. */
export function PageHeader({
  title,
  subtitle,
  children,
  className,
}: {
  title: string;
  subtitle?: string;
  children?: React.ReactNode;
  className?: string;
}) {
  return (
    <div className={cn('flex flex-col gap-2 pt-8 pb-6 md:pt-12', className)}>
      <DocumentTitle title={title} />
      <h1 className="text-balance font-bold text-title tracking-tight md:text-display">{title}</h1>
      {subtitle && <p className="max-w-prose text-lg text-muted-foreground">{subtitle}</p>}
      {children}
    </div>
  );
}
