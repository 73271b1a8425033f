import type * as React from 'react';

/**
 * The form's buttons: on phones a bar stuck to the bottom of the screen, always in reach of a thumb (the
 * frame's bottom navigation steps aside on the editor's pages, so header and bar together stay under 15 %
 * of the screen); in the flow on wider screens.
 */
export function FormActions({ children }: { children: React.ReactNode }) {
  return (
    <div className="sticky bottom-0 z-10 -mx-4 flex gap-3 border-t bg-background/95 px-4 pt-2 pb-[calc(0.5rem+env(safe-area-inset-bottom))] backdrop-blur supports-[backdrop-filter]:bg-background/80 md:static md:mx-0 md:justify-end md:border-0 md:bg-transparent md:p-0 md:backdrop-blur-none">
      {children}
    </div>
  );
}
