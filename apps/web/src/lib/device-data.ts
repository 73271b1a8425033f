/**
 * What a page keeps on the device beyond the query cache, named once so signing out can drop it: the door
 * page's IndexedDB (an activity's guest names and ticket codes, and check-ins not sent yet).
 */
export const DOOR_DATABASE = 'sortim-door';
export const DOOR_STORE = 'door';

/**
 * Drops what the previous user kept on this device: a phone shared at the door must not keep the guests'
 * names. The store is emptied, not the database deleted: an open door page's connection would hold that.
 */
export async function forgetDeviceData(): Promise<void> {
  if (typeof indexedDB === 'undefined') return;
  const { clear, createStore } = await import('idb-keyval');
  await clear(createStore(DOOR_DATABASE, DOOR_STORE));
}
