import { render, screen } from '@testing-library/react';
import { StarRating, starFill } from '#/components/star-rating.tsx';

const fills = () =>
  Array.from(screen.getByRole('img').querySelectorAll('[data-fill]'), (star) =>
    Number(star.getAttribute('data-fill')),
  );

describe('StarRating', () => {
  it('draws a 4.5 average as four and a half stars, not five', () => {
    render(<StarRating value={4.5} label="4.5 out of 5 stars" />);
    expect(screen.getByRole('img', { name: '4.5 out of 5 stars' })).toBeInTheDocument();
    expect(fills()).toEqual([1, 1, 1, 1, 0.5]);
  });

  it('fills each star as far as the value reaches', () => {
    render(<StarRating value={3.2} label="3.2" />);
    expect(fills().map((fill) => Math.round(fill * 10) / 10)).toEqual([1, 1, 1, 0.2, 0]);
  });

  it('fills whole ratings whole, and nothing below the first star', () => {
    expect([1, 2, 3, 4, 5].map((star) => starFill(4, star))).toEqual([1, 1, 1, 1, 0]);
    expect([1, 2, 3, 4, 5].map((star) => starFill(5, star))).toEqual([1, 1, 1, 1, 1]);
    expect([1, 2, 3, 4, 5].map((star) => starFill(0, star))).toEqual([0, 0, 0, 0, 0]);
  });
});
