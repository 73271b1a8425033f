import { z } from 'zod';
import { defineMessages, formatMessage } from './messages.ts';
import type { Locale } from './product.ts';
import { answerText, isShown, YES_NO_VALUES } from './question-rules.ts';

/*
 * Questions at booking (issue 37, docs/product.md "Questions at booking"): a host asks, per booking or per
 * guest, what they need to know before the day; the guest answers on the booking step before paying and
 * may change the answers from My Bookings until the cut-off. `checkAnswers` is the one rule both the page
 * (as the guest types) and the server (at the hold and at an edit) apply. Health answers (allergies,
 * medical notes) are special-category data: sent only with the guest's explicit consent, never shown to
 * admins, deleted 30 days after the activity ends (decision 181).
 */

export const QUESTION_MESSAGES = defineMessages('questions', {
  labelRequired: 'Write the question',
  labelTooLong: 'Keep the question under 200 characters',
  optionsNeeded: 'Give at least 2 options',
  optionTooLong: 'Keep each option under 80 characters',
  optionsDistinct: 'Each option must be different',
  tooManyQuestions: 'An activity can ask at most 12 questions',
  showWhenEarlier: 'A question can only depend on an earlier question',
  showWhenOneLevel: 'A question can only depend on a question that is always shown',
  showWhenChoice: 'A question can only depend on a one-choice or yes/no question',
  showWhenValue: 'Choose one of the earlier question’s answers',
  cutoffRange: 'The cut-off is between 0 and 336 hours before the start',
  required: 'Please answer this question',
  wrongKind: 'This answer does not fit the question',
  notAnOption: 'Choose one of the options',
  answerTooLong: 'Keep the answer under {{max}} characters',
  unknownQuestion: 'This question is not asked for this activity',
  guestCount: 'There are answers for more guests than the {{count}} of this booking',
  healthConsent: 'Please agree to share your health information with the host',
  pastCutoff: 'Answers can no longer be changed: the host needs them before the activity',
  notYours: 'You can only change the answers of your own bookings',
  bookingNotFound: 'Booking not found',
});

export const QUESTION_KINDS = ['short_text', 'long_text', 'one_choice', 'several_choices', 'yes_no'] as const;
export type QuestionKind = (typeof QUESTION_KINDS)[number];

/** Asked once for the booking, or once for each guest of the party (every person, infants too: decision 182). */
export const QUESTION_SCOPES = ['booking', 'guest'] as const;
export type QuestionScope = (typeof QUESTION_SCOPES)[number];

export const QUESTION_LIMITS = {
  questionsMax: 12,
  labelMax: 200,
  optionsMax: 12,
  optionMax: 80,
  shortTextMax: 200,
  longTextMax: 1000,
  /** Hours before the start after which answers are final; two weeks at most. */
  cutoffMaxHours: 336,
  defaultCutoffHours: 24,
  /** Health answers live this long after the activity ends. */
  healthRetentionDays: 30,
} as const;

/** Shown only when an earlier question (by its place in the list) was answered with `equals`. */
export const ShowWhen = z.object({
  question: z.number().int().min(0),
  equals: z.string().min(1).max(QUESTION_LIMITS.optionMax),
});
export type ShowWhen = z.infer<typeof ShowWhen>;

const label = z
  .string()
  .trim()
  .min(1, QUESTION_MESSAGES.labelRequired)
  .max(QUESTION_LIMITS.labelMax, QUESTION_MESSAGES.labelTooLong);

const option = z.string().trim().min(1).max(QUESTION_LIMITS.optionMax, QUESTION_MESSAGES.optionTooLong);

/** A question as the host writes it (and as the editor sends it). */
export const QuestionInput = z.object({
  label,
  kind: z.enum(QUESTION_KINDS),
  scope: z.enum(QUESTION_SCOPES),
  options: z.array(option).max(QUESTION_LIMITS.optionsMax).default([]),
  required: z.boolean(),
  /** Special-category data (allergies, medical notes): consent, a mark on the roster, deletion. */
  health: z.boolean(),
  showWhen: ShowWhen.nullable().default(null),
  /** Which ready-made question it started as; null for the host's own. */
  preset: z.enum(['dietary', 'level', 'size', 'emergency_contact']).nullable().default(null),
});
export type QuestionInput = z.input<typeof QuestionInput>;

const isChoice = (kind: QuestionKind) => kind === 'one_choice' || kind === 'several_choices';

