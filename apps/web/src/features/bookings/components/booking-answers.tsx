import {
  type Answers,
  type BookingAnswers as BookingAnswersData,
  checkAnswers,
  type GivenAnswer,
} from '@sortim/contracts/booking-questions';
import Pencil from 'lucide-react/icons/pencil';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AnswerFields } from '#/components/booking-questions/answer-fields.tsx';
import { GivenAnswers } from '#/components/booking-questions/given-answers.tsx';
import { Button } from '#/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '#/components/ui/dialog.tsx';
import { useBookingAnswers, useSaveBookingAnswers } from '#/features/bookings/api/booking-answers.ts';
import { ApiRequestError, errorMessage } from '#/lib/api-client.ts';
import { formatDate, formatTime } from '#/lib/format.ts';
import { messageText } from '#/lib/message-text.ts';
import { toast } from '#/lib/toast.ts';

/*
 * My Bookings' answers to the host's questions: what the guest said, per booking and per guest, health
 * answers marked, and 'Edit answers' until the host's cut-off (the server refuses after it).
 */

/** The stored answers as the form holds them. */
function formOf(given: GivenAnswer[], guests: number): Answers {
  const answers: Answers = {
    booking: {},
    guests: Array.from({ length: guests }, () => ({})),
    healthConsent: false,
  };
  for (const answer of given) {
    if (!answer.questionId) continue;
    if (answer.guest === 0) answers.booking[answer.questionId] = answer.value;
    else {
      const own = answers.guests[answer.guest - 1];
      if (own) own[answer.questionId] = answer.value;
    }
  }
  // Health answers were given with the guest's consent; the box stays ticked (and visible) until they untick it.
  answers.healthConsent = given.some((a) => a.health);
  return answers;
}

function EditAnswersDialog({
  bookingId,
  data,
  timeZone,
}: {
  bookingId: string;
  data: BookingAnswersData;
  timeZone: string;
}) {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  const [answers, setAnswers] = useState<Answers>(() => formOf(data.answers, data.guests));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSaveBookingAnswers(bookingId);

  const onSave = () => {
    const checked = checkAnswers(data.questions, answers, data.guests);
    if (!checked.ok) {
      setErrors(Object.fromEntries(checked.issues.map((i) => [i.path.join('.'), messageText(i.message)])));
      return;
    }
    setErrors({});
    save.mutate(answers, {
      onSuccess: () => {
        toast.success(t('questions.saved'));
        setOpen(false);
      },
      onError: (error) => {
        const fields = error instanceof ApiRequestError ? (error.fields ?? {}) : {};
        setErrors(
          Object.fromEntries(
            Object.entries(fields).map(([path, text]) => [path.replace(/^answers\./, ''), messageText(text)]),
          ),
        );
        toast.error(t('questions.saveFailed'), { description: errorMessage(error, '') || undefined });
      },
    });
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (save.isPending) return;
        if (next) setAnswers(formOf(data.answers, data.guests));
        setErrors({});
        setOpen(next);
      }}
    >
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          <Pencil aria-hidden />
          {t('questions.edit')}
        </Button>
      </DialogTrigger>
      <DialogContent closeLabel={t('questions.close')} className="max-h-[90dvh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{t('questions.editTitle')}</DialogTitle>
          <DialogDescription>
            {t('questions.editableUntil', {
              date: formatDate(data.editableUntil, i18n.language, timeZone),
              time: formatTime(data.editableUntil, timeZone),
            })}
          </DialogDescription>
        </DialogHeader>
        <AnswerFields
          questions={data.questions}
          guests={data.guests}
          answers={answers}
          errors={errors}
          disabled={save.isPending}
          onChange={setAnswers}
        />
        <DialogFooter>
          <Button variant="outline" disabled={save.isPending} onClick={() => setOpen(false)}>
            {t('questions.cancel')}
          </Button>
          <Button disabled={save.isPending} onClick={onSave}>
            {save.isPending ? t('questions.saving') : t('questions.save')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/** The booking's answers; nothing when its activity asks no questions. The cut-off on its city's clock. */
export function BookingAnswers({ bookingId, timeZone }: { bookingId: string; timeZone: string }) {
  const { t, i18n } = useTranslation();
  const query = useBookingAnswers(bookingId);
  const data = query.data;
  if (!data || data.questions.length === 0) return null;
  return (
    <section aria-label={t('questions.answersTitle')} className="flex flex-col gap-2 rounded-lg border p-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold text-sm">{t('questions.answersTitle')}</h3>
        {data.editable && <EditAnswersDialog bookingId={bookingId} data={data} timeZone={timeZone} />}
      </div>
      {data.answers.length > 0 ? (
        <GivenAnswers answers={data.answers} />
      ) : (
        <p className="text-muted-foreground text-sm">{t('questions.noAnswers')}</p>
      )}
      <p className="text-muted-foreground text-xs">
        {data.editable
          ? t('questions.editableUntil', {
              date: formatDate(data.editableUntil, i18n.language, timeZone),
              time: formatTime(data.editableUntil, timeZone),
            })
          : t('questions.notEditable')}
      </p>
    </section>
  );
}
