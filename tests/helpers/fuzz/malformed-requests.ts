import fc from 'fast-check';
import type { JsonSchema, Operation, Parameter } from './operations';

/**
 * fast-check arbitraries of requests a careless client or an attacker sends to one operation
 * of the OpenAPI document: wrong types, huge and control-character strings, missing and extra
 * fields, odd path parameters, wrong content types, invalid JSON. Most bodies are valid but
 * for one field, so the hostile value reaches the code behind the validation.
 */

/** Who sends the request: each maps to cookies the test prepares. */
export type Visitor = 'anonymous' | 'customer' | 'guest with a cart' | 'unreadable cookies';

export type MalformedRequest = {
  method: string;
  url: string;
  visitor: Visitor;
  acceptLanguage: string;
  contentType?: string;
  /** Already serialised: invalid JSON is a case of its own. */
  payload?: string;
};

/** Strings that have broken web applications before. */
const NASTY_STRINGS = [
  '',
  ' ',
  '\u0000',
  'Ly\u0000on',
  '\u0007\b\u001b[2J',
  'a\r\nSet-Cookie: x=1',
  '\t',
  '\u007f\u0085\u009f',
  '\u2028\u2029',
  '\u202egnp.exe',
  '\u2066x\u2069',
  '\u200fשלום\u200e',
  '\ud800',
  'a\udfffb',
  '\ud83d',
  '\ufeff',
  '\uffff',
  '😀👨‍👩‍👧',
  "' OR '1'='1' --",
  '"; DROP TABLE customers; --',
  '\\',
  '%00',
  '%s%n%x',
  '../../../../etc/passwd',
  '<script>alert(1)</script>',
  '{{7*7}}${7*7}',
  '__proto__',
  'constructor',
  'null',
  'undefined',
  'NaN',
  '1e309',
  '\u0000@exemple.fr',
  'zoe@exemple.fr\u0000',
  'zoe\u202e@exemple.fr',
];

/** A very long text, sometimes with a NUL at its end; rare, as it costs time to send. */
const hugeString = fc
  .tuple(fc.constantFrom(300, 5_000, 70_000, 1_100_000), fc.constantFrom('x', 'é', '\u0000', '😀'), fc.boolean())
  .map(([length, unit, nul]) => unit.repeat(length) + (nul ? '\u0000' : ''));

/** Plausible text with one control character somewhere in it. */
const textWithControl = fc
  .tuple(fc.constantFrom('Zoé', 'Lyon', '75011', 'zoe@exemple.fr', 'ETE15'), fc.integer({ min: 0, max: 0x9f }), fc.nat(5))
  .map(([text, code, at]) => text.slice(0, at) + String.fromCharCode(code) + text.slice(at));

export const nastyString: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.constantFrom(...NASTY_STRINGS), weight: 6 },
  { arbitrary: textWithControl, weight: 3 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 30 }), weight: 2 },
  { arbitrary: fc.string({ unit: fc.integer({ min: 0, max: 0x9f }).map((code) => String.fromCharCode(code)), maxLength: 12 }), weight: 2 },
  { arbitrary: fc.constantFrom('\ud800', '\udc00', '\udbff').map((half) => `a${half}b`), weight: 1 },
  { arbitrary: hugeString, weight: 1 },
);

const nastyNumber = fc.oneof(
  fc.constantFrom(0, -1, 1, -0, 1.5, 99, 100, 2_147_483_647, 2_147_483_648, 2 ** 53, -(2 ** 53), 1e308, -1e308, Number.MIN_VALUE),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** Any JSON value, small. */
const anyJson: fc.Arbitrary<unknown> = fc.oneof(
  nastyString,
  nastyNumber,
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom('1', '0', 'true', 'false', '[]', '{}'),
  fc.array(fc.oneof(nastyString, nastyNumber), { maxLength: 3 }),
  fc.dictionary(fc.constantFrom('a', '__proto__', 'constructor', 'id', 'code'), fc.oneof(nastyString, nastyNumber), { maxKeys: 2 }),
);

function types(schema: JsonSchema): string[] {
  if (schema.anyOf) return schema.anyOf.flatMap(types);
  return [schema.type ?? []].flat();
}

/** A value the schema accepts, so that a body can be valid but for one field. */
function validValue(name: string, schema: JsonSchema): unknown {
  if (schema.enum?.length) return schema.enum[0];
  const [type] = types(schema);
  if (type === 'boolean') return true;
  if (type === 'integer' || type === 'number') return Math.max(schema.minimum ?? 0, Math.min(1, schema.maximum ?? 1)) || 1;
  if (type === 'object') return validObject(schema);
  if (type === 'array') return [];
  if (/email/i.test(name)) return 'fuzz.visiteur@exemple.fr';
  if (/password/i.test(name)) return 'pas le bon mot de passe';
  if (/zip/i.test(name)) return '75011';
  if (/phone/i.test(name)) return '06 12 34 56 78';
  if (/name/i.test(name)) return 'Zoé';
  return 'Texte';
}

function validObject(schema: JsonSchema): Record<string, unknown> {
  return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([name, property]) => [name, validValue(name, property)]));
}

