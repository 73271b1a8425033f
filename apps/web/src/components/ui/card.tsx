import { cva, type VariantProps } from 'class-variance-authority';
import type * as React from 'react';
import { cn } from '#/lib/cn.ts';

/* What pages change about a card (its surface, spacing, insets) is a variant, not a class to override: cn()
   does not merge (decision 83). */
const cardVariants = cva('flex flex-col rounded-xl border text-card-foreground', {
  variants: {
    tone: {
      default: 'bg-card shadow-sm',
      flat: 'bg-card',
      /** A call to action set in the brand's soft colour. */
      soft: 'border-none bg-primary-soft',
      /** Something for the user to do, tinted. */
      highlight: 'border-primary/30 bg-primary-soft/40 shadow-sm',
      attention: 'border-primary/40 bg-primary-soft/30 shadow-sm',
    },
    size: {
      default: 'gap-6 py-6',
      roomy: 'gap-6 py-8',
      snug: 'gap-3 py-6',
      compact: 'gap-2 py-5',
    },
  },
  defaultVariants: { tone: 'default', size: 'default' },
});

/** A card's side padding, the same for its header, content and footer. */
const cardInset = cva('', {
  variants: {
    inset: { default: 'px-6', compact: 'px-5', 'phone-sm': 'px-4 sm:px-6', 'phone-xs': 'px-3 sm:px-6' },
  },
  defaultVariants: { inset: 'default' },
});
type CardInset = VariantProps<typeof cardInset>;

function Card({
  className,
  tone,
  size,
  ...props
}: React.ComponentProps<'div'> & VariantProps<typeof cardVariants>) {
  return <div data-slot="card" className={cn(cardVariants({ tone, size }), className)} {...props} />;
}

function CardHeader({
  className,
  inset,
  gap = 'default',
  ...props
}: React.ComponentProps<'div'> & CardInset & { gap?: 'default' | 'loose' }) {
  return (
    <div
      data-slot="card-header"
      className={cn(
        '@container/card-header grid auto-rows-min grid-rows-[auto_auto] items-start has-data-[slot=card-action]:grid-cols-[1fr_auto] [.border-b]:pb-6',
        gap === 'loose' ? 'gap-3' : 'gap-1.5',
        cardInset({ inset }),
        className,
      )}
      {...props}
    />
  );
}

function CardTitle({
  className,
  size = 'default',
  ...props
}: React.ComponentProps<'div'> & { size?: 'default' | 'lg' }) {
  return (
    <div
      data-slot="card-title"
      // text-lg brings its own line height.
      className={cn('font-semibold', size === 'lg' ? 'text-lg' : 'leading-none', className)}
      {...props}
    />
  );
}

function CardDescription({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div data-slot="card-description" className={cn('text-muted-foreground text-sm', className)} {...props} />
  );
}

function CardAction({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div
      data-slot="card-action"
      className={cn('col-start-2 row-span-2 row-start-1 self-start justify-self-end', className)}
      {...props}
    />
  );
}

function CardContent({ className, inset, ...props }: React.ComponentProps<'div'> & CardInset) {
  return <div data-slot="card-content" className={cn(cardInset({ inset }), className)} {...props} />;
}

function CardFooter({
  className,
  align = 'center',
  ...props
}: React.ComponentProps<'div'> & { align?: 'center' | 'start' }) {
  return (
    <div
      data-slot="card-footer"
      className={cn(
        'flex px-6 [.border-t]:pt-6',
        align === 'start' ? 'items-start' : 'items-center',
        className,
      )}
      {...props}
    />
  );
}

export { Card, CardAction, CardContent, CardDescription, CardFooter, CardHeader, CardTitle };
