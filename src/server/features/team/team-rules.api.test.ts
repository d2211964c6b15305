import { and, eq, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/helpers/app';
import { insertOrder } from '../../../../tests/helpers/orders';
import { insertStaff, signInStaffAs } from '../../../../tests/helpers/staff';
import { invoices, mailOutbox, newsletterArticles, orderEvents, productMedia, sessions, settings, staff } from '../../../db/schema';
import { DEMO_SETTINGS } from '../../../db/seed/demo-settings';
import type { StaffOrderDetail } from '../../../domain/orders/staff-orders';
import { SETTING_KEYS } from '../../../domain/settings';
import type { StaffRole } from '../../../domain/staff/staff';
import { expectRefusal } from '../accounts/api-test-kit';
import { expectSaved, memberBody, sessionStatus, teamCall } from './team-test-kit';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await t.db.insert(settings).values(SETTING_KEYS.company.map((key) => ({ key, value: DEMO_SETTINGS[key] })));
});
afterAll(() => t.close());

/** A staff member of that role, signed in: their id and session cookie. */
async function member(role: StaffRole) {
  const row = await insertStaff(t.db, role);
  return { ...row, cookie: await signInStaffAs(t.db, row.id) };
}
type Member = Awaited<ReturnType<typeof member>>;

/** Makes every other administrator a collaborator, straight in the database: the rules then see these administrators only. */
async function onlyAdministrators(...ids: number[]) {
  await t.db
    .update(staff)
    .set({ role: 'collaborator' })
    .where(and(eq(staff.role, 'admin'), notInArray(staff.id, ids)));
}

const roleOf = async (id: number) => (await t.db.select({ role: staff.role }).from(staff).where(eq(staff.id, id)))[0]?.role;
const administrators = async (ids: number[]) =>
  (
    await t.db
      .select({ id: staff.id })
      .from(staff)
      .where(and(inArray(staff.id, ids), eq(staff.role, 'admin')))
  ).map((row) => row.id);
const demote = (actor: Member, target: Member) =>
  teamCall(t, actor.cookie, 'PUT', `/team/${target.id}`, memberBody({ email: target.email, login: target.login, role: 'collaborator' }));

describe('the last administrator', () => {
  it('can neither be deleted nor demoted, with a message that says why; nothing changes', async () => {
    const only = await member('admin');
    await onlyAdministrators(only.id);
    expectRefusal(await teamCall(t, only.cookie, 'DELETE', `/team/${only.id}`), 409, 'last_admin', 'back:team.errors.lastAdminDelete');
    expectRefusal(await demote(only, only), 409, 'last_admin', 'back:team.errors.lastAdminDemote', 'fr', 'role');
    expect(await roleOf(only.id)).toBe('admin');
    expect(await sessionStatus(t, only.cookie)).toBe(200);
  });

  it('may step down once another administrator exists, and is then signed out like any member whose role changed', async () => {
    const first = await member('admin');
    const second = await member('admin');
    await onlyAdministrators(first.id, second.id);
    const saved = expectSaved(await demote(first, first));
    expect(saved).toMatchObject({ sessionsEnded: true, member: { role: 'collaborator', isYou: true } });
    expect(await sessionStatus(t, first.cookie)).toBe(401);
    expect(await administrators([first.id, second.id])).toEqual([second.id]);
  });

  it('does not delete their own account, even with other administrators around: another administrator does', async () => {
    const first = await member('admin');
    const second = await member('admin');
    expectRefusal(await teamCall(t, first.cookie, 'DELETE', `/team/${first.id}`), 409, 'own_account', 'back:team.errors.ownAccount');
    expect(await sessionStatus(t, first.cookie)).toBe(200);
    expect((await teamCall(t, second.cookie, 'DELETE', `/team/${first.id}`)).statusCode).toBe(204);
    expect(await sessionStatus(t, first.cookie)).toBe(401);
  });
});

