import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { expect } from 'vitest';
import type { App } from '#src/app.ts';

/**
 * Asks for a public activity's link preview as a chat app would, so one picture is kept in local storage
 * (`uploadsDir`); returns how to list the files kept for it since.
 */
export async function withKeptPreview(app: App, uploadsDir: string, activityId: string) {
  const preview = await app.inject({ method: 'GET', url: `/api/activities/${activityId}/preview.png` });
  expect(preview.statusCode).toBe(200);
  const kept = () => readdir(path.join(uploadsDir, 'previews', activityId)).catch(() => [] as string[]);
  expect(await kept()).toHaveLength(1);
  return kept;
}
