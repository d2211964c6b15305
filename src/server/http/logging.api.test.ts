import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/helpers/app';
import { LogCapture } from '../../../tests/helpers/log-capture';
import { insertCustomer, signInAs } from '../../../tests/helpers/sessions';

/**
 * What the shop writes to its log when things go wrong: never a password, a personal field's
 * value, a session id or a one-time code (issue 7, faults 2 and 8). The log is read line by
 * line as an operator's log collector would receive it.
 */
let t: TestApp;
const log = new LogCapture();

beforeAll(async () => {
  t = await createTestApp({ logStream: log });
  // A rule the database enforces and the API does not know: a way to make a write fail inside
  // PostgreSQL with a customer's data in the statement (and in the error's "Failing row").
  await t.db.execute(sql`alter table customer_addresses add constraint fails_for_test check (city <> 'Villefailure')`);
  await t.db.execute(sql`alter table customers add constraint fails_for_test check (last_name <> 'Echecdebase')`);
});

afterAll(async () => {
  await t?.close();
});

/** Runs `action` and returns the log lines it wrote. */
async function linesOf(action: () => Promise<unknown>): Promise<{ text: string; entries: Record<string, unknown>[] }> {
  const from = log.lines.length;
  await action();
  return { text: log.text(from), entries: log.entries(from) };
}

function expectAbsent(text: string, secrets: string[]) {
  for (const secret of secrets) expect(text, `the log carries ${JSON.stringify(secret)}`).not.toContain(secret);
}

const address = {
  firstName: 'Albertine',
  lastName: 'Quennevilliers',
  line1: '12 impasse des Secrets',
  line2: 'Escalier Z',
  // Not digits only: a value that could also be part of a logged number (a response time) would prove nothing.
  zip: 'SECRET-59',
  city: 'Villefailure',
  country: 'FR',
  phone: '06 98 76 54 32',
  email: 'albertine.quennevilliers@exemple.fr',
};

describe('an unexpected database failure', () => {
  it('is logged with its kind, code and stack frames, and none of the values of the statement', async () => {
    const customer = await insertCustomer(t.db);
    const cookie = await signInAs(t.db, customer.id);
    const { text, entries } = await linesOf(async () => {
      const response = await t.app.inject({ method: 'POST', url: '/api/store/addresses', payload: address, headers: { cookie } });
      expect(response.statusCode).toBe(500);
    });

    const sessionId = cookie.split('=')[1]!;
    expectAbsent(text, [...Object.values(address).filter((value) => value !== 'FR'), sessionId, customer.email]);
    // No SQL text either: it names no value here, but a statement built with literals would.
    expect(text).not.toMatch(/insert into|customer_addresses"? \(/i);

    const failure = entries.find((entry) => entry.level === 50);
    expect(failure, 'an error line').toBeDefined();
    expect(failure!.err).toMatchObject({ type: 'DrizzleQueryError', cause: { type: expect.any(String), code: '23514' } });
    expect(JSON.stringify(failure!.err)).toMatch(/addresses\/repo\.ts:\d+/);
  });

  it('leaves out the password, the e-mail and the names sent at registration', async () => {
    const body = {
      firstName: 'Gaspardine',
      lastName: 'Echecdebase',
      email: 'gaspardine.echec@exemple.fr',
      password: 'mot de passe très secret 42',
      acceptTerms: true,
    };
    const { text, entries } = await linesOf(async () => {
      const response = await t.app.inject({ method: 'POST', url: '/api/store/account/register', payload: body, remoteAddress: '10.9.0.1' });
      expect(response.statusCode).toBe(500);
    });
    expectAbsent(text, ['Gaspardine', 'Echecdebase', 'gaspardine.echec', 'mot de passe très secret', '$argon2id$']);
    expect(entries.some((entry) => entry.level === 50)).toBe(true);
  });
});

describe('a request that is refused', () => {
  it('does not log the body it could not read, password included', async () => {
    const { text } = await linesOf(() =>
      t.app.inject({
        method: 'POST',
        url: '/api/store/account/login',
        payload: '{"email":"nina.ferrandou@exemple.fr","password":"Hunter2-tres-secret"',
        headers: { 'content-type': 'application/json' },
        remoteAddress: '10.9.0.2',
      }),
    );
    expectAbsent(text, ['nina.ferrandou', 'Hunter2-tres-secret']);
  });
});

describe('one-time codes and tokens in URLs', () => {
  it('are not written with the request’s URL, nor are the e-mail addresses beside them', async () => {
    const code = 'k3Jd9QmZbX1vNw0pL7aRt5yUe8iOs2cD';
    const { text, entries } = await linesOf(() =>
      t.app.inject({ url: `/api/store/cart?email=rose.tiphaine%40exemple.fr&code=${code}&time=1700000000&lang=en` }),
    );
    expectAbsent(text, [code, 'rose.tiphaine', 'rose.tiphaine%40exemple.fr']);
    // The log still says which call it was.
    const incoming = entries.find((entry) => entry.msg === 'incoming request') as { req: { url: string } } | undefined;
    expect(incoming?.req.url).toMatch(/^\/api\/store\/cart\?/);
    expect(incoming?.req.url).toContain('lang=en');
  });

  it.each(['GET', 'POST'] as const)('are not written when a %s carries an unsubscribe token in its path', async (method) => {
    const token = 'Zq8XnTq1sUu0mWcQ3yRb7vKf2LhG9dPe4oJa6iNtYw5';
    const { text, entries } = await linesOf(() => t.app.inject({ method, url: `/api/store/newsletter/unsubscribe/${token}` }));
    expectAbsent(text, [token]);
    const incoming = entries.find((entry) => entry.msg === 'incoming request') as { req: { url: string } } | undefined;
    expect(incoming?.req.url).toMatch(/^\/api\/store\/newsletter\/unsubscribe\//);
  });

  it('are not written when the URL cannot even be routed', async () => {
    const code = 'Wm4Hs8Kq2Xv6Np0Tz3Yb';
    const { text } = await linesOf(() => t.app.inject({ method: 'PROPFIND', url: `/reinisialisation-mot-de-passe?code=${code}` }));
    expectAbsent(text, [code]);
  });
});
