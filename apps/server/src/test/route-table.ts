import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { CALLERS, type CallerName } from './authorization-fixtures.ts';

/*
 * The route table of docs/architecture.md: every route the app serves (Fastify's own list), who may call it
 * (the authorization matrix's cells, src/authorization-matrix.test.ts) and the file that registers it (the
 * first file of ours on the stack the route catalog kept when the route was added). The matrix test renders
 * it and fails when the document holds another; UPDATE_ROUTE_TABLE=1 rewrites it between its two markers.
 */

const SERVER_SRC = path.resolve(import.meta.dirname, '..');
const ARCHITECTURE_MD = path.resolve(SERVER_SRC, '../../../docs/architecture.md');
const START = '<!-- route table: written by apps/server/src/authorization-matrix.test.ts, do not edit -->';
const END = '<!-- end of the route table -->';

export const HOW_TO_UPDATE =
  "docs/architecture.md's route table is not the app's: in apps/server run " +
  '`UPDATE_ROUTE_TABLE=1 npx vitest run src/authorization-matrix.test.ts` and commit the document';

/** Routes a library adds for us (its stack holds no file of ours), by the file that registers the library. */
const LIBRARY_ROUTES: Record<string, string> = { 'GET /uploads/*': 'plugins/web.ts' };

export type RouteTableInput = {
  /** 'METHOD /url', as the route catalog lists them. */
  routes: readonly string[];
  origins: ReadonlyMap<string, Error>;
  /** Row → the six callers' statuses from elsewhere on the network ('200|409' allows either). */
  matrix: Readonly<Record<string, string>>;
  /** The operator tools' rows as this machine calls them. */
  fromThisMachine: Readonly<Record<string, string>>;
  /** Rows of routes production does not mount. */
  productionAbsent: Readonly<Record<string, string>>;
};

/** The file that registered a route, relative to apps/server/src. */
function fileOf(route: string, origin: Error | undefined): string {
  for (const line of origin?.stack?.split('\n') ?? []) {
    const file = /\(?(?:file:\/\/)?(\/[^():\s]+\.ts):\d+:\d+\)?\s*$/.exec(line)?.[1];
    if (!file?.startsWith(`${SERVER_SRC}/`)) continue;
    const relative = path.relative(SERVER_SRC, file);
    if (relative !== 'plugins/route-catalog.ts') return relative;
  }
  const library = LIBRARY_ROUTES[route];
  if (!library) throw new Error(`no file of ours registered ${route}: name it in LIBRARY_ROUTES`);
  return library;
}

/**
 * The callers a row lets in: those answered 2xx, or 409, which is the rows' state answering (an admin
 * exists already, the host's own activity), not the caller refused.
 */
function admitted(cells: string): Set<CallerName> {
  const statuses = cells.trim().split(/\s+/);
  return new Set(
    CALLERS.filter((_, column) =>
      (statuses[column] ?? '').split('|').some((status) => status.startsWith('2') || status === '409'),
    ),
  );
}

/** The matrix's columns in words: `user` owns the guest-side rows, `host` the host-side ones. */
function inWords(callers: Set<CallerName>): string | null {
  if (callers.size === CALLERS.length) return 'anyone';
  if (callers.size === CALLERS.length - 1 && !callers.has('anonymous')) return 'signed in';
  const words: string[] = [];
  const both = (own: CallerName, other: CallerName, all: string, ownOnly: string, otherOnly: string) => {
    if (callers.has(own) && callers.has(other)) words.push(all);
    else if (callers.has(own)) words.push(ownOnly);
    else if (callers.has(other)) words.push(otherOnly);
  };
  if (callers.has('anonymous')) words.push('anonymous');
  both('user', 'otherUser', 'users', 'its guest', 'other users');
  both('host', 'otherHost', 'hosts', 'its host', 'other hosts');
  if (callers.has('admin')) words.push('admins');
  return words.length ? words.join(', ') : null;
}

function whoMay(route: string, input: RouteTableInput): string {
  const cells = input.matrix[route];
  if (cells === undefined) throw new Error(`no row in the authorization matrix for ${route}`);
  const local = input.fromThisMachine[route];
  const who =
    inWords(admitted(cells)) ??
    (local !== undefined && inWords(admitted(local)) === 'anyone'
      ? 'anyone on this machine'
      : 'whoever holds a valid link, token or signature');
  return route in input.productionAbsent ? `${who}; not in production` : who;
}

const METHOD_ORDER = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

/** The table as docs/architecture.md shows it, by URL and then method. */
export function renderRouteTable(input: RouteTableInput): string {
  const rows = [...new Set(input.routes)]
    .map((route) => {
      const [method = '', url = ''] = route.split(' ');
      return { route, method, url };
    })
    .sort(
      (a, b) => a.url.localeCompare(b.url) || METHOD_ORDER.indexOf(a.method) - METHOD_ORDER.indexOf(b.method),
    );
  return [
    '| URL | method | who may | file (apps/server/src/) |',
    '|---|---|---|---|',
    ...rows.map(
      ({ route, method, url }) =>
        `| \`${url}\` | ${method} | ${whoMay(route, input)} | \`${fileOf(route, input.origins.get(route))}\` |`,
    ),
  ].join('\n');
}

/** The table docs/architecture.md holds between its markers; null without them. */
export function writtenRouteTable(): string | null {
  const document = readFileSync(ARCHITECTURE_MD, 'utf8');
  const start = document.indexOf(START);
  const end = document.indexOf(END);
  if (start < 0 || end < start) return null;
  return document.slice(start + START.length, end).trim();
}

/** Writes `table` between the markers (UPDATE_ROUTE_TABLE=1). */
export function writeRouteTable(table: string): void {
  const document = readFileSync(ARCHITECTURE_MD, 'utf8');
  const start = document.indexOf(START);
  const end = document.indexOf(END);
  if (start < 0 || end < start) throw new Error(`docs/architecture.md lacks the markers ${START} ... ${END}`);
  writeFileSync(
    ARCHITECTURE_MD,
    `${document.slice(0, start + START.length)}\n${table}\n${document.slice(end)}`,
  );
}