/** The values an answer to `question` may be compared with by a condition. */
const conditionValues = (question: { kind: QuestionKind; options: string[] }): readonly string[] =>
  question.kind === 'yes_no' ? YES_NO_VALUES : question.options;

type DraftQuestion = {
  kind: QuestionKind;
  scope: QuestionScope;
  options: string[];
  showWhen: ShowWhen | null;
};

/** Why a question's condition cannot hold (one level deep, on an earlier choice), or null when it can. */
function showWhenIssue(questions: DraftQuestion[], question: DraftQuestion, index: number): string | null {
  if (!question.showWhen) return null;
  const earlier = questions[question.showWhen.question];
  if (question.showWhen.question >= index || !earlier) return QUESTION_MESSAGES.showWhenEarlier;
  if (earlier.showWhen) return QUESTION_MESSAGES.showWhenOneLevel;
  if (earlier.kind !== 'one_choice' && earlier.kind !== 'yes_no') return QUESTION_MESSAGES.showWhenChoice;
  // A per-booking question cannot hang on one guest's answer: which guest's would it be?
  if (question.scope === 'booking' && earlier.scope === 'guest') return QUESTION_MESSAGES.showWhenEarlier;
  return conditionValues(earlier).includes(question.showWhen.equals) ? null : QUESTION_MESSAGES.showWhenValue;
}

/** `PUT /api/host/activities/:id/questions`: the whole ordered list and the cut-off. */
export const ActivityQuestionsInput = z
  .object({
    questions: z.array(QuestionInput).max(QUESTION_LIMITS.questionsMax, QUESTION_MESSAGES.tooManyQuestions),
    cutoffHours: z
      .number()
      .int()
      .min(0, QUESTION_MESSAGES.cutoffRange)
      .max(QUESTION_LIMITS.cutoffMaxHours, QUESTION_MESSAGES.cutoffRange)
      .default(QUESTION_LIMITS.defaultCutoffHours),
  })
  .superRefine(({ questions }, ctx) => {
    questions.forEach((q, i) => {
      const at = (field: string, message: string) =>
        ctx.addIssue({ code: 'custom', path: ['questions', i, field], message });
      if (isChoice(q.kind)) {
        if (q.options.length < 2) at('options', QUESTION_MESSAGES.optionsNeeded);
        if (new Set(q.options).size !== q.options.length) at('options', QUESTION_MESSAGES.optionsDistinct);
      }
      const wrong = showWhenIssue(questions, q, i);
      if (wrong) at('showWhen', wrong);
    });
  });
export type ActivityQuestionsInput = z.input<typeof ActivityQuestionsInput>;

/** A stored question: the host's input with its id (answers point at it). */
export const Question = z.object({
  id: z.string(),
  label: z.string(),
  kind: z.enum(QUESTION_KINDS),
  scope: z.enum(QUESTION_SCOPES),
  options: z.array(z.string()),
  required: z.boolean(),
  health: z.boolean(),
  showWhen: ShowWhen.nullable(),
  preset: QuestionInput.shape.preset.unwrap().unwrap().nullable(),
});
export type Question = z.infer<typeof Question>;

/** The questions of an activity, as the editor and the booking step read them. */
export const ActivityQuestions = z.object({
  questions: z.array(Question),
  cutoffHours: z.number().int(),
});
export type ActivityQuestions = z.infer<typeof ActivityQuestions>;

/** An answer's value: text, one option or 'yes'/'no', several options. */
export const AnswerValue = z.union([z.string().max(QUESTION_LIMITS.longTextMax + 1), z.array(z.string())]);
export type AnswerValue = z.infer<typeof AnswerValue>;

const answerMap = z.record(z.string(), AnswerValue);

/**
 * A set of answers as the booking step sends it: per-booking answers by question id, and per guest (the
 * first guest first) the same. `healthConsent` is the guest's explicit agreement, needed when any health
 * answer is given.
 */
export const AnswersInput = z.object({
  booking: answerMap.default({}),
  guests: z.array(answerMap).max(64).default([]),
  healthConsent: z.boolean().default(false),
});
export type AnswersInput = z.input<typeof AnswersInput>;
export type Answers = z.output<typeof AnswersInput>;

/** One stored answer, as My Bookings, the roster, the door and the data export show it. */
export const GivenAnswer = z.object({
  questionId: z.string().nullable(),
  label: z.string(),
  /** 0 for per-booking answers; 1, 2, ... for the guests of the party. */
  guest: z.number().int(),
  value: AnswerValue,
  health: z.boolean(),
});
export type GivenAnswer = z.infer<typeof GivenAnswer>;

