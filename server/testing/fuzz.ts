import fc from 'fast-check';
import type { HTTPMethods } from 'fastify';
import type { TestApp } from './test-app.ts';

/** The part of JSON Schema that the OpenAPI document, generated from the zod schemas, uses. */
export type JsonSchema = {
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  exclusiveMaximum?: boolean | number;
  minItems?: number;
  maxItems?: number;
};

type Method = Extract<HTTPMethods, 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'OPTIONS'>;

export type Parameter = { name: string; schema: JsonSchema; required: boolean };

/** One route of the API as its OpenAPI document describes it. */
export type Operation = {
  method: Method;
  /** The OpenAPI path, e.g. /api/resume/{id}. */
  path: string;
  pathParams: Parameter[];
  queryParams: Parameter[];
  /** The JSON body's schema, if the route takes one. */
  body: JsonSchema | undefined;
  /** Takes a file upload (multipart/form-data). */
  multipart: boolean;
  /** Its 2xx answers are JSON. */
  jsonResponse: boolean;
};

export type FuzzRequest = {
  /** "METHOD /path" of the operation the request was made for. */
  operation: string;
  /** What was done to it, e.g. "valid" or "body:huge-string(skills)". */
  mutation: string;
  method: Method;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
};

export type SampleFile = { fileName: string; bytes: Uint8Array };

/** Values that exist for a session, by field or path parameter name: an interview's id, a price id. */
export type Known = Readonly<Record<string, readonly (string | number)[]>>;

/** What a browser with a session sends (its cookie, and on writes the page's origin), and what it has. */
export type Session = { cookie: string; origin: string; known?: Known };

export type FuzzOptions = {
  seed: number;
  /** Requests generated per operation, besides a few fixed ones (oversized bodies, the sample files). */
  count: number;
  /** Real files for an upload route's valid requests: keep them few, each is fully read and analysed. */
  files?: SampleFile[];
};

const METHODS: readonly Method[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];
const WRITES: ReadonlySet<string> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const HUGE_STRING_LENGTH = 100_000;
const HUGE_ARRAY_LENGTH = 5_000;
const NESTING_DEPTH = 5_000;
/** Just over Fastify's body limit of the app (1 MiB). */
const OVERSIZED_BODY_BYTES = 1024 * 1024 + 1;
const MAX_RESUME_BYTES = 5 * 1024 * 1024;

/** FUZZ_SEED reproduces a run; otherwise each run explores new requests. */
export function fuzzSeed(environment: NodeJS.ProcessEnv = process.env): number {
  const fixed = environment.FUZZ_SEED?.trim();
  if (!fixed) return Math.floor(Math.random() * 2 ** 31);
  const seed = Number(fixed);
  if (!Number.isSafeInteger(seed)) throw new Error(`FUZZ_SEED must be an integer, not "${fixed}"`);
  return seed;
}

export const operationName = ({ method, path }: Pick<Operation, 'method' | 'path'>) => `${method} ${path}`;

type OpenApiOperation = {
  summary?: string;
  parameters?: { in: string; name: string; required?: boolean; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  responses?: Record<string, { content?: Record<string, unknown> }>;
};

type OpenApiDocument = { paths: Record<string, Record<string, OpenApiOperation>> };

function parametersIn(spec: OpenApiOperation, place: 'path' | 'querystring'): Parameter[] {
  return (spec.parameters ?? [])
    .filter((parameter) => parameter.in === (place === 'path' ? 'path' : 'query'))
    .map(({ name, schema, required }) => ({
      name,
      schema: schema ?? { type: 'string' },
      required: place === 'path' || required === true,
    }));
}

function toOperation(path: string, method: string, spec: OpenApiOperation): Operation {
  const content = spec.requestBody?.content ?? {};
  const successes = Object.entries(spec.responses ?? {}).filter(([status]) => status.startsWith('2'));
  return {
    method: method.toUpperCase() as Method,
    path,
    pathParams: parametersIn(spec, 'path'),
    queryParams: parametersIn(spec, 'querystring'),
    body: content['application/json']?.schema,
    // A route that reads its multipart body itself declares no body schema, so its summary is what says so.
    multipart: 'multipart/form-data' in content || /multipart/i.test(spec.summary ?? ''),
    jsonResponse: successes.some(([, response]) => 'application/json' in (response.content ?? {})),
  };
}

/** Every operation of the app's own OpenAPI document, so a new route is fuzzed without being listed anywhere. */
export async function readOperations(app: Pick<TestApp, 'inject'>): Promise<Operation[]> {
  const response = await app.inject({ method: 'GET', url: '/api/docs/json' });
  if (response.statusCode !== 200) throw new Error(`GET /api/docs/json answered ${response.statusCode}`);
  const document = response.json<OpenApiDocument>();
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations)
      .filter(([method]) => METHODS.includes(method.toUpperCase() as Method))
      .map(([method, spec]) => toOperation(path, method, spec)),
  );
}

/* ---------------------------------------------------------------- values valid per the schema */

const word = fc.stringMatching(/^[a-z0-9]{1,12}$/);

/** Formats zod checks that the generated JSON Schema does not state (an email is only "a string" there). */
const FIELD_HINTS: Record<string, fc.Arbitrary<string>> = {
  email: fc.tuple(word, word).map(([local, domain]) => `${local}@${domain}.example`),
  phone: fc.stringMatching(/^\+?[1-9]\d{6,14}$/),
};

/** Dates a person could mean; the whole range of `Date` is for the boundary mutations. */
const EARLIEST_DATE = new Date('1990-01-01T00:00:00Z');
const LATEST_DATE = new Date('2099-12-31T23:59:59Z');

