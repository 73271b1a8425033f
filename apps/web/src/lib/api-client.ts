import { COMMON_MESSAGES } from '@sortim/contracts/common';
import { ApiError, type ErrorCode } from '@sortim/contracts/errors';
import type { z } from 'zod';
import { messageText } from '#/lib/message-text.ts';

/**
 * A failed API call: the server's `{ error: { code, message, messageKey?, fields?, fieldKeys? } }`, or
 * what we know of it. Messages are the server's English; `messageText` shows them translated.
 */
export class ApiRequestError extends Error {
  override readonly name = 'ApiRequestError';
  readonly status: number;
  readonly code: ErrorCode | (string & {});
  readonly messageKey: string | undefined;
  readonly fields: Record<string, string> | undefined;
  readonly fieldKeys: Record<string, string> | undefined;
  /** True when the server answered with the error contract, so `message` is fit to show users. */
  readonly fromServer: boolean;

  constructor(init: {
    status: number;
    code: string;
    message: string;
    messageKey?: string | undefined;
    fields?: Record<string, string> | undefined;
    fieldKeys?: Record<string, string> | undefined;
    fromServer: boolean;
  }) {
    super(init.message);
    this.status = init.status;
    this.code = init.code;
    this.messageKey = init.messageKey;
    this.fields = init.fields;
    this.fieldKeys = init.fieldKeys;
    this.fromServer = init.fromServer;
  }
}

/**
 * The text to show for a failed call, in the page's language: the rate-limit message for any 429
 * (whatever its body says), the server's own message, else the fallback copy (network failures,
 * proxies...).
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (!(error instanceof ApiRequestError)) return fallback;
  if (error.status === 429) return messageText(COMMON_MESSAGES.rateLimited);
  return error.fromServer && error.message ? messageText(error.message, error.messageKey) : fallback;
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
  signal?: AbortSignal,
): Promise<z.output<Schema>> {
  // A FormData body (uploads) sets its own multipart content type and boundary.
  const isForm = body instanceof FormData;
  const response = await fetch(path, {
    method,
    credentials: 'include',
    headers:
      body === undefined || isForm
        ? { accept: 'application/json' }
        : { 'content-type': 'application/json', accept: 'application/json' },
    body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
    signal,
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
  get: <Schema extends z.ZodType>(path: string, schema: Schema, options?: { signal?: AbortSignal }) =>
    request('GET', path, schema, undefined, options?.signal),
  post: <Schema extends z.ZodType>(path: string, schema: Schema, body?: unknown) =>
    request('POST', path, schema, body),
  put: <Schema extends z.ZodType>(path: string, schema: Schema, body?: unknown) =>
    request('PUT', path, schema, body),
  patch: <Schema extends z.ZodType>(path: string, schema: Schema, body?: unknown) =>
    request('PATCH', path, schema, body),
  delete: <Schema extends z.ZodType>(path: string, schema: Schema) => request('DELETE', path, schema),
  /** A multipart/form-data POST, for file uploads. */
  upload: <Schema extends z.ZodType>(path: string, schema: Schema, form: FormData) =>
    request('POST', path, schema, form),
};
