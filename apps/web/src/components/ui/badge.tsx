import { cva, type VariantProps } from 'class-variance-authority';
import * as Slot from 'radix-ui/slot';
import type * as React from 'react';
import { cn } from '#/lib/cn.ts';

/* What pages change about a badge is a variant, not a class to override: cn() does not merge (decision 83). */
const badgeVariants = cva(
  'inline-flex w-fit shrink-0 items-center justify-center gap-1 overflow-hidden whitespace-nowrap rounded-md border px-2 py-0.5 font-semibold transition-[color,box-shadow] focus-visible:ring-[3px] focus-visible:ring-ring [&>svg]:pointer-events-none [&>svg]:size-3',
  {
    variants: {
      variant: {
        default: 'border-transparent bg-primary text-primary-foreground [a&]:hover:bg-primary-hover',
        secondary: 'border-transparent bg-secondary text-secondary-foreground [a&]:hover:bg-secondary/90',
        accent: 'border-transparent bg-accent text-accent-foreground',
        destructive:
          'border-transparent bg-destructive text-destructive-foreground [a&]:hover:bg-destructive/90',
        outline: 'text-foreground [a&]:hover:bg-accent [a&]:hover:text-accent-foreground',
        /** The outline's shape with no colours of its own: the caller's className gives them (a status, a level). */
        plain: '',
      },
      size: {
        default: 'text-xs',
        md: 'text-sm',
      },
    },
    defaultVariants: { variant: 'default', size: 'default' },
  },
);

function Badge({
  className,
  variant,
  size,
  asChild = false,
  ...props
}: React.ComponentProps<'span'> & VariantProps<typeof badgeVariants> & { asChild?: boolean }) {
  const Comp = asChild ? Slot.Root : 'span';
  return <Comp data-slot="badge" className={cn(badgeVariants({ variant, size }), className)} {...props} />;
}

export { Badge, badgeVariants };
