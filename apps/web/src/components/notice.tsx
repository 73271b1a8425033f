import type { LucideIcon } from 'lucide-react';
import type * as React from 'react';

/* Each tone's look, whole strings rather than classes to merge (cn() does not merge, decision 83). */
const TONES = {
  /** Something stands in the way of the usual next step (payouts not set up yet). */
  warning: {
    box: 'flex gap-3 rounded-lg border border-amber-500/40 bg-amber-50 p-4 text-amber-950 dark:bg-amber-950/40 dark:text-amber-100',
    icon: 'mt-0.5 size-5 shrink-0',
    text: 'flex flex-col gap-1',
    body: 'text-sm',
  },
  /** Good news with its next steps beside it ('Your activity is live'). */
  news: {
    box: 'mb-6 flex flex-col gap-3 rounded-xl border border-primary/30 bg-primary/5 p-4 sm:flex-row sm:items-center',
    icon: 'size-6 shrink-0 text-primary',
    text: 'flex flex-1 flex-col gap-0.5',
    body: 'text-muted-foreground text-sm',
  },
} as const;

/** A notice a page shows above or in place of what it usually offers: an icon, a title, a line, and its actions. */
export function Notice({
  tone,
  icon: Icon,
  title,
  body,
  actions,
}: {
  tone: keyof typeof TONES;
  icon: LucideIcon;
  title: string;
  body: string;
  actions?: React.ReactNode;
}) {
  const look = TONES[tone];
  return (
    <div role="status" className={look.box}>
      <Icon aria-hidden className={look.icon} />
      <div className={look.text}>
        <p className="font-semibold">{title}</p>
        <p className={look.body}>{body}</p>
      </div>
      {actions && <div className="flex gap-2">{actions}</div>}
    </div>
  );
}
