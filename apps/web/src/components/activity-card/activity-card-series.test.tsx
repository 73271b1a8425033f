import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { AppProviders } from '#/app/providers.tsx';
import { ActivityCard } from '#/components/activity-card/activity-card.tsx';
import { sessionKeys } from '#/lib/query-keys.ts';
import { createActivityCard } from '#/test/activity-factories.ts';
import { anonymous, testQueryClient } from '#/test/render.tsx';

function renderCard(moreDates: number) {
  const queryClient = testQueryClient();
  queryClient.setQueryData(sessionKeys.me, anonymous);
  render(
    <AppProviders queryClient={queryClient}>
      <MemoryRouter>
        <ActivityCard activity={createActivityCard({ title: 'Sunrise Yoga', moreDates })} />
      </MemoryRouter>
    </AppProviders>,
  );
  return within(screen.getByRole('article'));
}

describe('ActivityCard of a series', () => {
  it('says how many other dates the series has, beside the date it shows', () => {
    const card = renderCard(3);
    expect(card.getByText('+3 more dates')).toBeInTheDocument();
    expect(card.getByRole('link', { name: 'Sunrise Yoga' })).toHaveAttribute('href', '/activity/act-1');
  });

  it('says "date" for one other date', () => {
    expect(renderCard(1).getByText('+1 more date')).toBeInTheDocument();
  });

  it('says nothing of dates for an activity outside a series', () => {
    expect(renderCard(0).queryByText(/more date/)).not.toBeInTheDocument();
  });
});
