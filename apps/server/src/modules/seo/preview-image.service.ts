import { createHash } from 'node:crypto';
import { withoutControlCharacters } from '@sortim/contracts/plain-text';
import { APP_NAME } from '@sortim/contracts/product';
import { eq } from 'drizzle-orm';
import escapeHtml from 'escape-html';
import sharp, { type Sharp } from 'sharp';
import type { Database } from '#src/db/client.ts';
import { activities } from '#src/db/schema.ts';
import { NotFound } from '#src/lib/errors.ts';
import { isUuid } from '#src/lib/ids.ts';
import { activityPreviewKey, removeActivityPreviews } from '#src/lib/storage/activity-previews.ts';
import type { Storage } from '#src/lib/storage/storage.ts';
import { canSeeActivity } from '#src/modules/activities/activity-visibility.ts';
import type { PreviewRenders } from './preview-renders.ts';

/** The size chat apps and social sites show a link's picture at (Open Graph's large card, 1.91:1). */
export const PREVIEW_SIZE = { width: 1200, height: 630 } as const;

/** The bytes of an image the app shows (an upload, a demo picture), or null when they cannot be had. */
export type ImageSource = (url: string) => Promise<Buffer | null>;

/** What a preview shows; its hash is the preview's version, so anything else may change without a new one. */
type PreviewFields = { title: string; startTime: Date; priceCents: number; coverImageUrl: string | null };

/** The version of an activity's preview: changes exactly when its title, start, price or cover does. */
export function previewVersion(fields: PreviewFields): string {
  return createHash('sha256')
    .update(
      JSON.stringify([fields.title, fields.startTime.toISOString(), fields.priceCents, fields.coverImageUrl]),
    )
    .digest('hex')
    .slice(0, 16);
}

/** The preview's path, versioned: a new version is a new URL, so the old one may be cached for ever. */
export const previewPath = (activityId: string, version: string) =>
  `/api/activities/${activityId}/preview.png?v=${version}`;

/*
 * The words on the picture are numbers and a title in the host's language: one image serves every
 * reader, so the date is written as digits (dd/MM/yyyy · HH:mm, Barcelona time) and the price with the euro sign.
 */
