import 'fake-indexeddb/auto';
import type { CheckInRequest, CheckInResult, DoorData } from '@sortim/contracts/check-in';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clear, createStore } from 'idb-keyval';
import { doorData, doorParty, ticketCode } from '#/features/door/door-factories.ts';
import { applyScan } from '#/features/door/door-rules.ts';
import { createProfile, createSession } from '#/test/factories.ts';
import { deferred, mockApi, renderApp } from '#/test/render.tsx';

const host = createSession({
  roles: ['user', 'host'],
  profile: createProfile({ displayName: 'Marta Puig' }),
});

/**
 * A fake door server: the door data, and check-ins judged by the same rules the device uses, remembered by
 * nonce (a nonce sent again gets its first answer). `online: false` fails every call as a lost network does.
 */
function doorServer(start: DoorData) {
  const server = {
    door: start,
    online: true,
    answered: new Map<string, CheckInResult>(),
    received: [] as CheckInRequest['scans'],
    answer: undefined as ((scan: CheckInRequest['scans'][number]) => CheckInResult | undefined) | undefined,
  };
  const fetchMock = mockApi(host, (url, init) => {
    if (!url.startsWith('/api/host/activities/a-paella/')) return undefined;
    if (!server.online) throw new TypeError('Failed to fetch');
    if (url.endsWith('/door')) return Response.json({ ...server.door, fetchedAt: new Date().toISOString() });
    if (url.endsWith('/check-ins') && init?.method === 'POST') {
      const { scans } = JSON.parse(String(init.body)) as CheckInRequest;
      server.received.push(...scans);
      const results = scans.map((scan) => {
        const first = server.answered.get(scan.nonce);
        if (first) return first;
        const forced = server.answer?.(scan);
        const judged = forced ?? applyScan(server.door, scan, 'Marta Puig');
        if (!forced) server.door = (judged as ReturnType<typeof applyScan>).door;
        const result = forced ?? (judged as ReturnType<typeof applyScan>).result;
        server.answered.set(scan.nonce, result);
        return result;
      });
      return Response.json({ results });
    }
    return undefined;
  });
  return Object.assign(server, { fetchMock });
}

const blankResult = (nonce: string): CheckInResult => ({
  nonce,
  outcome: 'unknown',
  seat: null,
  party: null,
  checkedInAt: null,
  checkedInByName: null,
  category: null,
  guestName: null,
});

const ana = doorParty('b-ana', 'Ana Puig', 3);
const pau = doorParty('b-pau', 'Pau Serra', 1);
const laia = doorParty('b-laia', 'Laia Vidal', 2, { state: 'refunded' });

async function openDoor() {
  const user = userEvent.setup();
  const view = renderApp('/check-in/a-paella');
  await screen.findByRole('searchbox', { name: 'Search by name or ticket code' });
  return Object.assign(user, { unmount: view.unmount });
}

async function search(user: ReturnType<typeof userEvent.setup>, text: string) {
  const field = screen.getByRole('searchbox', { name: 'Search by name or ticket code' });
  await user.clear(field);
  await user.type(field, text);
}

