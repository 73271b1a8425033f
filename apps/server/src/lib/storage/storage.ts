/** Where uploaded files go: local disk by default, an S3-compatible bucket when configured. */
export type Storage = {
  /** Stores the bytes under `key` (e.g. `avatars/abc.webp`) and returns the public URL to show. */
  put(key: string, bytes: Buffer, contentType: string): Promise<string>;
  /** The bytes stored under `key`, or null when nothing is (files the server makes and keeps, e.g. previews). */
  read(key: string): Promise<Buffer | null>;
  /** The keys stored under `prefix` (e.g. `previews/<id>/`), in no particular order; none is an empty list. */
  list(prefix: string): Promise<string[]>;
  /** Removes the file under `key` (one the server made and keeps); a key holding nothing is ignored. */
  removeKey(key: string): Promise<void>;
  /** Removes a file this storage returned the URL of; unknown URLs are ignored. */
  remove(url: string): Promise<void>;
  /** Whether `url` is one this storage returned (a form may only refer to files uploaded here). */
  owns(url: string): boolean;
};
