import type { SeriesDate } from '@sortim/contracts/activities';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useParams } from 'react-router';
import { SeriesDates } from '#/features/activity/components/series-dates.tsx';
import { formatActivityDate } from '#/lib/format.ts';
import { renderWithProviders } from '#/test/render.tsx';

const WEEK = 7 * 24 * 60 * 60 * 1000;
const FIRST = Date.parse('2027-03-06T08:00:00.000Z');

/** A weekly series of `n` dates, ids d1, d2...; the second one sold out. */
const weekly = (n: number): SeriesDate[] =>
  Array.from({ length: n }, (_, i) => ({
    id: `d${i + 1}`,
    startTime: new Date(FIRST + i * WEEK).toISOString(),
    endTime: new Date(FIRST + i * WEEK + 2 * 60 * 60 * 1000).toISOString(),
    spotsRemaining: i === 1 ? 0 : 8 - i,
  }));

const dateText = (date: SeriesDate) => formatActivityDate(date.startTime, date.endTime, 'en');

/** The activity page as far as the picker goes: the dates of the activity in the URL. */
function Page({ seriesDates }: { seriesDates: SeriesDate[] }) {
  const { id = '' } = useParams();
  return (
    <>
      <SeriesDates activity={{ id, seriesDates, timeZone: 'Europe/Madrid' }} />
      <p>Page of {id}</p>
    </>
  );
}

function renderDates(id: string, seriesDates: SeriesDate[]) {
  renderWithProviders(
    <MemoryRouter initialEntries={[`/activity/${id}`]}>
      <Routes>
        <Route path="/activity/:id" element={<Page seriesDates={seriesDates} />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('SeriesDates', () => {
  it('lists the series dates with their spots, marks the one on show, and opens another', async () => {
    const dates = weekly(3);
    renderDates('d1', dates);
    const picker = within(screen.getByRole('navigation', { name: 'Choose a date' }));
    const links = picker.getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/activity/d1',
      '/activity/d2',
      '/activity/d3',
    ]);
    expect(links[0]).toHaveAttribute('aria-current', 'page');
    expect(links[1]).not.toHaveAttribute('aria-current');
    expect(links[0]).toHaveTextContent(`${dateText(dates[0] as SeriesDate)}8 spots left`);
    expect(links[1]).toHaveTextContent(`${dateText(dates[1] as SeriesDate)}Sold Out`);
    expect(links[2]).toHaveTextContent('6 spots left');

    await userEvent.click(links[1] as HTMLElement);
    expect(await screen.findByText('Page of d2')).toBeInTheDocument();
    expect(picker.getByRole('link', { name: new RegExp(dateText(dates[1] as SeriesDate)) })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('shows the first three dates and the rest on request, always with the one on show', async () => {
    renderDates('d5', weekly(8));
    const picker = within(screen.getByRole('navigation', { name: 'Choose a date' }));
    expect(picker.getAllByRole('link')).toHaveLength(5);
    await userEvent.click(picker.getByRole('button', { name: 'Show all 8 dates' }));
    expect(picker.getAllByRole('link')).toHaveLength(8);
    expect(picker.queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows nothing outside a series or for a series with one date left', () => {
    renderDates('d1', []);
    renderDates('d1', weekly(1));
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});
