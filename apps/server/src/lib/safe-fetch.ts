import http from 'node:http';
import https from 'node:https';
import { RequestFilteringHttpAgent, RequestFilteringHttpsAgent } from 'request-filtering-agent';

/*
 * Fetching an address a user typed (a host's calendar URL) from inside our network. The address filtering
 * is request-filtering-agent's: it checks the IP of every connection after DNS resolution, so a public
 * name that resolves to 10.0.0.1, a redirect to 169.254.169.254 and DNS rebinding are all refused where
 * the socket opens. Around it: http/https only, each redirect re-checked, a body size limit and a time
 * limit for the whole exchange, redirects included.
 */

export type SafeFetchFailure =
  /** Not an http(s) URL, or a redirect to one. */
  | 'scheme'
  /** Loopback, private, link-local or another non-public address (first request or a redirect). */
  | 'refused-address'
  | 'too-many-redirects'
  | 'too-large'
  | 'timeout'
  /** The server answered, but not with 2xx. */
  | 'http-status'
  /** DNS, connection or TLS failure. */
  | 'network';

export class SafeFetchError extends Error {
  constructor(
    readonly reason: SafeFetchFailure,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'SafeFetchError';
  }
}

export type SafeFetchOptions = {
  /** Addresses (IPs or CIDRs) let through although not public: only for tests' local stand-ins. */
  allowIps?: readonly string[];
  maxBytes?: number;
  /** For the whole exchange, redirects and body included. */
  timeoutMs?: number;
  maxRedirects?: number;
  accept?: string;
};

export type SafeFetchResult = { url: string; status: number; contentType: string | null; body: Buffer };

export const SAFE_FETCH_DEFAULTS = { maxBytes: 2 * 1024 * 1024, timeoutMs: 10_000, maxRedirects: 5 } as const;

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

/** The agent's refusal is a plain Error; its message is the only mark it leaves. */
const isAgentRefusal = (err: unknown) => err instanceof Error && /is not allowed\. Because/.test(err.message);

function parseHttpUrl(raw: string, base?: URL): URL {
  let url: URL;
  try {
    url = new URL(raw, base);
  } catch (cause) {
    throw new SafeFetchError('scheme', 'not a valid URL', { cause });
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new SafeFetchError('scheme', `refused scheme ${url.protocol}`);
  }
  return url;
}

type Hop = { status: number; location: string | null; contentType: string | null; body: Buffer | null };

/** One request without following redirects; reads the body only for a 2xx answer. */
function requestOnce(
  url: URL,
  agents: { http: http.Agent; https: https.Agent },
  signal: AbortSignal,
  maxBytes: number,
  accept: string,
): Promise<Hop> {
  return new Promise((resolve, reject) => {
    const transport = url.protocol === 'https:' ? https : http;
    const request = transport.request(
      url,
      {
        method: 'GET',
        agent: url.protocol === 'https:' ? agents.https : agents.http,
        signal,
        headers: { accept, 'user-agent': 'Sortim calendar sync', 'accept-encoding': 'identity' },
      },
      (response) => {
        const status = response.statusCode ?? 0;
        const contentType = response.headers['content-type'] ?? null;
        if (status < 200 || status >= 300) {
          response.resume();
          resolve({ status, location: response.headers.location ?? null, contentType, body: null });
          return;
        }
        const declared = Number(response.headers['content-length']);
        if (Number.isFinite(declared) && declared > maxBytes) {
          response.destroy();
          reject(new SafeFetchError('too-large', `body of ${declared} bytes is over ${maxBytes}`));
          return;
        }
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > maxBytes) {
            response.destroy();
            request.destroy();
            reject(new SafeFetchError('too-large', `body is over ${maxBytes} bytes`));
            return;
          }
          chunks.push(chunk);
        });
        response.on('end', () =>
          resolve({ status, location: null, contentType, body: Buffer.concat(chunks) }),
        );
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end();
  });
}

/**
 * GETs `rawUrl` with the limits above. Throws a `SafeFetchError` for every way it can fail, so callers
 * map one type of error to their answer.
 */
export async function safeFetch(rawUrl: string, options: SafeFetchOptions = {}): Promise<SafeFetchResult> {
  const maxBytes = options.maxBytes ?? SAFE_FETCH_DEFAULTS.maxBytes;
  const timeoutMs = options.timeoutMs ?? SAFE_FETCH_DEFAULTS.timeoutMs;
  const maxRedirects = options.maxRedirects ?? SAFE_FETCH_DEFAULTS.maxRedirects;
  const accept = options.accept ?? '*/*';
  const filter = { allowIPAddressList: [...(options.allowIps ?? [])] };
  const agents = {
    http: new RequestFilteringHttpAgent(filter),
    https: new RequestFilteringHttpsAgent(filter),
  };
  const signal = AbortSignal.timeout(timeoutMs);

  let url = parseHttpUrl(rawUrl);
  try {
    for (let redirects = 0; ; redirects++) {
      const hop = await requestOnce(url, agents, signal, maxBytes, accept);
      if (hop.body) {
        return { url: url.href, status: hop.status, contentType: hop.contentType, body: hop.body };
      }
      if (!(REDIRECT_STATUSES.has(hop.status) && hop.location)) {
        throw new SafeFetchError('http-status', `answered ${hop.status}`);
      }
      if (redirects >= maxRedirects) {
        throw new SafeFetchError('too-many-redirects', `over ${maxRedirects} redirects`);
      }
      url = parseHttpUrl(hop.location, url);
    }
  } catch (err) {
    if (err instanceof SafeFetchError) throw err;
    if (signal.aborted) {
      throw new SafeFetchError('timeout', `no complete answer within ${timeoutMs} ms`, { cause: err });
    }
    if (isAgentRefusal(err)) {
      throw new SafeFetchError('refused-address', `refused address of ${url.host}`, { cause: err });
    }
    throw new SafeFetchError('network', `could not fetch ${url.host}`, { cause: err });
  } finally {
    agents.http.destroy();
    agents.https.destroy();
  }
}
