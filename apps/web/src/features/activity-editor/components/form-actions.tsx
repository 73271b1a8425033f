import type * as React from 'react';

/**
 * The form's buttons: on phones a bar stuck just above the frame's bottom navigation (4rem), always in
 * reach of a thumb; in the flow on wider screens.
 */
export function FormActions({ children }: { children: React.ReactNode }) {
  return (
    <div className="sticky bottom-[calc(4rem+env(safe-area-inset-bottom))] z-10 -mx-4 flex gap-3 border-t bg-background/95 px-4 py-3 backdrop-blur supports-[backdrop-filter]:bg-background/80 md:static md:mx-0 md:justify-end md:border-0 md:bg-transparent md:p-0 md:backdrop-blur-none">
      {children}
    </div>
  );
}
