import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../tests/helpers/app';
import { LogCapture } from '../../tests/helpers/log-capture';
import { insertCatalogueBase, insertProduct } from '../../tests/helpers/factories';
import { malformedRequest, type MalformedRequest, type Visitor } from '../../tests/helpers/fuzz/malformed-requests';
import { operationName, operationsOf, type Operation } from '../../tests/helpers/fuzz/operations';
import { insertCustomer, signInAs } from '../../tests/helpers/sessions';
import { customerAddresses, promoCodes } from '../db/schema';

/**
 * Every operation of the OpenAPI document receives generated malformed input, as a guest, a
 * signed-in customer, a guest with a cart and a browser with unreadable cookies (issue 7,
 * section 3). Any 5xx fails, and so does an answer that shows a stack trace, SQL or an
 * internal error message, and so does a warning or an error in the log: a NUL stopped by the
 * database layer's safety net (db/unstorable-text.ts) is a 400, but it means a schema lacks
 * the plain-text rule. The run is reproducible: FUZZ_SEED=<seed> replays it (the seed is
 * printed on failure, with fast-check's path to the failing request); another seed explores
 * other inputs.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 7_2026);
/** At least 5,000 requests per run, spread evenly over the operations. */
const MIN_REQUESTS = 5_000;

const log = new LogCapture();
const t = await createTestApp({ logStream: log });
const operations = operationsOf(t.app.swagger());
/** Operations with more inputs get more requests: one share, plus one per body field and parameter, up to four. */
const inputs = (operation: Operation) => 1 + Math.min(4, operation.parameters.length + Object.keys(operation.body?.properties ?? {}).length);
const shares = operations.reduce((sum, operation) => sum + inputs(operation), 0);
const runsFor = (operation: Operation) => Math.ceil((MIN_REQUESTS * 1.02 * inputs(operation)) / shares);

