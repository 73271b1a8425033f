import { applyServerFieldErrors } from '#/lib/form-errors.ts';

/** The server's `fields` keys the activity form can show, and the form field each lands on. */
const SERVER_FIELDS = {
  title: 'title',
  category: 'category',
  subtype: 'subtype',
  description: 'description',
  locationName: 'locationName',
  address: 'address',
  startTime: 'startTime',
  endTime: 'endTime',
  priceCents: 'priceEur',
  capacity: 'capacity',
  activityLanguages: 'activityLanguages',
  level: 'level',
  tags: 'tags',
  thumbnailUrl: 'thumbnailUrl',
  coverImageUrl: 'coverImageUrl',
  additionalImages: 'additionalImages',
  recurrence: 'occurrences',
  'recurrence.occurrences': 'occurrences',
  spotsRemaining: 'spotsRemaining',
  thirdPartyAttendees: 'thirdPartyAttendees',
} as const;
type ServerField = keyof typeof SERVER_FIELDS;

/**
 * Puts a server's `fields` errors on the activity form (cents are typed as euros, a series as its count)
 * and returns the form fields that got one.
 */
export function applyActivityServerErrors(
  error: unknown,
  setError: (field: string, error: { type: 'server'; message: string }) => void,
): string[] {
  const landed: string[] = [];
  applyServerFieldErrors(error, Object.keys(SERVER_FIELDS) as ServerField[], (field, fieldError) => {
    const name = SERVER_FIELDS[field];
    setError(name, fieldError);
    landed.push(name);
  });
  return landed;
}
