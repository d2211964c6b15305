import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from '../../../../tests/helpers/app';
import { startMailDelivery, type MailDelivery } from '../../../../tests/helpers/mail-delivery';
import { insertStaff, signInStaffAs } from '../../../../tests/helpers/staff';
import { staffTokens } from '../../../db/schema';
import { expectRefusal, lastMailTo, linkIn } from '../accounts/api-test-kit';
import { STAFF_SESSION_COOKIE } from '../sessions/staff-plugin';
import { addMember, expectSaved, sessionStatus, teamCall } from './team-test-kit';

let t: TestApp;
let delivery: MailDelivery;
let adminCookie: string;

beforeAll(async () => {
  t = await createTestApp();
  delivery = await startMailDelivery(t.db);
  adminCookie = await signInStaffAs(t.db, (await insertStaff(t.db, 'admin', { firstName: 'Claire', lastName: 'Martin' })).id);
});
afterAll(async () => {
  await delivery?.stop();
  await t?.close();
});

const PASSWORD = 'le mot de passe qu’elle a choisi';

/** The newest mail to that address as the SMTP server received it (the delivery worker sends it within moments). */
async function receivedMail(to: string, count: number) {
  await expect.poll(() => delivery.mailbox.to(to).length).toBe(count);
  return delivery.mailbox.to(to).at(-1)!;
}

/** The invitation link of a received mail, read from its text part as a person would follow it. */
function invitationLink(text: string): URL {
  const link = (text.match(/https?:\/\/\S+/g) ?? []).map((url) => new URL(url)).find((url) => url.searchParams.get('mode') === 'invitation');
  expect(link, 'an invitation link in the mail').toBeDefined();
  return link!;
}

const accept = (link: URL, password = PASSWORD) =>
  teamCall(t, undefined, 'POST', '/session/invitation', {
    email: link.searchParams.get('email'),
    code: link.searchParams.get('code'),
    password,
  });
const signIn = (email: string, password: string) => teamCall(t, undefined, 'POST', '/session', { email, password });
const staffCookieOf = (response: Awaited<ReturnType<typeof accept>>) => {
  const cookie = response.cookies.find((c) => c.name === STAFF_SESSION_COOKIE);
  expect(cookie?.value, 'a staff session cookie').toBeTruthy();
  return `${STAFF_SESSION_COOKIE}=${cookie!.value}`;
};

