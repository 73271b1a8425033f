import { HOSTING_MESSAGES, seriesCreatedMessage } from '@sortim/contracts/hosting';
import { IMAGE_UPLOAD } from '@sortim/contracts/profile';
import en from '#/locales/en.json';

/** The English catalog holds the contract's copy verbatim. */
describe('the activity editor copy', () => {
  const copy = en.activityEditor;

  it('toasts match the contract', () => {
    expect(copy.toasts.fixErrors).toBe(HOSTING_MESSAGES.fixErrors);
    expect(copy.toasts.fixErrorsDetail).toBe(HOSTING_MESSAGES.fixErrorsDetail);
    expect(copy.toasts.created).toBe(HOSTING_MESSAGES.created);
    expect(copy.toasts.updated).toBe(HOSTING_MESSAGES.updated);
    expect(copy.toasts.loadFailed).toBe(HOSTING_MESSAGES.loadFailed);
    expect(copy.toasts.accessDenied).toBe(HOSTING_MESSAGES.accessDenied);
    expect(copy.toasts.editOwnOnly).toBe(HOSTING_MESSAGES.editOwnOnly);
    expect(copy.toasts.seriesCreated.replace('{{count}}', '7')).toBe(seriesCreatedMessage(7));
    expect(copy.images.tooLarge).toBe(IMAGE_UPLOAD.tooLargeMessage);
    expect(copy.images.hint).toBe(IMAGE_UPLOAD.hint);
  });
});
