import { type ImageKind, UploadedImage } from '@sortim/contracts/hosting';
import { useMutation } from '@tanstack/react-query';
import { api } from '#/lib/api-client.ts';

/** `POST /api/host/images?kind=...` (multipart `file`): the server checks, resizes and stores it. */
export function uploadActivityImage({ kind, file }: { kind: ImageKind; file: File }) {
  const form = new FormData();
  form.append('file', file);
  return api.upload(`/api/host/images?kind=${kind}`, UploadedImage, form);
}

export function useUploadActivityImage() {
  return useMutation({ mutationFn: uploadActivityImage });
}
