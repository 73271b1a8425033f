import { describe, expect, it } from 'vitest';
import {
  ActivityQuestionsInput,
  AnswersInput,
  checkAnswers,
  QUESTION_MESSAGES as M,
  presetQuestion,
  type Question,
} from './booking-questions.ts';

const question = (over: Partial<Question> & { id: string }): Question => ({
  label: over.id,
  kind: 'short_text',
  scope: 'booking',
  options: [],
  required: true,
  health: false,
  showWhen: null,
  preset: null,
  ...over,
});

const allergies = question({ id: 'allergies', kind: 'long_text', scope: 'guest', health: true });
const level = question({
  id: 'level',
  kind: 'one_choice',
  scope: 'guest',
  options: ['Beginner', 'Advanced'],
});
const hasKids = question({ id: 'kids', kind: 'yes_no' });
const kidsAges = question({ id: 'ages', showWhen: { question: 2, equals: 'yes' } });
const extras = question({
  id: 'extras',
  kind: 'several_choices',
  options: ['Wine', 'Bread'],
  required: false,
});
const QUESTIONS = [allergies, level, hasKids, kidsAges, extras];

const check = (answers: Parameters<typeof AnswersInput.parse>[0], guests = 2) =>
  checkAnswers(QUESTIONS, AnswersInput.parse(answers), guests);

describe('checkAnswers', () => {
  it('accepts a complete set and keeps per-guest answers numbered by guest', () => {
    const result = check({
      booking: { kids: 'no', extras: ['Wine'] },
      guests: [
        { allergies: ' Nuts ', level: 'Beginner' },
        { allergies: 'None', level: 'Advanced' },
      ],
      healthConsent: true,
    });
    expect(result).toEqual({
      ok: true,
      health: true,
      answers: [
        { questionId: 'kids', guest: 0, value: 'no', health: false },
        { questionId: 'extras', guest: 0, value: ['Wine'], health: false },
        { questionId: 'allergies', guest: 1, value: 'Nuts', health: true },
        { questionId: 'level', guest: 1, value: 'Beginner', health: false },
        { questionId: 'allergies', guest: 2, value: 'None', health: true },
        { questionId: 'level', guest: 2, value: 'Advanced', health: false },
      ],
    });
  });

  it('refuses missing required answers, naming each', () => {
    const result = check({ booking: { kids: 'yes' }, guests: [{ level: 'Beginner' }, {}] });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.issues).toEqual([
      { path: ['booking', 'ages'], message: M.required },
      { path: ['guests', 0, 'allergies'], message: M.required },
      { path: ['guests', 1, 'allergies'], message: M.required },
      { path: ['guests', 1, 'level'], message: M.required },
    ]);
  });

  it('asks a conditional question only when the earlier answer matches, and drops its hidden answer', () => {
    const base = { guests: [{ allergies: 'x', level: 'Beginner' }], healthConsent: true };
    const hidden = check({ ...base, booking: { kids: 'no', ages: '7' } }, 1);
    expect(hidden.ok && hidden.answers.some((a) => a.questionId === 'ages')).toBe(false);
    expect(check({ ...base, booking: { kids: 'yes' } }, 1).ok).toBe(false);
    expect(check({ ...base, booking: { kids: 'yes', ages: '7' } }, 1).ok).toBe(true);
  });

  it('refuses a health answer without consent', () => {
    const result = check({ booking: { kids: 'no' }, guests: [{ allergies: 'Nuts', level: 'Beginner' }] }, 1);
    expect(result).toEqual({ ok: false, issues: [{ path: ['healthConsent'], message: M.healthConsent }] });
  });

  it('needs no consent when no health answer is given', () => {
    const optional = [{ ...allergies, required: false }, level];
    const result = checkAnswers(optional, AnswersInput.parse({ guests: [{ level: 'Beginner' }] }), 1);
    expect(result).toMatchObject({ ok: true, health: false });
  });

  it('refuses answers of the wrong kind, outside the options, unknown or of a guest left out', () => {
    const result = check({
      booking: { kids: 'maybe', extras: ['Cake'], nope: 'x' },
      guests: [{ allergies: ['x'], level: 'Expert' }],
      healthConsent: true,
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.issues).toEqual(
      expect.arrayContaining([
        { path: ['booking', 'nope'], message: M.unknownQuestion },
        { path: ['booking', 'kids'], message: M.notAnOption },
        { path: ['booking', 'extras'], message: M.notAnOption },
        { path: ['guests', 1, 'allergies'], message: M.required },
        { path: ['guests', 0, 'allergies'], message: M.wrongKind },
        { path: ['guests', 0, 'level'], message: M.notAnOption },
      ]),
    );
  });

  it('refuses answers for more guests than the party has', () => {
    const guest = { allergies: 'x', level: 'Beginner' };
    const result = check({ booking: { kids: 'no' }, guests: [guest, guest], healthConsent: true }, 1);
    expect(result).toEqual({
      ok: false,
      issues: [{ path: ['guests'], message: 'There are answers for more guests than the 1 of this booking' }],
    });
  });

  it('refuses a text longer than its kind allows', () => {
    const result = checkAnswers(
      [question({ id: 'name' })],
      AnswersInput.parse({ booking: { name: 'x'.repeat(201) } }),
      1,
    );
    expect(result).toEqual({
      ok: false,
      issues: [{ path: ['booking', 'name'], message: 'Keep the answer under 200 characters' }],
    });
  });
});

describe('ActivityQuestionsInput', () => {
  const input = (questions: unknown[]) => ActivityQuestionsInput.safeParse({ questions });
  const messages = (questions: unknown[]) => input(questions).error?.issues.map((i) => i.message) ?? [];

  it('defaults the cut-off to 24 hours', () => {
    expect(ActivityQuestionsInput.parse({ questions: [] }).cutoffHours).toBe(24);
  });

  it('accepts the ready-made questions in every language', () => {
    for (const locale of ['en', 'es', 'ca'] as const)
      expect(
        input(
          ['dietary', 'level', 'size', 'emergency_contact'].map((p) => presetQuestion(p as 'size', locale)),
        ).success,
      ).toBe(true);
  });

  it('needs two distinct options for a choice', () => {
    const choice = { ...presetQuestion('level', 'en'), options: ['A'] };
    expect(messages([choice])).toEqual([M.optionsNeeded]);
    expect(messages([{ ...choice, options: ['A', 'A'] }])).toEqual([M.optionsDistinct]);
  });

  it('allows a condition on an earlier, always-shown choice only, one level deep', () => {
    const yesNo = { ...presetQuestion('emergency_contact', 'en'), kind: 'yes_no' };
    const shown = (question: number, equals = 'yes') => ({ ...yesNo, showWhen: { question, equals } });
    expect(input([yesNo, shown(0)]).success).toBe(true);
    expect(messages([shown(0)])).toEqual([M.showWhenEarlier]);
    expect(messages([yesNo, shown(0), shown(1)])).toEqual([M.showWhenOneLevel]);
    expect(messages([yesNo, shown(0, 'perhaps')])).toEqual([M.showWhenValue]);
    expect(messages([presetQuestion('emergency_contact', 'en'), shown(0)])).toEqual([M.showWhenChoice]);
  });
});
