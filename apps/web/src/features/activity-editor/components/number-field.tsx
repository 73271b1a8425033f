import { type FieldPathByValue, useFormContext } from 'react-hook-form';
import { FormField, fieldAria } from '#/components/form-field.tsx';
import { Input } from '#/components/ui/input.tsx';
import { useFieldError } from '#/features/activity-editor/components/use-field-error.ts';
import type { AnyFormValues } from '#/features/activity-editor/lib/activity-form.ts';

/** A number the form holds, at the top ('capacity') or in a list ('prices.0.priceEur'). */
export type NumberName = FieldPathByValue<AnyFormValues, number>;

/** An element id from a field's name ('prices.0.priceEur' → 'activity-prices-0-priceEur'). */
export const fieldId = (name: string) => `activity-${name.replaceAll('.', '-')}`;

/**
 * A number of the editor (a price, capacity, spots left, third party attendees, occurrences, an age): labelled,
 * its hint or error underneath, read as a number (an empty field is NaN). `onValueChange` lets the page keep
 * another field in step (spots left with capacity).
 */
export function NumberField({
  name,
  label,
  hint,
  min,
  max,
  step = 1,
  inputMode = 'numeric',
  onValueChange,
}: {
  name: NumberName;
  label: string;
  hint?: string | undefined;
  min: number;
  max?: number;
  step?: number | string;
  /** 'decimal' for euros and cents. */
  inputMode?: 'numeric' | 'decimal';
  onValueChange?: (value: number) => void;
}) {
  const form = useFormContext<AnyFormValues>();
  const error = useFieldError();
  const id = fieldId(name);
  return (
    <FormField id={id} label={label} error={error(name)} hint={hint}>
      <Input
        type="number"
        inputMode={inputMode}
        min={min}
        max={max}
        step={step}
        fieldSize="lg"
        className="tabular-nums"
        {...fieldAria(id, error(name), hint)}
        {...form.register(name, {
          valueAsNumber: true,
          onChange: (event: { target: { valueAsNumber: number } }) =>
            onValueChange?.(event.target.valueAsNumber),
        })}
      />
    </FormField>
  );
}
