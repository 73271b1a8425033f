import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activities } from '#src/db/schema.ts';
import { NotFound } from '#src/lib/errors.ts';
import { removeActivityPreviews } from '#src/lib/storage/activity-previews.ts';
import type { Storage } from '#src/lib/storage/storage.ts';
import { createTestDatabase, type TestDatabase } from '#src/test/database.ts';
import { createActivity, createHost } from '#src/test/factories.ts';
import { activityPreview } from './preview-image.service.ts';
import { FAILED_RENDER_MS, previewRenders } from './preview-renders.ts';

const DAY = 24 * 60 * 60 * 1000;

/** A storage in memory that counts what is put in it: each put is one picture made. */
function memoryStorage() {
  const files = new Map<string, Buffer>();
  const puts: string[] = [];
  const storage: Storage = {
    async put(key, bytes) {
      puts.push(key);
      files.set(key, bytes);
      return `/uploads/${key}`;
    },
    read: async (key) => files.get(key) ?? null,
    list: async (prefix) => [...files.keys()].filter((key) => key.startsWith(prefix)),
    removeKey: async (key) => {
      files.delete(key);
    },
    owns: (url) => url.startsWith('/uploads/'),
    remove: async () => {},
  };
  return { storage, puts, files };
}

/** A cover the image source serves: a 4:3 picture, as uploads are stored. */
const coverBytes = (colour: string) =>
  sharp({ create: { width: 1600, height: 1200, channels: 3, background: colour } })
    .webp()
    .toBuffer();

