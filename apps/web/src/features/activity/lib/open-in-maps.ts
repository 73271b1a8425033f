import { mapsSearchUrl } from '#/components/activity-card/activity-facts.ts';

/** Which maps app a link opens: Apple's on Apple devices, Google's everywhere else (its app on Android). */
export type MapsApp = 'apple' | 'google';

/**
 * iPhones, iPads (which say 'Macintosh' in Safari's desktop mode) and Macs open Apple Maps; the
 * rest Google Maps, whose address opens the app on Android phones and the website elsewhere. Not a
 * `geo:` URI: a desktop browser has nothing to open it with.
 */
export function mapsAppFor(userAgent: string): MapsApp {
  return /iPhone|iPad|iPod|Macintosh/.test(userAgent) ? 'apple' : 'google';
}

/** A link that opens the meeting point in the phone's maps app, with the pin at the point and its name. */
export function openInMapsUrl(
  point: { latitude: number; longitude: number },
  name: string,
  app: MapsApp,
): string {
  const ll = `${point.latitude},${point.longitude}`;
  if (app === 'apple') return `https://maps.apple.com/?q=${encodeURIComponent(name || ll)}&ll=${ll}`;
  return mapsSearchUrl(ll);
}
