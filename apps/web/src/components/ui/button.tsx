import { cva, type VariantProps } from 'class-variance-authority';
import * as Slot from 'radix-ui/slot';
import type * as React from 'react';
import { cn } from '#/lib/cn.ts';

/* No tailwind-merge at runtime (decision 83): a caller's className adds classes, it cannot override one the
   variants set. What pages change (shape, width in a row, the hero's colours) is a variant here. */
const RING = 'focus-visible:ring-[3px] focus-visible:ring-ring';
/** A finger's reach on a phone: 44 x 44 px at the least (WCAG 2.5.5, Apple's and Google's guides). */
const REACH = 'max-md:min-h-11 max-md:min-w-11';
const OUTLINE_BOX = 'border border-input bg-background shadow-xs dark:bg-input/30 dark:hover:bg-input/50';

const buttonVariants = cva(
  "inline-flex cursor-pointer items-center justify-center whitespace-nowrap font-medium outline-none transition-[color,background-color,box-shadow] disabled:pointer-events-none disabled:opacity-50 aria-invalid:border-destructive aria-invalid:ring-destructive/20 [&_svg:not([class*='size-'])]:size-4 [&_svg]:pointer-events-none [&_svg]:shrink-0",
  {
    variants: {
      variant: {
        default: `bg-primary text-primary-foreground shadow-xs hover:bg-primary-hover ${RING}`,
        destructive: `bg-destructive text-destructive-foreground shadow-xs hover:bg-destructive/90 ${RING}`,
        outline: `${OUTLINE_BOX} hover:bg-accent hover:text-accent-foreground ${RING}`,
        secondary: `bg-secondary text-secondary-foreground shadow-xs hover:bg-secondary/80 ${RING}`,
        ghost: `hover:bg-accent hover:text-accent-foreground dark:hover:bg-accent/50 ${RING}`,
        link: `text-link underline-offset-4 hover:underline ${RING}`,
        /** Delete and reject actions that sit beside others and should not shout like `destructive`. */
        'ghost-destructive': `text-destructive hover:bg-destructive/10 hover:text-destructive dark:hover:bg-accent/50 ${RING}`,
        'outline-destructive': `border border-input bg-background text-destructive shadow-xs hover:bg-destructive/10 hover:text-destructive dark:bg-input/30 dark:hover:bg-input/50 ${RING}`,
        /** Over a photo: see-through enough to show it, solid enough to read. */
        overlay: `${OUTLINE_BOX.replace('bg-background shadow-xs', 'bg-background/85 shadow-sm backdrop-blur')} hover:bg-accent hover:text-accent-foreground ${RING}`,
        /** Lifted off an image preview it acts on. */
        floating: `bg-secondary text-secondary-foreground shadow hover:bg-secondary/80 ${RING}`,
        /*
         * On the landing page's terracotta hero, where the blue focus ring is lost (1.1:1): focus is a white
         * outline set apart from the button, 5.3:1 or more against every stop.
         */
        hero: 'bg-white text-[#9a3d26] shadow-xs hover:bg-white/90 focus-visible:outline-2 focus-visible:outline-white focus-visible:outline-offset-2 focus-visible:outline-solid',
        'hero-outline':
          'border border-white/70 bg-black/15 text-white shadow-xs hover:bg-black/25 hover:text-white dark:border-white/70 dark:bg-black/15 dark:hover:bg-black/25 focus-visible:outline-2 focus-visible:outline-white focus-visible:outline-offset-2 focus-visible:outline-solid',
      },
      /* Below 768 px every size is at least 44 px each way (REACH): a finger is not a pointer (issue 34; the
         e2e tap-targets check holds the key actions to it). */
      size: {
        default: `h-10 gap-2 px-4 py-2 text-sm has-[>svg]:px-3 ${REACH}`,
        sm: `h-8 gap-1.5 px-3 text-sm has-[>svg]:px-2.5 ${REACH}`,
        lg: 'h-12 gap-2 px-6 text-base has-[>svg]:px-4',
        /** The height of the tall form fields it stands beside. */
        field: 'h-12 gap-2 px-4 py-2 text-sm has-[>svg]:px-3',
        /** A removable tag. */
        chip: `h-9 gap-1.5 px-3 text-sm has-[>svg]:px-2.5 ${REACH}`,
        /** A link-styled button that lines up with the text around it. */
        inline: `h-10 gap-2 px-0 py-2 text-sm has-[>svg]:px-3 ${REACH}`,
        icon: `size-10 gap-2 text-sm ${REACH}`,
        /** An action of four across a phone's row: the icon above a short label, 48 px tall. */
        stacked: 'h-12 min-w-0 flex-col gap-0.5 px-1 text-xs',
        'icon-sm': `size-9 gap-2 text-sm ${REACH}`,
      },
      shape: {
        default: 'rounded-md',
        pill: 'rounded-full',
      },
      /** `fill` shares a row's width with its siblings; otherwise a button keeps its own width. */
      fill: {
        false: 'shrink-0',
        true: 'flex-1',
      },
    },
    defaultVariants: { variant: 'default', size: 'default', shape: 'default', fill: false },
  },
);

function Button({
  className,
  variant,
  size,
  shape,
  fill,
  asChild = false,
  type,
  ...props
}: React.ComponentProps<'button'> & VariantProps<typeof buttonVariants> & { asChild?: boolean }) {
  const Comp = asChild ? Slot.Root : 'button';
  return (
    <Comp
      data-slot="button"
      // A plain button never submits a form by accident; forms pass type="submit".
      type={asChild ? type : (type ?? 'button')}
      className={cn(buttonVariants({ variant, size, shape, fill }), className)}
      {...props}
    />
  );
}

export { Button, buttonVariants };