describe('two administrators at once (locked, tested on PostgreSQL with concurrent connections)', () => {
  it('demoting each other: one demotion wins, the other is refused, and one administrator remains', async () => {
    for (let round = 0; round < 5; round++) {
      const a = await member('admin');
      const b = await member('admin');
      const answers = await Promise.all([demote(a, b), demote(b, a)]);
      // The loser is refused in the transaction (no longer an administrator) or by the guard (its session ended with its role).
      expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
      expect(answers.filter((answer) => [401, 403].includes(answer.statusCode))).toHaveLength(1);
      expect(await administrators([a.id, b.id])).toHaveLength(1);
    }
  });

  it('both stepping down when they are the last two: one stays administrator', async () => {
    for (let round = 0; round < 5; round++) {
      const a = await member('admin');
      const b = await member('admin');
      await onlyAdministrators(a.id, b.id);
      const answers = await Promise.all([demote(a, a), demote(b, b)]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
      expect(answers.find((answer) => answer.statusCode === 409)!.json().error.code).toBe('last_admin');
      expect(await administrators([a.id, b.id])).toHaveLength(1);
    }
  });

  it('deleting each other: one deletion wins, and one administrator remains', async () => {
    for (let round = 0; round < 3; round++) {
      const a = await member('admin');
      const b = await member('admin');
      await onlyAdministrators(a.id, b.id);
      const answers = await Promise.all([teamCall(t, a.cookie, 'DELETE', `/team/${b.id}`), teamCall(t, b.cookie, 'DELETE', `/team/${a.id}`)]);
      // The loser is refused by the guard (its session is gone) or in the transaction (no longer an administrator).
      expect(answers.filter((answer) => answer.statusCode === 204)).toHaveLength(1);
      expect(answers.filter((answer) => [401, 403].includes(answer.statusCode))).toHaveLength(1);
      expect(await administrators([a.id, b.id])).toHaveLength(1);
    }
  });

  it('adding two members with the same login at once: one is added, the other refused naming the login', async () => {
    const admin = await member('admin');
    const login = 'meme.identifiant';
    const answers = await Promise.all([
      teamCall(t, admin.cookie, 'POST', '/team', memberBody({ login })),
      teamCall(t, admin.cookie, 'POST', '/team', memberBody({ login })),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)!.json().error).toMatchObject({ code: 'login_taken', field: 'login' });
  });
});

describe('a member’s sessions', () => {
  it('end when their role changes, either way: their next request answers 401', async () => {
    const admin = await member('admin');
    const collaborator = await member('collaborator');
    const secondSession = await signInStaffAs(t.db, collaborator.id);
    const promoted = expectSaved(
      await teamCall(t, admin.cookie, 'PUT', `/team/${collaborator.id}`, memberBody({ email: collaborator.email, login: 'promu', role: 'admin' })),
    );
    expect(promoted).toMatchObject({ sessionsEnded: true, member: { role: 'admin' } });
    expect(await sessionStatus(t, collaborator.cookie)).toBe(401);
    expect(await sessionStatus(t, secondSession)).toBe(401);
    expect(await t.db.select().from(sessions).where(eq(sessions.staffId, collaborator.id))).toEqual([]);

    const again = await signInStaffAs(t.db, collaborator.id);
    expectSaved(await demote(admin, { ...collaborator, login: 'promu' }));
    expect(await sessionStatus(t, again)).toBe(401);
    expect(await sessionStatus(t, admin.cookie)).toBe(200);
  });

  it('end when they are deleted: their next request answers 401, and they are gone from the list', async () => {
    const admin = await member('admin');
    const collaborator = await member('collaborator');
    expect((await teamCall(t, admin.cookie, 'DELETE', `/team/${collaborator.id}`)).statusCode).toBe(204);
    expectRefusal(await teamCall(t, collaborator.cookie, 'GET', '/sidebar'), 401, 'staff_not_signed_in', 'back:errors.notSignedIn');
    const list = (await teamCall(t, admin.cookie, 'GET', '/team')).json<{ members: { id: number }[] }>();
    expect(list.members.map((m) => m.id)).not.toContain(collaborator.id);
    expectRefusal(await teamCall(t, admin.cookie, 'DELETE', `/team/${collaborator.id}`), 404, 'not_found', 'back:team.errors.notFound');
  });
});

describe('deleting a member who did things', () => {
  it('keeps the orders’ timelines, invoices, mails, pictures and articles, without their name', async () => {
    const admin = await member('admin');
    const worker = await member('collaborator');
    const order = await insertOrder(t.db, { status: 'processing' });
    const as = (cookie: string, method: 'GET' | 'POST', url: string, body?: object) => teamCall(t, cookie, method, url, body);
    expect((await as(worker.cookie, 'GET', `/orders/${order.id}`)).statusCode).toBe(200);
    expect((await as(worker.cookie, 'POST', `/orders/${order.id}/notes`, { note: 'Client prévenu par téléphone.' })).statusCode).toBe(204);
    const invoice = await as(worker.cookie, 'POST', `/orders/${order.id}/invoice`);
    expect(invoice.statusCode, invoice.body).toBe(201);
    const invoiceId = invoice.json<{ id: number }>().id;
    expect((await as(worker.cookie, 'POST', `/invoices/${invoiceId}/send`)).statusCode).toBe(204);
    await t.db.insert(productMedia).values({ fileName: `upload-${worker.id}.webp`, uploadedBy: worker.id });
    await t.db
      .insert(newsletterArticles)
      .values({ title: 'Les nouveautés', author: 'Julien', description: 'Printemps', content: '<p>Bonjour</p>', createdByStaffId: worker.id });

    expect((await teamCall(t, admin.cookie, 'DELETE', `/team/${worker.id}`)).statusCode).toBe(204);

    const detail = (await as(admin.cookie, 'GET', `/orders/${order.id}`)).json<StaffOrderDetail>();
    const done = detail.timeline.filter((entry) => ['consulted', 'note', 'invoiced'].includes(entry.kind));
    expect(done.map((entry) => entry.kind).sort()).toEqual(['consulted', 'invoiced', 'note']);
    for (const entry of done) expect(entry).toMatchObject({ by: null });
    expect(
      await t.db
        .select({ id: invoices.id })
        .from(invoices)
        .where(and(eq(invoices.id, invoiceId), isNull(invoices.createdByStaffId))),
    ).toHaveLength(1);
    expect(await t.db.select().from(orderEvents).where(eq(orderEvents.orderId, order.id))).toHaveLength(2);
    expect(await t.db.select().from(mailOutbox).where(eq(mailOutbox.template, 'invoice'))).toEqual([expect.objectContaining({ staffId: null })]);
    expect(
      await t.db
        .select()
        .from(productMedia)
        .where(eq(productMedia.fileName, `upload-${worker.id}.webp`)),
    ).toEqual([expect.objectContaining({ uploadedBy: null })]);
    expect(await t.db.select().from(newsletterArticles)).toEqual([expect.objectContaining({ title: 'Les nouveautés', createdByStaffId: null })]);
  });

  it('never fails on a reference: every foreign key to staff sets null, but the sessions and links, which go with the member', async () => {
    const { rows } = (await t.db.execute(sql`
      select c.conrelid::regclass::text || '.' || a.attname as ref, c.confdeltype as rule
      from pg_constraint c join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
      where c.contype = 'f' and c.confrelid = 'staff'::regclass`)) as unknown as { rows: { ref: string; rule: string }[] };
    expect(rows.length).toBeGreaterThan(5);
    for (const { ref, rule } of rows) {
      expect(`${ref} on delete ${rule}`).toBe(`${ref} on delete ${['sessions.staff_id', 'staff_tokens.staff_id'].includes(ref) ? 'c' : 'n'}`);
    }
  });
});
