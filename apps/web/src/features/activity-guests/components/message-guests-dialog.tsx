import { zodResolver } from '@hookform/resolvers/zod';
import { HOST_MESSAGES_MESSAGES, HostMessageInput } from '@sortim/contracts/host-messages';
import { LIMITS } from '@sortim/contracts/limits';
import Mail from 'lucide-react/icons/mail';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField, fieldAria } from '#/components/form-field.tsx';
import { Button } from '#/components/ui/button.tsx';
import { Checkbox } from '#/components/ui/checkbox.tsx';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '#/components/ui/dialog.tsx';
import { Input } from '#/components/ui/input.tsx';
import { RadioGroup, RadioGroupItem } from '#/components/ui/radio-group.tsx';
import { Textarea } from '#/components/ui/textarea.tsx';
import { useSendHostMessage } from '#/features/activity-guests/api/host-messages.ts';
import { ApiRequestError, errorMessage } from '#/lib/api-client.ts';
import { applyServerFieldErrors, useValidationMessage } from '#/lib/form-errors.ts';
import { messageText } from '#/lib/message-text.ts';
import { toast } from '#/lib/toast.ts';

/** A paid booking the host may write to: its guest's name and seats (never an address). */
export type MessageRecipient = { bookingId: string; guestName: string; spots: number };

const TextFields = HostMessageInput.pick({ subject: true, body: true });
const FIELDS = ['subject', 'body'] as const;

/**
 * 'Message guests': the button and its dialog. A subject and a plain-text message with their counters,
 * to every paid guest or to chosen bookings; the server's refusals land on their fields, the rest (the
 * day's limit, a cancelled activity) in a toast.
 */
export function MessageGuestsDialog({
  activityId,
  recipients,
}: {
  activityId: string;
  /** The activity's paid bookings. */
  recipients: MessageRecipient[];
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline">
          <Mail aria-hidden />
          {t('hostMessages.open')}
        </Button>
      </DialogTrigger>
      <DialogContent closeLabel={t('hostMessages.close')} className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>{t('hostMessages.title')}</DialogTitle>
          <DialogDescription>{t('hostMessages.description')}</DialogDescription>
        </DialogHeader>
        <MessageForm activityId={activityId} recipients={recipients} onSent={() => setOpen(false)} />
      </DialogContent>
    </Dialog>
  );
}

function Counter({ length, max }: { length: number; max: number }) {
  const { t } = useTranslation();
  return (
    <span className="text-muted-foreground text-xs tabular-nums">
      {t('hostMessages.counter', { length, max })}
    </span>
  );
}

