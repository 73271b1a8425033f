import { MY_DATA_FORMAT, type MyData } from '@sortim/contracts/my-data';
import type { Database } from '#src/db/client.ts';
import type { Caller } from '#src/lib/caller.ts';
import { SECTIONS } from './sections.ts';

/** The caller's own data, every section of it; only ever the caller's (the sections read by their id). */
export async function exportMyData(db: Database, caller: Caller): Promise<MyData> {
  const data: MyData = { format: MY_DATA_FORMAT, exportedAt: new Date().toISOString() };
  for (const [name, section] of Object.entries(SECTIONS)) data[name] = await section(db, caller.id);
  return data;
}
