import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import type { z } from 'zod';

/*
 * Generated request bodies for the input fuzz test (src/input-fuzz.test.ts): anything a client could
 * send, biased toward what reaches deep (the contracts' real field names, values of the right type,
 * the fixtures' ids) and toward what broke before (NUL, lone surrogates, numbers past every bound,
 * deep nesting, wrong content types, cut-off bodies).
 */

export type FuzzBody = { contentType?: string; payload?: string | Buffer; note: string };

/** What a field of some contract accepts, learnt from every zod schema the contracts export. */
export type FieldBook = Map<string, z.ZodType[]>;

type Def = {
  type: string;
  shape?: Record<string, z.ZodType>;
  innerType?: z.ZodType;
  element?: z.ZodType;
  in?: z.ZodType;
  options?: z.ZodType[];
  left?: z.ZodType;
  right?: z.ZodType;
  valueType?: z.ZodType;
  entries?: Record<string, string | number>;
  values?: unknown[];
  format?: string;
  checks?: { _zod: { def: { format?: string; check?: string; value?: number } } }[];
};
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** Reads every contract module and notes, for each object key anywhere, the schemas it takes. */
export async function readFieldBook(): Promise<FieldBook> {
  const dir = path.resolve(
    path.dirname(fileURLToPath(import.meta.url)),
    '../../../../packages/contracts/src',
  );
  const book: FieldBook = new Map();
  const seen = new Set<unknown>();
  const visit = (schema: z.ZodType) => {
    if (seen.has(schema)) return;
    seen.add(schema);
    const def = defOf(schema);
    for (const [key, child] of Object.entries(def.shape ?? {})) {
      book.set(key, [...(book.get(key) ?? []), child]);
      visit(child);
    }
    for (const child of [
      def.innerType,
      def.element,
      def.in,
      def.left,
      def.right,
      def.valueType,
      ...(def.options ?? []),
    ])
      if (child) visit(child);
  };
  for (const file of (await readdir(dir)).filter((name) => name.endsWith('.ts'))) {
    const module: Record<string, unknown> = await import(path.join(dir, file));
    for (const value of Object.values(module)) {
      if (value && typeof value === 'object' && '_zod' in value) visit(value as z.ZodType);
    }
  }
  return book;
}

/** A JSON text token written as is (numbers JSON.stringify cannot write, such as 1e400). */
const RAW = '\uE000raw:';
const raw = (token: string) => `${RAW}${token}`;
const toJson = (value: unknown) => JSON.stringify(value).replace(/"\uE000raw:([^"]*)"/g, '$1');

const NASTY_STRINGS = [
  '\u0000',
  'a\u0000b',
  '\uD800',
  'x\uDFFF',
  '\uDBFF\uDBFF',
  '%00',
  '\\u0000',
  '',
  ' ',
  '\t\n\r',
  '\u202E\u0301',
  '🌊',
  'x'.repeat(5_000),
  'é'.repeat(70_000),
  "'; drop table users; --",
  '<script>alert(1)</script>',
  'javascript:alert(1)',
  "$&$'$`",
  '../../etc/passwd',
  '__proto__',
  'null',
  'NaN',
  '-1',
  '1e400',
  '2024-02-30T25:61:00Z',
  '0000-01-01T00:00:00Z',
  '+275760-09-13T00:00:00.000Z',
];
const NASTY_NUMBERS = [
  0,
  -0,
  -1,
  0.5,
  1,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 53 + 2,
  -(2 ** 63),
  1e21,
  1e308,
  -1e308,
  Number.MIN_VALUE,
  raw('1e400'),
  raw('-1e400'),
  raw('1e-400'),
  raw('123456789012345678901234567890'),
  raw('-0.0'),
];

const nastyString = fc.oneof(
  fc.constantFrom(...NASTY_STRINGS),
  fc.string(),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc
    .tuple(
      fc.string({ maxLength: 10 }),
      fc.constantFrom('\u0000', '\uD800', '\uDC00'),
      fc.string({ maxLength: 10 }),
    )
    .map((parts) => parts.join('')),
);
const nastyNumber = fc.oneof(fc.constantFrom(...NASTY_NUMBERS), fc.integer(), fc.double({ noNaN: true }));
const leaf = fc.oneof(nastyString, nastyNumber, fc.boolean(), fc.constant(null));