describe('the invitation mail (real SMTP)', () => {
  it('arrives; its link sets the member’s own password once, signs them in with their role, and then the password opens the back office', async () => {
    const member = await addMember(t, adminCookie, { firstName: 'Inès', email: 'ines@atelier.test', login: 'ines.l', role: 'collaborator' });
    const mail = await receivedMail('ines@atelier.test', 1);
    // The test shop has no name: its address stands for it ("d’" before a vowel: french-elision.test.ts).
    expect(mail.subject).toBe('Votre accès à l’administration de localhost:3000');
    expect(mail.text).toContain('Bonjour Inès,');
    // Worded for anyone, whatever their gender.
    expect(mail.text).toContain('Claire Martin vous ouvre l’accès à l’administration de localhost:3000, avec le rôle « collaborateur ».');
    expect(mail.text).toContain('Votre identifiant : ines.l');
    expect(mail.text).toContain('Ce lien ne sert qu’une fois et reste valable 7 jours.');
    expect(mail.text).toContain('Pour entrer dans l’administration, choisissez votre mot de passe :');
    const link = invitationLink(mail.text!);
    expect(`${link.origin}${link.pathname}`).toBe(`${TEST_PUBLIC_URL}/back/login`);
    expect(link.searchParams.get('email')).toBe('ines@atelier.test');
    expect(Number(link.searchParams.get('time'))).toBeGreaterThan(Date.now() + 6.9 * 86_400_000);

    // Too short a password is refused like any new password, and the link still works afterwards.
    expectRefusal(await accept(link, 'court'), 400, 'invalid_parameter', 'account:validation.passwordTooShort', 'fr', 'password');
    const accepted = await accept(link);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toEqual({ staff: { firstName: 'Inès', lastName: member.lastName, email: 'ines@atelier.test', role: 'collaborator' } });
    expect(await sessionStatus(t, staffCookieOf(accepted))).toBe(200);

    expectRefusal(await accept(link, 'un autre mot de passe'), 400, 'invalid_code', 'back:team.errors.invitationUsed');
    expect((await signIn('ines.l', PASSWORD)).statusCode).toBe(200);
    expect((await signIn('ines@atelier.test', 'un autre mot de passe')).statusCode).toBe(401);

    const listed = (await teamCall(t, adminCookie, 'GET', `/team/${member.id}`)).json();
    expect(listed).toMatchObject({ invitationPending: false, invitationExpiresAt: null });
  });

  it('refuses an expired link, saying to ask for a new one; a new invitation works and replaces the old link', async () => {
    const member = await addMember(t, adminCookie, { email: 'tardif@atelier.test' });
    const first = invitationLink((await receivedMail('tardif@atelier.test', 1)).text!);
    await t.db
      .update(staffTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(staffTokens.staffId, member.id));
    expectRefusal(await accept(first), 400, 'invalid_code', 'back:team.errors.invitationExpired');
    const expired = (await teamCall(t, adminCookie, 'GET', `/team/${member.id}`)).json();
    expect(expired.invitationPending).toBe(true);
    expect(new Date(expired.invitationExpiresAt).getTime()).toBeLessThan(Date.now());

    const resent = expectSaved(await teamCall(t, adminCookie, 'POST', `/team/${member.id}/invitation`));
    expect(resent).toMatchObject({ invitationSent: true, member: { invitationPending: true } });
    expect(new Date(resent.member.invitationExpiresAt!).getTime()).toBeGreaterThan(Date.now() + 6.9 * 86_400_000);
    const second = invitationLink((await receivedMail('tardif@atelier.test', 2)).text!);
    expect(second.searchParams.get('code')).not.toBe(first.searchParams.get('code'));
    expect((await accept(second)).statusCode).toBe(200);
  });

  it('refuses a link for another address or a made-up code, and a reset code in place of an invitation', async () => {
    const member = await addMember(t, adminCookie);
    const link = linkIn(await lastMailTo(t.db, member.email), '/back/login');
    const code = link.searchParams.get('code')!;
    const body = (email: string, value: string) => ({ email, code: value, password: PASSWORD });
    expectRefusal(
      await teamCall(t, undefined, 'POST', '/session/invitation', body('autre@atelier.test', code)),
      400,
      'invalid_code',
      'back:team.errors.invitationInvalid',
    );
    expectRefusal(
      await teamCall(t, undefined, 'POST', '/session/invitation', body(member.email, 'x'.repeat(43))),
      400,
      'invalid_code',
      'back:team.errors.invitationInvalid',
    );

    // "Forgot password" for an invited member: the reset link cannot stand for an invitation, and the invitation still works.
    expect((await teamCall(t, undefined, 'POST', '/session/password/forgot', { email: member.email })).statusCode).toBe(202);
    const resetCode = linkIn(await lastMailTo(t.db, member.email), '/back/login').searchParams.get('code')!;
    expectRefusal(
      await teamCall(t, undefined, 'POST', '/session/invitation', body(member.email, resetCode)),
      400,
      'invalid_code',
      'back:team.errors.invitationInvalid',
    );
    expect((await teamCall(t, undefined, 'POST', '/session/invitation', body(member.email, code))).statusCode).toBe(200);
    // Once the password is chosen, the reset link mailed before is spent too.
    expectRefusal(
      await teamCall(t, undefined, 'POST', '/session/password/reset', { email: member.email, code: resetCode, password: 'encore un autre' }),
      400,
      'invalid_code',
      'errors:linkExpired',
    );
  });

  it('is not sent again to a member who has chosen their password', async () => {
    const active = await insertStaff(t.db, 'collaborator', { password: PASSWORD });
    expectRefusal(await teamCall(t, adminCookie, 'POST', `/team/${active.id}/invitation`), 409, 'already_active', 'back:team.errors.alreadyActive');
    expectRefusal(await teamCall(t, adminCookie, 'POST', '/team/999999/invitation'), 404, 'not_found', 'back:team.errors.notFound');
  });
});
