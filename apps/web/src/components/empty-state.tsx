import type { LucideIcon } from 'lucide-react';
import type * as React from 'react';

/** An empty or refused list: what happened, and the next step as its children (DESIGN: every empty state). */
export function EmptyState({
  icon: Icon,
  title,
  body,
  children,
}: {
  icon: LucideIcon;
  title: string;
  body: string;
  children?: React.ReactNode;
}) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed px-6 py-12 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-primary-soft text-primary">
        <Icon aria-hidden className="size-6" />
      </span>
      <h2 className="font-semibold text-lg">{title}</h2>
      <p className="max-w-sm text-muted-foreground">{body}</p>
      {children}
    </div>
  );
}
