import { type ClassValue, clsx } from 'clsx';

/**
 * Joins class names, nothing more: no tailwind-merge (decision 83). Merging cost /home 8.6 kB gzip of
 * first-load JavaScript and ~85 ms of a throttled phone's CPU building its class map on the first call. So a
 * className passed to a component only adds classes: anything a caller changes about a component (its size,
 * corners, colours) is one of its props or variants, never a second utility for the same CSS property. The
 * web tests hold to that: their cn (test/strict-cn.ts) fails when tailwind-merge would have dropped a class.
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