/** A booking's answers, with whether (and until when) the guest may still change them. */
export const BookingAnswers = z.object({
  questions: z.array(Question),
  answers: z.array(GivenAnswer),
  editableUntil: z.string(),
  editable: z.boolean(),
  guests: z.number().int(),
});
export type BookingAnswers = z.infer<typeof BookingAnswers>;

export type AnswerIssue = { path: (string | number)[]; message: string };
export type AnswerCheck =
  | { ok: true; answers: Omit<GivenAnswer, 'label'>[]; health: boolean }
  | { ok: false; issues: AnswerIssue[] };

/** Whether a value counts as answered (blank text and an empty choice do not). */
const given = (value: AnswerValue | undefined): value is AnswerValue =>
  Array.isArray(value) ? value.length > 0 : typeof value === 'string' && value.trim() !== '';

function valueIssue(question: Question, value: AnswerValue): string | null {
  const text = typeof value === 'string' ? value : null;
  switch (question.kind) {
    case 'short_text':
    case 'long_text': {
      if (text === null) return QUESTION_MESSAGES.wrongKind;
      const max = question.kind === 'short_text' ? QUESTION_LIMITS.shortTextMax : QUESTION_LIMITS.longTextMax;
      return text.trim().length > max ? formatMessage(QUESTION_MESSAGES.answerTooLong, { max }) : null;
    }
    case 'one_choice':
      if (text === null) return QUESTION_MESSAGES.wrongKind;
      return question.options.includes(text) ? null : QUESTION_MESSAGES.notAnOption;
    case 'yes_no':
      if (text === null) return QUESTION_MESSAGES.wrongKind;
      return (YES_NO_VALUES as readonly string[]).includes(text) ? null : QUESTION_MESSAGES.notAnOption;
    case 'several_choices':
      if (!Array.isArray(value)) return QUESTION_MESSAGES.wrongKind;
      return value.every((v) => question.options.includes(v)) && new Set(value).size === value.length
        ? null
        : QUESTION_MESSAGES.notAnOption;
  }
}

/**
 * Checks a set of answers against an activity's questions for a party of `guests` people: every shown
 * required question answered, every answer of the right kind and among the options, health answers only
 * with consent. Answers to hidden questions are dropped; blank ones are not kept. The page runs it as the
 * guest types, the server at the hold and at every edit.
 */
export function checkAnswers(questions: Question[], input: Answers, guests: number): AnswerCheck {
  const issues: AnswerIssue[] = [];
  const answers: Omit<GivenAnswer, 'label'>[] = [];
  const known = new Set(questions.map((q) => q.id));
  const perGuest = questions.filter((q) => q.scope === 'guest');

  const unknown = (map: Record<string, AnswerValue>, path: (string | number)[]) => {
    for (const id of Object.keys(map))
      if (!known.has(id)) issues.push({ path: [...path, id], message: QUESTION_MESSAGES.unknownQuestion });
  };
  const take = (
    scope: QuestionScope,
    map: Record<string, AnswerValue>,
    guestNumber: number,
    path: (string | number)[],
  ) => {
    for (const question of questions.filter((q) => q.scope === scope)) {
      const guestMap = scope === 'guest' ? map : {};
      if (!isShown(questions, question, input.booking, guestMap)) continue;
      const value = map[question.id];
      if (!given(value)) {
        if (question.required)
          issues.push({ path: [...path, question.id], message: QUESTION_MESSAGES.required });
        continue;
      }
      const wrong = valueIssue(question, value);
      if (wrong) issues.push({ path: [...path, question.id], message: wrong });
      else
        answers.push({
          questionId: question.id,
          guest: guestNumber,
          value: typeof value === 'string' ? value.trim() : value,
          health: question.health,
        });
    }
  };

  unknown(input.booking, ['booking']);
  take('booking', input.booking, 0, ['booking']);
  if (perGuest.length > 0) {
    if (input.guests.length > guests)
      issues.push({
        path: ['guests'],
        message: formatMessage(QUESTION_MESSAGES.guestCount, { count: guests }),
      });
    // A guest with no answers at all is asked every required question, like one who skipped some.
    for (let i = 0; i < guests; i++) {
      const map = input.guests[i] ?? {};
      unknown(map, ['guests', i]);
      take('guest', map, i + 1, ['guests', i]);
    }
  }
  const health = answers.some((a) => a.health);
  if (health && !input.healthConsent)
    issues.push({ path: ['healthConsent'], message: QUESTION_MESSAGES.healthConsent });
  return issues.length > 0 ? { ok: false, issues } : { ok: true, answers, health };
}