function MessageForm({
  activityId,
  recipients,
  onSent,
}: {
  activityId: string;
  recipients: MessageRecipient[];
  onSent: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const message = useValidationMessage();
  const send = useSendHostMessage(activityId);
  const form = useForm({ resolver: zodResolver(TextFields), defaultValues: { subject: '', body: '' } });
  const [subject, body] = useWatch({ control: form.control, name: ['subject', 'body'] });
  const [audience, setAudience] = useState<'all' | 'chosen'>('all');
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [chosenError, setChosenError] = useState<string>();
  const subjectError = message(form.formState.errors.subject);
  const bodyError = message(form.formState.errors.body);
  const ids = { subject: `${id}-subject`, body: `${id}-body`, to: `${id}-to`, chosen: `${id}-chosen` };

  const toggle = (bookingId: string, on: boolean) => {
    setChosenError(undefined);
    setChosen((current) => {
      const next = new Set(current);
      if (on) next.add(bookingId);
      else next.delete(bookingId);
      return next;
    });
  };

  const onSubmit = form.handleSubmit((input) => {
    if (audience === 'chosen' && chosen.size === 0) {
      setChosenError(messageText(HOST_MESSAGES_MESSAGES.chooseBooking));
      return;
    }
    const bookingIds = audience === 'chosen' ? [...chosen] : undefined;
    return send.mutateAsync({ ...input, ...(bookingIds ? { bookingIds } : {}) }).then(
      (sent) => {
        toast.success(t('hostMessages.sent', { count: sent.recipientCount }));
        onSent();
      },
      (error: unknown) => {
        const onFields = applyServerFieldErrors(error, FIELDS, form.setError);
        const onChoice = error instanceof ApiRequestError && error.fields?.bookingIds;
        if (onChoice) setChosenError(messageText(onChoice, error.fieldKeys?.bookingIds));
        if (!onFields && !onChoice) toast.error(errorMessage(error, t('hostMessages.failed')));
      },
    );
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
      <FormField
        id={ids.subject}
        label={t('hostMessages.subject')}
        error={subjectError}
        aside={<Counter length={subject.length} max={LIMITS.hostMessageSubjectMax} />}
      >
        <Input
          maxLength={LIMITS.hostMessageSubjectMax}
          {...fieldAria(ids.subject, subjectError)}
          {...form.register('subject')}
        />
      </FormField>
      <FormField
        id={ids.body}
        label={t('hostMessages.body')}
        error={bodyError}
        aside={<Counter length={body.length} max={LIMITS.hostMessageBodyMax} />}
      >
        <Textarea
          rows={6}
          maxLength={LIMITS.hostMessageBodyMax}
          {...fieldAria(ids.body, bodyError)}
          {...form.register('body')}
        />
      </FormField>
      <fieldset className="flex flex-col gap-3">
        <legend id={ids.to} className="mb-2 font-medium text-sm">
          {t('hostMessages.to')}
        </legend>
        <RadioGroup
          value={audience}
          onValueChange={(value) => {
            setAudience(value === 'chosen' ? 'chosen' : 'all');
            setChosenError(undefined);
          }}
          aria-labelledby={ids.to}
        >
          {(['all', 'chosen'] as const).map((option) => (
            <label
              key={option}
              htmlFor={`${id}-${option}`}
              className="flex cursor-pointer items-center gap-3 text-sm"
            >
              <RadioGroupItem id={`${id}-${option}`} value={option} />
              {option === 'all' ? t('hostMessages.all', { n: recipients.length }) : t('hostMessages.chosen')}
            </label>
          ))}
        </RadioGroup>
        {audience === 'chosen' && (
          <div className="flex flex-col gap-2">
            <ul
              aria-label={t('hostMessages.guestsLabel')}
              aria-describedby={chosenError ? ids.chosen : undefined}
              className="flex max-h-56 flex-col gap-1 overflow-y-auto rounded-lg border p-2"
            >
              {recipients.map((recipient) => {
                const boxId = `${id}-booking-${recipient.bookingId}`;
                return (
                  <li key={recipient.bookingId}>
                    <label
                      htmlFor={boxId}
                      className="flex min-h-11 cursor-pointer items-center gap-3 rounded-md px-2 text-sm hover:bg-muted"
                    >
                      <Checkbox
                        id={boxId}
                        checked={chosen.has(recipient.bookingId)}
                        onCheckedChange={(checked) => toggle(recipient.bookingId, checked === true)}
                        aria-invalid={chosenError ? true : undefined}
                      />
                      <span className="min-w-0 flex-1 break-words">{recipient.guestName}</span>
                      <span className="text-muted-foreground tabular-nums">
                        {t('hostMessages.spots', { count: recipient.spots })}
                      </span>
                    </label>
                  </li>
                );
              })}
            </ul>
            {chosenError && (
              <p id={ids.chosen} className="text-destructive text-sm">
                {chosenError}
              </p>
            )}
          </div>
        )}
      </fieldset>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">{t('hostMessages.cancel')}</Button>
        </DialogClose>
        <Button type="submit" disabled={send.isPending}>
          {send.isPending ? t('hostMessages.sending') : t('hostMessages.send')}
        </Button>
      </DialogFooter>
    </form>
  );
}
