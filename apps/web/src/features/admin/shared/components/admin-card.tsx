import type * as React from 'react';

/*
 * The surfaces an admin list's items stand on, whole strings rather than classes to merge (cn() does not
 * merge, decision 83): a person's card in the users' grid (lifts under the pointer), a host's or an
 * application's card (roomier from md), an activity's row (a card on a phone, a row from lg). Each shape's
 * skeleton stands on the same surface, without the text colour and the lift.
 */
const SURFACE = 'rounded-xl border bg-card';
const SHAPES = {
  person: {
    card: `flex h-full flex-col gap-4 ${SURFACE} p-4 text-card-foreground shadow-sm transition-shadow hover:shadow-md`,
    skeleton: `flex flex-col gap-4 ${SURFACE} p-4 shadow-sm`,
  },
  card: {
    card: `flex h-full flex-col gap-4 ${SURFACE} p-4 text-card-foreground shadow-sm md:p-5`,
    skeleton: `flex flex-col gap-4 ${SURFACE} p-4 shadow-sm md:p-5`,
  },
  row: {
    card: `flex flex-col overflow-hidden ${SURFACE} text-card-foreground shadow-sm lg:flex-row`,
    skeleton: `flex flex-col ${SURFACE} shadow-sm lg:flex-row`,
  },
} as const;

type AdminCardShape = keyof typeof SHAPES;

/**
 * One item of an admin list (a person, a host, an application, an activity): an article named by its
 * heading (`labelledBy`, the heading's id), on the shape's surface.
 */
export function AdminCard({
  shape,
  labelledBy,
  children,
}: {
  shape: AdminCardShape;
  labelledBy: string;
  children: React.ReactNode;
}) {
  return (
    <article aria-labelledby={labelledBy} className={SHAPES[shape].card}>
      {children}
    </article>
  );
}

/** The shape of an item still loading, hidden from assistive technology (the list says it is loading). */
export function AdminCardSkeleton({ shape, children }: { shape: AdminCardShape; children: React.ReactNode }) {
  return (
    <div aria-hidden className={SHAPES[shape].skeleton}>
      {children}
    </div>
  );
}
