import { screen, within } from '@testing-library/react';
import { createActivityDetail } from '#/test/activity-factories.ts';
import { anonymous, mockApi, renderApp } from '#/test/render.tsx';

/** MapLibre needs WebGL, which jsdom lacks: a stand-in that says what it would draw. */
vi.mock('#/features/map/components/point-map.tsx', () => ({
  default: ({ point, label }: { point: { latitude: number; longitude: number }; label: string }) => (
    <section aria-label={label}>{`Marker at ${point.latitude}, ${point.longitude}`}</section>
  ),
}));

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

function openActivity(point: { latitude: number; longitude: number } | null) {
  const activity = createActivityDetail({
    locationName: 'Terrat del Raval',
    address: 'Carrer de la Riera Baixa 14, Barcelona',
    latitude: point?.latitude ?? null,
    longitude: point?.longitude ?? null,
  });
  mockApi(anonymous, (url) => (url === '/api/activities/act-1' ? Response.json(activity) : undefined));
  renderApp('/activity/act-1');
}

const meetingPoint = async () => within(await screen.findByRole('region', { name: "Where you'll meet" }));

describe("the activity page's meeting point", () => {
  it("shows the pin on a small map and 'Open in maps' at the point (Google Maps elsewhere than Apple's)", async () => {
    openActivity({ latitude: 41.380_52, longitude: 2.168_71 });
    const section = await meetingPoint();

    expect(
      await section.findByRole('region', { name: 'Map of the meeting point: Terrat del Raval' }),
    ).toHaveTextContent('Marker at 41.38052, 2.16871');
    expect(section.getByText('Carrer de la Riera Baixa 14, Barcelona')).toBeInTheDocument();
    const link = section.getByRole('link', { name: /^Open in maps\s*\(opens in a new tab\)$/ });
    expect(link).toHaveAttribute(
      'href',
      'https://www.google.com/maps/search/?api=1&query=41.38052%2C2.16871',
    );
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('opens Apple Maps on an iPhone, named as the activity names the place', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(IPHONE);
    openActivity({ latitude: 41.380_52, longitude: 2.168_71 });
    const section = await meetingPoint();
    expect(section.getByRole('link', { name: /^Open in maps/ })).toHaveAttribute(
      'href',
      'https://maps.apple.com/?q=Terrat%20del%20Raval&ll=41.38052,2.16871',
    );
  });

  it('is not there without a pin: the address and its map search stay as they were', async () => {
    openActivity(null);
    await screen.findByRole('heading', { level: 1 });
    expect(await screen.findByRole('region', { name: 'About the Host' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: "Where you'll meet" })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Open in maps/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Open in Google Maps/ })).toHaveAttribute(
      'href',
      'https://www.google.com/maps/search/?api=1&query=Carrer%20de%20la%20Riera%20Baixa%2014%2C%20Barcelona',
    );
  });
});
