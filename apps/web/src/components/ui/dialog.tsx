import XIcon from 'lucide-react/icons/x';
import * as DialogPrimitive from 'radix-ui/dialog';
import type * as React from 'react';
import { cn } from '#/lib/cn.ts';

function Dialog(props: React.ComponentProps<typeof DialogPrimitive.Root>) {
  return <DialogPrimitive.Root data-slot="dialog" {...props} />;
}

function DialogTrigger(props: React.ComponentProps<typeof DialogPrimitive.Trigger>) {
  return <DialogPrimitive.Trigger data-slot="dialog-trigger" {...props} />;
}

function DialogClose(props: React.ComponentProps<typeof DialogPrimitive.Close>) {
  return <DialogPrimitive.Close data-slot="dialog-close" {...props} />;
}

function DialogOverlay({ className, ...props }: React.ComponentProps<typeof DialogPrimitive.Overlay>) {
  return (
    <DialogPrimitive.Overlay
      data-slot="dialog-overlay"
      className={cn('fixed inset-0 z-50 bg-black/50 data-[state=open]:animate-fade-in', className)}
      {...props}
    />
  );
}

/**
 * A centred dialog that scrolls inside itself when its content is taller than the screen. `closeLabel`
 * names the corner close button for screen readers (the caller passes the translated word). `size="wide"`
 * is for a dialog with tabs and tables; a prop, not a class to override, as cn() does not merge (decision 83).
 */
function DialogContent({
  className,
  children,
  closeLabel,
  size = 'default',
  ...props
}: React.ComponentProps<typeof DialogPrimitive.Content> & { closeLabel: string; size?: 'default' | 'wide' }) {
  return (
    <DialogPrimitive.Portal>
      <DialogOverlay />
      <DialogPrimitive.Content
        data-slot="dialog-content"
        className={cn(
          'fixed top-1/2 left-1/2 z-50 grid max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl border bg-background shadow-lg outline-none data-[state=open]:animate-pop-in',
          size === 'wide' ? 'max-w-2xl gap-5 p-4 sm:p-6' : 'max-w-lg gap-4 p-6',
          className,
        )}
        {...props}
      >
        {children}
        {/* 44 px on a phone (a finger's reach), in the same corner. */}
        <DialogPrimitive.Close
          aria-label={closeLabel}
          className="absolute top-4 right-4 inline-flex size-8 items-center justify-center rounded-md text-muted-foreground transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring max-md:top-2 max-md:right-2 max-md:size-11"
        >
          <XIcon aria-hidden className="size-4" />
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

/** A title over its description, or `inline`: beside a picture (an avatar). */
function DialogHeader({
  className,
  inline = false,
  ...props
}: React.ComponentProps<'div'> & { inline?: boolean }) {
  return (
    <div
      data-slot="dialog-header"
      className={cn(
        'flex pr-8 text-left max-md:pr-10',
        inline ? 'flex-row items-center gap-3' : 'flex-col gap-2',
        className,
      )}
      {...props}
    />
  );
}

function DialogFooter({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div
      data-slot="dialog-footer"
      className={cn('flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)}
      {...props}
    />
  );
}

function DialogTitle({ className, ...props }: React.ComponentProps<typeof DialogPrimitive.Title>) {
  return (
    <DialogPrimitive.Title
      data-slot="dialog-title"
      className={cn('font-semibold text-xl leading-tight tracking-tight', className)}
      {...props}
    />
  );
}

function DialogDescription({
  className,
  ...props
}: React.ComponentProps<typeof DialogPrimitive.Description>) {
  return (
    <DialogPrimitive.Description
      data-slot="dialog-description"
      className={cn('text-muted-foreground text-sm', className)}
      {...props}
    />
  );
}

export {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogOverlay,
  DialogTitle,
  DialogTrigger,
};
