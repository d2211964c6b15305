import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/helpers/app';
import { callApi, expectRefusal, freshIp } from './api-test-kit';
import { RATE_LIMITS } from './rate-limits';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let n = 0;
const ROUTES = [
  {
    name: 'sign-in',
    path: '/account/login',
    limit: RATE_LIMITS.signIn.max,
    body: () => ({ email: `quelquun${++n}@exemple.fr`, password: 'un mot de passe' }),
  },
  {
    name: 'registration',
    path: '/account/register',
    limit: RATE_LIMITS.register.max,
    body: () => ({ firstName: 'Zoé', lastName: 'Martin', email: `limite${++n}@exemple.fr`, password: 'un secret solide', acceptTerms: true }),
  },
  {
    name: 'forgotten password',
    path: '/account/password/forgot',
    limit: RATE_LIMITS.forgotPassword.max,
    body: () => ({ email: `oubli${++n}@exemple.fr` }),
  },
  {
    name: 'confirmation resend',
    path: '/account/confirm/resend',
    limit: RATE_LIMITS.resendConfirmation.max,
    body: () => ({ email: `renvoi${++n}@exemple.fr` }),
  },
];

describe('per-IP rate limits', () => {
  it('are the contract’s numbers', () => {
    expect(ROUTES.map((r) => [r.name, r.limit])).toEqual([
      ['sign-in', 20],
      ['registration', 5],
      ['forgotten password', 5],
      ['confirmation resend', 5],
    ]);
  });

  it.each(ROUTES)('$name: $limit calls a minute from one IP, then 429 with a clear message; other IPs go on', async ({ path, limit, body }) => {
    const ip = freshIp();
    for (let i = 0; i < limit; i++) expect((await callApi(t.app, path, { body: body(), ip })).statusCode).not.toBe(429);
    expectRefusal(await callApi(t.app, path, { body: body(), ip, lang: 'en' }), 429, 'too_many_requests', 'errors:tooManyRequests', 'en');
    expect((await callApi(t.app, path, { body: body(), ip: freshIp() })).statusCode).not.toBe(429);
  });
});

describe('the address a limit counts', () => {
  it('is the connection’s: a client cannot escape a limit by claiming other addresses in X-Forwarded-For', async () => {
    const remoteAddress = freshIp();
    const forgot = (i: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/store/account/password/forgot',
        remoteAddress,
        headers: { 'x-forwarded-for': `198.51.100.${i}` },
        payload: { email: `usurpe${i}@exemple.fr` },
      });
    for (let i = 0; i < RATE_LIMITS.forgotPassword.max; i++) expect((await forgot(i)).statusCode).toBe(202);
    expect((await forgot(99)).statusCode).toBe(429);
  });
});
