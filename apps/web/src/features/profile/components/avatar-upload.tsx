import { IMAGE_UPLOAD } from '@sortim/contracts/profile';
import Camera from 'lucide-react/icons/camera';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#/components/ui/button.tsx';
import { useUploadAvatar } from '#/features/profile/api/upload-avatar.ts';
import { errorMessage } from '#/lib/api-client.ts';
import { toast } from '#/lib/toast.ts';

/**
 * 'Change photo': picks an image, refuses one over 5 MB before sending it, and saves it at once (the
 * server checks it really is an image). Any image type is accepted; the hint names the usual ones.
 */
export function AvatarUpload() {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadAvatar();

  const onFile = (file: File | undefined) => {
    if (!file) return;
    if (file.size >= IMAGE_UPLOAD.maxBytes) {
      toast.error(t('profile.photo.tooLarge'));
      return;
    }
    upload.mutateAsync(file).then(
      () => toast.success(t('profile.photo.uploaded')),
      (error: unknown) => toast.error(errorMessage(error, t('profile.photo.failed'))),
    );
  };

  return (
    <div className="flex flex-col items-center gap-1.5 sm:items-start">
      <input
        ref={input}
        type="file"
        accept="image/*"
        className="sr-only"
        tabIndex={-1}
        aria-hidden
        aria-label={t('profile.photo.change')}
        onChange={(event) => {
          onFile(event.target.files?.[0]);
          // The same file can be picked again after a failure.
          event.target.value = '';
        }}
      />
      <Button
        variant="outline"
        size="sm"
        disabled={upload.isPending}
        aria-describedby="avatar-hint"
        onClick={() => input.current?.click()}
      >
        <Camera aria-hidden />
        {upload.isPending ? t('profile.photo.uploading') : t('profile.photo.change')}
      </Button>
      <p id="avatar-hint" className="text-muted-foreground text-xs">
        {t('profile.photo.hint')}
      </p>
    </div>
  );
}
