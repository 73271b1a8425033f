import type { ExternalToast } from 'sonner';

/**
 * sonner's `toast`, whose code (33 kB) loads with the first toast rather than with the page: a toast follows
 * something a person did, or a failure, never the first paint. One raised before the toaster has mounted
 * (DeferredToaster) shows when it does.
 */
const sonner = () => import('sonner');

type Show = (message: string, data?: ExternalToast) => void;

const kind =
  (name: 'success' | 'error' | 'info' | 'warning'): Show =>
  (message, data) => {
    void sonner().then(({ toast }) => toast[name](message, data));
  };

export const toast = Object.assign<Show, Record<'success' | 'error' | 'info' | 'warning', Show>>(
  (message, data) => {
    void sonner().then(({ toast }) => toast(message, data));
  },
  { success: kind('success'), error: kind('error'), info: kind('info'), warning: kind('warning') },
);
