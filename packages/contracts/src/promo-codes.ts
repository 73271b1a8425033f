import { z } from 'zod';
import { defineMessages } from './messages.ts';
import { PriceCategory } from './pricing.ts';

/*
 * Promo codes as guests meet them: 'Have a code?' on an activity, a `?code=` link, the checkout. Hosts' and
 * admins' management of codes is promo-code-management.ts.
 */

/** One refusal for a code that does not exist, is not live yet or any more, is paused, or is for other activities. */
export const PROMO_MESSAGES = defineMessages('promo', {
  haveCode: 'Have a code?',
  invalid: 'This code is not valid for this activity',
  usedUp: 'This code has been used up',
  perAccount: 'You have already used this code',
  minParty: 'This code needs a booking of at least {{count}} guests',
  applied: 'Code applied',
  tooManyTries: 'Too many codes tried. Wait a few minutes and try again.',
  signIn: 'Please sign in to use a code',
});

/**
 * What a code looks like: 3 to 30 letters, digits, - and _ (case does not matter), upper-cased. `message`
 * is what a wrong shape is told: a guest typing one hears the refusal of any code that does not apply, a
 * host making one hears how codes are written (promo-code-management.ts).
 */
export const codeText = (message: string) =>
  z
    .string()
    .trim()
    .min(3, message)
    .max(30, message)
    .regex(/^[A-Za-z0-9][A-Za-z0-9_-]*$/, message)
    .transform((code) => code.toUpperCase());

/** A code as a guest types it. */
export const CodeText = codeText(PROMO_MESSAGES.invalid);

/** A code that applies, as the page shows it: its terms (the page computes the same quote) and its note. */
export const AppliedCode = z.object({
  code: z.string(),
  percentOff: z.number().int().nullable(),
  amountOffCents: z.number().int().nullable(),
  minParty: z.number().int().nullable(),
  payer: z.enum(['host', 'platform']),
  /** The platform's fee in percent: a platform code's discount is at most the fee (decision 175). */
  feePercent: z.number(),
  note: z.string().nullable(),
  unlocksHidden: z.boolean(),
  /** The code-only categories it shows. */
  unlocked: z.array(PriceCategory),
});
export type AppliedCode = z.infer<typeof AppliedCode>;

/** `POST /api/activities/:id/code`: whether a code applies to this activity for this guest. */
export const CheckCodeInput = z.object({ code: CodeText });
export type CheckCodeInput = z.input<typeof CheckCodeInput>;
