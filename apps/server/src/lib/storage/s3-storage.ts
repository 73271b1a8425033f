import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { Storage } from './storage.ts';

export type S3StorageOptions = {
  bucket: string;
  region: string;
  /** Unset: AWS S3 itself. Set for any other S3-compatible service (R2, MinIO, Spaces, B2...). */
  endpoint: string | null;
  /** `https://endpoint/bucket/key` instead of `https://bucket.endpoint/key` (MinIO needs it). */
  forcePathStyle: boolean;
  accessKeyId: string;
  secretAccessKey: string;
  /** Where the bucket's files are publicly served (bucket website, CDN or custom domain), no trailing slash. */
  publicUrl: string;
};

/** Files in an S3-compatible bucket, shown from its public URL. */
export function s3Storage(options: S3StorageOptions): Storage {
  const client = new S3Client({
    region: options.region,
    ...(options.endpoint ? { endpoint: options.endpoint } : {}),
    forcePathStyle: options.forcePathStyle,
    credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
    // The SDK's default extra CRC32 checksum headers are refused by some S3-compatible services; the
    // SigV4 signature already covers the payload's SHA-256.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const publicPrefix = `${options.publicUrl}/`;
  return {
    async put(key, bytes, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket: options.bucket,
          Key: key,
          Body: bytes,
          ContentType: contentType,
          // Every key is new (a fresh id per upload), so a file never changes under its URL.
          CacheControl: 'public, max-age=31536000, immutable',
        }),
      );
      return `${publicPrefix}${key}`;
    },
    async read(key) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: options.bucket, Key: key }));
        return object.Body ? Buffer.from(await object.Body.transformToByteArray()) : null;
      } catch (error) {
        if (error instanceof NoSuchKey) return null;
        throw error;
      }
    },
    async list(prefix) {
      const keys: string[] = [];
      let token: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket: options.bucket, Prefix: prefix, ContinuationToken: token }),
        );
        for (const object of page.Contents ?? []) if (object.Key) keys.push(object.Key);
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      return keys;
    },
    async removeKey(key) {
      await client.send(new DeleteObjectCommand({ Bucket: options.bucket, Key: key }));
    },
    owns: (url) => url.startsWith(publicPrefix) && !url.includes('..'),
    async remove(url) {
      if (!url.startsWith(publicPrefix)) return;
      await client.send(
        new DeleteObjectCommand({ Bucket: options.bucket, Key: url.slice(publicPrefix.length) }),
      );
    },
  };
}
