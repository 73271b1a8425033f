import { zodResolver } from '@hookform/resolvers/zod';
import { ContactInput } from '@sortim/contracts/contact';
import { LIMITS } from '@sortim/contracts/limits';
import Send from 'lucide-react/icons/send';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField, fieldAria } from '#/components/form-field.tsx';
import { Button } from '#/components/ui/button.tsx';
import { Input } from '#/components/ui/input.tsx';
import { Textarea } from '#/components/ui/textarea.tsx';
import { useSendContact } from '#/features/contact/api/send-contact.ts';
import { errorMessage } from '#/lib/api-client.ts';
import { applyServerFieldErrors, useValidationMessage } from '#/lib/form-errors.ts';
import { toast } from '#/lib/toast.ts';

type Field = keyof ContactInput;
const FIELDS: readonly Field[] = ['name', 'email', 'subject', 'message'];

export function ContactForm() {
  const { t } = useTranslation();
  const sendContact = useSendContact();
  const form = useForm({
    resolver: zodResolver(ContactInput),
    defaultValues: { name: '', email: '', subject: '', message: '' },
  });
  const { errors } = form.formState;
  const messageLength = useWatch({ control: form.control, name: 'message' }).length;

  const errorText = useValidationMessage();

  const onSubmit = form.handleSubmit((input) =>
    sendContact.mutateAsync(input).then(
      () => {
        toast.success(t('contact.sent'), { description: t('contact.sentDescription') });
        form.reset();
      },
      (error: unknown) => {
        applyServerFieldErrors(error, FIELDS, form.setError);
        toast.error(t('contact.failed'), {
          description: errorMessage(error, t('contact.failedDescription')),
        });
      },
    ),
  );

  const fieldProps = (field: Field) => ({
    ...fieldAria(`contact-${field}`, errorText(errors[field])),
    ...form.register(field),
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id="contact-name" label={t('contact.form.name')} error={errorText(errors.name)}>
          <Input
            autoComplete="name"
            placeholder={t('contact.form.namePlaceholder')}
            {...fieldProps('name')}
          />
        </FormField>
        <FormField id="contact-email" label={t('contact.form.email')} error={errorText(errors.email)}>
          <Input
            type="email"
            autoComplete="email"
            maxLength={LIMITS.contactEmailMax}
            placeholder={t('contact.form.emailPlaceholder')}
            {...fieldProps('email')}
          />
        </FormField>
      </div>
      <FormField id="contact-subject" label={t('contact.form.subject')} error={errorText(errors.subject)}>
        <Input placeholder={t('contact.form.subjectPlaceholder')} {...fieldProps('subject')} />
      </FormField>
      <FormField
        id="contact-message"
        label={t('contact.form.message')}
        error={errorText(errors.message)}
        aside={
          <span
            className="text-muted-foreground text-xs tabular-nums"
            title={t('contact.form.counterLabel', { length: messageLength, max: LIMITS.contactMessageMax })}
          >
            {t('contact.form.counter', { length: messageLength, max: LIMITS.contactMessageMax })}
          </span>
        }
      >
        <Textarea
          rows={6}
          fieldSize="lg"
          maxLength={LIMITS.contactMessageMax}
          placeholder={t('contact.form.messagePlaceholder')}
          {...fieldProps('message')}
        />
      </FormField>
      <Button type="submit" size="lg" className="self-start" disabled={sendContact.isPending}>
        <Send aria-hidden />
        {sendContact.isPending ? t('contact.form.sending') : t('contact.form.submit')}
      </Button>
    </form>
  );
}
