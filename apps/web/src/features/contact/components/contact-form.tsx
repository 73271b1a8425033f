import { zodResolver } from '@hookform/resolvers/zod';
import { ContactInput } from '@sortim/contracts/contact';
import { LIMITS } from '@sortim/contracts/limits';
import { Send } from 'lucide-react';
import { type FieldError, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '#/components/ui/button.tsx';
import { Input } from '#/components/ui/input.tsx';
import { Label } from '#/components/ui/label.tsx';
import { Textarea } from '#/components/ui/textarea.tsx';
import { useSendContact } from '#/features/contact/api/send-contact.ts';
import { ApiRequestError, errorMessage } from '#/lib/api-client.ts';

type Field = keyof ContactInput;
const FIELDS: readonly Field[] = ['name', 'email', 'subject', 'message'];
const isField = (name: string): name is Field => FIELDS.some((field) => field === name);

export function ContactForm() {
  const { t } = useTranslation();
  const sendContact = useSendContact();
  const form = useForm({
    resolver: zodResolver(ContactInput),
    defaultValues: { name: '', email: '', subject: '', message: '' },
  });
  const { errors } = form.formState;
  const messageLength = useWatch({ control: form.control, name: 'message' }).length;

  /** The contract's messages are the spec's English copy; the catalogs translate them per field. */
  const errorText = (field: Field, error: FieldError | undefined) => {
    if (!error) return undefined;
    if (error.type === 'server') return error.message;
    return t(`contact.form.errors.${field}`, { defaultValue: error.message });
  };

  const onSubmit = form.handleSubmit((input) =>
    sendContact.mutateAsync(input).then(
      () => {
        toast.success(t('contact.sent'), { description: t('contact.sentDescription') });
        form.reset();
      },
      (error: unknown) => {
        if (error instanceof ApiRequestError && error.fields) {
          for (const [name, message] of Object.entries(error.fields)) {
            if (isField(name)) form.setError(name, { type: 'server', message });
          }
        }
        toast.error(t('contact.failed'), {
          description: errorMessage(error, t('contact.failedDescription')),
        });
      },
    ),
  );

  const fieldProps = (field: Field) => ({
    id: `contact-${field}`,
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': errors[field] ? `contact-${field}-error` : undefined,
    ...form.register(field),
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <div className="flex flex-col gap-2">
          <Label htmlFor="contact-name">{t('contact.form.name')}</Label>
          <Input
            autoComplete="name"
            placeholder={t('contact.form.namePlaceholder')}
            {...fieldProps('name')}
          />
          <FieldMessage id="contact-name-error" text={errorText('name', errors.name)} />
        </div>
        <div className="flex flex-col gap-2">
          <Label htmlFor="contact-email">{t('contact.form.email')}</Label>
          <Input
            type="email"
            autoComplete="email"
            maxLength={LIMITS.contactEmailMax}
            placeholder={t('contact.form.emailPlaceholder')}
            {...fieldProps('email')}
          />
          <FieldMessage id="contact-email-error" text={errorText('email', errors.email)} />
        </div>
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor="contact-subject">{t('contact.form.subject')}</Label>
        <Input placeholder={t('contact.form.subjectPlaceholder')} {...fieldProps('subject')} />
        <FieldMessage id="contact-subject-error" text={errorText('subject', errors.subject)} />
      </div>
      <div className="flex flex-col gap-2">
        <div className="flex items-end justify-between gap-4">
          <Label htmlFor="contact-message">{t('contact.form.message')}</Label>
          <span
            className="text-muted-foreground text-xs tabular-nums"
            title={t('contact.form.counterLabel', { length: messageLength, max: LIMITS.contactMessageMax })}
          >
            {t('contact.form.counter', { length: messageLength, max: LIMITS.contactMessageMax })}
          </span>
        </div>
        <Textarea
          rows={6}
          className="min-h-36"
          maxLength={LIMITS.contactMessageMax}
          placeholder={t('contact.form.messagePlaceholder')}
          {...fieldProps('message')}
        />
        <FieldMessage id="contact-message-error" text={errorText('message', errors.message)} />
      </div>
      <Button type="submit" size="lg" className="self-start" disabled={sendContact.isPending}>
        <Send aria-hidden />
        {sendContact.isPending ? t('contact.form.sending') : t('contact.form.submit')}
      </Button>
    </form>
  );
}

function FieldMessage({ id, text }: { id: string; text: string | undefined }) {
  if (!text) return null;
  return (
    <p id={id} className="text-destructive text-sm">
      {text}
    </p>
  );
}
