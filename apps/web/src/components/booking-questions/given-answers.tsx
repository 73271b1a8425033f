import type { GivenAnswer } from '@sortim/contracts/booking-questions';
import { answerText } from '@sortim/contracts/question-rules';
import { useTranslation } from 'react-i18next';
import { HealthMark } from '#/components/booking-questions/answer-fields.tsx';

/**
 * Answers to a host's questions as read back: grouped by the booking and then by guest, each "Label: answer",
 * health answers marked with an icon and the word (the guest's My Bookings, the roster, its print list, the
 * door).
 */
export function GivenAnswers({ answers }: { answers: GivenAnswer[] }) {
  const { t } = useTranslation();
  const groups = new Map<number, GivenAnswer[]>();
  for (const answer of answers) groups.set(answer.guest, [...(groups.get(answer.guest) ?? []), answer]);
  const words = (value: GivenAnswer['value']) =>
    answerText(value, { yes: t('questions.yes'), no: t('questions.no') });
  return (
    <div className="flex flex-col gap-2">
      {[...groups.entries()].map(([guest, own]) => (
        <div key={guest}>
          <p className="font-medium text-xs uppercase tracking-wide text-muted-foreground">
            {guest === 0 ? t('questions.forBooking') : t('questions.guest', { n: guest })}
          </p>
          <dl className="grid grid-cols-1 gap-x-3 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
            {own.map((answer) => (
              <div key={`${answer.questionId}-${answer.label}`} className="contents">
                <dt className="text-muted-foreground">{answer.label}</dt>
                <dd className="flex flex-wrap items-center gap-2">
                  {words(answer.value)}
                  {answer.health && <HealthMark />}
                </dd>
              </div>
            ))}
          </dl>
        </div>
      ))}
    </div>
  );
}