describe('/check-in/:id', () => {
  beforeAll(() => import('#/features/door/pages/door-page.tsx'));
  beforeEach(async () => {
    await clear(createStore('sortim-door', 'door'));
  });
  afterEach(() => {
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => true });
  });

  it('keeps what was typed before the list arrived, and searches it once it has', async () => {
    const list = deferred<Response>();
    mockApi(host, (url) => (url === '/api/host/activities/a-paella/door' ? list.promise : undefined));
    const user = userEvent.setup();
    renderApp('/check-in/a-paella');
    // The field is there while the list loads; the host starts typing at once.
    const field = await screen.findByRole('searchbox', { name: 'Search by name or ticket code' });
    await user.type(field, 'an');
    expect(screen.getByText('Loading the check-in list…')).toHaveAttribute('role', 'status');

    list.resolve(Response.json({ ...doorData([ana, pau]), fetchedAt: new Date().toISOString() }));
    expect(await screen.findByText('0 of 4 in')).toBeInTheDocument();
    expect(field).toHaveValue('an');
    expect(field).toHaveFocus();
    await user.type(field, 'a');
    expect(field).toHaveValue('ana');
    expect(screen.getByRole('list', { name: 'Guests found' })).toHaveTextContent('Ana Puig');
  });

  it("shows nobody's name until a search is typed, then the parties found with how many are in", async () => {
    doorServer(doorData([ana, pau, laia]));
    const user = await openDoor();

    expect(await screen.findByText('0 of 4 in')).toBeInTheDocument();
    expect(screen.queryByText(/Ana|Pau|Laia/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Start camera' })).toBeInTheDocument();

    await search(user, 'ana');
    const found = screen.getByRole('list', { name: 'Guests found' });
    expect(within(found).getAllByRole('listitem')).toHaveLength(1);
    expect(found).toHaveTextContent('Ana Puig');
    expect(found).toHaveTextContent('0 of 3 in');

    await search(user, 'laia');
    expect(screen.getByRole('list', { name: 'Guests found' })).toHaveTextContent('Refunded ticket');
    expect(screen.queryByRole('button', { name: /^Check in/ })).toBeNull();

    await search(user, 'nobody');
    expect(screen.getByText('Nobody matches “nobody”.')).toBeInTheDocument();
    await user.clear(screen.getByRole('searchbox'));
    expect(screen.queryByRole('list', { name: 'Guests found' })).toBeNull();
  });

  it('checks a seat in by search: Valid full screen, then the rest of the party, then Next back to the door', async () => {
    const server = doorServer(doorData([ana]));
    const user = await openDoor();
    await search(user, 'ana');
    await user.click(screen.getByRole('button', { name: 'Check in Ana Puig' }));

    const answer = await screen.findByRole('alert');
    expect(answer).toHaveTextContent('Valid: party of 3, 1 of 3 in');
    expect(answer).toHaveTextContent('Ana Puig · seat 1');
    await waitFor(() => expect(server.received).toHaveLength(1));
    expect(server.received[0]).toMatchObject({ code: ticketCode('b-ana', 1), action: 'check_in' });
    expect(server.received[0]?.nonce).toMatch(/^[0-9a-f-]{36}$/);
    expect(screen.getByRole('button', { name: 'Next' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Check in the rest' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Valid: party of 3, 3 of 3 in'));
    await waitFor(() => expect(server.received.at(-1)?.action).toBe('check_in_party'));
    expect(screen.queryByRole('button', { name: 'Check in the rest' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(await screen.findByText('3 of 3 in')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('All check-ins sent'));
  });

  it('says when and by whom a seat was checked in, from the server when another device was first', async () => {
    const server = doorServer(doorData([pau]));
    const user = await openDoor();
    // Another device checked Pau in at 10:02 after this phone's copy was fetched.
    server.answer = (scan) => ({
      nonce: scan.nonce,
      outcome: 'already_checked_in',
      seat: 1,
      party: { ...pau.party, checkedIn: 1 },
      checkedInAt: '2026-06-15T08:02:00Z',
      checkedInByName: 'Jordi',
      category: null,
      guestName: null,
    });
    await search(user, 'pau');
    await user.click(screen.getByRole('button', { name: 'Check in Pau Serra' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Already checked in at 10:02 by Jordi'),
    );
    expect(screen.getByRole('button', { name: 'Undo' })).toBeInTheDocument();
  });

  it("checks a whole typed code in as a scan: the server tells another activity's ticket", async () => {
    const server = doorServer(doorData([pau]));
    server.answer = (scan) => ({ ...blankResult(scan.nonce), outcome: 'other_activity' });
    const user = await openDoor();
    await search(user, 'zr2fz 1tjfq 0abcd efghj kmnpq r');
    expect(screen.queryByRole('list', { name: 'Guests found' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Check in this code' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent("Another activity's ticket"));
    expect(server.received[0]?.code).toBe('ZR2FZ1TJFQ0ABCDEFGHJKMNPQR');
    expect(screen.getByRole('searchbox')).toHaveValue('');
  });

  it("drops scans the server refuses for good (no longer this host's activity) and says so", async () => {
    const server = doorServer(doorData([pau]));
    server.fetchMock.mockImplementation(async (input, init) => {
      const url = typeof input === 'string' ? input : String(input);
      if (url === '/api/me') return Response.json(host);
      if (url.endsWith('/check-ins') && init?.method === 'POST') {
        return Response.json({ error: { code: 'forbidden', message: 'Forbidden' } }, { status: 403 });
      }
      if (url.endsWith('/door')) return Response.json(server.door);
      return Response.json({ ok: true });
    });
    const user = await openDoor();
    await search(user, 'pau');
    await user.click(screen.getByRole('button', { name: 'Check in Pau Serra' }));
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Forbidden')).toBeInTheDocument();
    expect(await screen.findByText('All check-ins sent')).toBeInTheDocument();
  });

  it('takes a check-in back with Undo', async () => {
    const server = doorServer(doorData([pau]));
    const user = await openDoor();
    await search(user, 'pau');
    await user.click(screen.getByRole('button', { name: 'Check in Pau Serra' }));
    await screen.findByText('Valid: party of 1, 1 of 1 in');
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Check-in undone: 0 of 1 in'));
    await waitFor(() => expect(server.received.map((scan) => scan.action)).toEqual(['check_in', 'undo']));
  });

  it('works offline from the copy on the device, queues check-ins and sends them once when back', async () => {
    const server = doorServer(doorData([ana]));
    const first = await openDoor();
    await screen.findByText('0 of 3 in');
    // The page was opened once online (the copy is kept); now the network is gone and the page reopens.
    server.online = false;
    const user = first;
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    expect(await screen.findByText(/^Offline: check-ins are kept on this phone/)).toBeInTheDocument();

    await search(user, 'ana');
    await user.click(screen.getByRole('button', { name: 'Check in Ana Puig' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Valid: party of 3, 1 of 3 in');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await search(user, 'ana');
    await user.click(screen.getByRole('button', { name: 'Check in Ana Puig' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Valid: party of 3, 2 of 3 in');
    await user.click(screen.getByRole('button', { name: 'Next' }));

    expect(await screen.findByText('Offline: 2 check-ins waiting to be sent')).toBeInTheDocument();
    expect(screen.getByText('2 of 3 in')).toBeInTheDocument();
    expect(server.received).toHaveLength(0);

    server.online = true;
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => true });
    act(() => {
      window.dispatchEvent(new Event('online'));
      // A second 'online' (a flaky network): the queue still goes once.
      window.dispatchEvent(new Event('online'));
    });
    expect(await screen.findByText('All check-ins sent')).toBeInTheDocument();
    expect(server.received.map((scan) => scan.code)).toEqual([
      ticketCode('b-ana', 1),
      ticketCode('b-ana', 2),
    ]);
    expect(new Set(server.received.map((scan) => scan.nonce)).size).toBe(2);
    expect(screen.getByText('2 of 3 in')).toBeInTheDocument();
  });

  it('opens from the device when the network is gone, and tells what the server answered otherwise', async () => {
    const server = doorServer(doorData([pau]));
    const view = await openDoor();
    await screen.findByText('0 of 1 in');
    server.online = false;
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
    view.unmount();
    const user = userEvent.setup();
    renderApp('/check-in/a-paella');
    // The copy kept on the device answers: the door opens with no network.
    expect(await screen.findByText('0 of 1 in')).toBeInTheDocument();
    expect(screen.getByText(/^Guest list as of \d\d:\d\d$/)).toBeInTheDocument();

    await search(user, 'pau');
    await user.click(screen.getByRole('button', { name: 'Check in Pau Serra' }));
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    // Meanwhile another device had checked Pau in.
    server.answer = (scan) => ({
      nonce: scan.nonce,
      outcome: 'already_checked_in',
      seat: 1,
      party: { ...pau.party, checkedIn: 1 },
      checkedInAt: '2026-06-15T08:02:00Z',
      checkedInByName: 'Jordi',
      category: null,
      guestName: null,
    });
    server.online = true;
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => true });
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    const late = await screen.findByRole('region', { name: 'Answered once back online' });
    expect(late).toHaveTextContent('Pau Serra · seat 1: Already checked in at 10:02 by Jordi');
  });
});
