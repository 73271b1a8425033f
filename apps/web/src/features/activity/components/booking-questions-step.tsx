import type { Answers, Question } from '@sortim/contracts/booking-questions';
import { useTranslation } from 'react-i18next';
import { AnswerFields } from '#/components/booking-questions/answer-fields.tsx';

/**
 * The booking step's questions, above Book Now: what the host needs to know, answered before paying
 * (loaded only on the pages of activities that ask something).
 */
export function BookingQuestionsStep({
  questions,
  guests,
  answers,
  errors,
  disabled,
  onChange,
}: {
  questions: Question[];
  guests: number;
  answers: Answers;
  errors: Record<string, string>;
  disabled: boolean;
  onChange: (answers: Answers) => void;
}) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="booking-questions-title" className="flex flex-col gap-3 border-t pt-4">
      <div>
        <h3 id="booking-questions-title" className="font-semibold text-base">
          {t('questions.stepTitle')}
        </h3>
        <p className="text-muted-foreground text-sm">{t('questions.stepHint')}</p>
      </div>
      <AnswerFields
        questions={questions}
        guests={guests}
        answers={answers}
        errors={errors}
        disabled={disabled}
        onChange={onChange}
      />
    </section>
  );
}
