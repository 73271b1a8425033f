import * as TabsPrimitive from 'radix-ui/tabs';
import type * as React from 'react';
import { cn } from '#/lib/cn.ts';

/* The space under the tab list and a trigger's side padding are props, not classes to override: cn() does
   not merge (decision 83). */
function Tabs({
  className,
  gap = 'default',
  ...props
}: React.ComponentProps<typeof TabsPrimitive.Root> & { gap?: 'default' | 'loose' }) {
  return (
    <TabsPrimitive.Root
      data-slot="tabs"
      className={cn('flex flex-col', gap === 'loose' ? 'gap-6' : 'gap-4', className)}
      {...props}
    />
  );
}

function TabsList({ className, ...props }: React.ComponentProps<typeof TabsPrimitive.List>) {
  return (
    <TabsPrimitive.List
      data-slot="tabs-list"
      className={cn(
        'inline-flex h-11 w-full items-center justify-center rounded-lg bg-muted p-1 text-muted-foreground',
        className,
      )}
      {...props}
    />
  );
}

/*
 * Radix focuses a trigger from script on mouse down (Safari would not focus a clicked button), and a
 * browser shows :focus-visible for a script's focus when nothing had focus before: a tab clicked with the
 * mouse got the keyboard's ring. So a pointer press marks the trigger (data-pointer-focus) until a key is
 * pressed on it or it loses focus, and the ring skips a marked trigger: keyboard focus keeps its ring.
 */
function markPointerFocus(event: React.PointerEvent<HTMLButtonElement>) {
  event.currentTarget.dataset.pointerFocus = '';
}

function clearPointerFocus(event: React.SyntheticEvent<HTMLButtonElement>) {
  delete event.currentTarget.dataset.pointerFocus;
}

function TabsTrigger({
  className,
  inset = 'default',
  onPointerDown,
  onKeyDown,
  onBlur,
  ...props
}: React.ComponentProps<typeof TabsPrimitive.Trigger> & { inset?: 'default' | 'compact' }) {
  return (
    <TabsPrimitive.Trigger
      data-slot="tabs-trigger"
      className={cn(
        'inline-flex h-full flex-1 cursor-pointer items-center justify-center gap-1.5 whitespace-nowrap rounded-md font-medium text-sm outline-none transition-[color,background-color,box-shadow] hover:text-foreground focus-visible:not-data-[pointer-focus]:ring-[3px] focus-visible:not-data-[pointer-focus]:ring-ring disabled:pointer-events-none disabled:opacity-50 data-[state=active]:bg-background data-[state=active]:text-foreground data-[state=active]:shadow-sm dark:data-[state=active]:bg-input/40',
        // Compact: five tabs fit a 390 px phone.
        inset === 'compact' ? 'px-1.5 sm:px-3' : 'px-3',
        className,
      )}
      onPointerDown={(event) => {
        markPointerFocus(event);
        onPointerDown?.(event);
      }}
      onKeyDown={(event) => {
        clearPointerFocus(event);
        onKeyDown?.(event);
      }}
      onBlur={(event) => {
        clearPointerFocus(event);
        onBlur?.(event);
      }}
      {...props}
    />
  );
}

function TabsContent({ className, ...props }: React.ComponentProps<typeof TabsPrimitive.Content>) {
  return (
    <TabsPrimitive.Content
      data-slot="tabs-content"
      className={cn('flex-1 outline-none', className)}
      {...props}
    />
  );
}

export { Tabs, TabsContent, TabsList, TabsTrigger };
