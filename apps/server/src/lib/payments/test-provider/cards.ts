/* The test cards the payment page takes, and Stripe's test-mode answers for the others. */

/** What the payer typed; the number may contain spaces, the expiry reads 'MM / YY' or 'MM/YY'. */
export type CardInput = { number: string; expiry: string; cvc: string; name?: string };

export type CardField = 'number' | 'expiry' | 'cvc';

export const TEST_CARDS = {
  success: '4242424242424242',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
} as const;

const DECLINED = 'Your card was declined.';
const INSUFFICIENT_FUNDS = 'Your card has insufficient funds.';
const NOT_A_TEST_CARD =
  'Your card was declined. This is test mode: use a test card such as 4242 4242 4242 4242.';

function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** Stripe's test-mode answers for a card, without touching the checkout. */
export function checkTestCard(
  card: CardInput,
  now: Date,
): { message: string; field: CardField | null } | null {
  const number = card.number.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(number)) return { message: 'Your card number is incomplete.', field: 'number' };
  if (!passesLuhn(number)) return { message: 'Your card number is invalid.', field: 'number' };

  const expiry = /^\s*(\d{1,2})\s*\/\s*(\d{2})\s*$/.exec(card.expiry);
  if (!expiry) return { message: "Your card's expiration date is incomplete.", field: 'expiry' };
  const month = Number(expiry[1]);
  const year = 2000 + Number(expiry[2]);
  if (month < 1 || month > 12)
    return { message: "Your card's expiration month is invalid.", field: 'expiry' };
  // A card is valid through the last day of its expiry month.
  if (new Date(Date.UTC(year, month, 1)) <= now) {
    return { message: "Your card's expiration date is in the past.", field: 'expiry' };
  }
  if (!/^\d{3,4}$/.test(card.cvc.trim())) {
    return { message: "Your card's security code is incomplete.", field: 'cvc' };
  }

  if (number === TEST_CARDS.success) return null;
  if (number === TEST_CARDS.declined) return { message: DECLINED, field: null };
  if (number === TEST_CARDS.insufficientFunds) return { message: INSUFFICIENT_FUNDS, field: null };
  return { message: NOT_A_TEST_CARD, field: 'number' };
}
