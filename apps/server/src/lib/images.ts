import { IMAGE_UPLOAD } from '@sortim/contracts/profile';
import sharp from 'sharp';
import { Invalid } from '#src/lib/errors.ts';

/*
 * Uploaded images are never stored as sent: the bytes must decode as an image, and what we keep is a
 * re-encoded WebP at a fixed size, which also drops EXIF and other metadata (location, camera).
 */

export type ImageVariant = { width: number; height: number };

export const AVATAR_SIZE: ImageVariant = { width: 256, height: 256 };

/** Activity images, 4:3 like the cards: the thumbnail at card size, cover and gallery at page size. */
export const ACTIVITY_IMAGE_SIZES = {
  thumbnail: { width: 800, height: 600 },
  cover: { width: 1600, height: 1200 },
  gallery: { width: 1600, height: 1200 },
} as const satisfies Record<string, ImageVariant>;

export async function reencodeImage(bytes: Buffer, size: ImageVariant): Promise<Buffer> {
  try {
    const image = sharp(bytes, { failOn: 'error', limitInputPixels: 40_000_000 });
    const meta = await image.metadata();
    if (!meta.width || !meta.height) throw new Error('no dimensions');
    return await image
      .rotate() // honour the camera's orientation before the metadata is dropped
      .resize(size.width, size.height, { fit: 'cover', position: 'attention' })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw new Invalid(IMAGE_UPLOAD.notAnImageMessage, { file: IMAGE_UPLOAD.notAnImageMessage });
  }
}