function integerBetween(schema: JsonSchema): fc.Arbitrary<number> {
  const lowest = (schema.minimum ?? Number.MIN_SAFE_INTEGER) + (schema.exclusiveMinimum === true ? 1 : 0);
  const highest = (schema.maximum ?? Number.MAX_SAFE_INTEGER) - (schema.exclusiveMaximum === true ? 1 : 0);
  const range = (min: number, max: number) => fc.bigInt({ min: BigInt(min), max: BigInt(max) }).map(Number);
  // Small values find the rows that exist (ids, question numbers); the whole range finds the edges.
  return fc.oneof(
    range(Math.max(lowest, 0), Math.max(lowest, Math.min(highest, 20))),
    range(lowest, highest),
  );
}

function stringWithin(schema: JsonSchema, name: string): fc.Arbitrary<string> {
  const hint = FIELD_HINTS[name];
  if (hint) return hint;
  if (schema.format === 'uuid') return fc.uuid();
  if (schema.format === 'date-time')
    return fc
      .date({ noInvalidDate: true, min: EARLIEST_DATE, max: LATEST_DATE })
      .map((date) => date.toISOString());
  // On this machine's own address: a posting import refuses it before any network is asked.
  if (schema.format === 'uri') return word.map((path) => `https://127.0.0.1/${path}`);
  if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern));
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.max(minLength, schema.maxLength ?? 200);
  const text = (unit: 'grapheme-ascii' | 'grapheme') =>
    fc.string({ unit, minLength, maxLength: Math.min(maxLength, minLength + 40) });
  return fc
    .oneof({ weight: 3, arbitrary: text('grapheme-ascii') }, { weight: 1, arbitrary: text('grapheme') })
    .filter((value) => value.length >= minLength && value.length <= maxLength);
}

function validObject(schema: JsonSchema, known: Known): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const model = Object.fromEntries(
    Object.entries(properties).map(([name, property]) => [name, validValue(property, known, name)]),
  );
  return fc.record(model, { requiredKeys: (schema.required ?? []).filter((key) => key in properties) });
}

/**
 * A value the schema accepts (zod may still refuse it for a rule JSON Schema cannot say, e.g. a blank name);
 * half the time a known one, where the field has known values, so that requests reach what exists.
 */
export function validValue(schema: JsonSchema, known: Known = {}, name = ''): fc.Arbitrary<unknown> {
  const generated = generatedValue(schema, known, name);
  const values = known[name];
  return values?.length ? fc.oneof(fc.constantFrom(...values), generated) : generated;
}

function generatedValue(schema: JsonSchema, known: Known, name: string): fc.Arbitrary<unknown> {
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices?.length) return fc.oneof(...choices.map((choice) => validValue(choice, known, name)));
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  switch (schema.type) {
    case 'object':
      return validObject(schema, known);
    case 'array':
      return fc.array(validValue(schema.items ?? {}, known, name), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 8, 8),
      });
    case 'integer':
      return integerBetween(schema);
    case 'number':
      return fc.double({ min: schema.minimum, max: schema.maximum, noNaN: true, noDefaultInfinity: true });
    case 'boolean':
      return fc.boolean();
    case 'string':
      return stringWithin(schema, name);
    case 'null':
      return fc.constant(null);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/* ---------------------------------------------------------------- hostile values */

/** Text that has broken parsers, databases and renderers; lone surrogates and NUL travel escaped in JSON. */
export const HOSTILE_STRINGS: readonly string[] = [
  '😀👩‍👩‍👧‍👦🏳️‍🌈',
  'مرحبا بالعالم',
  'שלום עולם',
  '\u202Eevil\u202C.pdf',
  'e\u0301\u0302\u0303\u0304\u0305\u0306',
  'Z̴̡̧͈̦̗̈́̓a̷̰̓l̸̨̇g̶̣̈́o̵̧͝',
  '\u0000',
  'a\u0000b',
  '\ud800',
  '\udfff',
  'x\ud83dy',
  '\uFEFFbom',
  '\u200B\u200C\u200D',
  '\u2028\u2029\u0085',
  '𝕳𝖊𝖑𝖑𝖔',
  'İıßǅ',
  '\r\n\t\u000b\u000c',
  '\u001b[31mred',
  'Role\rX-INJECTED:1',
  '\rEND:VEVENT\rBEGIN:VEVENT\r',
  'there.\r\n\r\nYour account is locked: visit evil.example/unlock\r\n',
  'Engineer&#13;END:VEVENT',
  '&amp;lt;b&amp;gt;&#x0;&#xD800;',
  'Acme;=1+1',
  'x\t@SUM(A1)|-2+3;+cmd',
  'w'.repeat(20_000),
  '<script>alert(1)</script>',
  "'; DROP TABLE users; --",
  "' OR '1'='1",
  '{{7*7}}<%= 7*7 %>#{7*7}',
  '../../../../etc/passwd',
  '%00%2e%2e%2f',
  '\\',
  '"',
  '',
  '   ',
  'null',
  'undefined',
  'NaN',
  '-1',
  '1e309',
  '__proto__',
];

const unicodeString = fc.oneof(
  { weight: 2, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
  fc.string({ unit: 'binary', maxLength: 60 }),
  fc.string({ unit: 'grapheme', maxLength: 60 }),
);

/** What JSON can carry but PostgreSQL cannot store: NUL, and halves of surrogate pairs (refused by jsonb). */
const unstorable = fc.constantFrom('\u0000', '\ud800', '\udfff', '\ud83d', 'a\u0000b', 'x\udc62y');

/** Valid text with hostile text inside, kept within the field's length so that it gets past validation. */
function withinText(
  valid: fc.Arbitrary<unknown>,
  schema: JsonSchema,
  hostile: fc.Arbitrary<string> = unicodeString,
): fc.Arbitrary<string> {
  const maxLength = schema.maxLength ?? Number.POSITIVE_INFINITY;
  return fc.tuple(valid, hostile, fc.nat()).map(([value, snippet, at]) => {
    // A generated object may carry its own 'toString' or 'valueOf' key, which String() would try to call.
    const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? '');
    const head = text.slice(0, Math.min(at % (text.length + 1), Math.max(0, maxLength - snippet.length)));
    return `${head}${snippet}${text.slice(head.length)}`.slice(0, maxLength);
  });
}