/** Objects nested `depth` deep, or arrays, around a leaf. */
const nested = fc
  .tuple(fc.integer({ min: 20, max: 200 }), fc.boolean(), leaf)
  .map(([depth, asArray, inner]) => {
    let value: unknown = inner;
    for (let i = 0; i < depth; i++) value = asArray ? [value] : { a: value };
    return value;
  });

/** The length bounds a string schema states, so generated text passes them. */
function lengthOf(def: Def): { min: number; max: number } {
  const checks = (def.checks ?? []).map(
    (c) => c._zod.def as { check?: string; minimum?: number; maximum?: number },
  );
  const min = checks.find((c) => c.check === 'min_length')?.minimum ?? 1;
  const max = checks.find((c) => c.check === 'max_length')?.maximum ?? min + 40;
  return { min, max: Math.min(max, min + 40) };
}
const sized = ({ min, max }: { min: number; max: number }) =>
  fc.string({ unit: fc.constantFrom(...'abcdefghij klmnopqrstuvwxyz'), minLength: min, maxLength: max });

/** A value that fits the schema often enough for the handler to run, with the contract's bounds tried. */
function typedValue(schema: z.ZodType, ids: string[], depth = 0): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  const format = def.format ?? def.checks?.map((c) => c._zod.def.format).find(Boolean);
  const bounds = (def.checks ?? []).map((c) => c._zod.def).filter((c) => typeof c.value === 'number');
  switch (def.type) {
    case 'string':
      if (format === 'uuid' || format === 'guid') return fc.oneof(fc.constantFrom(...ids), fc.uuid());
      if (format === 'email') return fc.oneof(fc.emailAddress(), fc.constant('fuzz@example.test'));
      if (format === 'url') return fc.oneof(fc.webUrl(), fc.constant('https://example.test/a.png'));
      if (format === 'datetime' || format === 'date')
        return fc
          .date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
          .map((d) => (format === 'date' ? d.toISOString().slice(0, 10) : d.toISOString()));
      return fc.oneof(
        { arbitrary: sized(lengthOf(def)), weight: 3 },
        // Otherwise valid, but for one character PostgreSQL cannot store.
        { arbitrary: sized(lengthOf(def)).map((text) => `${text}\u0000`), weight: 1 },
        { arbitrary: sized(lengthOf(def)).map((text) => `\uD800${text}`), weight: 1 },
        { arbitrary: fc.constantFrom(...ids), weight: 1 },
      );
    case 'number':
    case 'int':
    case 'bigint':
      return bounds.length
        ? fc.oneof(
            fc.integer({ min: -5, max: 500 }),
            fc.constantFrom(...bounds.flatMap((b) => [b.value, (b.value ?? 0) - 1, (b.value ?? 0) + 1])),
          )
        : fc.integer({ min: -5, max: 500 });
    case 'boolean':
      return fc.boolean();
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries ?? { x: 'x' }));
    case 'literal':
      return fc.constantFrom(...(def.values ?? [null]));
    case 'date':
      return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
    case 'null':
      return fc.constant(null);
    default:
      break;
  }
  if (depth > 4) return leaf;
  if (def.innerType) return fc.oneof(typedValue(def.innerType, ids, depth + 1), fc.constant(null));
  if (def.in) return typedValue(def.in, ids, depth + 1);
  if (def.element) return fc.array(typedValue(def.element, ids, depth + 1), { maxLength: 4 });
  if (def.options?.length) return fc.oneof(...def.options.map((o) => typedValue(o, ids, depth + 1)));
  if (def.shape) {
    const fields = Object.fromEntries(
      Object.entries(def.shape).map(([key, child]) => [key, typedValue(child, ids, depth + 1)]),
    );
    return fc.record(fields, { requiredKeys: [] });
  }
  return leaf;
}

/** A field's value: of its contract's type mostly, otherwise anything nasty. */
function fieldValue(name: string, book: FieldBook, ids: string[]): fc.Arbitrary<unknown> {
  const schemas = book.get(name) ?? [];
  const typed = schemas.map((s) => typedValue(s, ids));
  return fc.oneof(
    { arbitrary: typed.length ? fc.oneof(...typed) : leaf, weight: 3 },
    { arbitrary: leaf, weight: 2 },
    { arbitrary: fc.array(leaf, { maxLength: 3 }), weight: 1 },
    { arbitrary: nested, weight: 1 },
  );
}

