/*
 * The rules of booking questions the activity page draws with on its first load (which questions show, an
 * answer as words), without zod: booking-questions.ts holds the schemas and re-exports these.
 */

/** An answer: a text, a choice, or several choices (booking-questions.ts's AnswerValue). */
type AnswerValue = string | string[];

/** What `isShown` reads of a question (booking-questions.ts's Question has more). */
type ShownQuestion = {
  id: string;
  scope: 'booking' | 'guest';
  showWhen?: { question: number; equals: string } | null;
};

/** The yes/no question's two values, as conditions name them. */
export const YES_NO_VALUES = ['yes', 'no'] as const;

/** Whether `question` is shown, given the answers it may depend on (the booking's, then this guest's). */
export function isShown(
  questions: ShownQuestion[],
  question: ShownQuestion,
  booking: Record<string, AnswerValue>,
  guest: Record<string, AnswerValue> = {},
): boolean {
  if (!question.showWhen) return true;
  const earlier = questions[question.showWhen.question];
  if (!earlier) return false;
  const value = (earlier.scope === 'booking' ? booking : guest)[earlier.id];
  return value === question.showWhen.equals;
}

/** An answer as one line of text: options joined, yes/no as the words given. */
export const answerText = (value: AnswerValue, yesNo: { yes: string; no: string }): string =>
  Array.isArray(value) ? value.join(', ') : value === 'yes' ? yesNo.yes : value === 'no' ? yesNo.no : value;
