import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/helpers/app';
import { insertCustomer, signInAs } from '../../../../tests/helpers/sessions';
import { insertStaff, signInStaffAs, type StaffRow } from '../../../../tests/helpers/staff';
import { staff } from '../../../db/schema';
import { expectRefusal, lastMailTo, linkIn } from '../accounts/api-test-kit';
import { addMember, expectSaved, memberBody, sessionStatus, teamCall } from './team-test-kit';

let t: TestApp;
let admin: StaffRow;
let adminCookie: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await insertStaff(t.db, 'admin', { lastName: 'Martin', firstName: 'Claire', phone: '0478123456' });
  adminCookie = await signInStaffAs(t.db, admin.id);
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, lang?: 'fr' | 'en') =>
  teamCall(t, adminCookie, method, url, payload, lang);
const staffCount = async () => (await t.db.select({ n: sql<number>`count(*)::int` }).from(staff))[0]!.n;

describe('the team list and a member (GET /back/admin/datas, /back/admin/data/{id})', () => {
  it('lists every member by last name with identity, role, address and contacts, marks the caller, and never shows a password', async () => {
    const collaborator = await insertStaff(t.db, 'collaborator', { lastName: 'Moreau', firstName: 'Julien', line2: 'Atelier, 2e étage' });
    const response = await call('GET', '/team');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const { members } = response.json<{ members: Record<string, unknown>[] }>();
    const names = members.map((m) => m.lastName);
    expect(names).toEqual([...names].sort((a, b) => String(a).localeCompare(String(b))));
    expect(members.find((m) => m.id === admin.id)).toMatchObject({ firstName: 'Claire', lastName: 'Martin', role: 'admin', isYou: true });
    expect(members.find((m) => m.id === collaborator.id)).toEqual({
      id: collaborator.id,
      lastName: 'Moreau',
      firstName: 'Julien',
      email: collaborator.email,
      phone: collaborator.phone,
      login: collaborator.login,
      line1: collaborator.line1,
      line2: 'Atelier, 2e étage',
      zip: collaborator.zip,
      city: collaborator.city,
      country: 'FR',
      role: 'collaborator',
      invitationPending: false,
      invitationExpiresAt: null,
      isYou: false,
    });
    expect(response.body).not.toMatch(/password|hash/i);

    const one = await call('GET', `/team/${collaborator.id}`);
    expect(one.json()).toMatchObject({ id: collaborator.id, lastName: 'Moreau', isYou: false });
    expectRefusal(await call('GET', '/team/999999'), 404, 'not_found', 'back:team.errors.notFound');
  });

  it('is for administrators only: a collaborator gets 403, a customer and a visitor 401', async () => {
    const collaborator = await signInStaffAs(t.db, (await insertStaff(t.db, 'collaborator')).id);
    const customer = await signInAs(t.db, (await insertCustomer(t.db)).id);
    expectRefusal(await teamCall(t, collaborator, 'GET', '/team'), 403, 'forbidden', 'back:errors.forbidden');
    expectRefusal(await teamCall(t, collaborator, 'POST', '/team', memberBody()), 403, 'forbidden', 'back:errors.forbidden');
    expectRefusal(await teamCall(t, customer, 'GET', '/team'), 401, 'staff_not_signed_in', 'back:errors.notSignedIn');
    expectRefusal(await teamCall(t, undefined, 'DELETE', `/team/${admin.id}`), 401, 'staff_not_signed_in', 'back:errors.notSignedIn');
  });
});

