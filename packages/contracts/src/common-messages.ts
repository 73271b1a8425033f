import { defineMessages } from './messages.ts';

/** The API's general refusals, whatever the endpoint. */
export const COMMON_MESSAGES = defineMessages('common', {
  /** What the UI shows for a 429 from any endpoint. */
  rateLimited: 'Too many attempts. Please wait a moment and try again.',
  unauthorized: 'Please sign in to continue',
  forbidden: 'You are not allowed to do this',
  notFound: 'Not found',
  internal: 'Something went wrong on our side. Please try again.',
  invalidRequest: 'Invalid request',
  ownDataOnly: 'You can only change your own data',
  otherSite: 'This request came from another site and was refused',
});

/** The message the UI shows for a 429 from any endpoint. */
export const RATE_LIMITED_MESSAGE = COMMON_MESSAGES.rateLimited;

/** Refusals of a request's body itself, before any endpoint reads it. */
export const REQUEST_MESSAGES = defineMessages('request', {
  jsonOnly: 'This content type is not accepted here. Send JSON (application/json).',
  invalidJson: 'The request body is not valid JSON',
  emptyBody: 'The request body is empty. Send a JSON object.',
  bodyTooLarge: 'The request body is too large',
  unstorableText: 'Text may not contain null characters or broken Unicode',
  notMultipart: 'Send the image as multipart/form-data',
  malformedUpload: 'The upload was cut off or malformed. Please try again.',
  chooseImage: 'Choose an image to upload',
});
