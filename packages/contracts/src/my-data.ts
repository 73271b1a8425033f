import { z } from 'zod';

/*
 * `GET /api/me/data`: a person's own data as one JSON file (the right of access and portability). Each part
 * of the product adds its section (modules/my-data/sections.ts); a section is plain JSON named for what it
 * holds, so the file reads without documentation.
 */

export const MY_DATA_FORMAT = 'sortim-my-data/1';

export const MyData = z
  .object({
    format: z.literal(MY_DATA_FORMAT),
    exportedAt: z.string(),
  })
  .catchall(z.unknown());
export type MyData = z.infer<typeof MyData>;

/** The file name the browser saves it under. */
export const myDataFilename = (exportedAt: string) => `sortim-my-data-${exportedAt.slice(0, 10)}.json`;
