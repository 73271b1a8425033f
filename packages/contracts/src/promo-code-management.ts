import { z } from 'zod';
import { defineMessages } from './messages.ts';
import { singleLineText } from './plain-text.ts';
import { codeText } from './promo-codes.ts';

/*
 * Promo codes as hosts and admins manage them (docs/product.md, "Prices and codes"): a host's codes are for
 * some or all of their own activities, and the discount is theirs; an admin's are the platform's, for any
 * activity, and the discount comes off the platform's fee. A code can be changed until its first use and
 * paused or resumed at any time. Guests meet codes through promo-codes.ts.
 */

export const PROMO_CODE_MESSAGES = defineMessages('promoCodes', {
  codeShape: 'A code is 3 to 30 letters, digits, - or _, starting with a letter or digit',
  codeTaken: 'That code is already in use: choose another',
  notEditable: 'This code has been used: you can pause it, but not change it',
  oneDiscount: 'Give either a percentage or an amount off',
  percentOff: 'The percentage off is a whole number from 1 to 100',
  amountOff: 'The amount off is from €0.01 to €10,000',
  window: 'The end must come after the start',
  limit: 'A limit is a whole number from 1 to 100,000',
  minParty: 'The minimum party is from 1 to 20 guests',
  note: 'The note has at most 200 characters',
  chooseActivities: 'Choose at least one activity, or all of them',
  notYourActivity: 'A code can only be for your own activities',
  unknownActivity: 'One of the chosen activities does not exist',
  notFound: 'This code does not exist',
});

const M = PROMO_CODE_MESSAGES;

export const PROMO_CODE_NOTE_MAX = 200;
/** The most activities one code names (more: "all of them"). */
export const PROMO_CODE_ACTIVITIES_MAX = 200;

/** Which activities a code is for: all of its owner's (a platform code: every activity), or those chosen. */
export const PromoCodeScopeInput = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('all') }),
  z.object({
    kind: z.literal('activities'),
    activityIds: z
      .array(z.uuid(M.unknownActivity))
      .min(1, M.chooseActivities)
      .max(PROMO_CODE_ACTIVITIES_MAX, M.chooseActivities),
  }),
]);
export type PromoCodeScopeInput = z.infer<typeof PromoCodeScopeInput>;

const limit = (message: string) => z.number().int(message).min(1, message).max(100_000, message);

/**
 * A code as its host or an admin writes it (`POST /api/host/codes`, `PUT /api/host/codes/:id`, and the same
 * under /api/admin/codes). Exactly one of `percentOff` and `amountOffCents`; times are instants (the form
 * takes Barcelona wall times); what is left out is no limit.
 */
export const PromoCodeInput = z
  .object({
    code: codeText(M.codeShape),
    percentOff: z
      .number()
      .int(M.percentOff)
      .min(1, M.percentOff)
      .max(100, M.percentOff)
      .nullable()
      .default(null),
    amountOffCents: z
      .number()
      .int(M.amountOff)
      .min(1, M.amountOff)
      .max(1_000_000, M.amountOff)
      .nullable()
      .default(null),
    startsAt: z.iso.datetime({ offset: true }).nullable().default(null),
    endsAt: z.iso.datetime({ offset: true }).nullable().default(null),
    totalLimit: limit(M.limit).nullable().default(null),
    perAccountLimit: limit(M.limit).nullable().default(null),
    minParty: z.number().int(M.minParty).min(1, M.minParty).max(20, M.minParty).nullable().default(null),
    /** Shown to the guest when the code applies ("Welcome, friends of the bakery"); empty is none. */
    note: singleLineText()
      .max(PROMO_CODE_NOTE_MAX, M.note)
      .transform((note) => note || null)
      .nullable()
      .default(null),
    /** Shows the activity's code-only prices (a "friends" price) to whoever has the code. */
    unlocksHidden: z.boolean().default(false),
    scope: PromoCodeScopeInput,
  })
  .superRefine((input, ctx) => {
    if ((input.percentOff === null) === (input.amountOffCents === null)) {
      ctx.addIssue({ code: 'custom', path: ['percentOff'], message: M.oneDiscount });
    }
    if (input.startsAt && input.endsAt && Date.parse(input.startsAt) >= Date.parse(input.endsAt)) {
      ctx.addIssue({ code: 'custom', path: ['endsAt'], message: M.window });
    }
  });
export type PromoCodeInput = z.input<typeof PromoCodeInput>;
export type PromoCodeValues = z.output<typeof PromoCodeInput>;

/**
 * Where a code stands: paused by its owner; ended (its end has passed); used up (its total limit reached);
 * scheduled (its start is still to come); else live. The first that holds is the one shown.
 */
export const PROMO_CODE_STATES = ['live', 'scheduled', 'ended', 'paused', 'used_up'] as const;
export type PromoCodeState = (typeof PROMO_CODE_STATES)[number];

export function promoCodeState(
  code: {
    pausedAt: string | null;
    startsAt: string | null;
    endsAt: string | null;
    totalLimit: number | null;
  },
  uses: number,
  now: Date,
): PromoCodeState {
  if (code.pausedAt !== null) return 'paused';
  if (code.endsAt !== null && Date.parse(code.endsAt) <= now.getTime()) return 'ended';
  if (code.totalLimit !== null && uses >= code.totalLimit) return 'used_up';
  if (code.startsAt !== null && Date.parse(code.startsAt) > now.getTime()) return 'scheduled';
  return 'live';
}

/** An activity a code names, as the list shows it. */
export const PromoCodeActivity = z.object({ id: z.string(), title: z.string(), startTime: z.string() });
export type PromoCodeActivity = z.infer<typeof PromoCodeActivity>;

/**
 * A code as its owner's list shows it. `uses`: the bookings that kept it (paid, or cancelled without a
 * refund) and the holds still open with it; `revenueCents` and `discountCents`: what those bookings paid and
 * were given off (a refunded booking gave its use back and counts in neither). `editable`: not used yet.
 */
export const PromoCode = z.object({
  id: z.string(),
  code: z.string(),
  percentOff: z.number().int().nullable(),
  amountOffCents: z.number().int().nullable(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  totalLimit: z.number().int().nullable(),
  perAccountLimit: z.number().int().nullable(),
  minParty: z.number().int().nullable(),
  note: z.string().nullable(),
  unlocksHidden: z.boolean(),
  scope: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('all') }),
    z.object({ kind: z.literal('activities'), activities: z.array(PromoCodeActivity) }),
  ]),
  pausedAt: z.string().nullable(),
  state: z.enum(PROMO_CODE_STATES),
  uses: z.number().int(),
  revenueCents: z.number().int(),
  discountCents: z.number().int(),
  editable: z.boolean(),
  createdAt: z.string(),
});
export type PromoCode = z.infer<typeof PromoCode>;

export const PromoCodeList = z.object({ codes: z.array(PromoCode) });
export type PromoCodeList = z.infer<typeof PromoCodeList>;
