import { Controller, type FieldPathByValue, useFormContext } from 'react-hook-form';
import { Label } from '#/components/ui/label.tsx';
import { Switch } from '#/components/ui/switch.tsx';
import { fieldId } from '#/features/activity-editor/components/number-field.tsx';
import type { AnyFormValues } from '#/features/activity-editor/lib/activity-form.ts';

/**
 * A yes-or-no of the editor ('Make this a recurring event', Published, a price's 'Takes a seat'): its label
 * and hint, the switch on the right. `disabled`: shown, not changeable (a price's switch fixed by its kind).
 */
export function SwitchRow({
  name,
  label,
  hint,
  disabled,
}: {
  name: FieldPathByValue<AnyFormValues, boolean>;
  label: string;
  hint: string;
  disabled?: boolean;
}) {
  const form = useFormContext<AnyFormValues>();
  const id = fieldId(name);
  return (
    <div className="flex items-start justify-between gap-4">
      <div className="flex flex-col gap-1">
        <Label htmlFor={id}>{label}</Label>
        <p id={`${id}-hint`} className="text-muted-foreground text-xs">
          {hint}
        </p>
      </div>
      <Controller
        control={form.control}
        name={name}
        render={({ field }) => (
          <Switch
            id={id}
            aria-describedby={`${id}-hint`}
            checked={field.value}
            disabled={disabled}
            onCheckedChange={field.onChange}
            onBlur={field.onBlur}
            ref={field.ref}
          />
        )}
      />
    </div>
  );
}
