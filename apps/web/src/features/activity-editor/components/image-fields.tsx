import type { ImageKind } from '@sortim/contracts/hosting';
import { LIMITS } from '@sortim/contracts/limits';
import { IMAGE_UPLOAD } from '@sortim/contracts/profile';
import ImagePlus from 'lucide-react/icons/image-plus';
import X from 'lucide-react/icons/x';
import { useId, useRef } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '#/components/form-field.tsx';
import { Button } from '#/components/ui/button.tsx';
import { useUploadActivityImage } from '#/features/activity-editor/api/upload-activity-image.ts';
import { FormSection } from '#/features/activity-editor/components/form-section.tsx';
import { useFieldError } from '#/features/activity-editor/components/use-field-error.ts';
import type { ActivityFormValues } from '#/features/activity-editor/lib/activity-form.ts';
import { errorMessage } from '#/lib/api-client.ts';
import { toast } from '#/lib/toast.ts';

const ACCEPT = 'image/jpeg,image/png,image/webp';

/**
 * A file picker that uploads at once: refuses a file of 5 MB or more before sending it (the server
 * checks the bytes, resizes and stores), then hands the stored image's address to `onUploaded`.
 */
function ImagePicker({
  id,
  kind,
  label,
  hint,
  error,
  onUploaded,
  replacing = false,
}: {
  id: string;
  kind: ImageKind;
  label: string;
  hint: string;
  error?: string | undefined;
  onUploaded: (url: string) => void;
  replacing?: boolean;
}) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadActivityImage();
  const hintId = `${id}-hint`;

  const onFile = (file: File | undefined) => {
    if (!file) return;
    // The copy says "less than 5MB": exactly 5 MB is refused too.
    if (file.size >= IMAGE_UPLOAD.maxBytes) {
      toast.error(t('activityEditor.images.tooLarge'));
      return;
    }
    upload.mutateAsync({ kind, file }).then(
      ({ url }) => {
        onUploaded(url);
        toast.success(t('activityEditor.images.uploaded'));
      },
      (failure: unknown) => toast.error(errorMessage(failure, t('activityEditor.images.failed'))),
    );
  };

  return (
    <FormField id={id} label={label} error={error} hint={`${hint} · ${t('activityEditor.images.hint')}`}>
      <input
        ref={input}
        id={id}
        type="file"
        accept={ACCEPT}
        className="sr-only"
        tabIndex={-1}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : hintId}
        onChange={(event) => {
          onFile(event.target.files?.[0]);
          // The same file can be picked again after a failure.
          event.target.value = '';
        }}
      />
      <Button
        variant="outline"
        size="field"
        className="self-start"
        disabled={upload.isPending}
        aria-describedby={error ? `${id}-error` : hintId}
        onClick={() => input.current?.click()}
      >
        <ImagePlus aria-hidden />
        {upload.isPending
          ? t('activityEditor.images.uploading')
          : replacing
            ? t('activityEditor.images.replace')
            : t('activityEditor.images.choose')}
      </Button>
    </FormField>
  );
}

function Preview({ url, name, onRemove }: { url: string; name: string; onRemove: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="relative w-40 overflow-hidden rounded-lg border bg-muted">
      <img
        src={url}
        alt={t('activityEditor.images.preview', { name })}
        width={160}
        height={120}
        className="aspect-[4/3] w-full object-cover"
      />
      <Button
        variant="floating"
        size="icon-sm"
        shape="pill"
        className="absolute top-1 right-1"
        aria-label={t('activityEditor.images.remove', { name })}
        onClick={onRemove}
      >
        <X aria-hidden />
      </Button>
    </div>
  );
}

function SingleImageField({
  name,
  kind,
  label,
  hint,
}: {
  name: 'thumbnailUrl' | 'coverImageUrl';
  kind: ImageKind;
  label: string;
  hint: string;
}) {
  const { control } = useFormContext<ActivityFormValues>();
  const { field } = useController({ control, name });
  const error = useFieldError()(name);
  return (
    <div className="flex flex-col gap-3">
      <ImagePicker
        id={`activity-${name}`}
        kind={kind}
        label={label}
        hint={hint}
        error={error}
        replacing={field.value !== null}
        onUploaded={field.onChange}
      />
      {field.value && <Preview url={field.value} name={label} onRemove={() => field.onChange(null)} />}
    </div>
  );
}

function GalleryField() {
  const { t } = useTranslation();
  const { control } = useFormContext<ActivityFormValues>();
  const { field } = useController({ control, name: 'additionalImages' });
  const error = useFieldError()('additionalImages');
  const images = field.value;
  const max = LIMITS.additionalImagesMax;
  const baseId = useId();
  const label = t('activityEditor.images.gallery');
  const hint = t('activityEditor.images.galleryHint', { count: images.length, max });

  return (
    <div className="flex flex-col gap-3">
      {images.length < max ? (
        <ImagePicker
          id="activity-additionalImages"
          kind="gallery"
          label={label}
          hint={hint}
          error={error}
          onUploaded={(url) => field.onChange([...field.value, url].slice(0, max))}
        />
      ) : (
        <div className="flex flex-col gap-1">
          <p className="font-medium text-sm">{label}</p>
          <p className="text-muted-foreground text-xs">{hint}</p>
        </div>
      )}
      {images.length > 0 && (
        <ul className="flex flex-wrap gap-3">
          {images.map((url, index) => (
            <li key={`${baseId}-${url}`}>
              <Preview
                url={url}
                name={t('activityEditor.images.galleryItem', { index: index + 1 })}
                onRemove={() => field.onChange(images.filter((_, i) => i !== index))}
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** Thumbnail (labelled required, not enforced, as the spec says), cover and up to 5 more images. */
export function ImageFields() {
  const { t } = useTranslation();
  return (
    <FormSection id="activity-images" title={t('activityEditor.sections.images')}>
      <SingleImageField
        name="thumbnailUrl"
        kind="thumbnail"
        label={t('activityEditor.images.thumbnail')}
        hint={t('activityEditor.images.thumbnailHint')}
      />
      <SingleImageField
        name="coverImageUrl"
        kind="cover"
        label={t('activityEditor.images.cover')}
        hint={t('activityEditor.images.coverHint')}
      />
      <GalleryField />
    </FormSection>
  );
}