describe('activityPreview', () => {
  let database: TestDatabase;
  let hostId: string;
  const covers = new Map<string, Buffer>();
  const images = async (url: string) => covers.get(url) ?? null;
  // One per server, as the route keeps it.
  const renders = previewRenders();
  /** The image source, noting each cover read: a cover read is a picture being made. */
  const countingImages = () => {
    const read: string[] = [];
    const counting = async (url: string) => {
      read.push(url);
      return images(url);
    };
    return { read, counting };
  };

  beforeAll(async () => {
    database = await createTestDatabase();
    hostId = (await createHost(database.db)).id;
    covers.set('/uploads/activities/red.webp', await coverBytes('#c0392b'));
    covers.set('/uploads/activities/blue.webp', await coverBytes('#2c3e90'));
  });
  afterAll(async () => {
    await database?.close();
  });

  it('makes a 1200 x 630 PNG from the cover', async () => {
    const { storage } = memoryStorage();
    const activity = await createActivity(database.db, {
      hostId,
      title: 'Paella night with friends on a Gràcia terrace, cooked the Valencian way over a real wood fire',
      coverImageUrl: '/uploads/activities/red.webp',
    });
    const { png } = await activityPreview(database.db, { storage, images, renders }, activity.id);
    expect(await sharp(png).metadata()).toMatchObject({ format: 'png', width: 1200, height: 630 });
    // The cover shows through at the top, under no text: the top right pixel is the cover's red.
    const { data } = await sharp(png).extract({ left: 1150, top: 150, width: 1, height: 1 }).raw().toBuffer({
      resolveWithObject: true,
    });
    const red = [0xc0, 0x39, 0x2b];
    for (const [i, channel] of red.entries()) {
      expect(Math.abs((data[i] ?? 0) - channel), `channel ${i}`).toBeLessThan(6);
    }
  });

  it('makes one without a cover, or with a cover it cannot read, on a plain background', async () => {
    const { storage } = memoryStorage();
    for (const coverImageUrl of [null, '/uploads/activities/missing.webp']) {
      const activity = await createActivity(database.db, { hostId, coverImageUrl });
      const { png } = await activityPreview(database.db, { storage, images, renders }, activity.id);
      expect(await sharp(png).metadata(), String(coverImageUrl)).toMatchObject({ width: 1200, height: 630 });
    }
  });

  it('makes it again only when the title, start, price or cover change, keeping only the latest', async () => {
    const { storage, puts, files } = memoryStorage();
    const other = await createActivity(database.db, { hostId });
    await activityPreview(database.db, { storage, images, renders }, other.id);
    puts.length = 0;
    const activity = await createActivity(database.db, {
      hostId,
      coverImageUrl: '/uploads/activities/red.webp',
    });
    const preview = () => activityPreview(database.db, { storage, images, renders }, activity.id);
    const change = (values: Partial<typeof activities.$inferInsert>) =>
      database.db.update(activities).set(values).where(eq(activities.id, activity.id));

    const kept = () => [...files.keys()].filter((key) => key.startsWith(`previews/${activity.id}/`));
    const first = await preview();
    expect(puts).toHaveLength(1);
    expect(kept()).toEqual([`previews/${activity.id}/${first.version}.png`]);
    expect((await preview()).version).toBe(first.version);
    await change({
      description: 'A new description, other languages and more spots: nothing the picture shows.',
      capacity: 30,
      spotsRemaining: 30,
      activityLanguages: ['English', 'Catalan'],
    });
    const same = await preview();
    expect(same.version).toBe(first.version);
    expect(same.png.equals(first.png)).toBe(true);
    expect(puts).toHaveLength(1);

    const versions = new Set([first.version]);
    for (const values of [
      { title: 'A brand new title' },
      {
        startTime: new Date(activity.startTime.getTime() + DAY),
        endTime: new Date(activity.endTime.getTime() + DAY),
      },
      { priceCents: activity.priceCents + 500 },
      { coverImageUrl: '/uploads/activities/blue.webp' },
    ]) {
      await change(values);
      const next = await preview();
      expect(versions.has(next.version), Object.keys(values)[0]).toBe(false);
      versions.add(next.version);
      // The older version is gone from storage; the new one stays and is read back.
      expect(kept(), Object.keys(values)[0]).toEqual([`previews/${activity.id}/${next.version}.png`]);
      await preview();
    }
    expect(puts).toHaveLength(5);
    // Another activity's preview is not this one's to remove.
    expect([...files.keys()].filter((key) => key.startsWith(`previews/${other.id}/`))).toHaveLength(1);
  });

  it('answers with the new picture when the older ones cannot be removed, and says what failed', async () => {
    const { storage, files } = memoryStorage();
    const failure = new Error('bucket unreachable');
    const failing: Storage = { ...storage, removeKey: async () => Promise.reject(failure) };
    const activity = await createActivity(database.db, { hostId });
    const cleanupErrors: unknown[] = [];
    const preview = () =>
      activityPreview(
        database.db,
        { storage: failing, images, renders, onCleanupError: (error) => cleanupErrors.push(error) },
        activity.id,
      );
    await preview();
    expect(cleanupErrors).toEqual([]);

    await database.db.update(activities).set({ title: 'Renamed' }).where(eq(activities.id, activity.id));
    const { png, version } = await preview();

    expect(await sharp(png).metadata()).toMatchObject({ width: 1200, height: 630 });
    expect(files.has(`previews/${activity.id}/${version}.png`)).toBe(true);
    expect(cleanupErrors).toEqual([failure]);
  });

  it('draws a title holding control characters, as rows stored before they were refused may', async () => {
    const { storage } = memoryStorage();
    const activity = await createActivity(database.db, {
      hostId,
      title: 'Paella\u0001 night\u0008 with\u001F friends\uFFFE on\ta terrace\u007F',
      coverImageUrl: '/uploads/activities/red.webp',
    });

    const { png } = await activityPreview(database.db, { storage, images, renders }, activity.id);

    expect(await sharp(png).metadata()).toMatchObject({ format: 'png', width: 1200, height: 630 });
  });

  it('makes a version once when it is asked for twice at once', async () => {
    const { storage, puts } = memoryStorage();
    const { read, counting } = countingImages();
    const activity = await createActivity(database.db, {
      hostId,
      coverImageUrl: '/uploads/activities/red.webp',
    });
    const preview = () => activityPreview(database.db, { storage, images: counting, renders }, activity.id);

    const [first, second] = await Promise.all([preview(), preview()]);

    expect(first.png.equals(second.png)).toBe(true);
    expect(read).toEqual(['/uploads/activities/red.webp']);
    expect(puts).toHaveLength(1);
  });

  it('tries a version that failed once a minute, however often it is asked for', async () => {
    const { storage } = memoryStorage();
    const failure = new Error('bucket unreachable');
    const attempts: string[] = [];
    const failing: Storage = {
      ...storage,
      put: async (key) => {
        attempts.push(key);
        throw failure;
      },
    };
    const { read, counting } = countingImages();
    let now = Date.now();
    const deps = {
      storage: failing,
      images: counting,
      renders: previewRenders({ now: () => now }),
    };
    const activity = await createActivity(database.db, {
      hostId,
      coverImageUrl: '/uploads/activities/red.webp',
    });

    for (let i = 0; i < 5; i++) {
      await expect(activityPreview(database.db, deps, activity.id)).rejects.toBe(failure);
    }
    expect(read).toHaveLength(1);
    expect(attempts).toHaveLength(1);

    now += FAILED_RENDER_MS;
    await expect(activityPreview(database.db, deps, activity.id)).rejects.toBe(failure);
    expect(read).toHaveLength(2);
    expect(attempts).toHaveLength(2);
  });

  it("removes every kept preview of an activity (when it is deleted), and only that activity's", async () => {
    const { storage, files } = memoryStorage();
    const gone = await createActivity(database.db, { hostId });
    const staying = await createActivity(database.db, { hostId });
    for (const id of [gone.id, staying.id])
      await activityPreview(database.db, { storage, images, renders }, id);
    files.set(`previews/${gone.id}/0123456789abcdef.png`, Buffer.from('an older one'));

    await removeActivityPreviews(storage, gone.id);

    expect([...files.keys()].filter((key) => key.startsWith(`previews/${gone.id}/`))).toEqual([]);
    expect([...files.keys()].filter((key) => key.startsWith(`previews/${staying.id}/`))).toHaveLength(1);
  });

  it('refuses a draft, a cancelled activity and an unknown id', async () => {
    const { storage, puts } = memoryStorage();
    const draft = await createActivity(database.db, { hostId, isPublished: false, status: 'draft' });
    const cancelled = await createActivity(database.db, { hostId, status: 'cancelled' });
    for (const id of [draft.id, cancelled.id, 'not-a-uuid', '00000000-0000-0000-0000-000000000000']) {
      await expect(activityPreview(database.db, { storage, images, renders }, id), id).rejects.toBeInstanceOf(
        NotFound,
      );
    }
    expect(puts).toEqual([]);
  });
});
