import {
  createContext,
  type ReactNode,
  startTransition,
  use,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { flushSync } from 'react-dom';
import {
  type unstable_HistoryRouter as HistoryRouter,
  type Location,
  type NavigateOptions,
  NavigationType,
  type Path,
  parsePath,
  Router,
  type To,
} from 'react-router';

/** react-router's history (browser or memory, made with `v5Compat: true`). */
type History = Parameters<typeof HistoryRouter>[0]['history'];
type Update = Parameters<Parameters<History['listen']>[0]>[0];

export type ShouldBlock = (args: {
  currentLocation: Location;
  nextLocation: Path;
  historyAction: NavigationType;
}) => boolean;

export type Blocker =
  | { state: 'unblocked'; location?: undefined; proceed?: undefined; reset?: undefined }
  | { state: 'blocked'; location: Path; proceed: () => void; reset: () => void };

const UNBLOCKED: Blocker = { state: 'unblocked' };

export interface BlockableHistory {
  readonly action: NavigationType;
  readonly location: Location;
  createHref: History['createHref'];
  encodeLocation: History['encodeLocation'];
  go: History['go'];
  push(to: To, state?: unknown, options?: NavigateOptions): void;
  replace(to: To, state?: unknown, options?: NavigateOptions): void;
  /** Hears the navigations that happen; `flushSync` when the navigation asked to be rendered at once. */
  listen(listener: (update: Update, flushSync: boolean) => void): () => void;
  /** Asks `shouldBlock` before each navigation until the returned function is called (the latest one wins). */
  block(shouldBlock: ShouldBlock): () => void;
  /** The navigation waiting for an answer, if any. */
  getBlocker(): Blocker;
  subscribe(onChange: () => void): () => void;
}

/**
 * The app's history with what the data router's useBlocker did, which the declarative router lacks: while a
 * blocker says so, a push or replace is held until proceed() performs it (reset() drops it), and a Back or
 * Forward, which the browser has already done when we hear of it, is undone with history.go(-delta) and
 * redone by proceed(). The popstate that undoing causes is not a navigation: it is ignored.
 */
export function createBlockableHistory(history: History): BlockableHistory {
  let shouldBlock: ShouldBlock | null = null;
  let blocker = UNBLOCKED;
  // The location the app shows: during a Back, history.location is already the next one.
  let shown = history.location;
  let undoingPop = false;
  let afterUndo: (() => void) | null = null;
  let letNextPopThrough = false;
  // A v5Compat history tells its listener of a push or replace before returning.
  let flushNext = false;
  const subscribers = new Set<() => void>();

  const setBlocker = (next: Blocker) => {
    blocker = next;
    for (const notify of subscribers) notify();
  };

  const blocks = (nextLocation: Path, historyAction: NavigationType) =>
    shouldBlock?.({ currentLocation: shown, nextLocation, historyAction }) === true;

  const hold = (location: Path, perform: () => void) =>
    setBlocker({
      state: 'blocked',
      location,
      proceed: () => {
        setBlocker(UNBLOCKED);
        perform();
      },
      reset: () => setBlocker(UNBLOCKED),
    });

  // Navigations resolve relative paths before they reach the history, so `to` is absolute.
  const pathOf = (to: To): Path => {
    const path = typeof to === 'string' ? parsePath(to) : to;
    return { pathname: path.pathname ?? shown.pathname, search: path.search ?? '', hash: path.hash ?? '' };
  };

  const navigate = (action: NavigationType, to: To, options: NavigateOptions | undefined, go: () => void) => {
    const perform = () => {
      flushNext = options?.flushSync === true;
      try {
        go();
      } finally {
        flushNext = false;
      }
    };
    const next = pathOf(to);
    if (blocks(next, action)) hold(next, perform);
    else perform();
  };

  return {
    get action() {
      return history.action;
    },
    get location() {
      return history.location;
    },
    createHref: (to) => history.createHref(to),
    encodeLocation: (to) => history.encodeLocation(to),
    go: (delta) => history.go(delta),
    push: (to, state, options) => navigate(NavigationType.Push, to, options, () => history.push(to, state)),
    replace: (to, state, options) =>
      navigate(NavigationType.Replace, to, options, () => history.replace(to, state)),
    listen: (listener) =>
      history.listen((update) => {
        if (undoingPop) {
          undoingPop = false;
          const redo = afterUndo;
          afterUndo = null;
          redo?.();
          return;
        }
        // A POP without a delta comes from outside the history (a typed hash): it cannot be undone.
        const { action, location, delta } = update;
        if (
          action === NavigationType.Pop &&
          delta != null &&
          !letNextPopThrough &&
          blocks(location, action)
        ) {
          undoingPop = true;
          history.go(-delta);
          hold(location, () => {
            const redo = () => {
              letNextPopThrough = true;
              history.go(delta);
            };
            // The undo's popstate may not have come yet (the browser's is asynchronous).
            if (undoingPop) afterUndo = redo;
            else redo();
          });
          return;
        }
        letNextPopThrough = false;
        shown = location;
        listener(update, flushNext);
      }),
    block(next) {
      shouldBlock = next;
      return () => {
        if (shouldBlock !== next) return;
        shouldBlock = null;
        if (blocker.state === 'blocked') setBlocker(UNBLOCKED);
      };
    },
    getBlocker: () => blocker,
    subscribe(onChange) {
      subscribers.add(onChange);
      return () => subscribers.delete(onChange);
    },
  };
}

const BlockableHistoryContext = createContext<BlockableHistory | null>(null);

/**
 * The app's router: react-router's declarative mode on a history that useBlocker can hold. Like
 * BrowserRouter, it shows a new location in a transition, so the current page stays until the next one's
 * chunk has come; a navigation asking for `flushSync` (sign-out, before the session empties) renders at once.
 */
export function BlockingRouter({ history, children }: { history: History; children: ReactNode }) {
  const [blockable] = useState(() => createBlockableHistory(history));
  const [state, setState] = useState({ action: blockable.action, location: blockable.location });
  useLayoutEffect(
    () =>
      blockable.listen(({ action, location }, now) => {
        const show = () => setState({ action, location });
        if (now) flushSync(show);
        else startTransition(show);
      }),
    [blockable],
  );
  return (
    <BlockableHistoryContext value={blockable}>
      <Router location={state.location} navigationType={state.action} navigator={blockable}>
        {children}
      </Router>
    </BlockableHistoryContext>
  );
}

/** Holds navigations while `shouldBlock` says so; the answer comes through the returned blocker. */
export function useBlocker(shouldBlock: ShouldBlock): Blocker {
  const history = use(BlockableHistoryContext);
  if (!history) throw new Error('useBlocker needs the BlockingRouter');
  // Registered once: re-registering on every render (an inline shouldBlock) would drop a held navigation.
  const latest = useRef(shouldBlock);
  useLayoutEffect(() => {
    latest.current = shouldBlock;
  });
  useEffect(() => history.block((args) => latest.current(args)), [history]);
  return useSyncExternalStore(history.subscribe, history.getBlocker);
}
