/**
 * Where /auth sends a visitor once signed in: the page a guard turned them away from, carried in React
 * Router location state (never in the URL, so no link can send someone elsewhere after signing in).
 */
export interface ReturnToState {
  from?: string;
}

export const returnToState = (location: {
  pathname: string;
  search: string;
  hash: string;
}): ReturnToState => ({
  from: `${location.pathname}${location.search}${location.hash}`,
});

/** The remembered in-app path, or '/' (the spec's post-login target). */
export function readReturnTo(state: unknown): string {
  const from = (state as ReturnToState | null)?.from;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? from : '/';
}
