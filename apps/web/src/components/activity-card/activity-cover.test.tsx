import { render, screen } from '@testing-library/react';
import { ActivityCover } from '#/components/activity-card/activity-cover.tsx';

describe('ActivityCover', () => {
  it('loads lazily in a 4:3 box by default', () => {
    render(<ActivityCover src="/uploads/a.webp" alt="Tapas" />);
    const image = screen.getByRole('img', { name: 'Tapas' });
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).not.toHaveAttribute('fetchpriority');
    expect(image).toHaveAttribute('width', '800');
    expect(image).toHaveAttribute('height', '600');
  });

  it('loads at once and ahead of the rest when it is a priority image', () => {
    render(<ActivityCover src="/uploads/a.webp" alt="Tapas" priority />);
    const image = screen.getByRole('img', { name: 'Tapas' });
    expect(image).toHaveAttribute('loading', 'eager');
    expect(image).toHaveAttribute('fetchpriority', 'high');
  });

  it('loads lazily and after the bigger pictures when it is minor', () => {
    render(<ActivityCover src="/uploads/a.webp" alt="Tapas" minor />);
    const image = screen.getByRole('img', { name: 'Tapas' });
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('fetchpriority', 'low');
  });
});
