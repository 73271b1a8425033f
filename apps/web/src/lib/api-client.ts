import { COMMON_MESSAGES } from '@sortim/contracts/common-messages';
import type { ErrorCode } from '@sortim/contracts/errors';
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

/** What a reply is read with: a contract's zod schema, or one of the two below. */
type Contract<T> = { parse(data: unknown): T };
export type ResponseContract<T> = Contract<T> | (() => Promise<Contract<T>>);

/**
 * A contract loaded with the call, for calls the shell makes (guards, menus) on behalf of pages that
 * bring zod anyway, and for a page's actions (booking, the waitlist): the shell and the page's first load
 * stay free of zod and the contracts' schemas.
 */
export const lazyContract = <T>(load: () => Promise<Contract<T>>): ResponseContract<T> => load;

/**
 * A reply typed by its contract but not parsed again in the browser: only for the reads of a first load
 * (the session, the landing page's lists, the activity page's activity, booking state, attendees and
 * reviews, analytics) and replies with nothing to read, so that zod is not on it. The server sends these
 * through the same contract (its response schemas), which is what checks them.
 */
export const typedReply = <T>(): ResponseContract<T> => ({ parse: (data) => data as T });

/** The error contract, loaded when a call fails (a first load that fails nothing needs no zod). */
async function readError(data: unknown) {
  const { ApiError } = await import('@sortim/contracts/errors');
  return ApiError.safeParse(data);
}

async function request<T>(
  method: Method,
  path: string,
  contract: ResponseContract<T>,
  body?: unknown,
  signal?: AbortSignal,
): Promise<T> {
  // A lazy contract loads while the request travels.
  const schema = typeof contract === 'function' ? contract() : contract;
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
    const parsed = await readError(data);
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
  return (await schema).parse(data);
}

/**
 * The web app's one way to the API: cookies travel, replies are read with their contract (parsed, or
 * typed for a first load's reads: typedReply).
 */
export const api = {
  get: <T>(path: string, contract: ResponseContract<T>, options?: { signal?: AbortSignal }) =>
    request('GET', path, contract, undefined, options?.signal),
  post: <T>(path: string, contract: ResponseContract<T>, body?: unknown) =>
    request('POST', path, contract, body),
  put: <T>(path: string, contract: ResponseContract<T>, body?: unknown) =>
    request('PUT', path, contract, body),
  patch: <T>(path: string, contract: ResponseContract<T>, body?: unknown) =>
    request('PATCH', path, contract, body),
  delete: <T>(path: string, contract: ResponseContract<T>) => request('DELETE', path, contract),
  /** A multipart/form-data POST, for file uploads. */
  upload: <T>(path: string, contract: ResponseContract<T>, form: FormData) =>
    request('POST', path, contract, form),
};
