import type { DoorData } from '@sortim/contracts/check-in';
import { createStore, get, set, type UseStore, update } from 'idb-keyval';
import type { QueuedScan } from '#/features/door/door-rules.ts';
import { DOOR_DATABASE, DOOR_STORE } from '#/lib/device-data.ts';

/*
 * The door's copy on the device, in IndexedDB (never localStorage: a few hundred tickets, and the queue
 * must survive a reload or a closed tab): per activity, the last door data the server sent and the scans
 * it has not answered yet, in scan order. Signing out deletes it all (lib/device-data.ts).
 */

let store: UseStore | undefined;
const doorStore = () => {
  store ??= createStore(DOOR_DATABASE, DOOR_STORE);
  return store;
};

export const loadDoorCopy = (activityId: string) => get<DoorData>(`door:${activityId}`, doorStore());

export const saveDoorCopy = (activityId: string, door: DoorData) =>
  set(`door:${activityId}`, door, doorStore());

export async function loadQueue(activityId: string): Promise<QueuedScan[]> {
  return (await get<QueuedScan[]>(`queue:${activityId}`, doorStore())) ?? [];
}

export const enqueueScan = (activityId: string, scan: QueuedScan) =>
  update<QueuedScan[]>(`queue:${activityId}`, (queue = []) => [...queue, scan], doorStore());

/** Drops the scans the server has answered (by nonce). */
export const dropAnswered = (activityId: string, nonces: ReadonlySet<string>) =>
  update<QueuedScan[]>(
    `queue:${activityId}`,
    (queue = []) => queue.filter((scan) => !nonces.has(scan.nonce)),
    doorStore(),
  );
