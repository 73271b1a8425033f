import type { ActivityCard as ActivityCardData } from '@sortim/contracts/activities';
import type { Me } from '@sortim/contracts/me';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { AppProviders } from '#/app/providers.tsx';
import { ActivityCard } from '#/components/activity-card/activity-card.tsx';
import { sessionKeys } from '#/lib/query-keys.ts';
import { createActivityCard } from '#/test/activity-factories.ts';
import { createProfile, createSession } from '#/test/factories.ts';
import { anonymous, testQueryClient } from '#/test/render.tsx';

function renderCard(activity: ActivityCardData, me: Me = anonymous) {
  const queryClient = testQueryClient();
  queryClient.setQueryData(sessionKeys.me, me);
  render(
    <AppProviders queryClient={queryClient}>
      <MemoryRouter>
        <ActivityCard activity={activity} />
      </MemoryRouter>
    </AppProviders>,
  );
  return screen.getByRole('article');
}

describe('ActivityCard', () => {
  it('shows the title, category, Barcelona date, price per person, host and badges', () => {
    const card = within(renderCard(createActivityCard()));
    expect(card.getByRole('heading', { name: 'Sunset Paella on the Rooftop' })).toBeInTheDocument();
    expect(card.getByText('Taste & Cook')).toBeInTheDocument();
    expect(card.getByText('Saturday, March 28th · 10:00–12:00')).toBeInTheDocument();
    expect(card.getByText('€35')).toBeInTheDocument();
    expect(card.getByText('per person')).toBeInTheDocument();
    expect(card.queryByText('from')).not.toBeInTheDocument();
    expect(card.getByText('Verified')).toBeInTheDocument();
  });

  it('says "from" before the lowest price when the activity has several (Adult, Child)', () => {
    const card = renderCard(createActivityCard({ priceCents: 800, severalPrices: true }));
    expect(card).toHaveTextContent('from €8 per person');
  });

  it('shows the date in Barcelona summer time, 24-hour, whatever the UTC day', () => {
    const card = within(
      renderCard(
        createActivityCard({ startTime: '2026-07-03T20:30:00.000Z', endTime: '2026-07-03T22:30:00.000Z' }),
      ),
    );
    // It ends after midnight in Barcelona: the end's day is named too.
    expect(card.getByText('Friday, July 3rd · 22:30 – Saturday, July 4th · 00:30')).toBeInTheDocument();
  });

  it('links the card and Join now to the activity, the host to the profile, and the map (the pin) to a new tab', () => {
    const card = within(renderCard(createActivityCard()));
    expect(card.getByRole('link', { name: 'Sunset Paella on the Rooftop' })).toHaveAttribute(
      'href',
      '/activity/act-1',
    );
    expect(card.getByRole('link', { name: 'Join now' })).toHaveAttribute('href', '/activity/act-1');
    expect(card.getByRole('link', { name: 'Núria Vidal' })).toHaveAttribute('href', '/profile/host-1');
    const map = card.getByRole('link', { name: 'Open Terrat del Raval in Google Maps (new tab)' });
    expect(map).toHaveAttribute('href', 'https://www.google.com/maps/search/?api=1&query=41.3794%2C2.1683');
    expect(map).toHaveAttribute('target', '_blank');
    expect(map.getAttribute('rel')).toContain('noopener');
    // No link inside another link.
    for (const link of card.getAllByRole('link')) expect(link.querySelector('a')).toBeNull();
  });

  it('searches the map by location name, then location, when there is no pin or address', () => {
    const card = within(
      renderCard(
        createActivityCard({
          latitude: null,
          longitude: null,
          address: '',
          locationName: '',
          location: 'Montjuïc',
        }),
      ),
    );
    expect(card.getByRole('link', { name: /Google Maps/ })).toHaveAttribute(
      'href',
      'https://www.google.com/maps/search/?api=1&query=Montju%C3%AFc',
    );
  });

  it.each([
    [1, 'Only 1 spot left'],
    [2, 'Only 2 spots left'],
    [3, '3 spots left'],
    [5, '5 spots left'],
  ])('with %i spots left shows %s', (spotsRemaining, text) => {
    const card = within(renderCard(createActivityCard({ spotsRemaining })));
    expect(card.getByText(text)).toBeInTheDocument();
  });

  it('shows no spots badge above 5 spots', () => {
    const card = within(renderCard(createActivityCard({ spotsRemaining: 6 })));
    expect(card.queryByText(/spots? left|Sold Out/)).not.toBeInTheDocument();
  });

  it('has no Verified badge nor profile link for a host without verified_host, and shows Free at no charge', () => {
    const card = within(
      renderCard(
        createActivityCard({
          priceCents: 0,
          host: { id: 'host-2', displayName: 'Pau', avatarUrl: null, roles: ['user', 'host'] },
        }),
      ),
    );
    expect(card.queryByText('Verified')).not.toBeInTheDocument();
    // Only verified hosts have a public profile: no link to a 'Host not found' page.
    expect(card.getByText('Pau')).toBeInTheDocument();
    expect(card.queryByRole('link', { name: 'Pau' })).not.toBeInTheDocument();
    expect(card.getByText('Free')).toBeInTheDocument();
    // 'Free' alone, not 'Free per person'.
    expect(card.queryByText('per person')).not.toBeInTheDocument();
  });

  it('swaps a broken cover for the fallback image', () => {
    const card = renderCard(createActivityCard());
    const image = card.querySelector('img') as HTMLImageElement;
    expect(image).toHaveAttribute('src', '/images/demo/taste-cook-1-thumb.webp');
    fireEvent.error(image);
    expect(image).toHaveAttribute('src', '/images/fallback-activity.webp');
  });

  it('uses the fallback image when the activity has none', () => {
    const card = renderCard(createActivityCard({ thumbnailUrl: null, coverImageUrl: null }));
    expect(card.querySelector('img')).toHaveAttribute('src', '/images/fallback-activity.webp');
  });

  it('shows variant B the flame and Best Price!', () => {
    const me = createSession({ profile: createProfile({ abGroup: 'variant_b' }) });
    const card = within(renderCard(createActivityCard(), me));
    const heading = card.getByRole('heading');
    expect(within(heading).getByTestId('title-flame')).toBeInTheDocument();
    expect(heading.textContent).toBe('Sunset Paella on the Rooftop');
    expect(card.getByText('Best Price!')).toBeInTheDocument();
  });

  it.each([
    ['variant A', createSession({ profile: createProfile({ abGroup: 'variant_a' }) })],
    ['an anonymous visitor', anonymous],
  ])('shows %s the standard card', (_, me) => {
    const card = within(renderCard(createActivityCard(), me));
    expect(card.getByRole('heading').textContent).toBe('Sunset Paella on the Rooftop');
    expect(card.queryByTestId('title-flame')).not.toBeInTheDocument();
    expect(card.queryByText('Best Price!')).not.toBeInTheDocument();
  });
});
