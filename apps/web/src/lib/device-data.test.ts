import 'fake-indexeddb/auto';
import { createStore, get, set } from 'idb-keyval';
import { DOOR_DATABASE, DOOR_STORE, forgetDeviceData } from '#/lib/device-data.ts';

describe('forgetDeviceData', () => {
  it("empties the door's store (guest names, unsent check-ins) while a connection to it is open", async () => {
    const door = createStore(DOOR_DATABASE, DOOR_STORE);
    await set('door:a-paella', { parties: [{ guestName: 'Ana' }] }, door);
    await forgetDeviceData();
    expect(await get('door:a-paella', door)).toBeUndefined();
  });
});
