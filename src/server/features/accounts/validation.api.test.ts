import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/helpers/app';
import { insertCustomer, signInAs, type CustomerRow } from '../../../../tests/helpers/sessions';
import { customers } from '../../../db/schema';
import type { Locale } from '../../../domain/locale';
import { callApi, customerRow, expectRefusal, rowCounts } from './api-test-kit';

/**
 * Bad input in any field of any account form: 400 naming the field, the form's own sentence
 * in the caller's language, and nothing written.
 */

let t: TestApp;
let customer: CustomerRow;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  customer = await insertCustomer(t.db, { email: 'valide@exemple.fr', password: 'le bon mot de passe' });
  cookie = await signInAs(t.db, customer.id);
});
afterAll(() => t.close());

type Case = [label: string, value: unknown, key: string];
const MISSING = undefined;
const GENERIC = 'errors:invalidParameter';

const nameCases = (kind: 'firstName' | 'lastName'): Case[] => [
  ['empty', '', `account:validation.${kind}Required`],
  ['only spaces', '   ', `account:validation.${kind}Required`],
  ['missing', MISSING, `account:validation.${kind}Required`],
  ['101 characters', 'é'.repeat(101), `account:validation.${kind}TooLong`],
  ['a digit', 'Zoé2', 'account:validation.dontUseSpecialCharacters'],
  ['markup', '<b>Zoé</b>', 'account:validation.dontUseSpecialCharacters'],
  ['a number', 42, GENERIC],
  ['null', null, GENERIC],
];
const emailCases: Case[] = [
  ['empty', '', 'account:validation.emailRequired'],
  ['missing', MISSING, 'account:validation.emailRequired'],
  ['without @', 'zoe.exemple.fr', 'account:validation.emailInvalid'],
  ['without domain', 'zoe@', 'account:validation.emailInvalid'],
  ['with spaces inside', 'zoé martin@exemple.fr', 'account:validation.emailInvalid'],
  ['255 characters', `${'a'.repeat(244)}@exemple.fr`, 'account:validation.emailTooLong'],
  ['a number', 42, GENERIC],
  ['a list', ['zoe@exemple.fr'], GENERIC],
];
const newPasswordCases: Case[] = [
  ['empty', '', 'account:validation.passwordRequired'],
  ['missing', MISSING, 'account:validation.passwordRequired'],
  ['7 characters', '1234567', 'account:validation.passwordTooShort'],
  ['129 characters', 'a'.repeat(129), 'account:validation.passwordTooLong'],
  ['a number', 12345678, GENERIC],
];
const passwordCases: Case[] = [
  ['empty', '', 'account:validation.passwordRequired'],
  ['missing', MISSING, 'account:validation.passwordRequired'],
  ['129 characters', 'a'.repeat(129), 'account:validation.passwordTooLong'],
  ['a number', 12345678, GENERIC],
];
const codeCases: Case[] = [
  ['empty', '', 'errors:linkExpired'],
  ['missing', MISSING, 'errors:linkExpired'],
  ['129 characters', 'a'.repeat(129), 'errors:linkExpired'],
  ['a number', 42, GENERIC],
];

type Form = {
  name: string;
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  signedIn?: boolean;
  valid: () => Record<string, unknown>;
  fields: Record<string, Case[]>;
};

