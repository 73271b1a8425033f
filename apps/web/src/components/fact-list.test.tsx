import { render, screen } from '@testing-library/react';
import CalendarDays from 'lucide-react/icons/calendar-days';
import { Fact, FactList } from '#/components/fact-list.tsx';

describe('FactList', () => {
  it('is a valid description list: each fact a div holding exactly one dt and one dd', () => {
    const { container } = render(
      <FactList>
        <Fact icon={CalendarDays} label="When">
          Saturday, 18:30
        </Fact>
        <Fact label="Level">Beginner</Fact>
      </FactList>,
    );

    const groups = [...container.querySelectorAll('dl > *')];
    expect(groups.map((group) => group.tagName)).toEqual(['DIV', 'DIV']);
    for (const group of groups)
      expect([...group.children].map((child) => child.tagName)).toEqual(['DT', 'DD']);
    expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual(['When', 'Level']);
    expect(screen.getAllByRole('definition').map((value) => value.textContent)).toEqual([
      'Saturday, 18:30',
      'Beginner',
    ]);
  });

  it('keeps a hidden label for screen readers, with the icon hidden from them', () => {
    render(
      <FactList>
        <Fact icon={CalendarDays} label="When" hideLabel>
          Saturday, 18:30
        </Fact>
      </FactList>,
    );

    const term = screen.getByRole('term');
    expect(term).toHaveTextContent('When');
    expect(term.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByText('When')).toHaveClass('sr-only');
  });
});