describe('adding a member (POST /back/admin/create)', () => {
  it('adds them without any password, invited by mail to choose their own; they cannot sign in before', async () => {
    const body = memberBody({ lastName: 'Lefèvre', email: 'Ines.Lefevre@Atelier.test', login: 'ilefevre', role: 'admin' });
    const saved = expectSaved(await call('POST', '/team', body), 201);
    expect(saved).toMatchObject({ invitationSent: true, sessionsEnded: false });
    expect(saved.member).toMatchObject({
      lastName: 'Lefèvre',
      email: 'Ines.Lefevre@Atelier.test',
      login: 'ilefevre',
      role: 'admin',
      invitationPending: true,
    });
    const validFor = new Date(saved.member.invitationExpiresAt!).getTime() - Date.now();
    expect(validFor).toBeGreaterThan(6.9 * 86_400_000);
    expect(validFor).toBeLessThanOrEqual(7 * 86_400_000);
    const [row] = await t.db.select().from(staff).where(eq(staff.id, saved.member.id));
    expect(row!.passwordHash).toBeNull();

    const mail = await lastMailTo(t.db, 'Ines.Lefevre@Atelier.test');
    expect(mail).toMatchObject({ template: 'staff-invitation', locale: 'fr', staffId: admin.id });
    expect(mail.text).toContain('Claire Martin vous ouvre l’accès à l’administration');
    expect(mail.text).toContain('Votre identifiant : ilefevre');
    expect(linkIn(mail, '/back/login').searchParams.get('mode')).toBe('invitation');

    for (const login of ['ilefevre', 'Ines.Lefevre@Atelier.test']) {
      expectRefusal(
        await teamCall(t, undefined, 'POST', '/session', { email: login, password: 'any password at all' }),
        401,
        'invalid_credentials',
        'back:errors.invalidCredentials',
      );
    }
  });

  it('writes the invitation in the language of the administrator’s page', async () => {
    const body = memberBody();
    expectSaved(await call('POST', '/team', body, 'en'), 201);
    const mail = await lastMailTo(t.db, body.email);
    expect(mail.locale).toBe('en');
    expect(mail.subject).toMatch(/^Your access to the .* back office$/);
  });

  it.each([
    ['lastName', { lastName: '  ' }, 'back:team.validation.lastNameMissing'],
    ['firstName', { firstName: '' }, 'back:team.validation.firstNameMissing'],
    ['email', { email: '' }, 'back:team.validation.emailMissing'],
    ['email', { email: 'ines.atelier.test' }, 'back:team.validation.emailInvalid'],
    ['phone', { phone: '' }, 'back:team.validation.phoneMissing'],
    ['phone', { phone: 'pas de téléphone' }, 'back:team.validation.phoneDigit'],
    ['phone', { phone: '06 12 34 56 78 ou 79' }, 'back:team.validation.phoneCharacters'],
    ['login', { login: '' }, 'back:team.validation.loginMissing'],
    ['login', { login: 'inès lefèvre' }, 'back:team.validation.loginInvalid'],
    ['login', { login: 'quelquun@ailleurs.test' }, 'back:team.validation.loginInvalid'],
    ['zip', { zip: 'Lyon' }, 'back:team.validation.zipDigit'],
    ['country', { country: 'Pays *' }, 'back:team.validation.countryMissing'],
    ['role', { role: 'owner' }, 'back:team.validation.roleMissing'],
    ['line1', { line1: 'x'.repeat(121) }, 'back:team.validation.tooLong'],
    ['city', { city: 'Lyon\u0000' }, 'errors:invalidCharacters'],
  ])('refuses a bad %s with its own message, in French and English, and adds nobody', async (field, values, key) => {
    const before = await staffCount();
    const body = { ...memberBody(), ...values };
    expectRefusal(await call('POST', '/team', body), 400, 'invalid_parameter', key, 'fr', field);
    expectRefusal(await call('POST', '/team', body, 'en'), 400, 'invalid_parameter', key, 'en', field);
    expect(await staffCount()).toBe(before);
  });

  it('accepts a member without an address, and the member’s own e-mail address as login', async () => {
    const body = memberBody({ line1: '', zip: '', city: '' });
    const saved = expectSaved(await call('POST', '/team', { ...body, login: body.email.toUpperCase(), line2: undefined, country: undefined }), 201);
    expect(saved.member).toMatchObject({ line1: '', line2: '', zip: '', city: '', country: 'FR', login: body.email.toUpperCase() });
  });

  it('refuses a login or an e-mail address another member has, whatever the case, naming the field, and adds nobody', async () => {
    const existing = await addMember(t, adminCookie);
    const before = await staffCount();
    expectRefusal(
      await call('POST', '/team', memberBody({ login: existing.login.toUpperCase() })),
      409,
      'login_taken',
      'back:team.errors.loginTaken',
      'fr',
      'login',
    );
    expectRefusal(
      await call('POST', '/team', memberBody({ email: existing.email.toUpperCase() }), 'en'),
      409,
      'email_taken',
      'back:team.errors.emailTaken',
      'en',
      'email',
    );
    expect(await staffCount()).toBe(before);
  });
});

describe('editing a member (POST /back/admin/edite)', () => {
  it('saves every field; the member’s sessions stay while their role does not change', async () => {
    const member = await insertStaff(t.db, 'collaborator');
    const memberCookie = await signInStaffAs(t.db, member.id);
    const body = memberBody({ lastName: 'Nouveau-Nom', line2: 'Bâtiment B', country: 'BE', phone: '+32 470 12 34 56' });
    const saved = expectSaved(await call('PUT', `/team/${member.id}`, body));
    expect(saved).toMatchObject({ sessionsEnded: false, invitationSent: false });
    expect(saved.member).toMatchObject({ ...body, id: member.id, invitationPending: false });
    expect(await sessionStatus(t, memberCookie)).toBe(200);
  });

  it('refuses another member’s login or address, but a member keeps their own', async () => {
    const first = await addMember(t, adminCookie);
    const second = await addMember(t, adminCookie);
    const own = memberBody({ login: first.login.toUpperCase(), email: first.email });
    expectSaved(await call('PUT', `/team/${first.id}`, own));
    expectRefusal(
      await call('PUT', `/team/${second.id}`, memberBody({ email: first.email })),
      409,
      'email_taken',
      'back:team.errors.emailTaken',
      'fr',
      'email',
    );
    expectRefusal(await call('PUT', '/team/999999', memberBody()), 404, 'not_found', 'back:team.errors.notFound');
  });

  it('invites a member whose invitation is pending again, at their new address; the old link stops working', async () => {
    const member = await addMember(t, adminCookie);
    const oldCode = linkIn(await lastMailTo(t.db, member.email), '/back/login').searchParams.get('code')!;
    const body = memberBody({ email: 'nouvelle.adresse@atelier.test' });
    const saved = expectSaved(await call('PUT', `/team/${member.id}`, body));
    expect(saved).toMatchObject({ invitationSent: true, sessionsEnded: false });
    const link = linkIn(await lastMailTo(t.db, 'nouvelle.adresse@atelier.test'), '/back/login');
    expect(link.searchParams.get('email')).toBe('nouvelle.adresse@atelier.test');
    const accept = (email: string, code: string) =>
      teamCall(t, undefined, 'POST', '/session/invitation', { email, code, password: 'un mot de passe choisi' });
    expectRefusal(await accept(member.email, oldCode), 400, 'invalid_code', 'back:team.errors.invitationInvalid');
    expect((await accept('nouvelle.adresse@atelier.test', link.searchParams.get('code')!)).statusCode).toBe(200);
  });
});
