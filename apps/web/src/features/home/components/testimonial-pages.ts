/** Testimonials shown side by side. */
export const TESTIMONIALS_PER_PAGE = 2;

export const pageCount = (total: number, perPage = TESTIMONIALS_PER_PAGE): number =>
  Math.max(1, Math.ceil(total / perPage));

/** The carousel's page after moving by `step` (±1): it wraps around at both ends. */
export function wrapPage(page: number, step: number, pages: number): number {
  if (pages <= 0) return 0;
  return (((page + step) % pages) + pages) % pages;
}

/** The items on a page. */
export function pageItems<T>(items: readonly T[], page: number, perPage = TESTIMONIALS_PER_PAGE): T[] {
  return items.slice(page * perPage, page * perPage + perPage);
}
