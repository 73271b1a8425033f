/*
 * The navigation state the editor's Publish lands on the activity's page with: the page then says, once,
 * that the activity is live. Navigation state, not the URL, so a reload or a shared link does not say it again.
 */
export type PublishedState = { published: true };

export const publishedState = (): PublishedState => ({ published: true });

export const isPublishedState = (state: unknown): state is PublishedState =>
  typeof state === 'object' && state !== null && (state as Partial<PublishedState>).published === true;
