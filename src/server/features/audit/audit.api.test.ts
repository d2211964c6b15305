import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/helpers/app';
import { insertOrder } from '../../../../tests/helpers/orders';
import { insertStaff, signInStaffAs } from '../../../../tests/helpers/staff';
import { auditLog } from '../../../db/schema';
import { AUDIT_RETENTION_DAYS, JOURNALED_OPERATIONS, UNJOURNALED_OPERATIONS, type AuditEntry, type AuditPage } from '../../../domain/staff/audit-log';
import frBack from '../../../i18n/fr/back';
import { freshIp } from '../accounts/api-test-kit';
import { purgeAuditLog } from './repo';

const PASSWORD = 'le mot de passe du journal';

let t: TestApp;
let admin: Awaited<ReturnType<typeof insertStaff>>;
let adminCookie: string;
let collaborator: Awaited<ReturnType<typeof insertStaff>>;
let collaboratorCookie: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await insertStaff(t.db, 'admin', { firstName: 'Aline', lastName: 'Journal', password: PASSWORD });
  adminCookie = await signInStaffAs(t.db, admin.id);
  collaborator = await insertStaff(t.db, 'collaborator', { firstName: 'Colin', lastName: 'Bureau' });
  collaboratorCookie = await signInStaffAs(t.db, collaborator.id);
});
afterAll(() => t.close());

type Call = { body?: Record<string, unknown>; cookie?: string; lang?: 'fr' | 'en' };
// Staff read the back office in French unless they chose English (the `lang` cookie).
const call = (method: InjectOptions['method'], url: string, { body, cookie, lang = 'fr' }: Call = {}) =>
  t.app.inject({
    method,
    url: `/api/admin${url}`,
    remoteAddress: freshIp(),
    headers: { cookie: [`lang=${lang}`, ...(cookie ? [cookie] : [])].join('; ') },
    ...(body ? { payload: body } : {}),
  });

const journal = async (query = '') => {
  const answer = await call('GET', `/audit-log${query}`, { cookie: adminCookie });
  expect(answer.statusCode).toBe(200);
  return answer.json<AuditPage>();
};
const latest = async (query = '') => (await journal(query)).items[0];

