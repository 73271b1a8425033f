import { pageCount, pageItems, wrapPage } from '#/features/home/components/testimonial-pages.ts';

describe('testimonial pages', () => {
  it('shows 4 testimonials as 2 pages of 2', () => {
    expect(pageCount(4)).toBe(2);
    expect(pageItems(['a', 'b', 'c', 'd'], 0)).toEqual(['a', 'b']);
    expect(pageItems(['a', 'b', 'c', 'd'], 1)).toEqual(['c', 'd']);
  });

  it('wraps forward past the last page and back past the first', () => {
    expect(wrapPage(0, 1, 2)).toBe(1);
    expect(wrapPage(1, 1, 2)).toBe(0);
    expect(wrapPage(0, -1, 2)).toBe(1);
    expect(wrapPage(2, 1, 3)).toBe(0);
    expect(wrapPage(0, -1, 3)).toBe(2);
  });

  it('stays on the only page', () => {
    expect(wrapPage(0, 1, 1)).toBe(0);
    expect(wrapPage(0, -1, 1)).toBe(0);
  });
});
