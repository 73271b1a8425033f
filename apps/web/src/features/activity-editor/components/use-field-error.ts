import { ACTIVITY_FIELD_MESSAGES } from '@sortim/contracts/hosting';
import { useEffect } from 'react';
import { type FieldValues, type UseFormReturn, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import en from '#/locales/en.json';

type MessageKey = keyof typeof en.activityEditor.errors;

/** The contract's messages are the spec's English copy; the catalogs translate them, found by that text. */
const keyByMessage = new Map<string, MessageKey>(
  Object.entries(en.activityEditor.errors).map(([key, message]) => [message, key as MessageKey]),
);
for (const [key, message] of Object.entries(ACTIVITY_FIELD_MESSAGES)) {
  if (key in en.activityEditor.errors) keyByMessage.set(message, key as MessageKey);
}

/** A field's error as text in the page's language (the server's own words stay as they are). */
export function useFieldError() {
  const { t } = useTranslation();
  const {
    formState: { errors },
  } = useFormContext();
  return (name: string): string | undefined => {
    const message = errors[name]?.message;
    if (typeof message !== 'string' || !message) return undefined;
    const key = keyByMessage.get(message);
    return key ? t(`activityEditor.errors.${key}`) : message;
  };
}

/** The spec: a field's error clears as soon as the field is edited (it is checked again on submit). */
export function useClearErrorOnEdit<Values extends FieldValues>(form: UseFormReturn<Values>) {
  useEffect(() => {
    const subscription = form.watch((_, { name, type }) => {
      if (name && type === 'change') form.clearErrors(name);
    });
    return () => subscription.unsubscribe();
  }, [form]);
}
