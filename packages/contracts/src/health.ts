import { z } from 'zod';

export const Health = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['up', 'down']),
  backend: z.enum(['pglite', 'postgres']),
  version: z.string(),
});
export type Health = z.infer<typeof Health>;