const hugeString = fc
  .constantFrom('a', 'é', '😀', ' ', '\u0000', '\ud800', '<')
  .map((unit) => unit.repeat(Math.ceil(HUGE_STRING_LENGTH / unit.length)));

const hugeArray = fc
  .constantFrom<unknown>('x', 1, null, {}, [], 'a'.repeat(50))
  .map((item) => Array.from({ length: HUGE_ARRAY_LENGTH }, () => item));

/** 5 000 or 100 000 levels of arrays or objects, as JSON text: too deep to build and stringify safely. */
const deeplyNested = fc
  .tuple(fc.constantFrom('array', 'object'), fc.constantFrom(NESTING_DEPTH, 20 * NESTING_DEPTH))
  .map(([kind, depth]) =>
    kind === 'array'
      ? `${'['.repeat(depth)}1${']'.repeat(depth)}`
      : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`,
  );

const anyJson = fc.jsonValue({ maxDepth: 3 });

const VALUES_BY_TYPE: Record<string, fc.Arbitrary<unknown>> = {
  string: fc.string({ maxLength: 20 }),
  integer: fc.integer(),
  number: fc.oneof(fc.double({ noNaN: true, noDefaultInfinity: true }), fc.constant(1.5)),
  boolean: fc.boolean(),
  object: fc.dictionary(fc.string({ maxLength: 8 }), anyJson, { maxKeys: 4 }),
  array: fc.array(anyJson, { maxLength: 4 }),
  null: fc.constant(null),
};

function wrongTypeFor(schema: JsonSchema): fc.Arbitrary<unknown> {
  const own = schema.type ?? (schema.anyOf ?? schema.oneOf ?? []).map((choice) => choice.type).join(',');
  const wrong = Object.entries(VALUES_BY_TYPE)
    .filter(([type]) => !own.includes(type) && !(type === 'integer' && own.includes('number')))
    .map(([, arbitrary]) => arbitrary);
  // Numbers written as text are the classic form mistake; zod must not coerce them in a JSON body.
  const numeric = own.includes('integer') || own.includes('number') ? [fc.constantFrom('5', '0', '-1')] : [];
  return fc.oneof(...wrong, ...numeric);
}

/** Values around the schema's limits, as raw JSON text so that 1e999 and -0 reach the server as written. */
function boundaryTextsFor(schema: JsonSchema): string[] {
  if (schema.type === 'integer' || schema.type === 'number') {
    const limits = [schema.minimum, schema.maximum].filter((limit) => limit !== undefined);
    return [
      ...limits.flatMap((limit) => [limit - 1, limit, limit + 1].map(String)),
      '0.5',
      '-0',
      '1e999',
      '-1e999',
      '9007199254740993',
      '1e-400',
      '123456789012345678901234567890',
    ];
  }
  if (schema.type === 'string' || schema.type === undefined) {
    const lengths = [schema.minLength, schema.maxLength].filter((length) => length !== undefined);
    return [
      '""',
      JSON.stringify(' '.repeat(Math.max(1, schema.minLength ?? 1))),
      ...lengths.flatMap((length) =>
        [length - 1, length, length + 1].filter((n) => n >= 0).map((n) => JSON.stringify('x'.repeat(n))),
      ),
      ...lengths.map((length) => JSON.stringify('😀'.repeat(length))),
    ];
  }
  if (schema.type === 'array') {
    const sizes = [schema.minItems, schema.maxItems].filter((size) => size !== undefined);
    return sizes.flatMap((size) =>
      [size, size + 1].map((n) => JSON.stringify(Array.from({ length: n }, (_, i) => `item ${i}`))),
    );
  }
  return ['null'];
}

/* ---------------------------------------------------------------- bodies */

type FieldPath = { path: string[]; schema: JsonSchema; required: boolean };

/** Every property of an object schema, nested objects' and array items' ("0") included. */
function fieldsOf(schema: JsonSchema, prefix: string[] = []): FieldPath[] {
  if (schema.type === 'array' && schema.items) {
    const path = [...prefix, '0'];
    return [{ path, schema: schema.items, required: false }, ...fieldsOf(schema.items, path)];
  }
  return Object.entries(schema.properties ?? {}).flatMap(([name, property]) => {
    const path = [...prefix, name];
    const required = schema.required?.includes(name) ?? false;
    return [{ path, schema: property, required }, ...fieldsOf(property, path)];
  });
}

const RAW = '\u0001fuzz-raw\u0001';

/** A copy of the value with one field set (parents created as needed), or removed when value is undefined. */
function withField(base: unknown, path: string[], value: unknown): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return value;
  const isIndex = /^\d+$/.test(head);
  const container: Record<string, unknown> | unknown[] = Array.isArray(base)
    ? [...base]
    : base !== null && typeof base === 'object'
      ? { ...(base as Record<string, unknown>) }
      : isIndex
        ? []
        : {};
  const current = (container as Record<string, unknown>)[head];
  const next = withField(current, rest, value);
  if (next === undefined && rest.length === 0 && !Array.isArray(container)) {
    delete (container as Record<string, unknown>)[head];
  } else {
    (container as Record<string, unknown>)[head] = next;
  }
  return container;
}

/** The value as JSON with one field's value written as raw JSON text (deep nesting, 1e999). */
function jsonWithRaw(base: unknown, path: string[], rawJson: string): string {
  return JSON.stringify(withField(base, path, RAW)).replace(JSON.stringify(RAW), () => rawJson);
}

const KEY = '\u0001fuzz-key\u0001';

/** The object as JSON with one more key, written as text so that even `__proto__` arrives as a key. */
function jsonWithKey(base: unknown, key: string, rawJson: string): string {
  return jsonWithRaw(base, [KEY], rawJson).replace(JSON.stringify(KEY), () => JSON.stringify(key));
}

const label = (path: string[]) => path.join('.') || 'body';

type BodyCase = { mutation: string; payload?: string | Buffer; contentType?: string };

const jsonBody = (mutation: string, payload: string): BodyCase => ({
  mutation,
  payload,
  contentType: 'application/json',
});

const JSON_CONTENT_TYPES = ['application/json', 'application/json; charset=utf-8', 'Application/JSON'];

const WRONG_CONTENT_TYPES = [
  'text/plain',
  'text/html',
  'application/xml',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=fuzz',
  'multipart/form-data',
  'application/octet-stream',
  'application/json; charset=latin1',
  'application/jsonx',
  'application/vnd.api+json',
  'json',
  '*/*',
  ';;;',
  'application/json; boundary=',
  'image/png',
];

const NOT_JSON = [
  '{',
  '}',
  '{"a":}',
  "{'single': 'quotes'}",
  '{"trailing": 1,}',
  '{"comment": 1 /* no */}',
  'NaN',
  'undefined',
  '\uFEFF{}',
  '{}{}',
  '[1,2',
  '"unterminated',
  '{"a":"\\x41"}',
  '{"a":"\\ud800\\u"}',
  'a=1&b=2',
  '<xml/>',
];

const notJson = fc.oneof(
  fc.constantFrom(...NOT_JSON),
  fc.string({ unit: 'binary', minLength: 1, maxLength: 200 }).filter((text) => !isJson(text)),
);

function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

const EXTRA_KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  '$where',
  '',
  'id',
];

function fieldCases(schema: JsonSchema, known: Known): fc.Arbitrary<BodyCase>[] {
  const fields = fieldsOf(schema);
  if (fields.length === 0) return [];
  const base = validValue(schema, known);
  const texts = fields.filter((candidate) => candidate.schema.type === 'string' && !candidate.schema.enum);
  const set = (kind: string, value: (field: FieldPath) => fc.Arbitrary<unknown>, among = fields) =>
    fc
      .tuple(base, fc.constantFrom(...among))
      .chain(([body, target]) =>
        value(target).map((replacement) =>
          jsonBody(
            `body:${kind}(${label(target.path)})`,
            JSON.stringify(withField(body, target.path, replacement)),
          ),
        ),
      );
  const setRaw = (kind: string, raw: (field: FieldPath) => fc.Arbitrary<string>) =>
    fc
      .tuple(base, fc.constantFrom(...fields))
      .chain(([body, target]) =>
        raw(target).map((text) =>
          jsonBody(`body:${kind}(${label(target.path)})`, jsonWithRaw(body, target.path, text)),
        ),
      );
  const required = fields.filter((candidate) => candidate.required);
  return [
    set('wrong-type', (target) => wrongTypeFor(target.schema)),
    set('null', () => fc.constant(null)),
    set('hostile-text', () => unicodeString),
    ...(texts.length > 0
      ? [
          set(
            'unstorable-text',
            (target) =>
              withinText(validValue(target.schema, known, target.path.at(-1)), target.schema, unstorable),
            texts,
          ),
          set(
            'unicode',
            (target) => withinText(validValue(target.schema, known, target.path.at(-1)), target.schema),
            texts,
          ),
        ]
      : []),
    set('huge-string', () => hugeString),
    set('huge-array', () => hugeArray),
    setRaw('deep-nesting', () => deeplyNested),
    setRaw('boundary', (target) => fc.constantFrom(...boundaryTextsFor(target.schema))),
    ...(required.length > 0
      ? [
          fc
            .tuple(base, fc.constantFrom(...required))
            .map(([body, target]) =>
              jsonBody(
                `body:missing(${label(target.path)})`,
                JSON.stringify(withField(body, target.path, undefined)),
              ),
            ),
        ]
      : []),
  ];
}

function wholeBodyCases(schema: JsonSchema, known: Known): fc.Arbitrary<BodyCase>[] {
  const base = validValue(schema, known);
  const properties = Object.keys(schema.properties ?? {});
  return [
    fc
      .tuple(base, fc.constantFrom(...EXTRA_KEYS), fc.string({ maxLength: 12 }), anyJson)
      .map(([body, special, random, value]) =>
        jsonBody(
          `body:extra-field(${special})`,
          jsonWithKey(withField(body, [random], value), special, JSON.stringify({ polluted: true })),
        ),
      ),
    fc.constant(
      jsonBody('body:all-null', JSON.stringify(Object.fromEntries(properties.map((name) => [name, null])))),
    ),
    fc.constant(jsonBody('body:empty-object', '{}')),
    fc
      .oneof(
        fc.constantFrom('null', 'true', '0', '-1', '""', '"text"', '[]', '[{}]', '1e999'),
        anyJson
          .filter((value) => value === null || typeof value !== 'object' || Array.isArray(value))
          .map(String),
        base.map((body) => JSON.stringify([body, body])),
        hugeArray.map((items) => JSON.stringify(items)),
        deeplyNested,
      )
      .map((text) => jsonBody('body:not-an-object', text)),
  ];
}

function transportCases(schema: JsonSchema | undefined, known: Known = {}): fc.Arbitrary<BodyCase>[] {
  const valid = (schema ? validValue(schema, known) : anyJson).map((body) => JSON.stringify(body));
  return [
    notJson.map((text) => jsonBody('body:not-json', text)),
    fc.uint8Array({ minLength: 1, maxLength: 300 }).map((bytes) => ({
      mutation: 'body:binary',
      payload: Buffer.from(bytes),
      contentType: 'application/json',
    })),
    fc.tuple(valid, fc.constantFrom(...WRONG_CONTENT_TYPES)).map(([payload, contentType]) => ({
      mutation: `body:content-type(${contentType})`,
      payload,
      contentType,
    })),
    valid.map((payload) => ({ mutation: 'body:no-content-type', payload })),
    fc.constantFrom<BodyCase>(
      { mutation: 'body:empty', contentType: 'application/json' },
      { mutation: 'body:empty', payload: '', contentType: 'application/json' },
      { mutation: 'body:whitespace', payload: ' \n', contentType: 'application/json' },
    ),
  ];
}

function jsonBodyArbitrary(schema: JsonSchema, known: Known): fc.Arbitrary<BodyCase> {
  const valid = fc
    .tuple(validValue(schema, known), fc.constantFrom(...JSON_CONTENT_TYPES))
    .map(([body, contentType]) => ({ mutation: 'valid', payload: JSON.stringify(body), contentType }));
  const mutations = [
    ...fieldCases(schema, known),
    ...wholeBodyCases(schema, known),
    ...transportCases(schema, known),
  ];
  return fc.oneof({ weight: 3, arbitrary: valid }, { weight: 10, arbitrary: fc.oneof(...mutations) });
}

/** A route without a body schema should ignore, or refuse with a 4xx, whatever body it is sent. */
function noBodyArbitrary(): fc.Arbitrary<BodyCase> {
  const unexpected = [
    anyJson.map((body) => jsonBody('body:unexpected-json', JSON.stringify(body))),
    hugeArray.map((items) => jsonBody('body:unexpected-huge-array', JSON.stringify(items))),
    deeplyNested.map((text) => jsonBody('body:unexpected-deep-nesting', text)),
    ...transportCases(undefined),
  ];
  return fc.oneof(
    { weight: 2, arbitrary: fc.constant<BodyCase>({ mutation: 'valid' }) },
    { weight: 3, arbitrary: fc.oneof(...unexpected) },
  );
}

/* ---------------------------------------------------------------- multipart bodies */

type Part = { field: string; fileName?: string; contentType?: string; bytes: Uint8Array };

function multipartPayload(parts: Part[], boundary: string): Buffer {
  const encoded = parts.map(({ field, fileName, contentType, bytes }) => {
    const disposition = `form-data; name="${field}"${fileName === undefined ? '' : `; filename="${fileName}"`}`;
    const type = contentType === undefined ? '' : `\r\nContent-Type: ${contentType}`;
    return Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}${type}\r\n\r\n`),
      Buffer.from(bytes),
      Buffer.from('\r\n'),
    ]);
  });
  return Buffer.concat([...encoded, Buffer.from(`--${boundary}--\r\n`)]);
}

