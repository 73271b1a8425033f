import { useEffect } from 'react';
import { type FieldValues, get, type UseFormReturn, useFormContext } from 'react-hook-form';
import { useValidationMessage } from '#/lib/form-errors.ts';

/**
 * A field's error as text in the page's language (the server's own words stay as they are); `name` may be a
 * path into a list ('prices.0.priceEur').
 */
export function useFieldError() {
  const message = useValidationMessage();
  const {
    formState: { errors },
  } = useFormContext();
  return (name: string): string | undefined => {
    const error: { message?: unknown } | undefined = get(errors, name);
    return typeof error?.message === 'string' ? message({ message: error.message }) : undefined;
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
