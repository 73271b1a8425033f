import { APP_NAME } from '@sortim/contracts/product';
import { and, asc, eq, gte } from 'drizzle-orm';
import escapeHtml from 'escape-html';
import type { Database } from '#src/db/client.ts';
import { activities, profiles } from '#src/db/schema.ts';
import { isUuid } from '#src/lib/ids.ts';
import type { PageHead } from '#src/lib/page-head.ts';
import { canSeeActivity } from '#src/modules/activities/activity-visibility.ts';
import { isListed } from '#src/modules/reservations/rules.ts';
import { PREVIEW_SIZE, previewPath, previewVersion } from './preview-image.service.ts';

/** Public pages listed in the sitemap besides the activities. */
const PUBLIC_PAGES = ['/home', '/about', '/contact', '/privacy', '/terms'];

const absolute = (publicUrl: string, url: string) => (/^https?:\/\//.test(url) ? url : `${publicUrl}${url}`);

const visible = isListed;

function summary(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).trimEnd()}…`;
}

/**
 * An activity as its page's answer needs it: who may see it and, when everyone may, its <head> and the
 * picture the page shows first and largest (activity-gallery.tsx: the cover, else the thumbnail).
 */
export type ActivityPage = {
  visibility: { isPublished: boolean; status: string; hostId: string };
  head?: PageHead;
  heroImageUrl?: string;
};

/**
 * The page of /activity/{id}: null for no such activity; the <head> (title, description, image and a
 * schema.org Event) only when it is public.
 */
export async function activityPage(
  db: Database,
  publicUrl: string,
  id: string,
): Promise<ActivityPage | null> {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select({ activity: activities, hostName: profiles.displayName })
    .from(activities)
    .innerJoin(profiles, eq(profiles.id, activities.hostId))
    .where(eq(activities.id, id));
  if (!row) return null;
  const { isPublished, status, hostId } = row.activity;
  const visibility = { isPublished, status, hostId };
  return canSeeActivity(null, visibility)
    ? {
        visibility,
        head: activityHead(publicUrl, row.activity, row.hostName),
        heroImageUrl: row.activity.coverImageUrl ?? row.activity.thumbnailUrl ?? undefined,
      }
    : { visibility };
}

type Activity = typeof activities.$inferSelect;

function activityHead(publicUrl: string, activity: Activity, hostName: string): PageHead {
  const url = `${publicUrl}/activity/${activity.id}`;
  const image = activity.coverImageUrl ? absolute(publicUrl, activity.coverImageUrl) : undefined;
  return {
    title: `${activity.title} · ${APP_NAME}`,
    description: summary(activity.description),
    canonicalUrl: url,
    // The link's card is the generated preview (cover, title, date, price, mark), versioned by what it shows.
    imageUrl: `${publicUrl}${previewPath(activity.id, previewVersion(activity))}`,
    imageSize: PREVIEW_SIZE,
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Event',
      name: activity.title,
      description: activity.description,
      startDate: activity.startTime.toISOString(),
      endDate: activity.endTime.toISOString(),
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: {
        '@type': 'Place',
        name: activity.locationName,
        address: {
          '@type': 'PostalAddress',
          streetAddress: activity.address,
          addressLocality: 'Barcelona',
          addressCountry: 'ES',
        },
      },
      ...(image ? { image: [image] } : {}),
      organizer: { '@type': 'Person', name: hostName },
      offers: {
        '@type': 'Offer',
        url,
        price: (activity.priceCents / 100).toFixed(2),
        priceCurrency: 'EUR',
        availability:
          activity.spotsRemaining > 0 ? 'https://schema.org/InStock' : 'https://schema.org/SoldOut',
      },
    },
  };
}

/** The public pages and every upcoming public activity. */
export async function sitemapXml(db: Database, publicUrl: string): Promise<string> {
  const upcoming = await db
    .select({ id: activities.id, updatedAt: activities.updatedAt })
    .from(activities)
    .where(and(visible, gte(activities.startTime, new Date())))
    .orderBy(asc(activities.startTime));
  const entries = [
    ...PUBLIC_PAGES.map((page) => `  <url><loc>${escapeHtml(publicUrl + page)}</loc></url>`),
    ...upcoming.map(
      (a) =>
        `  <url><loc>${escapeHtml(`${publicUrl}/activity/${a.id}`)}</loc><lastmod>${a.updatedAt.toISOString()}</lastmod></url>`,
    ),
  ];
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</urlset>\n`;
}

/** Crawlers may read the public site; the API, dev tools and signed-in areas are not for them. */
export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    'Disallow: /dev/',
    'Disallow: /pay/',
    'Disallow: /admin',
    'Disallow: /bookings',
    'Disallow: /profile$',
    'Disallow: /auth',
    // A private group's link is for the group: a crawler that came upon one must not list it.
    'Disallow: /group/',
    'Disallow: /private-requests/',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
