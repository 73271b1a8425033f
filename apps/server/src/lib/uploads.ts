import { REQUEST_MESSAGES } from '@sortim/contracts/common';
import { IMAGE_UPLOAD } from '@sortim/contracts/profile';
import type { FastifyRequest } from 'fastify';
import { DomainError, Invalid } from '#src/lib/errors.ts';
import { isStorableText, UnstorableText } from '#src/lib/storable-input.ts';

class PayloadTooLarge extends DomainError {
  constructor() {
    super(413, 'bad_request', IMAGE_UPLOAD.tooLargeMessage, { file: IMAGE_UPLOAD.tooLargeMessage });
  }
}

export const NOT_MULTIPART_MESSAGE = REQUEST_MESSAGES.notMultipart;
export const MALFORMED_UPLOAD_MESSAGE = REQUEST_MESSAGES.malformedUpload;

class NotMultipart extends DomainError {
  constructor() {
    super(415, 'bad_request', NOT_MULTIPART_MESSAGE);
  }
}

/** One image and the few fields a browser sends with it; anything past that is not our form. */
const LIMITS = { fileSize: IMAGE_UPLOAD.maxBytes - 1, files: 1, fields: 10, fieldSize: 1024, parts: 11 };

/**
 * What reading the multipart stream can throw, as the client's fault it is: @fastify/multipart's own
 * errors carry their status (406 for "not multipart" becomes 415, as for any other wrong content type);
 * busboy's parse errors ('Unexpected end of form', 'Malformed part header', no boundary) carry none and
 * only ever mean the body was cut off or is not multipart.
 */
function uploadError(error: unknown): unknown {
  const { code, statusCode } = error as { code?: string; statusCode?: number };
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new PayloadTooLarge();
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return new NotMultipart();
  if (error instanceof DomainError) return error;
  if (typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500) return error;
  return new Invalid(MALFORMED_UPLOAD_MESSAGE, { file: MALFORMED_UPLOAD_MESSAGE });
}

/**
 * The one file of a multipart upload (field `file`), under the spec's 5 MB: 413 with the spec's copy
 * otherwise, 400 when no file came or the body is cut off, 415 when it is not multipart. The file's
 * name and the fields beside it pass the same text check as any JSON body. What the bytes are is
 * checked by whoever decodes them (images.ts).
 */
export async function readUploadedFile(request: FastifyRequest): Promise<Buffer> {
  try {
    // "Under 5 MB" (spec): a file of exactly 5 MB is one byte too many.
    const file = await request.file({ limits: LIMITS });
    if (!file) throw new Invalid(REQUEST_MESSAGES.chooseImage, { file: REQUEST_MESSAGES.chooseImage });
    const parts = Object.values(file.fields).flatMap((part) =>
      Array.isArray(part) ? part : part ? [part] : [],
    );
    const texts = parts.flatMap((part) => [
      part.fieldname,
      'value' in part ? String(part.value) : part.filename,
    ]);
    if (!texts.every(isStorableText)) throw new UnstorableText('file');
    return await file.toBuffer();
  } catch (error) {
    throw uploadError(error);
  }
}