/**
 * Bodies for one endpoint: near-valid JSON objects over `fields` (the endpoint's own names, read from
 * its 400 answer to `{}`), objects over any contract's names, anything JSON, and bodies that are not
 * JSON at all or say they are something else.
 */
export function fuzzBodies(fields: string[], book: FieldBook, ids: string[]): fc.Arbitrary<FuzzBody> {
  const allNames = [...book.keys()];
  const key = fc.oneof(
    { arbitrary: fc.constantFrom(...(fields.length ? fields : allNames)), weight: 4 },
    { arbitrary: fc.constantFrom(...allNames), weight: 2 },
    { arbitrary: fc.constantFrom('__proto__', 'constructor', '\u0000', '\uD800', '', 'a.b'), weight: 1 },
    { arbitrary: fc.string({ maxLength: 12 }), weight: 1 },
  );
  const ownFields = fc.record(Object.fromEntries(fields.map((name) => [name, fieldValue(name, book, ids)])), {
    requiredKeys: [],
  });
  const anyObject = fc.dictionary(
    key,
    key.chain((name) => fieldValue(name, book, ids)),
    { maxKeys: 8 },
  );
  const json = (value: unknown): FuzzBody => ({
    contentType: 'application/json',
    payload: toJson(value),
    note: 'json',
  });
  const anyJson = fc.oneof(leaf, fc.array(leaf, { maxLength: 5 }), nested);
  const boundary = 'fuzz-boundary';
  const multipart = (body: string): FuzzBody => ({
    contentType: `multipart/form-data; boundary=${boundary}`,
    payload: body,
    note: 'multipart',
  });
  const form = fc
    .tuple(fc.string({ maxLength: 40 }), fc.constantFrom('a\u0000.png', 'me.png', '\uD800.png'))
    .map(([content, filename]) => {
      const whole = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: image/png\r\n\r\n${content}\r\n--${boundary}--\r\n`;
      return whole;
    });
  return fc.oneof(
    { arbitrary: ownFields.map(json), weight: fields.length ? 6 : 0 },
    { arbitrary: anyObject.map(json), weight: 5 },
    { arbitrary: anyJson.map(json), weight: 2 },
    {
      arbitrary: fc.tuple(ownFields, fc.nat()).map(([value, cut]) => {
        const text = toJson(value);
        return {
          contentType: 'application/json',
          payload: text.slice(0, cut % (text.length + 1)),
          note: 'cut json',
        };
      }),
      weight: 1,
    },
    {
      arbitrary: fc
        .tuple(
          fc.string(),
          fc.constantFrom(
            'application/json',
            'text/plain',
            'application/xml',
            '',
            'application/x-www-form-urlencoded',
            'application/json; charset=latin1',
            'x/y',
          ),
        )
        .map(([payload, contentType]) => ({ contentType, payload, note: 'garbage' })),
      weight: 2,
    },
    {
      arbitrary: fc
        .uint8Array({ maxLength: 64 })
        .map((bytes) => ({ contentType: 'application/json', payload: Buffer.from(bytes), note: 'bytes' })),
      weight: 1,
    },
    {
      arbitrary: anyObject.map((value) => ({
        contentType: 'application/x-www-form-urlencoded',
        payload: new URLSearchParams(
          // An object value may have no prototype (so no toString): forms carry it as its JSON.
          Object.entries(value).map(([k, v]): [string, string] => [
            k,
            typeof v === 'object' && v !== null ? JSON.stringify(v) : String(v),
          ]),
        ).toString(),
        note: 'form',
      })),
      weight: 1,
    },
    {
      arbitrary: fc
        .tuple(form, fc.nat())
        .map(([body, cut]) => multipart(cut % 2 ? body : body.slice(0, cut % body.length))),
      weight: 1,
    },
    {
      arbitrary: fc.constantFrom<FuzzBody>(
        { note: 'no body' },
        { contentType: 'application/json', payload: '', note: 'empty json' },
      ),
      weight: 1,
    },
  );
}
