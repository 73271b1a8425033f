import { cva, type VariantProps } from 'class-variance-authority';
import type * as React from 'react';
import { cn } from '#/lib/cn.ts';

// The corners are a prop, not a class to override: cn() does not merge (decision 83).
const skeletonVariants = cva('animate-pulse bg-muted', {
  variants: {
    rounded: {
      md: 'rounded-md',
      lg: 'rounded-lg',
      xl: 'rounded-xl',
      full: 'rounded-full',
      none: 'rounded-none',
    },
  },
  defaultVariants: { rounded: 'md' },
});

function Skeleton({
  className,
  rounded,
  ...props
}: React.ComponentProps<'div'> & VariantProps<typeof skeletonVariants>) {
  return <div data-slot="skeleton" className={cn(skeletonVariants({ rounded }), className)} {...props} />;
}

export { Skeleton };
