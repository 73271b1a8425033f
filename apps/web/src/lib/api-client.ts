import { ApiError, type ErrorCode } from '@sortim/contracts/errors';
import type { z } from 'zod';

/** A failed API call: the server's `{ error: { code, message, fields? } }`, or what we know of it. */
export class ApiRequestError extends Error {
  override readonly name = 'ApiRequestError';
  readonly status: number;
  readonly code: ErrorCode | (string & {});
  readonly fields: Record<string, string> | undefined;
  /** True when the server answered with the error contract, so `message` is fit to show users. */
  readonly fromServer: boolean;

  constructor(init: {
    status: number;
    code: string;
    message: string;
    fields?: Record<string, string> | undefined;
    fromServer: boolean;
  }) {
    super(init.message);
    this.status = init.status;
    this.code = init.code;
    this.fields = init.fields;
    this.fromServer = init.fromServer;
  }
}

/** The server's own message for an error, else the fallback copy (network failures, proxies...). */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiRequestError && error.fromServer && error.message ? error.message : fallback;
}

function codeForStatus(status: number): ErrorCode {
  if (status === 400) return 'bad_request';
  if (status === 401) return 'unauthorized';
  if (status === 403) return 'forbidden';
  if (status === 404) return 'not_found';
  if (status === 409) return 'conflict';
  if (status === 422) return 'validation_failed';
  if (status === 429) return 'rate_limited';
  if (status === 503) return 'unavailable';
  return 'internal';
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

async function request<Schema extends z.ZodType>(
  method: Method,
  path: string,
  schema: Schema,
  body?: unknown,
): Promise<z.output<Schema>> {
  const response = await fetch(path, {
    method,
    credentials: 'include',
    headers:
      body === undefined
        ? { accept: 'application/json' }
        : { 'content-type': 'application/json', accept: 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const data = await readJson(response);
  if (!response.ok) {
    const parsed = ApiError.safeParse(data);
    throw new ApiRequestError(
      parsed.success
        ? { status: response.status, ...parsed.data.error, fromServer: true }
        : {
            status: response.status,
            code: codeForStatus(response.status),
            message: `${method} ${path} failed with status ${response.status}`,
            fromServer: false,
          },
    );
  }
  return schema.parse(data);
}

/** The web app's one way to the API: cookies travel, responses are checked against the contract. */
export const api = {
  get: <Schema extends z.ZodType>(path: string, schema: Schema) => request('GET', path, schema),
  post: <Schema extends z.ZodType>(path: string, schema: Schema, body?: unknown) =>
    request('POST', path, schema, body),
  put: <Schema extends z.ZodType>(path: string, schema: Schema, body?: unknown) =>
    request('PUT', path, schema, body),
  patch: <Schema extends z.ZodType>(path: string, schema: Schema, body?: unknown) =>
    request('PATCH', path, schema, body),
  delete: <Schema extends z.ZodType>(path: string, schema: Schema) => request('DELETE', path, schema),
};