const dateFormat = new Intl.DateTimeFormat('es-ES', {
  timeZone: 'Europe/Madrid',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
const priceFormat = (cents: number) =>
  new Intl.NumberFormat('es-ES', {
    style: 'currency',
    currency: 'EUR',
    // Whole euros as the page shows them (42 €), cents only when there are some (12,50 €).
    minimumFractionDigits: cents % 100 === 0 ? 0 : 2,
  }).format(cents / 100);

const when = (start: Date) => dateFormat.format(start).replace(', ', ' · ');

/**
 * The title broken into at most three lines of about `width` characters, the last one ellipsed. Control
 * characters go first: the SVG cannot hold them, and rows written before titles refused them may have some.
 */
function titleLines(title: string, width = 28, max = 3): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of withoutControlCharacters(title.replace(/\s+/g, ' ')).trim().split(' ')) {
    const next = line ? `${line} ${word}` : word;
    if (next.length <= width || !line) line = next;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  if (lines.length <= max) return lines;
  const kept = lines.slice(0, max);
  kept[max - 1] = `${kept[max - 1]?.slice(0, width - 1).trimEnd()}…`;
  return kept;
}

/** Text, shade and mark (the favicon's drawing) over the cover: fonts from the system's fontconfig (DejaVu/Liberation in our images). */
function overlaySvg(fields: PreviewFields): string {
  const { width, height } = PREVIEW_SIZE;
  const lines = titleLines(fields.title);
  const lineHeight = 72;
  const titleTop = height - 120 - lines.length * lineHeight;
  const title = lines
    .map(
      (line, i) =>
        `<text x="64" y="${titleTop + (i + 1) * lineHeight}" font-size="60" font-weight="700">${escapeHtml(line)}</text>`,
    )
    .join('');
  const price = priceFormat(fields.priceCents);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <defs><linearGradient id="shade" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0.25" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.82"/>
  </linearGradient></defs>
  <rect width="${width}" height="${height}" fill="url(#shade)"/>
  <g font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" fill="#ffffff">
    ${title}
    <text x="64" y="${height - 60}" font-size="36">${escapeHtml(when(fields.startTime))}</text>
    <text x="${width - 64}" y="${height - 60}" font-size="44" font-weight="700" text-anchor="end">${escapeHtml(price)}</text>
  </g>
  <g transform="translate(64 44) scale(2)">
    <rect width="32" height="32" rx="8" fill="#b4492b"/><circle cx="16" cy="15" r="6" fill="#fff3e6"/>
    <path d="M4 21.5c2.4 0 2.4-1.6 4-1.6s1.6 1.6 4 1.6 2.4-1.6 4-1.6 1.6 1.6 4 1.6 2.4-1.6 4-1.6 1.6 1.6 4 1.6V32H4z" fill="#0a6a91"/>
    <path d="M4 25.5c2.4 0 2.4-1.6 4-1.6s1.6 1.6 4 1.6 2.4-1.6 4-1.6 1.6 1.6 4 1.6 2.4-1.6 4-1.6 1.6 1.6 4 1.6" fill="none" stroke="#bfe3f2" stroke-width="1.2" stroke-linecap="round"/>
  </g>
  <text x="144" y="88" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-size="36" font-weight="700" fill="#ffffff">${escapeHtml(APP_NAME)}</text>
</svg>`;
}

/** The cover filling the frame (cropped to the most interesting part), or a plain brand colour without one. */
async function background(cover: Buffer | null): Promise<Sharp> {
  const { width, height } = PREVIEW_SIZE;
  if (cover) {
    try {
      const resized = await sharp(cover, { failOn: 'error', limitInputPixels: 40_000_000 })
        .resize(width, height, { fit: 'cover', position: 'attention' })
        .toBuffer();
      return sharp(resized);
    } catch {
      // An unreadable cover gets the plain background: a broken file must not break the link's preview.
    }
  }
  return sharp({ create: { width, height, channels: 3, background: '#0a6a91' } });
}

export async function renderPreview(fields: PreviewFields, cover: Buffer | null): Promise<Buffer> {
  const base = await background(cover);
  return base
    .composite([{ input: Buffer.from(overlaySvg(fields)), top: 0, left: 0 }])
    .png({ compressionLevel: 8 })
    .toBuffer();
}

/**
 * The preview picture of a public activity (NotFound for a draft or a cancelled one, as its page), made
 * once per version and kept in storage: a later ask for the same title, start, price and cover reads it
 * back, whatever else about the activity changed. Asks at once for one version share one making, and a
 * failed one is not tried again for a while (`renders`). Making a new version removes the older ones;
 * failing to is reported to `onCleanupError`, not to the asker, who has their picture.
 */
export async function activityPreview(
  db: Database,
  deps: {
    storage: Storage;
    images: ImageSource;
    renders: PreviewRenders;
    onCleanupError?: (error: unknown) => void;
  },
  id: string,
): Promise<{ png: Buffer; version: string }> {
  if (!isUuid(id)) throw new NotFound();
  const [activity] = await db
    .select({
      title: activities.title,
      startTime: activities.startTime,
      priceCents: activities.priceCents,
      coverImageUrl: activities.coverImageUrl,
      isPublished: activities.isPublished,
      status: activities.status,
      hostId: activities.hostId,
    })
    .from(activities)
    .where(eq(activities.id, id));
  if (!activity || !canSeeActivity(null, activity)) throw new NotFound();
  const version = previewVersion(activity);
  const key = activityPreviewKey(id, version);
  const png = await deps.renders(key, async () => {
    const kept = await deps.storage.read(key);
    if (kept) return kept;
    const cover = activity.coverImageUrl ? await deps.images(activity.coverImageUrl) : null;
    const made = await renderPreview(activity, cover);
    await deps.storage.put(key, made, 'image/png');
    await removeActivityPreviews(deps.storage, id, key).catch((error: unknown) =>
      deps.onCleanupError?.(error),
    );
    return made;
  });
  return { png, version };
}
