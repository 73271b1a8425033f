/**
 * Asks for an image at high priority before the page that shows it has rendered (the `<img>` then finds
 * it in the memory cache): the first cards of a list whose data came before the first render.
 */
export function preloadImage(href: string): void {
  const link = document.createElement('link');
  for (const [name, value] of Object.entries({ rel: 'preload', as: 'image', href, fetchpriority: 'high' })) {
    link.setAttribute(name, value);
  }
  document.head.append(link);
}
