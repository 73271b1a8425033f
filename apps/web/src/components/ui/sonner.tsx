import { useTheme } from 'next-themes';
import type * as React from 'react';
import { Toaster as Sonner, type ToasterProps } from 'sonner';

/** Toasts follow the chosen theme and the design tokens. Mounted once, in the app providers. */
function Toaster(props: ToasterProps) {
  const { theme = 'system' } = useTheme();
  return (
    <Sonner
      theme={theme as NonNullable<ToasterProps['theme']>}
      className="toaster group"
      // On phones toasts sit above the fixed bottom navigation, not on it, and above the activity page's
      // booking bar when it is there (styles.css sets --booking-bar-height), so a toast never hides its button.
      offset={{ bottom: 'calc(24px + var(--booking-bar-height, 0px))' }}
      mobileOffset={{ bottom: 'calc(4.5rem + var(--booking-bar-height, 0px) + env(safe-area-inset-bottom))' }}
      style={
        {
          '--normal-bg': 'var(--popover)',
          '--normal-text': 'var(--popover-foreground)',
          '--normal-border': 'var(--border)',
        } as React.CSSProperties
      }
      {...props}
    />
  );
}

export { Toaster };
