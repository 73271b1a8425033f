import {
  UNSAFE_createBrowserHistory as createBrowserHistory,
  UNSAFE_createMemoryHistory as createMemoryHistory,
} from 'react-router';
import { createBlockableHistory, type ShouldBlock } from '#/lib/navigation-blocker.tsx';

const leavingThePage: ShouldBlock = ({ currentLocation, nextLocation }) =>
  currentLocation.pathname !== nextLocation.pathname;

/** A blockable memory history at `entries` (the last one current), with the paths its listener heard. */
function memoryHistory(entries: string[]) {
  const history = createBlockableHistory(createMemoryHistory({ initialEntries: entries, v5Compat: true }));
  const heard: string[] = [];
  history.listen(({ action, location }) => heard.push(`${action} ${location.pathname}`));
  return { history, heard };
}

describe('createBlockableHistory', () => {
  it('holds a push to another page until proceed() performs it', () => {
    const { history, heard } = memoryHistory(['/create-activity']);
    history.block(leavingThePage);

    history.push('/my-activities');
    expect(history.getBlocker()).toMatchObject({
      state: 'blocked',
      location: { pathname: '/my-activities' },
    });
    expect(history.location.pathname).toBe('/create-activity');
    expect(heard).toEqual([]);

    history.getBlocker().proceed?.();
    expect(history.getBlocker().state).toBe('unblocked');
    expect(history.location.pathname).toBe('/my-activities');
    expect(heard).toEqual(['PUSH /my-activities']);
  });

  it('drops a held replace on reset(), and lets a change of query through', () => {
    const { history, heard } = memoryHistory(['/create-activity']);
    history.block(leavingThePage);

    history.replace('/home');
    history.getBlocker().reset?.();
    expect(history.getBlocker().state).toBe('unblocked');
    expect(history.location.pathname).toBe('/create-activity');

    history.replace('/create-activity?step=2');
    expect(history.getBlocker().state).toBe('unblocked');
    expect(heard).toEqual(['REPLACE /create-activity']);
  });

  it('undoes a Back at once, and proceed() goes back after all', () => {
    const { history, heard } = memoryHistory(['/my-activities', '/create-activity']);
    history.block(leavingThePage);

    history.go(-1);
    expect(history.getBlocker()).toMatchObject({
      state: 'blocked',
      location: { pathname: '/my-activities' },
    });
    expect(history.location.pathname).toBe('/create-activity');
    expect(heard).toEqual([]);

    history.getBlocker().proceed?.();
    expect(history.location.pathname).toBe('/my-activities');
    expect(heard).toEqual(['POP /my-activities']);
  });

  it('unblocks everything, and forgets a held navigation, once the blocker is gone', () => {
    const { history, heard } = memoryHistory(['/create-activity']);
    const unblock = history.block(leavingThePage);
    history.push('/home');
    unblock();
    expect(history.getBlocker().state).toBe('unblocked');

    history.push('/about');
    expect(heard).toEqual(['PUSH /about']);
  });

  it('tells its subscribers when a navigation is held and answered', () => {
    const { history } = memoryHistory(['/create-activity']);
    history.block(leavingThePage);
    const changes = vi.fn();
    history.subscribe(changes);

    history.push('/home');
    history.getBlocker().reset?.();
    expect(changes).toHaveBeenCalledTimes(2);
  });

  it("undoes the browser's Back, whose popstate comes later, and ignores the undo's own", async () => {
    window.history.replaceState(null, '', '/my-activities');
    const history = createBlockableHistory(createBrowserHistory({ v5Compat: true }));
    const heard: string[] = [];
    const stop = history.listen(({ action, location }) => heard.push(`${action} ${location.pathname}`));
    history.push('/create-activity');
    history.block(leavingThePage);

    window.history.back();
    await vi.waitFor(() => expect(history.getBlocker().state).toBe('blocked'));
    await vi.waitFor(() => expect(window.location.pathname).toBe('/create-activity'));
    expect(heard).toEqual(['PUSH /create-activity']);

    history.getBlocker().proceed?.();
    await vi.waitFor(() => expect(window.location.pathname).toBe('/my-activities'));
    expect(heard).toEqual(['PUSH /create-activity', 'POP /my-activities']);
    stop();
  });
});
