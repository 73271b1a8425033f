import type * as React from 'react';
import { Label } from '#/components/ui/label.tsx';

/**
 * A labelled control with its message underneath: the validation error when there is one, else the hint.
 * The control takes `fieldAria(id, error, hint)` so it is named, marked invalid and described by them.
 */
export function FormField({
  id,
  label,
  error,
  hint,
  aside,
  required = false,
  children,
}: {
  id: string;
  label: React.ReactNode;
  error?: string | undefined;
  hint?: string | undefined;
  /** Beside the label, on the right: a counter, a 'Forgot password?' link. */
  aside?: React.ReactNode;
  /** Marks the label with an asterisk; the control says so itself with `aria-required`. */
  required?: boolean;
  children: React.ReactNode;
}) {
  return (
    <div className="flex flex-col gap-2">
      <div className="flex min-h-5 items-end justify-between gap-4">
        <span className="flex items-baseline gap-1">
          <Label htmlFor={id}>{label}</Label>
          {required && (
            <span aria-hidden className="font-medium text-destructive text-sm">
              *
            </span>
          )}
        </span>
        {aside}
      </div>
      {children}
      {error ? (
        <p id={`${id}-error`} className="text-destructive text-sm">
          {error}
        </p>
      ) : (
        hint && (
          <p id={`${id}-hint`} className="text-muted-foreground text-xs">
            {hint}
          </p>
        )
      )}
    </div>
  );
}

/** The wiring between a control and its FormField's message. */
export function fieldAria(id: string, error: string | undefined, hint?: string) {
  const describedBy = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  return { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy } as const;
}
