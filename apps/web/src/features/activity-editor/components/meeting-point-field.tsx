import ChevronDown from 'lucide-react/icons/chevron-down';
import MapPinOff from 'lucide-react/icons/map-pin-off';
import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '#/components/form-field.tsx';
import { Button } from '#/components/ui/button.tsx';
import { Input } from '#/components/ui/input.tsx';
import { Skeleton } from '#/components/ui/skeleton.tsx';
import { useFieldError } from '#/features/activity-editor/components/use-field-error.ts';
import type { ActivityFormValues } from '#/features/activity-editor/lib/activity-form.ts';
import {
  formatCoordinate,
  type Point,
  parseCoordinate,
  roundCoordinate,
  toPoint,
} from '#/features/activity-editor/lib/coordinates.ts';
import { useFormCity } from '#/features/activity-editor/lib/use-form-city.ts';

/** MapLibre and its style load only when the form shows the map, never with the page. */
const PinPickerMap = lazy(() => import('#/features/map/components/pin-picker-map.tsx'));

const MAP_HEIGHT = 'h-64 sm:h-80';

/**
 * 'Meeting point on the map', under the address: the host clicks or taps the map to place the pin, drags it
 * (or, focused, moves it with the arrow keys) to adjust, and can remove it. Typing the coordinates in
 * 'Enter coordinates' does the same without a pointer. The pin is optional: both numbers or neither.
 */
export function MeetingPointField() {
  const { t } = useTranslation();
  const form = useFormContext<ActivityFormValues>();
  const { field: latitude } = useController({ control: form.control, name: 'latitude' });
  const { field: longitude } = useController({ control: form.control, name: 'longitude' });
  const error = useFieldError();
  const { city } = useFormCity();
  const pointError = error('latitude') ?? error('longitude');
  const [typing, setTyping] = useState(false);
  const typingOpen = typing || pointError !== undefined;
  const ids = useId();
  const hintId = `${ids}-hint`;
  const statusId = `${ids}-status`;
  const coordinatesId = `${ids}-coordinates`;

  const pin = toPoint(latitude.value, longitude.value);

  const place = (point: Point | null) => {
    const options = { shouldDirty: true } as const;
    form.setValue('latitude', point ? roundCoordinate(point.latitude) : null, options);
    form.setValue('longitude', point ? roundCoordinate(point.longitude) : null, options);
    form.clearErrors(['latitude', 'longitude']);
  };

  return (
    <fieldset className="flex flex-col gap-3" aria-describedby={hintId}>
      <legend className="mb-2 font-medium text-sm">{t('activityEditor.pin.title')}</legend>
      <p id={hintId} className="text-muted-foreground text-sm">
        {t('activityEditor.pin.hint')}
      </p>
      <div className={`${MAP_HEIGHT} overflow-hidden rounded-lg border`}>
        <Suspense fallback={<Skeleton rounded="none" className="size-full" />}>
          <PinPickerMap
            className="size-full"
            pin={pin}
            home={city && { center: city.center, zoom: city.zoom }}
            label={t('activityEditor.pin.mapLabel')}
            markerLabel={t('activityEditor.pin.markerLabel')}
            onPlace={place}
          />
        </Suspense>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <p id={statusId} className="text-sm tabular-nums" aria-live="polite">
          {pin
            ? t('activityEditor.pin.placed', {
                latitude: formatCoordinate(pin.latitude),
                longitude: formatCoordinate(pin.longitude),
              })
            : t('activityEditor.pin.none')}
        </p>
        {pin && (
          <Button variant="outline" size="sm" onClick={() => place(null)}>
            <MapPinOff aria-hidden />
            {t('activityEditor.pin.remove')}
          </Button>
        )}
      </div>
      {pointError && (
        <p id={`${ids}-error`} className="text-destructive text-sm">
          {pointError}
        </p>
      )}
      <div className="flex flex-col gap-3">
        <Button
          variant="ghost"
          size="sm"
          className="-ml-3 self-start"
          aria-expanded={typingOpen}
          aria-controls={coordinatesId}
          onClick={() => setTyping(!typingOpen)}
        >
          <ChevronDown aria-hidden className={typingOpen ? 'rotate-180' : undefined} />
          {t('activityEditor.pin.coordinates')}
        </Button>
        <div id={coordinatesId} hidden={!typingOpen} className="grid gap-4 sm:grid-cols-2">
          <CoordinateInput
            id="activity-latitude"
            label={t('activityEditor.pin.latitude')}
            hint={t('activityEditor.pin.latitudeHint')}
            error={pointError}
            errorId={`${ids}-error`}
            value={latitude.value}
            inputRef={latitude.ref}
            onChange={(value) => {
              form.setValue('latitude', value, { shouldDirty: true });
              form.clearErrors(['latitude', 'longitude']);
            }}
          />
          <CoordinateInput
            id="activity-longitude"
            label={t('activityEditor.pin.longitude')}
            hint={t('activityEditor.pin.longitudeHint')}
            error={pointError}
            errorId={`${ids}-error`}
            value={longitude.value}
            inputRef={longitude.ref}
            onChange={(value) => {
              form.setValue('longitude', value, { shouldDirty: true });
              form.clearErrors(['latitude', 'longitude']);
            }}
          />
        </div>
      </div>
    </fieldset>
  );
}

/**
 * One coordinate as typed (a comma or a point for decimals): what the host types stays as typed, and a pin
 * placed on the map writes its number here.
 */
function CoordinateInput({
  id,
  label,
  hint,
  error,
  errorId,
  value,
  inputRef,
  onChange,
}: {
  id: string;
  label: string;
  hint: string;
  error: string | undefined;
  errorId: string;
  value: number | null;
  inputRef: React.Ref<HTMLInputElement>;
  onChange: (value: number | null) => void;
}) {
  const [text, setText] = useState(() => (value === null ? '' : formatCoordinate(value)));
  // The map moved the pin (or removed it): show its number, unless the text already says it ('41.' is 41).
  useEffect(() => {
    setText((current) => {
      const typed = parseCoordinate(current);
      return typed === value || (Number.isNaN(typed) && Number.isNaN(value))
        ? current
        : value === null
          ? ''
          : formatCoordinate(value);
    });
  }, [value]);

  return (
    <FormField id={id} label={label} hint={error ? undefined : hint}>
      <Input
        ref={inputRef}
        inputMode="decimal"
        autoComplete="off"
        spellCheck={false}
        className="tabular-nums"
        value={text}
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : `${id}-hint`}
        onChange={(event) => {
          setText(event.target.value);
          onChange(parseCoordinate(event.target.value));
        }}
      />
    </FormField>
  );
}
