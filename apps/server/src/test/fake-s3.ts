import { createHash } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeS3Request = {
  method: string;
  /** Without the query string (the SDK adds `?x-id=PutObject` and the like). */
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
};

export type FakeS3 = {
  /** The endpoint to give the SDK (path-style addressing: `/<bucket>/<key>`). */
  url: string;
  requests: FakeS3Request[];
  close(): Promise<void>;
};

/**
 * A stand-in S3 endpoint on a free 127.0.0.1 port holding one bucket: records every request and answers
 * PUT, GET and DELETE as S3 does (200 with an ETag; the object, or 404 NoSuchKey; 204; 404 NoSuchBucket
 * for any other bucket), and ListObjectsV2 (`GET /<bucket>?list-type=2&prefix=`, in pages of `max-keys`),
 * so the real SDK runs end to end without a cloud account.
 */
export async function startFakeS3(bucket: string): Promise<FakeS3> {
  const requests: FakeS3Request[] = [];
  const objects = new Map<string, Buffer>();
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const url = new URL(req.url ?? '/', 'http://fake-s3');
      const path = url.pathname;
      requests.push({ method: req.method ?? '', path, headers: req.headers, body });
      if (req.method === 'GET' && (path === `/${bucket}` || path === `/${bucket}/`)) {
        res.writeHead(200, { 'content-type': 'application/xml' });
        res.end(listing(objects, bucket, url.searchParams));
      } else if (!path.startsWith(`/${bucket}/`)) {
        res.writeHead(404, { 'content-type': 'application/xml' });
        res.end('<Error><Code>NoSuchBucket</Code><Message>The bucket does not exist</Message></Error>');
      } else if (req.method === 'PUT') {
        objects.set(path, body);
        res.writeHead(200, { ETag: `"${createHash('md5').update(body).digest('hex')}"` }).end();
      } else if (req.method === 'GET') {
        const object = objects.get(path);
        if (object) res.writeHead(200, { 'content-length': object.length }).end(object);
        else {
          res.writeHead(404, { 'content-type': 'application/xml' });
          res.end(
            '<Error><Code>NoSuchKey</Code><Message>The specified key does not exist.</Message></Error>',
          );
        }
      } else if (req.method === 'DELETE') {
        objects.delete(path);
        res.writeHead(204).end();
      } else {
        res.writeHead(501, { 'content-type': 'application/xml' });
        res.end('<Error><Code>NotImplemented</Code><Message>Not in the stand-in</Message></Error>');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve, reject) => {
        // The SDK keeps its connections alive; they are not ours to wait for.
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

const xmlText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A ListObjectsV2 answer: the keys under `prefix` in key order, after the continuation token, one page. */
function listing(objects: Map<string, Buffer>, bucket: string, query: URLSearchParams): string {
  const prefix = query.get('prefix') ?? '';
  const maxKeys = Number(query.get('max-keys') ?? 1000);
  const after = query.get('continuation-token') ?? '';
  const keys = [...objects.keys()]
    .map((path) => path.slice(bucket.length + 2))
    .filter((key) => key.startsWith(prefix) && key > after)
    .sort();
  const page = keys.slice(0, maxKeys);
  const truncated = keys.length > page.length;
  const contents = page
    .map(
      (key) =>
        `<Contents><Key>${xmlText(key)}</Key><Size>${objects.get(`/${bucket}/${key}`)?.length ?? 0}</Size></Contents>`,
    )
    .join('');
  return `<?xml version="1.0" encoding="UTF-8"?><ListBucketResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/"><Name>${bucket}</Name><Prefix>${xmlText(prefix)}</Prefix><KeyCount>${page.length}</KeyCount><MaxKeys>${maxKeys}</MaxKeys><IsTruncated>${truncated}</IsTruncated>${truncated ? `<NextContinuationToken>${xmlText(page.at(-1) ?? '')}</NextContinuationToken>` : ''}${contents}</ListBucketResult>`;
}
