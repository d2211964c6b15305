import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from '../../tests/helpers/app';
import enErrors from '../i18n/en/errors';
import frErrors from '../i18n/fr/errors';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t?.close();
});

describe('the API as a whole', () => {
  it('publishes an OpenAPI document listing the store routes', async () => {
    const response = await t.app.inject({ url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json<{ openapi: string; paths: Record<string, unknown> }>();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/store/settings',
        '/api/store/products',
        '/api/store/products/{id}',
        '/api/store/colors',
        '/api/store/sizes',
        '/api/store/collections',
      ]),
    );
  });

  it('answers an unknown /api/ path with a JSON 404 in the caller’s language', async () => {
    const response = await t.app.inject({ url: '/api/nothing/here', headers: { 'accept-language': 'fr' } });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({ error: { code: 'not_found', message: frErrors.notFound } });
  });

  it('refuses a state-changing request sent from another site', async () => {
    const foreign = await t.app.inject({
      method: 'POST',
      url: '/api/store/products',
      headers: { origin: 'https://evil.example', 'accept-language': 'en' },
      payload: {},
    });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toEqual({ error: { code: 'forbidden_origin', message: enErrors.forbiddenOrigin } });

    const ownSite = await t.app.inject({ method: 'POST', url: '/api/store/products', headers: { origin: TEST_PUBLIC_URL }, payload: {} });
    expect(ownSite.statusCode).not.toBe(403);
  });
});