describe('the back-office journal', () => {
  it('knows every operation of the staff API that changes something: each is named, or said not to be journaled', () => {
    const operations = t.app.adminRouteTable.map((route) => `${route.method} ${route.url}`);
    const changes = operations.filter((operation) => !/^(GET|HEAD|OPTIONS) /.test(operation));
    const unknown = changes.filter((operation) => !(operation in JOURNALED_OPERATIONS) && !UNJOURNALED_OPERATIONS.has(operation));
    expect(unknown, 'operations to add to domain/staff/audit-log.ts').toEqual([]);
    // And nothing named there that the API no longer has (a read named there is one journaled on purpose).
    const stale = [...Object.keys(JOURNALED_OPERATIONS), ...UNJOURNALED_OPERATIONS].filter((operation) => !operations.includes(operation));
    expect(stale).toEqual([]);
  });

  it('records a sign-in, a refused one with the identifier typed (never the password), and a sign-out, with who it was', async () => {
    const signedIn = await call('POST', '/session', { body: { email: admin.email, password: PASSWORD } });
    expect(signedIn.statusCode).toBe(200);
    const cookie = `staff_sid=${signedIn.cookies.find((c) => c.name === 'staff_sid')!.value}`;
    expect(await latest('?category=session')).toMatchObject({
      actor: `Aline Journal <${admin.email}>`,
      staffId: admin.id,
      key: 'signIn',
      category: 'session',
      refused: false,
    });

    expect((await call('POST', '/session', { body: { email: 'intrus@exemple.fr', password: 'devine' } })).statusCode).toBe(401);
    const refused = await latest('?category=session');
    expect(refused).toMatchObject({ actor: 'intrus@exemple.fr', staffId: null, key: 'signIn', refused: true });
    expect(JSON.stringify(refused)).not.toContain('devine');

    expect((await call('DELETE', '/session', { cookie })).statusCode).toBe(204);
    expect(await latest('?category=session')).toMatchObject({ actor: `Aline Journal <${admin.email}>`, key: 'signOut' });
  });

  it('records a change with who made it, what it acted on and the detail worth keeping, with a link to its page', async () => {
    const order = await insertOrder(t.db, { status: 'processing' });
    const changed = await call('PATCH', `/orders/${order.id}/status`, {
      cookie: collaboratorCookie,
      body: { status: 'shipped', carrier: 'mondial_relay', trackingNumber: '12345678' },
    });
    expect(changed.statusCode).toBe(204);
    expect(await latest('?category=orders')).toMatchObject({
      actor: `Colin Bureau <${collaborator.email}>`,
      staffId: collaborator.id,
      operation: 'PATCH /api/admin/orders/:id/status',
      key: 'orderStatusChanged',
      subject: String(order.id),
      subjectPath: `/back/commandes/${order.id}`,
      detail: 'shipped',
      detailKind: 'status',
    } satisfies Partial<AuditEntry>);

    // A creation is journaled with the id the answer gave it.
    const added = await call('POST', '/sizes', { cookie: adminCookie, body: { name: '6XL' } });
    expect(added.statusCode).toBe(201);
    expect(await latest('?category=parameters')).toMatchObject({ key: 'sizeCreated', subject: String(added.json<{ id: number }>().id) });
  });

  it('leaves out what was refused and what changed nothing', async () => {
    const before = (await journal()).total;
    // Refused by the role check, by validation, and a preview.
    expect((await call('POST', '/sizes', { cookie: collaboratorCookie, body: { name: '7XL' } })).statusCode).toBe(403);
    expect((await call('POST', '/sizes', { cookie: adminCookie, body: { name: '' } })).statusCode).toBe(400);
    await call('POST', '/newsletters/preview', { cookie: adminCookie, body: { title: 'Essai', content: '<p>Essai</p>' } });
    expect((await journal()).total).toBe(before);
  });

  it('finds rows by who acted or the number acted on, by kind and by Paris day', async () => {
    const order = await insertOrder(t.db, { status: 'processing' });
    await call('POST', `/orders/${order.id}/notes`, { cookie: collaboratorCookie, body: { note: 'Client prévenu' } });
    expect((await journal(`?q=${order.id}`)).items.map((entry) => entry.key)).toEqual(['orderNoted']);
    expect((await journal('?q=colin')).items.every((entry) => entry.actor.startsWith('Colin Bureau'))).toBe(true);
    expect((await journal('?q=colin')).items.length).toBeGreaterThan(0);
    expect((await journal('?category=team')).items).toEqual([]);

    // 23:30 UTC on 31 January is 00:30 on 1 February in Paris.
    await t.db.insert(auditLog).values({ at: new Date('2026-01-31T23:30:00Z'), actor: 'Ancien', action: 'PUT /api/admin/settings', status: 200 });
    expect((await journal('?from=2026-01-31&to=2026-01-31')).items).toEqual([]);
    expect((await journal('?from=2026-02-01&to=2026-02-01')).items.map((entry) => entry.actor)).toEqual(['Ancien']);
  });

  it('is the administrators’ alone, and says what is wrong with a filter in the reader’s language', async () => {
    expect((await call('GET', '/audit-log', { cookie: collaboratorCookie })).statusCode).toBe(403);
    expect((await call('GET', '/audit-log')).statusCode).toBe(401);
    const reversed = await call('GET', '/audit-log?from=2026-03-02&to=2026-03-01', { cookie: adminCookie });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().error.message).toBe(frBack.audit.errors.periodReversed);
    const english = await call('GET', '/audit-log?from=2026-02-30', { cookie: adminCookie, lang: 'en' });
    expect(english.statusCode).toBe(400);
    expect(english.json().error.message).toBe('Enter a valid date.');
  });

  it('forgets the rows past their retention and keeps the others', async () => {
    const now = new Date('2026-11-28T12:00:00Z');
    const day = 86_400_000;
    await t.db.insert(auditLog).values([
      { at: new Date(now.getTime() - (AUDIT_RETENTION_DAYS + 1) * day), actor: 'Trop ancien', action: 'PUT /api/admin/settings', status: 200 },
      { at: new Date(now.getTime() - (AUDIT_RETENTION_DAYS - 1) * day), actor: 'Encore gardé', action: 'PUT /api/admin/settings', status: 200 },
    ]);
    expect(await purgeAuditLog(t.db, now)).toBeGreaterThanOrEqual(1);
    const actors = (await journal('?q=' + encodeURIComponent('e'))).items.map((entry) => entry.actor);
    expect(actors).toContain('Encore gardé');
    expect(actors).not.toContain('Trop ancien');
  });
});
