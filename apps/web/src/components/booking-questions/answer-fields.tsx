import type { Answers, AnswerValue, Question } from '@sortim/contracts/booking-questions';
import { isShown, YES_NO_VALUES } from '@sortim/contracts/question-rules';
import HeartPulse from 'lucide-react/icons/heart-pulse';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField, fieldAria } from '#/components/form-field.tsx';
import { Checkbox } from '#/components/ui/checkbox.tsx';
import { Input } from '#/components/ui/input.tsx';
import { Label } from '#/components/ui/label.tsx';
import { NativeSelect } from '#/components/ui/native-select.tsx';
import { Textarea } from '#/components/ui/textarea.tsx';

/*
 * The guest's answers to a host's questions: on the activity page's booking step and in My Bookings' edit.
 * Per-booking questions first, then each guest's (Guest 1, Guest 2, ...); a question that depends on an
 * earlier answer appears as soon as that answer matches. The consent tick box shows when a health question
 * is shown. `errors` are checkAnswers' issues by their path ('guests.0.<id>'), already in words.
 */

export const NO_ANSWERS: Answers = { booking: {}, guests: [], healthConsent: false };

/** The path of an answer, as checkAnswers names it in its issues. */
export const answerPath = (guest: number | null, questionId: string) =>
  guest === null ? `booking.${questionId}` : `guests.${guest}.${questionId}`;

/** Whether any health question is shown for these answers (then the consent is asked). */
export function asksHealth(questions: Question[], answers: Answers, guests: number): boolean {
  return questions.some((q) => {
    if (!q.health) return false;
    if (q.scope === 'booking') return isShown(questions, q, answers.booking);
    return Array.from({ length: guests }, (_, i) => i).some((i) =>
      isShown(questions, q, answers.booking, answers.guests[i] ?? {}),
    );
  });
}

/** A health question's mark: an icon and the word, never colour alone. */
export function HealthMark() {
  const { t } = useTranslation();
  return (
    <span className="inline-flex items-center gap-1 rounded-full border border-destructive/40 bg-muted px-2 py-0.5 font-medium text-foreground text-xs">
      <HeartPulse aria-hidden className="size-3.5" />
      {t('questions.health')}
    </span>
  );
}

