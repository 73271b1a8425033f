import { mapsAppFor, openInMapsUrl } from '#/features/activity/lib/open-in-maps.ts';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const IPAD_AS_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15';
const ANDROID =
  'Mozilla/5.0 (Linux; Android 15; Pixel 9) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

describe('mapsAppFor', () => {
  it.each([
    [IPHONE, 'apple'],
    [IPAD_AS_MAC, 'apple'],
    [ANDROID, 'google'],
    [WINDOWS, 'google'],
  ])('%s opens %s', (userAgent, app) => {
    expect(mapsAppFor(userAgent)).toBe(app);
  });
});

describe('openInMapsUrl', () => {
  const point = { latitude: 41.380_52, longitude: 2.162_71 };

  it('searches Google Maps for the point itself', () => {
    expect(openInMapsUrl(point, 'Mercat de Sant Antoni', 'google')).toBe(
      'https://www.google.com/maps/search/?api=1&query=41.38052%2C2.16271',
    );
  });

  it('opens Apple Maps at the point, named as the activity names it', () => {
    expect(openInMapsUrl(point, 'Mercat de Sant Antoni & co', 'apple')).toBe(
      'https://maps.apple.com/?q=Mercat%20de%20Sant%20Antoni%20%26%20co&ll=41.38052,2.16271',
    );
    expect(openInMapsUrl(point, '', 'apple')).toBe(
      'https://maps.apple.com/?q=41.38052%2C2.16271&ll=41.38052,2.16271',
    );
  });
});