let n = 0;
const FORMS: Form[] = [
  {
    name: 'registration',
    method: 'POST',
    path: '/account/register',
    valid: () => ({
      firstName: 'Zoé',
      lastName: 'Martin',
      email: `nouvelle${++n}@exemple.fr`,
      password: 'un secret solide',
      acceptTerms: true,
      newsletter: true,
    }),
    fields: {
      firstName: nameCases('firstName'),
      lastName: nameCases('lastName'),
      email: emailCases,
      password: newPasswordCases,
      acceptTerms: [
        ['false', false, 'account:validation.acceptTerms'],
        ['missing', MISSING, 'account:validation.acceptTerms'],
        ['the text "true"', 'true', 'account:validation.acceptTerms'],
      ],
      newsletter: [['the text "yes"', 'yes', GENERIC]],
    },
  },
  {
    name: 'sign-in',
    method: 'POST',
    path: '/account/login',
    valid: () => ({ email: customer.email, password: 'le bon mot de passe' }),
    fields: { email: emailCases, password: passwordCases },
  },
  {
    name: 'confirmation resend',
    method: 'POST',
    path: '/account/confirm/resend',
    valid: () => ({ email: customer.email }),
    fields: { email: emailCases },
  },
  {
    name: 'forgotten password',
    method: 'POST',
    path: '/account/password/forgot',
    valid: () => ({ email: customer.email }),
    fields: { email: emailCases },
  },
  {
    name: 'registration confirmation',
    method: 'POST',
    path: '/account/confirm',
    valid: () => ({ email: customer.email, code: 'c'.repeat(43) }),
    fields: { email: emailCases, code: codeCases },
  },
  {
    name: 'password reset',
    method: 'POST',
    path: '/account/password/reset',
    valid: () => ({ email: customer.email, code: 'c'.repeat(43), password: 'un secret solide' }),
    fields: { email: emailCases, code: codeCases, password: newPasswordCases },
  },
  {
    name: 'personal information',
    method: 'PATCH',
    path: '/account/profile',
    signedIn: true,
    valid: () => ({ firstName: 'Léa', lastName: 'Dupont', email: `changement${++n}@exemple.fr` }),
    fields: { firstName: nameCases('firstName'), lastName: nameCases('lastName'), email: emailCases },
  },
  {
    name: 'password change',
    method: 'PUT',
    path: '/account/password',
    signedIn: true,
    valid: () => ({ currentPassword: 'le bon mot de passe', newPassword: 'un secret solide' }),
    fields: { currentPassword: passwordCases, newPassword: newPasswordCases },
  },
  {
    name: 'account deletion',
    method: 'DELETE',
    path: '/account',
    signedIn: true,
    valid: () => ({ password: 'le bon mot de passe' }),
    fields: { password: passwordCases },
  },
  {
    name: 'e-mail change confirmation',
    method: 'POST',
    path: '/account/email/confirm',
    valid: () => ({ code: 'c'.repeat(43) }),
    fields: { code: codeCases },
  },
];

describe.each(FORMS)('$name form', (form) => {
  const cases = Object.entries(form.fields).flatMap(([field, fieldCases]) => fieldCases.map(([label, value, key]) => ({ field, label, value, key })));
  // Half the cases in each language.
  it.each(cases.map((c, i) => ({ ...c, locale: (i % 2 ? 'en' : 'fr') as Locale })))(
    'refuses $field $label ($locale), changing nothing',
    async ({ field, value, key, locale }) => {
      const body = { ...form.valid(), [field]: value };
      if (value === MISSING) delete body[field];
      const before = await rowCounts(t.db);
      const answer = await callApi(t.app, form.path, { method: form.method, body, lang: locale, cookie: form.signedIn ? cookie : undefined });
      expectRefusal(answer, 400, 'invalid_parameter', key, locale, field);
      expect(await rowCounts(t.db)).toEqual(before);
      expect(await customerRow(t.db, customer.id)).toEqual(customer);
    },
  );

  it('refuses a missing body', async () => {
    const answer = await callApi(t.app, form.path, { method: form.method, cookie: form.signedIn ? cookie : undefined });
    expectRefusal(answer, 400, 'invalid_parameter', 'errors:invalidRequest');
  });
});

describe('fields the forms do not have', () => {
  it('are ignored, never applied', async () => {
    const email = 'champs.en.trop@exemple.fr';
    const answer = await callApi(t.app, '/account/register', {
      body: {
        firstName: 'Zoé',
        lastName: 'Martin',
        email,
        password: 'un secret solide',
        acceptTerms: true,
        emailConfirmedAt: new Date().toISOString(),
        id: 1,
        locale: 'en',
        isAdmin: true,
      },
    });
    expect(answer.statusCode).toBe(202);
    const [created] = await t.db.select().from(customers).where(eq(customers.email, email));
    expect(created).toMatchObject({ emailConfirmedAt: null, locale: 'fr' });
    expect(created!.id).not.toBe(1);
  });
});

describe('signed-in calls from a visitor', () => {
  const calls = [
    { method: 'GET' as const, path: '/account', body: undefined },
    { method: 'PATCH' as const, path: '/account/profile', body: { firstName: 'Léa', lastName: 'Dupont', email: 'lea@exemple.fr' } },
    { method: 'PUT' as const, path: '/account/password', body: { currentPassword: 'le bon mot de passe', newPassword: 'un secret solide' } },
    { method: 'DELETE' as const, path: '/account', body: { password: 'le bon mot de passe' } },
  ];
  it.each(calls)('$method $path answers 401 without a session or with an unknown one', async ({ method, path, body }) => {
    const before = await rowCounts(t.db);
    expectRefusal(await callApi(t.app, path, { method, body }), 401, 'not_signed_in', 'errors:notSignedIn');
    expectRefusal(await callApi(t.app, path, { method, body, cookie: 'sid=forged', lang: 'en' }), 401, 'not_signed_in', 'errors:notSignedIn', 'en');
    expect(await rowCounts(t.db)).toEqual(before);
  });
});
