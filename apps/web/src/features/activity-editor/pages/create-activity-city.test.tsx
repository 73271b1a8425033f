import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  mockCreateApi,
  open,
  posted,
  toStepTwo,
} from '#/features/activity-editor/pages/create-activity-test-setup.ts';
import { TWO_CITIES } from '#/test/city-factories.ts';

vi.mock('#/features/map/components/pin-picker-map.tsx', () => import('#/test/pin-picker-map-stand-in.tsx'));

/*
 * Where Sortim runs in more than one city (decision 195): the host picks the activity's city, and the times
 * they type are on that city's clock. With one city (every other create test) there is no field and no
 * `city` in what is sent.
 */
describe('/create-activity with several cities', () => {
  beforeAll(() => import('#/features/activity-editor/pages/create-activity-page.tsx'), 30_000);

  it("offers the cities, names the chosen one's clock and sends its times and slug", async () => {
    const fetchMock = mockCreateApi({ cities: TWO_CITIES });
    const user = userEvent.setup();
    await open();

    const city = await screen.findByLabelText('City');
    expect(city).toHaveValue('barcelona');
    expect(screen.getAllByRole('option', { name: /Barcelona|Lisbon/ }).map((o) => o.textContent)).toEqual([
      'Barcelona',
      'Lisbon',
    ]);
    expect(screen.getByLabelText('Start time')).toHaveAccessibleDescription('Barcelona time');

    await user.selectOptions(city, 'lisbon');
    expect(screen.getByLabelText('Start time')).toHaveAccessibleDescription('Lisbon time');
    expect(screen.getByLabelText('End time')).toHaveAccessibleDescription('Lisbon time');

    // 19:00 to 21:00 on Lisbon's clock (UTC in March before the change): 19:00 and 21:00 UTC.
    await toStepTwo(user);
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(posted(fetchMock)).toHaveLength(1));
    expect(posted(fetchMock)[0]).toMatchObject({
      city: 'lisbon',
      startTime: '2027-03-27T19:00:00.000Z',
      endTime: '2027-03-27T21:00:00.000Z',
    });
  });

  it('shows no city field with one city, and sends no city', async () => {
    const fetchMock = mockCreateApi();
    const user = userEvent.setup();
    await open();
    expect(await screen.findAllByText('Barcelona time')).toHaveLength(2);
    expect(screen.queryByLabelText('City')).not.toBeInTheDocument();
    await toStepTwo(user);
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(posted(fetchMock)).toHaveLength(1));
    expect(posted(fetchMock)[0]).not.toHaveProperty('city');
  });
});
