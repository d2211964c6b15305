import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/helpers/app';
import { insertCustomer, signInAs } from '../../../../tests/helpers/sessions';
import { insertStaff, signInStaffAs } from '../../../../tests/helpers/staff';
import type { StaffAccess } from '../../../domain/staff/staff';
import { freshIp } from '../accounts/api-test-kit';

/**
 * Every `/api/admin` route, read from the app's own route table (recorded as routes are
 * declared, whichever scope declares them), called as each kind of caller. A new route is in
 * the table the moment it exists, so it cannot be left out of this test; one that forgets to
 * declare its access is administrators-only, and one registered outside the guarded scope
 * answers the anonymous caller with something else than 401 and fails here.
 */
type Caller = 'anonymous' | 'customer' | 'collaborator' | 'administrator';

/** What each caller must get: a status, or 'passes' (the guard let it through: anything but 401 or 403). */
const EXPECTED: Record<StaffAccess, Record<Caller, 401 | 403 | 'passes'>> = {
  public: { anonymous: 'passes', customer: 'passes', collaborator: 'passes', administrator: 'passes' },
  staff: { anonymous: 401, customer: 401, collaborator: 'passes', administrator: 'passes' },
  admin: { anonymous: 401, customer: 401, collaborator: 403, administrator: 'passes' },
};

let t: TestApp;
const cookies: Record<Caller, string | undefined> = { anonymous: undefined, customer: undefined, collaborator: undefined, administrator: undefined };

beforeAll(async () => {
  t = await createTestApp();
  // Staff member 1, whom the path parameters name: the matrix may delete or demote them without ending a session it uses.
  expect((await insertStaff(t.db, 'collaborator')).id).toBe(1);
  cookies.customer = await signInAs(t.db, (await insertCustomer(t.db)).id);
  cookies.collaborator = await signInStaffAs(t.db, (await insertStaff(t.db, 'collaborator')).id);
  cookies.administrator = await signInStaffAs(t.db, (await insertStaff(t.db, 'admin')).id);
});
afterAll(() => t.close());

/** A concrete URL for a route pattern: path parameters get a number (the guard answers before any lookup). */
const concrete = (url: string) => url.replace(/:[A-Za-z]+/g, '1').replace(/\*$/, 'x');