function QuestionField({
  question,
  value,
  error,
  disabled,
  onChange,
}: {
  question: Question;
  value: AnswerValue | undefined;
  error: string | undefined;
  disabled: boolean;
  onChange: (value: AnswerValue) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const aria = fieldAria(id, error);
  const text = typeof value === 'string' ? value : '';
  const label = (
    <span className="inline-flex flex-wrap items-center gap-2">
      {question.label}
      {question.health && <HealthMark />}
      {!question.required && (
        <span className="font-normal text-muted-foreground">{t('questions.optional')}</span>
      )}
    </span>
  );

  if (question.kind === 'several_choices') {
    const chosen = Array.isArray(value) ? value : [];
    return (
      <fieldset className="flex flex-col gap-2" aria-describedby={aria['aria-describedby']}>
        <legend className="mb-1 font-medium text-sm">{label}</legend>
        {question.options.map((option) => (
          <div key={option} className="flex items-center gap-2">
            <Checkbox
              id={`${id}-${option}`}
              checked={chosen.includes(option)}
              disabled={disabled}
              onCheckedChange={(on) =>
                onChange(on === true ? [...chosen, option] : chosen.filter((o) => o !== option))
              }
            />
            <Label htmlFor={`${id}-${option}`}>{option}</Label>
          </div>
        ))}
        {error && (
          <p id={`${id}-error`} className="text-destructive text-sm">
            {error}
          </p>
        )}
      </fieldset>
    );
  }

  return (
    <FormField id={id} label={label} error={error} required={question.required}>
      {question.kind === 'long_text' ? (
        <Textarea
          {...aria}
          value={text}
          rows={3}
          disabled={disabled}
          aria-required={question.required}
          onChange={(event) => onChange(event.target.value)}
        />
      ) : question.kind === 'short_text' ? (
        <Input
          {...aria}
          value={text}
          disabled={disabled}
          aria-required={question.required}
          onChange={(event) => onChange(event.target.value)}
        />
      ) : (
        <NativeSelect
          {...aria}
          value={text}
          disabled={disabled}
          aria-required={question.required}
          onChange={(event) => onChange(event.target.value)}
        >
          <option value="">{t('questions.choose')}</option>
          {(question.kind === 'yes_no' ? YES_NO_VALUES : question.options).map((option) => (
            <option key={option} value={option}>
              {option === 'yes' && question.kind === 'yes_no'
                ? t('questions.yes')
                : option === 'no' && question.kind === 'yes_no'
                  ? t('questions.no')
                  : option}
            </option>
          ))}
        </NativeSelect>
      )}
    </FormField>
  );
}

export function AnswerFields({
  questions,
  guests,
  answers,
  errors,
  disabled = false,
  onChange,
}: {
  questions: Question[];
  /** How many people answer the per-guest questions. */
  guests: number;
  answers: Answers;
  errors: Record<string, string>;
  disabled?: boolean;
  onChange: (answers: Answers) => void;
}) {
  const { t } = useTranslation();
  const consentId = useId();
  const perBooking = questions.filter((q) => q.scope === 'booking');
  const perGuest = questions.filter((q) => q.scope === 'guest');

  const setBooking = (id: string, value: AnswerValue) =>
    onChange({ ...answers, booking: { ...answers.booking, [id]: value } });
  const setGuest = (guest: number, id: string, value: AnswerValue) => {
    const next = Array.from({ length: guests }, (_, i) => answers.guests[i] ?? {});
    next[guest] = { ...next[guest], [id]: value };
    onChange({ ...answers, guests: next });
  };

  return (
    <div className="flex flex-col gap-4">
      {perBooking
        .filter((q) => isShown(questions, q, answers.booking))
        .map((q) => (
          <QuestionField
            key={q.id}
            question={q}
            value={answers.booking[q.id]}
            error={errors[answerPath(null, q.id)]}
            disabled={disabled}
            onChange={(value) => setBooking(q.id, value)}
          />
        ))}
      {perGuest.length > 0 &&
        Array.from({ length: guests }, (_, guest) => {
          const own = answers.guests[guest] ?? {};
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: guests are numbered by their place in the party
            <fieldset key={guest} className="flex flex-col gap-4 rounded-lg border p-4">
              <legend className="px-1 font-semibold text-sm">{t('questions.guest', { n: guest + 1 })}</legend>
              {perGuest
                .filter((q) => isShown(questions, q, answers.booking, own))
                .map((q) => (
                  <QuestionField
                    key={q.id}
                    question={q}
                    value={own[q.id]}
                    error={errors[answerPath(guest, q.id)]}
                    disabled={disabled}
                    onChange={(value) => setGuest(guest, q.id, value)}
                  />
                ))}
            </fieldset>
          );
        })}
      {asksHealth(questions, answers, guests) && (
        <div className="flex flex-col gap-1">
          <div className="flex items-start gap-3 rounded-lg border border-primary/30 bg-primary-soft p-3">
            <Checkbox
              id={consentId}
              checked={answers.healthConsent}
              disabled={disabled}
              aria-invalid={errors.healthConsent ? true : undefined}
              aria-describedby={errors.healthConsent ? `${consentId}-error` : undefined}
              onCheckedChange={(on) => onChange({ ...answers, healthConsent: on === true })}
              className="mt-0.5"
            />
            {/* A plain label: the sentence wraps over lines, which the Label primitive's one-line style does not. */}
            <label htmlFor={consentId} className="text-sm leading-snug">
              {t('questions.consent')}
            </label>
          </div>
          {errors.healthConsent && (
            <p id={`${consentId}-error`} className="text-destructive text-sm">
              {errors.healthConsent}
            </p>
          )}
        </div>
      )}
    </div>
  );
}