/** Until when a booking's answers may be changed: the cut-off before the start. */
export const answersEditableUntil = (startTime: Date, cutoffHours: number): Date =>
  new Date(startTime.getTime() - cutoffHours * 60 * 60 * 1000);

/** When an activity's health answers are deleted: 30 days after it ended. */
export const healthAnswersDeletedAt = (endTime: Date): Date =>
  new Date(endTime.getTime() + QUESTION_LIMITS.healthRetentionDays * 24 * 60 * 60 * 1000);

export const QUESTION_PRESETS = ['dietary', 'level', 'size', 'emergency_contact'] as const;
export type QuestionPreset = (typeof QUESTION_PRESETS)[number];

type PresetWords = { label: string; options: string[] };

/** The ready-made questions: what each asks, in the host's language, and how. */
const PRESETS: Record<
  QuestionPreset,
  Pick<Question, 'kind' | 'scope' | 'health' | 'required'> & { words: Record<Locale, PresetWords> }
> = {
  dietary: {
    kind: 'long_text',
    scope: 'guest',
    health: true,
    required: true,
    words: {
      en: { label: 'Dietary needs and allergies', options: [] },
      es: { label: 'Necesidades alimentarias y alergias', options: [] },
      ca: { label: 'Necessitats alimentàries i al·lèrgies', options: [] },
    },
  },
  level: {
    kind: 'one_choice',
    scope: 'guest',
    health: false,
    required: true,
    words: {
      en: { label: 'Fitness or level', options: ['Beginner', 'Intermediate', 'Advanced'] },
      es: { label: 'Forma física o nivel', options: ['Principiante', 'Intermedio', 'Avanzado'] },
      ca: { label: 'Forma física o nivell', options: ['Principiant', 'Intermedi', 'Avançat'] },
    },
  },
  size: {
    kind: 'one_choice',
    scope: 'guest',
    health: false,
    required: false,
    words: {
      en: { label: 'Size', options: ['XS', 'S', 'M', 'L', 'XL', 'XXL'] },
      es: { label: 'Talla', options: ['XS', 'S', 'M', 'L', 'XL', 'XXL'] },
      ca: { label: 'Talla', options: ['XS', 'S', 'M', 'L', 'XL', 'XXL'] },
    },
  },
  emergency_contact: {
    kind: 'short_text',
    scope: 'booking',
    health: false,
    required: false,
    words: {
      en: { label: 'Emergency contact (name and phone)', options: [] },
      es: { label: 'Contacto de emergencia (nombre y teléfono)', options: [] },
      ca: { label: 'Contacte d’emergència (nom i telèfon)', options: [] },
    },
  },
};

/** A ready-made question as the editor adds it, in the host's language (they may then change it). */
export function presetQuestion(preset: QuestionPreset, locale: Locale): z.output<typeof QuestionInput> {
  const { words, ...how } = PRESETS[preset];
  return { ...how, label: words[locale].label, options: [...words[locale].options], showWhen: null, preset };
}

/**
 * A party's answers as one line of text for the CSV and the print list: per-booking answers first, then
 * each guest's, a health answer marked in words (not by colour alone) so a printed list still shows it.
 */
export function answersLine(
  answers: GivenAnswer[],
  words: { guest: string; health: string; yes: string; no: string },
): string {
  const one = (a: GivenAnswer) =>
    `${a.label}${a.health ? ` [${words.health}]` : ''}: ${answerText(a.value, words)}`;
  const groups = new Map<number, GivenAnswer[]>();
  for (const answer of answers) groups.set(answer.guest, [...(groups.get(answer.guest) ?? []), answer]);
  return [...groups.entries()]
    .sort(([a], [b]) => a - b)
    .map(
      ([guest, own]) =>
        (guest === 0 ? '' : `${words.guest.replace('{{n}}', String(guest))} · `) + own.map(one).join('; '),
    )
    .join(' | ');
}

/** The English words of answersLine, for exports (which are in English, like every export). */
export const ANSWER_WORDS_EN = { guest: 'Guest {{n}}', health: 'health', yes: 'Yes', no: 'No' };