/** A value of the field's own type where possible, but at or past its limits, or of another type. */
function nastyValue(schema: JsonSchema): fc.Arbitrary<unknown> {
  const kinds = types(schema);
  const own: fc.Arbitrary<unknown>[] = [];
  if (kinds.includes('string')) {
    own.push(nastyString);
    if (schema.maxLength !== undefined) own.push(fc.constantFrom(schema.maxLength, schema.maxLength + 1).map((length) => 'é'.repeat(length)));
  }
  if (kinds.includes('integer') || kinds.includes('number')) {
    own.push(nastyNumber);
    if (schema.maximum !== undefined) own.push(fc.constant(schema.maximum + 1));
    own.push(nastyNumber.map(String));
  }
  if (kinds.includes('boolean')) own.push(fc.constantFrom('true', 1, 0, 'on'));
  if (kinds.includes('object')) own.push(objectBody(schema));
  if (schema.enum?.length) own.push(fc.constantFrom(...schema.enum.map((value) => (typeof value === 'string' ? value.toUpperCase() : value))));
  return own.length ? fc.oneof({ arbitrary: fc.oneof(...own), weight: 3 }, { arbitrary: anyJson, weight: 1 }) : anyJson;
}

/** Extra fields no schema asked for, some of them aimed at prototypes and identity. */
const extraFields = fc.dictionary(
  fc.constantFrom('__proto__', 'constructor', 'prototype', 'id', 'customerId', 'priceCents', 'isAdmin', 'x'.repeat(300)),
  anyJson,
  { maxKeys: 3 },
);

function objectBody(schema: JsonSchema): fc.Arbitrary<unknown> {
  const properties = Object.entries(schema.properties ?? {});
  const valid = validObject(schema);
  const oneFieldWrong =
    properties.length === 0
      ? fc.constant(valid)
      : fc
          .constantFrom(...properties)
          .chain(([name, property]) => fc.tuple(fc.constant(name), nastyValue(property)))
          .map(([name, value]) => ({ ...valid, [name]: value }));
  const anyFields = fc.record(Object.fromEntries(properties.map(([name, property]) => [name, nastyValue(property)])), { requiredKeys: [] });
  const withMissing = fc.subarray(properties.map(([name]) => name)).map((missing) => {
    const copy: Record<string, unknown> = { ...valid };
    for (const name of missing) delete copy[name];
    return copy;
  });
  const withExtras = fc.tuple(fc.constant(valid), extraFields).map(([body, extras]) => ({ ...extras, ...body }));
  return fc.oneof(
    { arbitrary: oneFieldWrong, weight: 5 },
    { arbitrary: anyFields, weight: 2 },
    { arbitrary: withMissing, weight: 1 },
    { arbitrary: withExtras, weight: 1 },
    { arbitrary: anyJson, weight: 1 },
  );
}

/** Bodies no JSON parser accepts, or that parse into something unexpected. */
const RAW_BODIES = [
  '{',
  '{"a":',
  '[1,]',
  '{"a":1,}',
  "{'a':1}",
  'undefined',
  '\u0000',
  '\ufeff{}',
  '{"a":"\\u0000"}',
  '{"a":"\\ud800"}',
  '{"__proto__":{"polluted":true}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
  '{"a":1,"a":2}',
  '1e999',
  '-',
  `${'['.repeat(5000)}${']'.repeat(5000)}`,
  `{"a":${'{"a":'.repeat(2000)}1${'}'.repeat(2000)}}`,
  'email=zoe%40exemple.fr&password=x',
  '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--x--',
];

const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'application/json; charset=latin1',
  'APPLICATION/JSON',
  'application/vnd.api+json',
  'text/plain',
  'text/html',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/xml',
  'application/octet-stream',
  '*/*',
  'json',
  '',
];

type Body = { contentType?: string; payload?: string };

