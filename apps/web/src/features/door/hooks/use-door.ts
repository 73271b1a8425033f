import type { CheckInAction, CheckInResult } from '@sortim/contracts/check-in';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { DOOR_REFRESH_MS, doorKey, fetchDoor, useDoorData } from '#/features/door/api/door-data.ts';
import { dropAnswered, enqueueScan, loadQueue } from '#/features/door/api/door-store.ts';
import { sendCheckIns } from '#/features/door/api/send-check-ins.ts';
import { applyScan, type QueuedScan, toCheckInScan, withPendingScans } from '#/features/door/door-rules.ts';
import { ApiRequestError } from '#/lib/api-client.ts';
import { useMe } from '#/lib/session.ts';

/** At most this many scans in one request (the contract's limit). */
const BATCH = 200;

/** What the door shows full screen: a scan's answer, the device's at once and then the server's. */
export interface DoorAnswer {
  scan: QueuedScan;
  result: CheckInResult;
  /** Decided on the device with no answer from the server yet. */
  local: boolean;
}

/** A refusal the queue would meet again and again (the host lost the activity, a malformed scan). */
const isFinalRefusal = (error: unknown) =>
  error instanceof ApiRequestError &&
  error.status >= 400 &&
  error.status < 500 &&
  ![408, 429].includes(error.status);

/**
 * The door: the activity's copy with the scans not yet sent applied on top, a scan decided on the device at
 * once (online or not) and queued in IndexedDB, the queue sent in order whenever the network allows, and
 * the server's answers where they differ from the device's (another device was first).
 */
export function useDoor(activityId: string) {
  const me = useMe();
  // The server names whoever checked a seat in by their profile's name.
  const byName = me.profile?.displayName ?? me.user?.name ?? null;
  const queryClient = useQueryClient();
  const door = useDoorData(activityId);
  const [queue, setQueue] = useState<QueuedScan[]>([]);
  const [online, setOnline] = useState(() => navigator.onLine);
  const [sendFailed, setSendFailed] = useState(false);
  const [refused, setRefused] = useState<unknown>(null);
  const [answer, setAnswer] = useState<DoorAnswer | null>(null);
  /** Scans sent after the moment whose answer differs from the device's: told, newest first. */
  const [lateAnswers, setLateAnswers] = useState<CheckInResult[]>([]);

  const view = useMemo(
    () => (door.data ? withPendingScans(door.data, queue, byName) : undefined),
    [door.data, queue, byName],
  );
  const viewRef = useRef(view);
  viewRef.current = view;
  const shownNonce = useRef<string | null>(null);
  const sending = useRef(false);
  const sendAgain = useRef(false);
  // A send still on its way when the door closes stops there: nothing is left to show its answer to.
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const flush = useCallback(async () => {
    if (sending.current) {
      sendAgain.current = true;
      return;
    }
    sending.current = true;
    try {
      do {
        sendAgain.current = false;
        const pending = (await loadQueue(activityId)).slice(0, BATCH);
        if (pending.length === 0 || !mounted.current) break;
        let results: CheckInResult[];
        try {
          ({ results } = await sendCheckIns(activityId, pending.map(toCheckInScan)));
        } catch (error) {
          if (!mounted.current) return;
          if (!isFinalRefusal(error)) {
            setSendFailed(true);
            return;
          }
          setRefused(error);
          await dropAnswered(activityId, new Set(pending.map((scan) => scan.nonce)));
          const left = await loadQueue(activityId);
          if (!mounted.current) return;
          setQueue(left);
          continue;
        }
        if (!mounted.current) return;
        setSendFailed(false);
        setRefused(null);
        const local = new Map(pending.map((scan) => [scan.nonce, scan]));
        const late: CheckInResult[] = [];
        for (const result of results) {
          const scan = local.get(result.nonce);
          if (!scan) continue;
          if (result.nonce === shownNonce.current) {
            setAnswer((shown) =>
              shown?.scan.nonce === result.nonce ? { scan, result, local: false } : shown,
            );
          } else if (result.outcome !== scan.localOutcome) {
            late.push(result);
          }
        }
        if (late.length > 0) setLateAnswers((told) => [...late.reverse(), ...told]);
        // The fresh copy first, then the scans leave the queue: the screen never shows them undone. With no
        // copy (the network went again) they stay queued and go again: their nonces make that harmless.
        try {
          queryClient.setQueryData(doorKey(activityId), await fetchDoor(activityId));
        } catch {
          if (!mounted.current) return;
          setSendFailed(true);
          return;
        }
        await dropAnswered(activityId, new Set(results.map((result) => result.nonce)));
        const left = await loadQueue(activityId);
        if (!mounted.current) return;
        setQueue(left);
      } while (sendAgain.current);
    } finally {
      sending.current = false;
    }
  }, [activityId, queryClient]);

  // The queue left by an earlier visit (a reload, a closed tab) goes first.
  useEffect(() => {
    let live = true;
    void loadQueue(activityId).then((saved) => {
      if (!live) return;
      setQueue((current) => [
        ...saved,
        ...current.filter((scan) => !saved.some((s) => s.nonce === scan.nonce)),
      ]);
      if (saved.length > 0) void flush();
    });
    return () => {
      live = false;
    };
  }, [activityId, flush]);

  useEffect(() => {
    const up = () => {
      setOnline(true);
      void flush();
      void queryClient.invalidateQueries({ queryKey: doorKey(activityId) });
    };
    const down = () => setOnline(false);
    window.addEventListener('online', up);
    window.addEventListener('offline', down);
    return () => {
      window.removeEventListener('online', up);
      window.removeEventListener('offline', down);
    };
  }, [activityId, flush, queryClient]);

  // While scans wait, the door tries again every few seconds (a network back without an 'online' event).
  const waiting = queue.length > 0;
  useEffect(() => {
    if (!waiting) return;
    const timer = setInterval(() => void flush(), DOOR_REFRESH_MS);
    return () => clearInterval(timer);
  }, [waiting, flush]);

  const scan = useCallback(
    async (code: string, action: CheckInAction = 'check_in') => {
      const copy = viewRef.current;
      if (!copy) return;
      const made = { nonce: crypto.randomUUID(), code, action, scannedAt: new Date().toISOString() };
      const { result } = applyScan(copy, made, byName);
      const queued: QueuedScan = { ...made, localOutcome: result.outcome };
      shownNonce.current = queued.nonce;
      setAnswer({ scan: queued, result, local: true });
      setQueue((current) => [...current, queued]);
      await enqueueScan(activityId, queued);
      void flush();
    },
    [activityId, byName, flush],
  );

  const dismiss = useCallback(() => {
    shownNonce.current = null;
    setAnswer(null);
  }, []);

  return {
    door,
    view,
    queue,
    offline: !online || sendFailed,
    answer,
    lateAnswers,
    refused,
    scan,
    dismiss,
    clearLateAnswers: () => setLateAnswers([]),
  };
}
