import { IMAGE_UPLOAD } from '@sortim/contracts/profile';
import type { FastifyRequest } from 'fastify';
import { DomainError, Invalid } from '#src/lib/errors.ts';

class PayloadTooLarge extends DomainError {
  constructor() {
    super(413, 'bad_request', IMAGE_UPLOAD.tooLargeMessage, { file: IMAGE_UPLOAD.tooLargeMessage });
  }
}

/**
 * The one file of a multipart upload (field `file`), under the spec's 5 MB: 413 with the spec's copy
 * otherwise, 400 when no file came. What the bytes are is checked by whoever decodes them (images.ts).
 */
export async function readUploadedFile(request: FastifyRequest): Promise<Buffer> {
  // "Under 5 MB" (spec): a file of exactly 5 MB is one byte too many.
  const file = await request.file({ limits: { fileSize: IMAGE_UPLOAD.maxBytes - 1, files: 1 } });
  if (!file) throw new Invalid('Choose an image to upload', { file: 'Choose an image to upload' });
  try {
    return await file.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new PayloadTooLarge();
    throw error;
  }
}