describe('role matrix of /api/admin', () => {
  it('has routes to check', () => {
    expect(t.app.adminRouteTable.length).toBeGreaterThan(0);
    expect(t.app.adminRouteTable).toContainEqual({ method: 'GET', url: '/api/admin/session', access: 'staff' });
  });

  it('lets collaborators manage products, their pictures and their stock, as administrators do (spec back-office section 6)', () => {
    const products = t.app.adminRouteTable.filter(
      (route) =>
        route.method !== 'HEAD' &&
        (route.url.startsWith('/api/admin/product') || route.url.startsWith('/api/admin/stock') || route.url === '/api/admin/catalogue-options'),
    );
    expect(products.map((route) => `${route.method} ${route.url} ${route.access}`).sort()).toEqual(
      [
        'DELETE /api/admin/products/:id staff',
        'GET /api/admin/catalogue-options staff',
        'GET /api/admin/products staff',
        'GET /api/admin/products/:id staff',
        'GET /api/admin/products/:id/stock-movements staff',
        'GET /api/admin/products/:id/stock-movements/export staff',
        'GET /api/admin/stock/export staff',
        'POST /api/admin/product-pictures staff',
        'POST /api/admin/products staff',
        'POST /api/admin/stock/import staff',
        'POST /api/admin/stock/import/check staff',
        'PUT /api/admin/products/:id staff',
        'PUT /api/admin/products/:id/publication staff',
        'POST /api/admin/products/:id/restore staff',
      ].sort(),
    );
  });

  it('lets collaborators write and publish newsletter articles, as administrators do (spec back-office section 6)', () => {
    const newsletters = t.app.adminRouteTable.filter((route) => route.method !== 'HEAD' && route.url.startsWith('/api/admin/newsletters'));
    expect(newsletters.map((route) => `${route.method} ${route.url} ${route.access}`).sort()).toEqual([
      'DELETE /api/admin/newsletters/:id staff',
      'GET /api/admin/newsletters staff',
      'GET /api/admin/newsletters/:id staff',
      'GET /api/admin/newsletters/:id/sends/latest staff',
      'GET /api/admin/newsletters/subscribers/count staff',
      'POST /api/admin/newsletters staff',
      'POST /api/admin/newsletters/:id/publish staff',
      'POST /api/admin/newsletters/preview staff',
      'PUT /api/admin/newsletters/:id staff',
    ]);
  });

  it('opens the sales dashboard, where both roles land, to collaborators as to administrators', () => {
    expect(t.app.adminRouteTable).toContainEqual({ method: 'GET', url: '/api/admin/dashboard', access: 'staff' });
  });

  it('keeps the product parameters to administrators (spec back-office section 6)', () => {
    const parameterRoutes = t.app.adminRouteTable.filter(
      (route) =>
        route.method !== 'HEAD' && /^\/api\/admin\/(collections|colors|sizes|promo-codes|settings\/free-delivery-threshold)(\/|$)/.test(route.url),
    );
    expect(parameterRoutes.map((route) => `${route.method} ${route.url}`).sort()).toEqual(
      [
        'DELETE /api/admin/collections/:id',
        'DELETE /api/admin/colors/:id',
        'DELETE /api/admin/promo-codes/:id',
        'DELETE /api/admin/sizes/:id',
        'GET /api/admin/collections',
        'GET /api/admin/colors',
        'GET /api/admin/promo-codes',
        'GET /api/admin/settings/free-delivery-threshold',
        'GET /api/admin/sizes',
        'PATCH /api/admin/promo-codes/:id',
        'POST /api/admin/collections',
        'POST /api/admin/colors',
        'POST /api/admin/promo-codes',
        'POST /api/admin/sizes',
        'PUT /api/admin/collections/:id',
        'PUT /api/admin/colors/:id',
        'PUT /api/admin/settings/free-delivery-threshold',
      ].sort(),
    );
    expect(new Set(parameterRoutes.map((route) => route.access))).toEqual(new Set(['admin']));
  });

  it('keeps the team to administrators (spec back-office section 6), but the invitation a new member accepts', () => {
    const teamRoutes = t.app.adminRouteTable.filter(
      (route) => route.method !== 'HEAD' && (route.url.startsWith('/api/admin/team') || route.url === '/api/admin/session/invitation'),
    );
    expect(teamRoutes.map((route) => `${route.method} ${route.url} ${route.access}`).sort()).toEqual([
      'DELETE /api/admin/team/:id admin',
      'GET /api/admin/team admin',
      'GET /api/admin/team/:id admin',
      'POST /api/admin/session/invitation public',
      'POST /api/admin/team admin',
      'POST /api/admin/team/:id/invitation admin',
      'PUT /api/admin/team/:id admin',
    ]);
  });

  it('keeps the site settings and the site pictures to administrators (spec back-office section 6)', () => {
    const siteRoutes = t.app.adminRouteTable.filter(
      (route) => route.method !== 'HEAD' && (route.url === '/api/admin/settings' || route.url.startsWith('/api/admin/site-images')),
    );
    expect(siteRoutes.map((route) => `${route.method} ${route.url} ${route.access}`).sort()).toEqual([
      'GET /api/admin/settings admin',
      'GET /api/admin/site-images admin',
      'PUT /api/admin/settings admin',
      'PUT /api/admin/site-images/:slot admin',
    ]);
  });

  it('answers every route, for every caller, as its declared access says', async () => {
    const results: string[] = [];
    const expected: string[] = [];
    // Sign-out is called last: it would end the session the other calls use.
    const routes = [...t.app.adminRouteTable].sort(
      (a, b) => Number(a.method === 'DELETE' && a.url === '/api/admin/session') - Number(b.method === 'DELETE' && b.url === '/api/admin/session'),
    );
    for (const route of routes) {
      for (const caller of ['anonymous', 'customer', 'collaborator', 'administrator'] as const) {
        if (route.method === 'DELETE' && route.url === '/api/admin/session' && caller !== 'anonymous') continue;
        const cookie = cookies[caller];
        const response = await t.app.inject({
          method: route.method as 'GET',
          url: concrete(route.url),
          remoteAddress: freshIp(),
          headers: cookie ? { cookie } : {},
          ...(['POST', 'PUT', 'PATCH'].includes(route.method) ? { payload: {} } : {}),
        });
        const want = EXPECTED[route.access][caller];
        const got = want === 'passes' ? ([401, 403].includes(response.statusCode) ? response.statusCode : 'passes') : response.statusCode;
        results.push(`${route.method} ${route.url} as ${caller}: ${got}`);
        expected.push(`${route.method} ${route.url} as ${caller}: ${want}`);
      }
    }
    expect(results).toEqual(expected);
  });

  it("keeps the administrator's session through the whole matrix: no refused call ended it", async () => {
    const me = await t.app.inject({ method: 'GET', url: '/api/admin/session', headers: { cookie: cookies.administrator! } });
    expect(me.statusCode).toBe(200);
  });
});