/** What an answer must never show. */
const LEAKS: [RegExp, string][] = [
  [/\bat (?:async )?[\w$.<>[\] ]*\(?(?:file:\/\/)?\/[^\s)]+:\d+:\d+/, 'a stack frame'],
  [/node_modules|\/src\/(?:server|db|domain)\//, 'a server file path'],
  [/\b(?:select|insert into|update|delete from)\b[^"]{0,200}\b(?:from|values|set|where)\b/i, 'SQL'],
  [
    /Failed query|violates .*constraint|syntax error at or near|invalid input syntax|invalid byte sequence|relation "|duplicate key|DrizzleQueryError/i,
    'a database message',
  ],
  [
    /\b(?:TypeError|ReferenceError|RangeError|SyntaxError|ZodError)\b|Cannot read propert|is not a function|FST_ERR|\bERR_[A-Z_]{4,}|Unexpected token/,
    'an internal error message',
  ],
];

type Tally = { requests: number; statuses: Map<number, number> };
const tallies = new Map<string, Tally>();
let cookies: Record<Visitor, () => Promise<string | undefined>>;
let ip = 0;
const started = Date.now();

beforeAll(async () => {
  const base = await insertCatalogueBase(t.db);
  const product = await insertProduct(t.db, { stock: [{ color: base.colors.navy, size: base.sizes.M, quantity: 50 }] });
  await t.db.insert(promoCodes).values({ code: 'FUZZ10', type: 'rate', value: 10, startsOn: '2020-01-01', endsOn: '2099-12-31' });
  await t.app.catalogue.snapshot();

  const customer = await insertCustomer(t.db, { password: 'le vrai mot de passe du client' });
  await t.db.insert(customerAddresses).values({
    customerId: customer.id,
    firstName: 'Zoé',
    lastName: 'Martin',
    email: customer.email,
    phone: '0612345678',
    line1: '1 rue du Port',
    line2: '',
    city: 'Lyon',
    zip: '69002',
    country: 'FR',
    isDefaultDelivery: true,
    isDefaultBilling: true,
  });
  const guest = await t.app.inject({
    method: 'POST',
    url: '/api/store/cart/lines',
    payload: { productId: product.id, colorId: base.colors.navy.id, sizeId: base.sizes.M.id, quantity: 2 },
  });
  const cartCookie = guest.cookies.find((cookie) => cookie.name === 'cart');
  expect(cartCookie, guest.body).toBeDefined();

  cookies = {
    anonymous: async () => undefined,
    // A fresh session each time: a fuzzed logout or password change must not sign the next request out.
    customer: async () => signInAs(t.db, customer.id),
    'guest with a cart': async () => `cart=${cartCookie!.value}`,
    'unreadable cookies': async () => 'lang=%; sid=%E0%A4%A; cart=%ZZ; x=\u00ff',
  };
});

afterAll(async () => {
  const lines = [...tallies].map(([name, tally]) => {
    const statuses = [...tally.statuses].sort(([a], [b]) => a - b).map(([status, count]) => `${status}×${count}`);
    return `  ${name.padEnd(52)} ${String(tally.requests).padStart(4)}  ${statuses.join(' ')}`;
  });
  const total = [...tallies.values()].reduce((sum, tally) => sum + tally.requests, 0);
  console.log(
    `API fuzz, seed ${SEED}: ${total} requests over ${tallies.size} operations in ${((Date.now() - started) / 1000).toFixed(1)} s\n${lines.join('\n')}`,
  );
  await t.close();
});

async function send(request: MalformedRequest): Promise<LightMyRequestResponse> {
  const cookie = await cookies[request.visitor]();
  ip += 1;
  return t.app.inject({
    method: request.method as 'GET',
    url: request.url,
    // Each request from its own address, so the per-IP rate limits do not hide the routes behind 429s.
    remoteAddress: `10.${(ip >> 16) & 255}.${(ip >> 8) & 255}.${ip & 255}`,
    headers: {
      'accept-language': request.acceptLanguage,
      ...(cookie ? { cookie } : {}),
      ...(request.contentType !== undefined ? { 'content-type': request.contentType } : {}),
    },
    ...(request.payload !== undefined ? { payload: request.payload } : {}),
  });
}

function record(operation: Operation, status: number) {
  const tally = tallies.get(operationName(operation)) ?? { requests: 0, statuses: new Map<number, number>() };
  tally.requests += 1;
  tally.statuses.set(status, (tally.statuses.get(status) ?? 0) + 1);
  tallies.set(operationName(operation), tally);
}

describe(`the API under malformed input (seed ${SEED})`, () => {
  it.each(operations.map((operation, index) => [operationName(operation), operation, index] as const))(
    '%s answers every malformed request without a 5xx or a leak',
    async (_name, operation, index) => {
      await fc.assert(
        fc.asyncProperty(malformedRequest(operation), async (request) => {
          const from = log.lines.length;
          const response = await send(request);
          record(operation, response.statusCode);
          const shown = `${request.method} ${request.url.slice(0, 200)} as ${request.visitor} → ${response.statusCode} ${response.body.slice(0, 300)}`;
          expect(response.statusCode, shown).toBeLessThan(500);
          const warnings = log.entries(from).filter((entry) => (entry.level as number) >= 40);
          expect(
            warnings.map((entry) => entry.msg),
            `log lines written for ${shown}`,
          ).toEqual([]);
          for (const [pattern, what] of LEAKS) expect(pattern.test(response.body), `${what} in the answer to ${shown}`).toBe(false);
        }),
        // One seed per operation, derived from the run's, so each operation gets its own inputs.
        { seed: SEED + index, numRuns: runsFor(operation), endOnFailure: true },
      );
    },
  );

  it(`sent at least ${MIN_REQUESTS} requests`, () => {
    const total = [...tallies.values()].reduce((sum, tally) => sum + tally.requests, 0);
    expect(total).toBeGreaterThanOrEqual(MIN_REQUESTS);
  });
});
