import { describe, expect, it } from 'vitest';
import { resetPasswordFormSchema, signInSchema } from '../../../domain/accounts/schemas';
import { formValues, isMessageKey, schemaErrors } from './field-errors';

describe('schemaErrors', () => {
  it('names each wrong field with the message the form shows under it', () => {
    expect(schemaErrors(signInSchema, { email: 'jeanne', password: '' })).toEqual({
      email: 'account:validation.emailInvalid',
      password: 'account:validation.passwordRequired',
    });
  });

  it('keeps only the first problem of a field', () => {
    expect(schemaErrors(signInSchema, { email: '', password: 'secret' })).toEqual({ email: 'account:validation.emailRequired' });
  });

  it('finds nothing wrong in a good form', () => {
    expect(schemaErrors(signInSchema, { email: 'jeanne@exemple.fr', password: 'secret' })).toEqual({});
  });

  it('puts a password mismatch under the confirmation field', () => {
    expect(schemaErrors(resetPasswordFormSchema, { password: 'nouveau-mot-de-passe', confirmPassword: 'autre-mot-de-passe' })).toEqual({
      confirmPassword: 'account:validation.passwordsDontMatch',
    });
  });
});

describe('isMessageKey', () => {
  it('tells catalogue keys from plain sentences', () => {
    expect(isMessageKey('account:validation.emailInvalid')).toBe(true);
    expect(isMessageKey('Invalid input: expected string')).toBe(false);
  });
});

describe('formValues', () => {
  it('reads the named fields as text, absent ones as empty', () => {
    const data = new FormData();
    data.set('email', 'jeanne@exemple.fr');
    expect(formValues(data, ['email', 'password'])).toEqual({ email: 'jeanne@exemple.fr', password: '' });
  });
});
