import { APP_TIME_ZONE } from '@sortim/contracts/product';
import {
  PROMO_CODE_MESSAGES,
  type PromoCode,
  PromoCodeInput,
  type PromoCodeInput as PromoCodeInputType,
} from '@sortim/contracts/promo-code-management';
import { isoToWallTime, wallTimeToIso } from '#/lib/wall-time.ts';

/*
 * The code form as typed (texts, a wall time, euros with decimals) and the API's PromoCodeInput,
 * both ways; the contract's own schema judges the result, and each of its messages lands on the field the
 * host typed it in.
 */

export type PromoCodeFormValues = {
  code: string;
  discountKind: 'percent' | 'amount';
  /** '20' (percent) or '5.50' (euros). */
  discountValue: string;
  scopeKind: 'all' | 'activities';
  activityIds: string[];
  /**
   * `datetime-local` values on the default city's clock ('' for none): a code may cover a host's activities
   * in several cities, so its start and end are one clock's, the one the codes page names.
   */
  startsAt: string;
  endsAt: string;
  totalLimit: string;
  perAccountLimit: string;
  minParty: string;
  note: string;
  unlocksHidden: boolean;
};

export type PromoCodeField = Exclude<keyof PromoCodeFormValues, 'discountKind' | 'scopeKind'>;

export const EMPTY_CODE_FORM: PromoCodeFormValues = {
  code: '',
  discountKind: 'percent',
  discountValue: '',
  scopeKind: 'all',
  activityIds: [],
  startsAt: '',
  endsAt: '',
  totalLimit: '',
  perAccountLimit: '',
  minParty: '',
  note: '',
  unlocksHidden: false,
};

/** A listed code as the form shows it, to change it. */
export function formValuesOf(code: PromoCode): PromoCodeFormValues {
  const text = (value: number | null) => (value === null ? '' : String(value));
  return {
    code: code.code,
    discountKind: code.percentOff !== null ? 'percent' : 'amount',
    discountValue:
      code.percentOff !== null ? String(code.percentOff) : ((code.amountOffCents ?? 0) / 100).toFixed(2),
    scopeKind: code.scope.kind,
    activityIds: code.scope.kind === 'activities' ? code.scope.activities.map((activity) => activity.id) : [],
    startsAt: code.startsAt ? isoToWallTime(code.startsAt, APP_TIME_ZONE) : '',
    endsAt: code.endsAt ? isoToWallTime(code.endsAt, APP_TIME_ZONE) : '',
    totalLimit: text(code.totalLimit),
    perAccountLimit: text(code.perAccountLimit),
    minParty: text(code.minParty),
    note: code.note ?? '',
    unlocksHidden: code.unlocksHidden,
  };
}

/** A number typed in a field: none when empty, NaN (refused by the schema) when it is no number. */
const numberOf = (text: string): number | null => {
  const trimmed = text.trim().replace(',', '.');
  return trimmed === '' ? null : Number(trimmed);
};

/** The form's values as the API takes them (not yet judged). */
export function inputOf(values: PromoCodeFormValues): PromoCodeInputType {
  const amount = numberOf(values.discountValue);
  // A discount left empty is a discount of nothing: the schema says what it must be.
  const discount = amount ?? 0;
  const instant = (local: string) => (local ? (wallTimeToIso(local, APP_TIME_ZONE) ?? local) : null);
  return {
    code: values.code,
    percentOff: values.discountKind === 'percent' ? discount : null,
    amountOffCents: values.discountKind === 'amount' ? Math.round(discount * 100) : null,
    startsAt: instant(values.startsAt),
    endsAt: instant(values.endsAt),
    totalLimit: numberOf(values.totalLimit),
    perAccountLimit: numberOf(values.perAccountLimit),
    minParty: numberOf(values.minParty),
    note: values.note,
    unlocksHidden: values.unlocksHidden,
    scope:
      values.scopeKind === 'all' ? { kind: 'all' } : { kind: 'activities', activityIds: values.activityIds },
  };
}

/** The form field an API field's message belongs on ('percentOff' → the discount, 'scope.activityIds' → the list). */
export function fieldOf(path: string): PromoCodeField | null {
  if (path === 'percentOff' || path === 'amountOffCents') return 'discountValue';
  if (path.startsWith('scope')) return 'activityIds';
  const known: PromoCodeField[] = [
    'code',
    'startsAt',
    'endsAt',
    'totalLimit',
    'perAccountLimit',
    'minParty',
    'note',
  ];
  return known.find((field) => field === path) ?? null;
}

/**
 * The values judged by the contract: the input to send, or each field's first message (English, the
 * contract's; the form translates them). A number that is no number gets its field's own message.
 */
export function judge(
  values: PromoCodeFormValues,
):
  | { input: PromoCodeInputType; errors: null }
  | { input: null; errors: Partial<Record<PromoCodeField, string>> } {
  const input = inputOf(values);
  const parsed = PromoCodeInput.safeParse(input);
  if (parsed.success) return { input, errors: null };
  const errors: Partial<Record<PromoCodeField, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = fieldOf(issue.path.join('.'));
    if (!field || errors[field]) continue;
    const own =
      field === 'discountValue'
        ? values.discountKind === 'percent'
          ? PROMO_CODE_MESSAGES.percentOff
          : PROMO_CODE_MESSAGES.amountOff
        : OWN_MESSAGE[field];
    errors[field] = issue.code === 'invalid_type' && own ? own : issue.message;
  }
  return { input: null, errors };
}

/** A field's message for text that is no number at all (the schema's own would say 'expected number'). */
const OWN_MESSAGE: Partial<Record<PromoCodeField, string>> = {
  totalLimit: PROMO_CODE_MESSAGES.limit,
  perAccountLimit: PROMO_CODE_MESSAGES.limit,
  minParty: PROMO_CODE_MESSAGES.minParty,
};
