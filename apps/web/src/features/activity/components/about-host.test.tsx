import type { ActivityDetail } from '@sortim/contracts/activities';
import { screen, within } from '@testing-library/react';
import { createActivityDetail } from '#/test/activity-factories.ts';
import { anonymous, mockApi, renderApp } from '#/test/render.tsx';

function mockActivity(activity: ActivityDetail) {
  return mockApi(anonymous, (url) => {
    if (url === '/api/analytics/events') return Response.json({ ok: true });
    return url === '/api/activities/act-1' ? Response.json(activity) : undefined;
  });
}

describe('the host on an activity page', () => {
  it("says 'Hosted by … Verified' once, in the booking card, and 'About the Host' tells the rest", async () => {
    mockActivity(createActivityDetail());
    renderApp('/activity/act-1');

    const about = await screen.findByRole('region', { name: 'About the Host' });
    const booking = screen.getByRole('complementary', { name: 'Price and booking' });
    expect(within(booking).getByText('Hosted by')).toBeInTheDocument();
    expect(within(booking).getByText('Verified')).toBeInTheDocument();
    expect(screen.getAllByText('Hosted by')).toHaveLength(1);
    expect(screen.getAllByText('Verified')).toHaveLength(1);

    expect(within(about).getByText('Núria Vidal')).toBeInTheDocument();
    expect(within(about).getByText(/Chef from the Raval/)).toBeInTheDocument();
    expect(within(about).getByRole('link', { name: "See Núria Vidal's profile" })).toHaveAttribute(
      'href',
      '/profile/host-1',
    );
  });

  it('offers no profile link for a host who has no public profile', async () => {
    mockActivity(createActivityDetail({ host: { roles: ['user', 'host'] } }));
    renderApp('/activity/act-1');

    const about = await screen.findByRole('region', { name: 'About the Host' });
    expect(within(about).getByText('Núria Vidal')).toBeInTheDocument();
    expect(within(about).queryByRole('link')).not.toBeInTheDocument();
    expect(screen.queryByText('Verified')).not.toBeInTheDocument();
  });
});
