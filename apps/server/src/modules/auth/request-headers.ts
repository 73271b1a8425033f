import type { IncomingHttpHeaders } from 'node:http';

/** Node's request headers as a web `Headers`, the form better-auth reads. */
export function requestHeaders(headers: IncomingHttpHeaders): Headers {
  const result = new Headers();
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) result.append(name, item);
  }
  return result;
}