function bodies(operation: Operation): fc.Arbitrary<Body> {
  const json = (operation.body ? objectBody(operation.body) : anyJson).map((value) => JSON.stringify(value) ?? 'null');
  return fc.oneof(
    { arbitrary: json.map((payload) => ({ contentType: 'application/json', payload })), weight: operation.body ? 12 : 2 },
    { arbitrary: fc.record({ contentType: fc.constantFrom(...CONTENT_TYPES), payload: json }), weight: 2 },
    {
      arbitrary: fc.record({ contentType: fc.constantFrom('application/json', 'text/plain', ''), payload: fc.constantFrom(...RAW_BODIES) }),
      weight: 2,
    },
    { arbitrary: fc.constant({ contentType: 'application/json', payload: '' }), weight: 1 },
    { arbitrary: fc.constant({}), weight: operation.body ? 1 : 6 },
  );
}

/** Percent-encodes what a URL cannot carry raw; a lone surrogate (which encodeURIComponent refuses) is written as its bytes would be if it were a character. */
function encodeSegment(text: string): string {
  return [...text].map((character) => (/\p{Cs}/u.test(character) ? '%ED%A0%80' : encodeURIComponent(character))).join('');
}

/** Path segments already in URL form: odd numbers, traversal, broken or meaningful escapes. */
const RAW_SEGMENTS = [
  '-1',
  '0',
  '1',
  '2',
  '2147483647',
  '2147483648',
  '99999999999999999999999',
  '1.5',
  '1e3',
  '0x10',
  '-0',
  'NaN',
  'Infinity',
  '%201',
  '1%20',
  '..',
  '..%2F..%2Fetc%2Fpasswd',
  '%2F',
  '%2e%2e%2f',
  '%00',
  '1%00',
  '%',
  '%ZZ',
  '%C0%AF',
  '%E2%80%AE',
  '%ED%A0%80',
  '__proto__',
  'constructor',
  'x'.repeat(600),
  "1'",
  '1;select',
];

function pathValue(parameter: Parameter): fc.Arbitrary<string> {
  return fc.oneof(
    { arbitrary: fc.constantFrom(...RAW_SEGMENTS), weight: 4 },
    { arbitrary: fc.integer().map(String), weight: 1 },
    { arbitrary: nastyString.filter((text) => text.length < 2_000).map(encodeSegment), weight: 2 },
    { arbitrary: fc.constant(String(validValue(parameter.name, parameter.schema))), weight: 1 },
  );
}

const queryValue = fc.oneof(
  fc.constantFrom('fr', 'en', '1', '-1', 'true', '', '99999999999999999999', 'price_asc', 'tshirts'),
  nastyString.filter((text) => text.length < 2_000).map(encodeSegment),
  fc.constantFrom('%', '%ZZ', '%00', '%E0%A4%A'),
);

function queryString(operation: Operation): fc.Arbitrary<string> {
  const declared = operation.parameters.filter((parameter) => parameter.in === 'query').map((parameter) => parameter.name);
  const name = fc.constantFrom(...declared, 'lang', 'code', 'email', 'token', '__proto__', 'constructor', 'a[b]', 'lang[]', '');
  return fc
    .array(fc.tuple(name, queryValue), { maxLength: 4 })
    .map((pairs) => (pairs.length ? `?${pairs.map(([key, value]) => `${encodeURIComponent(key)}=${value}`).join('&')}` : ''));
}

const OTHER_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'TRACE', 'PROPFIND'];

const ACCEPT_LANGUAGES = ['fr', 'en', 'fr-FR,fr;q=0.9,en;q=0.8', '*', 'de', 'en;q=abc,fr;q=-1', ',,;;q=', 'x'.repeat(4_000), ''];

/** Most operations are behind the session: signed-in customers are sent more often. */
const visitor = fc.oneof(
  { arbitrary: fc.constant<Visitor>('customer'), weight: 3 },
  { arbitrary: fc.constantFrom<Visitor>('anonymous', 'guest with a cart', 'unreadable cookies'), weight: 3 },
);

export function malformedRequest(operation: Operation): fc.Arbitrary<MalformedRequest> {
  const pathParameters = operation.parameters.filter((parameter) => parameter.in === 'path');
  const path = fc
    .tuple(...pathParameters.map((parameter) => pathValue(parameter).map((value) => [parameter.name, value] as const)))
    .map((values) => values.reduce((url, [name, value]) => url.replace(`{${name}}`, value), operation.path));
  return fc
    .record({
      method: fc.oneof({ arbitrary: fc.constant(operation.method), weight: 19 }, { arbitrary: fc.constantFrom(...OTHER_METHODS), weight: 1 }),
      path,
      query: queryString(operation),
      visitor,
      acceptLanguage: fc.constantFrom(...ACCEPT_LANGUAGES),
      body: bodies(operation),
    })
    .map(({ path: url, query, body, ...rest }) => ({ ...rest, url: url + query, ...body }));
}
