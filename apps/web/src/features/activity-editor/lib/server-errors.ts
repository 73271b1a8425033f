import { ApiRequestError } from '#/lib/api-client.ts';
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
 * Where a price's server field lands: `earlyBird.priceCents` on `earlyBird.priceEur`, `priceCategories.1.names`
 * on `prices.1.names.en`, `privateOffer.minimumCents` on `privateOffer.minimumEur`.
 */
function priceFormField(field: string): string | undefined {
  const match = /^(earlyBird|privateOffer|priceCategories\.\d+)\.(.+)$/.exec(field);
  if (!match) return undefined;
  const [, owner = '', rest = ''] = match;
  const at = owner.replace('priceCategories', 'prices');
  const path = rest
    .replace(/^earlyBird\./, 'early.')
    .replace(/priceCents$/, 'priceEur')
    .replace(/^minimumCents$/, 'minimumEur')
    .replace(/^names$/, 'names.en');
  return `${at}.${path}`;
}

/**
 * Puts a server's `fields` errors on the activity form (cents are typed as euros, a series as its count, a
 * price's fields on its row) and returns the form fields that got one.
 */
export function applyActivityServerErrors(
  error: unknown,
  setError: (field: string, error: { type: 'server'; message: string }) => void,
): string[] {
  const landed: string[] = [];
  const priceFields =
    error instanceof ApiRequestError && error.fields
      ? Object.keys(error.fields).filter((field) => priceFormField(field))
      : [];
  const formField = (field: string) => SERVER_FIELDS[field as ServerField] ?? priceFormField(field);
  applyServerFieldErrors(
    error,
    [...(Object.keys(SERVER_FIELDS) as ServerField[]), ...priceFields],
    (field, fieldError) => {
      const name = formField(field);
      if (!name) return;
      setError(name, fieldError);
      landed.push(name);
    },
  );
  return landed;
}
