import { zodResolver } from '@hookform/resolvers/zod';
import { SendMessageInput } from '@sortim/contracts/conversations';
import { LIMITS } from '@sortim/contracts/limits';
import SendHorizontal from 'lucide-react/icons/send-horizontal';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField, fieldAria } from '#/components/form-field.tsx';
import { Button } from '#/components/ui/button.tsx';
import { Textarea } from '#/components/ui/textarea.tsx';
import { applyServerFieldErrors, useValidationMessage } from '#/lib/form-errors.ts';
import { sendErrorText } from './send-error.ts';

/**
 * One labelled text box and Send, for a conversation and for 'Ask the host'. Ctrl or Cmd + Enter sends
 * (Enter alone is a new line, as a message may run over several). A refusal (a limit, a suspension) shows
 * under the box in the server's words, and the words typed stay.
 */
export function MessageComposer({
  onSend,
  label,
  hint,
  autoFocus = false,
}: {
  onSend: (input: SendMessageInput) => Promise<unknown>;
  label: string;
  hint?: string;
  autoFocus?: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  const validation = useValidationMessage();
  const form = useForm<SendMessageInput>({
    resolver: zodResolver(SendMessageInput),
    defaultValues: { body: '' },
  });
  const body = useWatch({ control: form.control, name: 'body' }) ?? '';
  const error = validation(form.formState.errors.body) ?? validation(form.formState.errors.root);

  const submit = form.handleSubmit(async (input) => {
    try {
      await onSend(input);
      form.reset({ body: '' });
    } catch (err) {
      if (!applyServerFieldErrors(err, ['body'], form.setError)) {
        form.setError('root', { type: 'server', message: sendErrorText(err, t('conversations.sendFailed')) });
      }
    }
  });

  return (
    <form onSubmit={(event) => void submit(event)} className="flex flex-col gap-2" noValidate>
      <FormField
        id={id}
        label={label}
        error={error}
        hint={hint}
        aside={
          <span className="text-muted-foreground text-xs tabular-nums" aria-hidden>
            {body.length}/{LIMITS.conversationMessageMax}
          </span>
        }
      >
        <div className="flex items-end gap-2">
          <Textarea
            {...fieldAria(id, error, hint)}
            {...form.register('body')}
            autoFocus={autoFocus}
            rows={2}
            className="max-h-40"
            onKeyDown={(event) => {
              if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
                event.preventDefault();
                void submit();
              }
            }}
          />
          <Button type="submit" disabled={form.formState.isSubmitting} className="shrink-0">
            <SendHorizontal aria-hidden />
            {form.formState.isSubmitting ? t('conversations.sending') : t('conversations.send')}
          </Button>
        </div>
      </FormField>
    </form>
  );
}
