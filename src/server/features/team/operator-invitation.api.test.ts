import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from '../../../../tests/helpers/app';
import { insertStaff } from '../../../../tests/helpers/staff';
import { staff, staffTokens } from '../../../db/schema';
import { HttpError } from '../../errors';
import { lastMailTo, linkIn, mailsTo } from '../accounts/api-test-kit';
import { STAFF_SESSION_COOKIE } from '../sessions/staff-plugin';
import { countMembers } from './repo';
import { inviteAdministrator } from './operator-invitation';
import { teamCall } from './team-test-kit';

/** `npm run invite-admin`'s work (ADR 26), on a shop without staff: an administrator invited as the team page invites one. */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const PASSWORD = 'le premier mot de passe de la boutique';

describe('the first administrator, invited from the command line', () => {
  it('gets the team page’s invitation: its link, mailed too, sets their password and opens the back office as an administrator', async () => {
    expect(await countMembers(t.db)).toBe(0);
    const { id, link } = await inviteAdministrator(
      t.db,
      { email: 'Claire.Martin@boutique.test', firstName: 'Claire', lastName: 'Martin' },
      TEST_PUBLIC_URL,
    );
    expect(await countMembers(t.db)).toBe(1);

    const invitation = new URL(link);
    expect(`${invitation.origin}${invitation.pathname}`).toBe(`${TEST_PUBLIC_URL}/back/login`);
    expect(invitation.searchParams.get('mode')).toBe('invitation');
    // The same link is mailed, in the back office's French, with nobody as the inviter.
    const mail = await lastMailTo(t.db, 'Claire.Martin@boutique.test');
    expect(mail.template).toBe('staff-invitation');
    expect(mail.staffId).toBeNull();
    expect(linkIn(mail, '/back/login').href).toBe(link);
    expect(mail.text).toContain('Bonjour Claire,');
    expect(mail.text).toContain('Voici l’accès à l’administration de localhost:3000, avec le rôle « administrateur ».');
    expect(mail.text).toContain('Votre identifiant : Claire.Martin@boutique.test');

    // Nobody signs in before the invitation is accepted.
    expect((await teamCall(t, undefined, 'POST', '/session', { email: 'Claire.Martin@boutique.test', password: PASSWORD })).statusCode).toBe(401);
    const accepted = await teamCall(t, undefined, 'POST', '/session/invitation', {
      email: invitation.searchParams.get('email'),
      code: invitation.searchParams.get('code'),
      password: PASSWORD,
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toEqual({ staff: { firstName: 'Claire', lastName: 'Martin', email: 'Claire.Martin@boutique.test', role: 'admin' } });

    const signedIn = await teamCall(t, undefined, 'POST', '/session', { email: 'claire.martin@boutique.test', password: PASSWORD });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const cookie = `${STAFF_SESSION_COOKIE}=${signedIn.cookies.find((c) => c.name === STAFF_SESSION_COOKIE)!.value}`;
    // An administrator's page: the team, where they are the one member, invitation done.
    const team = await teamCall(t, cookie, 'GET', '/team');
    expect(team.statusCode).toBe(200);
    expect(team.json()).toMatchObject({
      members: [{ id, role: 'admin', login: 'Claire.Martin@boutique.test', invitationPending: false, isYou: true }],
    });
  });

  it('refuses an address already in the team, whatever its case, or that is a member’s login, writing nothing', async () => {
    await insertStaff(t.db, 'collaborator', { email: 'ines@boutique.test', login: 'lucie@boutique.test' });
    const before = { staff: await t.db.select().from(staff).orderBy(asc(staff.id)), tokens: await t.db.select().from(staffTokens) };
    for (const [email, code] of [
      ['CLAIRE.martin@boutique.test', 'login_taken'],
      ['ines@boutique.test', 'email_taken'],
      ['lucie@boutique.test', 'login_taken'],
    ] as const) {
      const refusal = await inviteAdministrator(t.db, { email }, TEST_PUBLIC_URL).catch((error: unknown) => error);
      expect(refusal, email).toBeInstanceOf(HttpError);
      expect((refusal as HttpError).code, email).toBe(code);
      expect(await mailsTo(t.db, email)).toEqual([]);
    }
    expect({ staff: await t.db.select().from(staff).orderBy(asc(staff.id)), tokens: await t.db.select().from(staffTokens) }).toEqual(before);
  });

  it('without names, greets them by their address’s local part and leaves the rest of their card to them', async () => {
    const { id } = await inviteAdministrator(t.db, { email: 'gerance@boutique.test' }, TEST_PUBLIC_URL);
    const [member] = await t.db.select().from(staff).where(eq(staff.id, id));
    expect(member).toMatchObject({
      firstName: 'gerance',
      lastName: '',
      phone: '',
      login: 'gerance@boutique.test',
      role: 'admin',
      passwordHash: null,
    });
    expect((await lastMailTo(t.db, 'gerance@boutique.test')).text).toContain('Bonjour gerance,');
  });
});