const SIGNATURES: Record<string, number[]> = {
  pdf: [...Buffer.from('%PDF-1.7\n')],
  docx: [0x50, 0x4b, 0x03, 0x04],
  doc: [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1],
};

const fileNames = fc.oneof(
  fc
    .tuple(word, fc.constantFrom('.pdf', '.docx', '.doc', '.PDF', '.txt', '.exe', '', '.pdf.exe'))
    .map(([stem, extension]) => stem + extension),
  fc.constantFrom(
    '../../etc/passwd.pdf',
    'C:\\Windows\\resume.pdf',
    '\u202Efdp.exe',
    'résumé 😀.pdf',
    'a\u0000b.pdf',
    '.pdf',
    '',
    `${'a'.repeat(10_000)}.pdf`,
  ),
  unicodeString.map((name) => `${name}.pdf`),
);

const randomBytes = fc.uint8Array({ maxLength: 2_000 });

const boundaries = fc.stringMatching(/^[A-Za-z0-9'()+_,-]{1,40}$/);

/** Random and broken multipart uploads; files that look like PDFs or Word reach text extraction, so they are rare. */
function multipartArbitrary(): fc.Arbitrary<BodyCase> {
  const form = (mutation: string, parts: fc.Arbitrary<Part[]>) =>
    fc.tuple(parts, boundaries).map(([list, boundary]) => ({
      mutation: `multipart:${mutation}`,
      payload: multipartPayload(list, boundary),
      contentType: `multipart/form-data; boundary=${boundary}`,
    }));
  const file = (field: fc.Arbitrary<string>) =>
    fc.record({
      field,
      fileName: fileNames,
      contentType: fc.option(
        fc.constantFrom('application/pdf', 'text/plain', 'application/octet-stream', ''),
        {
          nil: undefined,
        },
      ),
      bytes: randomBytes,
    });
  const resumeFile = file(fc.constant('resume'));
  const textField = fc.record({ field: word, bytes: fc.string().map((text) => Buffer.from(text)) });
  const lookalike = fc
    .tuple(fc.constantFrom('pdf', 'docx', 'doc'), randomBytes)
    .map(([format, bytes]): Part[] => [
      {
        field: 'resume',
        fileName: `resume.${format}`,
        bytes: Buffer.concat([Buffer.from(SIGNATURES[format] ?? []), Buffer.from(bytes)]),
      },
    ]);
  const broken = fc.oneof(
    fc.tuple(resumeFile, boundaries, fc.nat()).map(([part, boundary, cut]) => {
      const payload = multipartPayload([part], boundary);
      return {
        mutation: 'multipart:truncated',
        payload: payload.subarray(0, cut % payload.length),
        contentType: `multipart/form-data; boundary=${boundary}`,
      };
    }),
    fc.tuple(resumeFile, boundaries).map(([part, boundary]) => ({
      mutation: 'multipart:wrong-boundary',
      payload: multipartPayload([part], boundary),
      contentType: `multipart/form-data; boundary=x${boundary}`,
    })),
    fc.tuple(resumeFile, boundaries).map(([part, boundary]) => ({
      mutation: 'multipart:no-boundary',
      payload: multipartPayload([part], boundary),
      contentType: 'multipart/form-data',
    })),
    fc.tuple(randomBytes, boundaries).map(([bytes, boundary]) => ({
      mutation: 'multipart:garbage',
      payload: Buffer.from(bytes),
      contentType: `multipart/form-data; boundary=${boundary}`,
    })),
    boundaries.map((boundary) => ({
      mutation: 'multipart:no-disposition',
      payload: Buffer.from(
        `--${boundary}\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.7\r\n--${boundary}--\r\n`,
      ),
      contentType: `multipart/form-data; boundary=${boundary}`,
    })),
    fc.constant<BodyCase>({ mutation: 'multipart:empty', contentType: 'multipart/form-data; boundary=fuzz' }),
  );
  return fc.oneof(
    {
      weight: 6,
      arbitrary: form(
        'file',
        resumeFile.map((part) => [part]),
      ),
    },
    { weight: 1, arbitrary: form('lookalike', lookalike) },
    {
      weight: 2,
      arbitrary: form(
        'wrong-field',
        file(word.filter((name) => name !== 'resume')).map((p) => [p]),
      ),
    },
    { weight: 2, arbitrary: form('two-files', fc.tuple(resumeFile, resumeFile)) },
    { weight: 2, arbitrary: form('no-file', fc.array(textField, { maxLength: 15 })) },
    {
      weight: 1,
      arbitrary: form(
        'empty-file',
        fc.constant([{ field: 'resume', fileName: 'a.pdf', bytes: new Uint8Array() }]),
      ),
    },
    { weight: 6, arbitrary: broken },
    { weight: 3, arbitrary: fc.oneof(...transportCases(undefined)) },
  );
}

/* ---------------------------------------------------------------- urls */

/** Path parameters every id-taking route must refuse (or not find) cleanly. */
const HOSTILE_PATH_VALUES = [
  '0',
  '-1',
  '1.5',
  '1e3',
  '0x10',
  '2147483648',
  '9007199254740993',
  '99999999999999999999999999999999',
  'NaN',
  'Infinity',
  'null',
  'abc',
  '%20',
  '%00',
  '%',
  '%E0%A4%A',
  '%ED%A0%80',
  '%F0%9F%98%80',
  "1'%20OR%20'1'='1",
  '1;DROP%20TABLE%20users',
  '..%2F..%2Fetc%2Fpasswd',
  '%2e%2e',
  '1%2F2',
  '__proto__',
  'constructor',
  '00000000-0000-0000-0000-000000000000',
];

const pathValue = fc.oneof(
  fc.constantFrom(...HOSTILE_PATH_VALUES),
  fc.uuid(),
  fc.bigInt({ min: -(2n ** 70n), max: 2n ** 70n }).map(String),
  fc.string({ unit: 'grapheme', minLength: 1, maxLength: 30 }).map(encodeURIComponent),
  fc.nat({ max: 200 }).map((length) => '9'.repeat(length + 1)),
);

const QUERIES = [
  '?',
  '?a=1',
  '?id=1&id=2',
  '?__proto__[polluted]=1',
  '?constructor[prototype][polluted]=1',
  '?%',
  '?a=%E0%A4%A',
  `?q=${'x'.repeat(5_000)}`,
  '?limit=-1&offset=99999999999999999999',
  '?a[]=1&a[]=2',
  '?%00=%00',
];

const query = fc.oneof(
  fc.constantFrom(...QUERIES),
  fc
    .dictionary(word, fc.string({ maxLength: 20 }), { minKeys: 1, maxKeys: 5 })
    .map((entries) => `?${new URLSearchParams(entries)}`),
);

function urlOf(path: string, values: Record<string, string>): string {
  return path.replaceAll(/\{(\w+)\}/g, (_, name: string) => values[name] ?? '1');
}

type UrlCase = { mutation: string; url: string };

const withQuery = (url: string, search: string) =>
  search === '' || search === '?'
    ? url + search
    : `${url}${url.includes('?') ? '&' : '?'}${search.replace(/^\?/, '')}`;

type QueryValues = Record<string, string | undefined>;

function validQuery(operation: Operation, known: Known): fc.Arbitrary<QueryValues> {
  const values = operation.queryParams.map(({ name, schema, required }) => {
    const value = validValue(schema, known, name).map(String);
    return (required ? value : fc.option(value, { nil: undefined })).map((text) => [name, text] as const);
  });
  return fc.tuple(...values).map((entries) => Object.fromEntries(entries));
}

function queryString(values: QueryValues): string {
  const present = Object.entries(values).filter((entry): entry is [string, string] => entry[1] !== undefined);
  return present.length > 0 ? `?${new URLSearchParams(present)}` : '';
}

function validUrl(operation: Operation, known: Known): fc.Arbitrary<UrlCase> {
  const values = operation.pathParams.map(({ name, schema }) =>
    validValue(schema, known, name).map((value) => [name, encodeURIComponent(String(value))] as const),
  );
  return fc.tuple(fc.tuple(...values), validQuery(operation, known)).map(([entries, search]) => ({
    mutation: 'valid',
    url: urlOf(operation.path, Object.fromEntries(entries)) + queryString(search),
  }));
}

/** Hostile query parameter values, already encoded for a URL; undefined leaves the parameter out. */
const queryValue = fc.oneof(
  fc.constant(undefined),
  pathValue,
  fc.constantFrom('', 'x'.repeat(10_000), '%', '%00', 'true', '[]', '{}'),
);

function urlMutations(operation: Operation, known: Known): fc.Arbitrary<UrlCase> {
  const cases: fc.Arbitrary<UrlCase>[] = [
    fc
      .tuple(validUrl(operation, known), query)
      .map(([{ url }, search]) => ({ mutation: 'url:query', url: withQuery(url, search) })),
    validUrl(operation, known).chain(({ url }) => {
      const [path = url, search = ''] = url.split(/(?=\?)/);
      return fc
        .constantFrom(
          `${path}/`,
          `${path}//`,
          path.replace('/api/', '/api//'),
          path.toUpperCase(),
          `${path}/extra`,
          `${path}%00`,
          `${path}/..`,
        )
        .map((shaped) => ({ mutation: 'url:shape', url: shaped + search }));
    }),
  ];
  if (operation.pathParams.length > 0) {
    const names = operation.pathParams.map(({ name }) => name);
    cases.push(
      fc.tuple(fc.constantFrom(...names), pathValue).map(([name, value]) => ({
        mutation: `url:path-param(${name})`,
        url: urlOf(operation.path, { [name]: value }),
      })),
    );
  }
  if (operation.queryParams.length > 0) {
    const names = operation.queryParams.map(({ name }) => name);
    cases.push(
      fc
        .tuple(
          validUrl(operation, known),
          validQuery(operation, known),
          fc.constantFrom(...names),
          queryValue,
        )
        .map(([{ url }, values, name, value]) => {
          const path = url.split('?')[0] ?? url;
          const others = queryString({ ...values, [name]: undefined });
          const hostile = value === undefined ? '' : `${encodeURIComponent(name)}=${value}`;
          return { mutation: `url:query-param(${name})`, url: withQuery(path + others, hostile) };
        }),
    );
  }
  return fc.oneof(...cases);
}

/* ---------------------------------------------------------------- headers */

type HeaderCase = { mutation: string; headers: Record<string, string> };

/** A browser names the page's origin on writes only. */
const originFor = (session: Session, method: Method): Record<string, string> =>
  WRITES.has(method) ? { origin: session.origin } : {};

/** What a browser of the signed-in visitor sends. */
function browserHeaders(session: Session, method: Method): HeaderCase {
  return { mutation: 'valid', headers: { cookie: session.cookie, ...originFor(session, method) } };
}

const BAD_COOKIES = [
  'cp_session=',
  'cp_session=garbage',
  'cp_session=%',
  'cp_session="',
  '=;;=',
  `cp_session=${'a'.repeat(8_000)}`,
  'cp_visitor=',
  'cp_visitor=garbage',
  `cp_visitor=${'a'.repeat(8_000)}`,
  `cp_session=garbage; cp_visitor=${'a'.repeat(43)}`,
];

const ODD_HEADERS: Record<string, string>[] = [
  { accept: 'text/html' },
  { accept: '*/*;q=garbage' },
  { 'x-request-id': 'a'.repeat(500) },
  { 'x-request-id': '../../\u00e9' },
  { 'accept-encoding': 'gzip, br, zstd' },
  { 'accept-language': 'x'.repeat(4_000) },
  { 'x-forwarded-for': '1.2.3.4, not-an-ip' },
  { 'x-forwarded-host': 'evil.example' },
  { host: 'evil.example' },
  { 'content-length': '0' },
  { 'content-length': '999999' },
];

/** No session, another site's origin, a broken cookie, odd headers. */
function hostileHeaders(session: Session, method: Method): fc.Arbitrary<HeaderCase> {
  const browser = browserHeaders(session, method).headers;
  return fc.oneof(
    fc.constant({ mutation: 'headers:no-cookie', headers: originFor(session, method) }),
    fc.constant({ mutation: 'headers:no-origin', headers: { cookie: session.cookie } }),
    fc
      .constantFrom('https://evil.example', 'null', 'http://localhost.evil.example', 'file://', '😀', '')
      .map((origin) => ({ mutation: `headers:origin(${origin})`, headers: { ...browser, origin } })),
    fc.constant({
      mutation: 'headers:cross-site',
      headers: { cookie: session.cookie, 'sec-fetch-site': 'cross-site' },
    }),
    fc
      .oneof(
        fc.constantFrom(...BAD_COOKIES),
        fc
          .string({ unit: 'grapheme-ascii', maxLength: 200 })
          .map((value) => `cp_session=${encodeURIComponent(value)}`),
      )
      .map((cookie) => ({ mutation: 'headers:bad-cookie', headers: { ...browser, cookie } })),
    fc.constantFrom(...ODD_HEADERS).map((extra) => ({
      mutation: `headers:${Object.keys(extra).join(',')}`,
      headers: { ...browser, ...extra },
    })),
  );
}

function headerCases(session: Session, method: Method): fc.Arbitrary<HeaderCase> {
  return fc.oneof(
    { weight: 4, arbitrary: fc.constant(browserHeaders(session, method)) },
    { weight: 1, arbitrary: hostileHeaders(session, method) },
  );
}

/* ---------------------------------------------------------------- requests */

function bodyArbitrary(operation: Operation, known: Known): fc.Arbitrary<BodyCase> {
  if (operation.multipart) return multipartArbitrary();
  return operation.body ? jsonBodyArbitrary(operation.body, known) : noBodyArbitrary();
}

function assemble(
  operation: Operation,
  method: Method,
  { url, mutation: urlMutation }: UrlCase,
  body: BodyCase,
  { headers, mutation: headerMutation }: HeaderCase,
): FuzzRequest {
  const mutations = [urlMutation, body.mutation, headerMutation].filter((part) => part !== 'valid');
  return {
    operation: operationName(operation),
    mutation:
      [method === operation.method ? '' : `method:${method}`, ...mutations].filter(Boolean).join(' ') ||
      'valid',
    method,
    url,
    headers: { ...(body.contentType === undefined ? {} : { 'content-type': body.contentType }), ...headers },
    ...(body.payload === undefined ? {} : { payload: body.payload }),
  };
}

/** Requests for one operation: mostly one mutation each, so a failure points at what caused it. */
function requestArbitrary(operation: Operation, session: Session, otherMethods: Method[]) {
  const known = session.known ?? {};
  const url = validUrl(operation, known);
  const body = bodyArbitrary(operation, known);
  const validHeaders = fc.constant(browserHeaders(session, operation.method));
  const own = (urlCase: fc.Arbitrary<UrlCase>, headers: fc.Arbitrary<HeaderCase>) =>
    fc.tuple(urlCase, body, headers).map(([u, b, h]) => assemble(operation, operation.method, u, b, h));
  const cases = [
    { weight: 14, arbitrary: own(url, validHeaders) },
    { weight: 2, arbitrary: own(urlMutations(operation, known), validHeaders) },
    { weight: 2, arbitrary: own(url, hostileHeaders(session, operation.method)) },
  ];
  if (otherMethods.length > 0) {
    const wrongMethod = fc
      .tuple(fc.constantFrom(...otherMethods), url, body)
      .chain(([method, u, b]) =>
        headerCases(session, method).map((h) => assemble(operation, method, u, b, h)),
      );
    cases.push({ weight: 1, arbitrary: wrongMethod });
  }
  return fc.oneof(...cases);
}

function hashOf(text: string): number {
  let hash = 0;
  for (const char of text) hash = (Math.imul(hash, 31) + (char.codePointAt(0) ?? 0)) | 0;
  return hash;
}

function fixedRequest(operation: Operation, session: Session, mutation: string, body: BodyCase): FuzzRequest {
  return assemble(operation, operation.method, { mutation: 'valid', url: urlOf(operation.path, {}) }, body, {
    mutation,
    headers: browserHeaders(session, operation.method).headers,
  });
}

/**
 * Requests every run makes, generated or not: a body just over the app's 1 MiB limit, and for an upload route
 * each sample file once and a file just over its 5 MB limit: too big, or too slow, to send by the hundred.
 */
function fixedRequests(operation: Operation, files: SampleFile[], session: Session): FuzzRequest[] {
  if (!operation.multipart) {
    if (!operation.body) return [];
    const padding = 'a'.repeat(OVERSIZED_BODY_BYTES);
    return [fixedRequest(operation, session, 'body:oversized', jsonBody('', JSON.stringify({ padding })))];
  }
  const boundary = 'fuzz-upload';
  const upload = (mutation: string, part: Part) =>
    fixedRequest(operation, session, mutation, {
      mutation: '',
      payload: multipartPayload([part], boundary),
      contentType: `multipart/form-data; boundary=${boundary}`,
    });
  const oversized = Buffer.alloc(MAX_RESUME_BYTES + 1, 0x20);
  oversized.write('%PDF-1.7\n');
  return [
    ...files.map(({ fileName, bytes }) =>
      upload(`multipart:sample(${fileName})`, { field: 'resume', fileName, bytes }),
    ),
    upload('multipart:oversized', { field: 'resume', fileName: 'large.pdf', bytes: oversized }),
  ];
}

/**
 * The fuzzed requests for one operation, the same for the same seed. Requests use the operation's own method
 * mostly, and sometimes one its path does not have (`methodsOfPath` are the ones it has).
 */
export function requestsFor(
  operation: Operation,
  options: FuzzOptions,
  session: Session,
  methodsOfPath: readonly Method[] = [operation.method],
): FuzzRequest[] {
  const otherMethods = METHODS.filter((method) => !methodsOfPath.includes(method));
  const sampled = fc.sample(requestArbitrary(operation, session, otherMethods), {
    seed: (options.seed + hashOf(operationName(operation))) | 0,
    numRuns: options.count,
  });
  return [...sampled, ...fixedRequests(operation, options.files ?? [], session)];
}

export type FuzzPlanEntry = {
  operation: Operation;
  /** Generated on demand, so that a run holds one operation's requests at a time. */
  requests(session: Session): FuzzRequest[];
};

export function fuzzPlan(operations: Operation[], options: FuzzOptions): FuzzPlanEntry[] {
  const methodsByPath = new Map<string, Method[]>();
  for (const { path, method } of operations) {
    methodsByPath.set(path, [...(methodsByPath.get(path) ?? []), method]);
  }
  return operations.map((operation) => ({
    operation,
    requests: (session) => requestsFor(operation, options, session, methodsByPath.get(operation.path)),
  }));
}

const STRAY_PATHS = [
  '/healthz',
  '/readyz',
  '/api',
  '/api/',
  '/api/docs/json',
  '/api/unknown',
  '/api/auth',
  '/.env',
  '/%',
  '/api/%ZZ',
];

/** Paths no operation has: under /api (its JSON not-found answer), the health checks, and outside the API. */
export function strayRequests(options: FuzzOptions, session: Session): FuzzRequest[] {
  const path = fc.oneof(
    fc.constantFrom(...STRAY_PATHS),
    fc
      .array(fc.oneof(word, fc.constantFrom(...HOSTILE_PATH_VALUES)), { minLength: 1, maxLength: 6 })
      .map((segments) => `/api/${segments.join('/')}`),
  );
  const stray = fc.tuple(fc.constantFrom(...METHODS), path, noBodyArbitrary()).chain(([method, url, body]) =>
    headerCases(session, method).map((headers) => {
      const operation: Operation = {
        method,
        path: url,
        pathParams: [],
        queryParams: [],
        body: undefined,
        multipart: false,
        jsonResponse: false,
      };
      return {
        ...assemble(operation, method, { mutation: 'valid', url }, body, headers),
        operation: 'stray',
      };
    }),
  );
  return fc.sample(stray, { seed: options.seed, numRuns: options.count });
}
