import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/helpers/app';

/** Unaccented page paths, as people type them, lead to the spec's accented pages. */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t?.close();
});

describe('an accented page typed without its accent', () => {
  it.each([
    ['/nouveautes', '/nouveaut%C3%A9s'],
    ['/protection-des-donnees', '/protection-des-donn%C3%A9es'],
  ])('%s is moved for good to the accented page', async (typed, location) => {
    for (const method of ['GET', 'HEAD'] as const) {
      const response = await t.app.inject({ method, url: typed });
      expect([method, response.statusCode, response.headers.location]).toEqual([method, 301, location]);
      expect(decodeURI(location)).toMatch(/é/);
    }
  });

  it('keeps the query string (filters, language, campaign tags)', async () => {
    const response = await t.app.inject({ url: '/nouveautes?lang=en&sort=price&utm_source=mail' });
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('/nouveaut%C3%A9s?lang=en&sort=price&utm_source=mail');
  });

  it('leaves other paths alone', async () => {
    expect((await t.app.inject({ url: '/nouveautes-hiver' })).statusCode).not.toBe(301);
  });
});
