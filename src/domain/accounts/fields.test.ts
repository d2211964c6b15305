import { describe, expect, it } from 'vitest';
import { emailField, firstNameField, isValidName, newPasswordField, sameEmail } from './fields';
import { resetPasswordFormSchema } from './schemas';

const firstIssue = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe('names', () => {
  it.each(['Zoé', 'Jean-Pierre', 'N’Diaye', "O'Connor", 'de La Tour', 'Łukasz', 'Дмитрий', '李', 'Zoe\u0301'])('accepts %s', (name) => {
    expect(isValidName(name)).toBe(true);
  });

  it.each(['R2D2', 'Jean_Pierre', 'Zoé!', 'a@b', '-', "' -", 'Anne\tMarie'])('refuses %s', (name) => {
    expect(isValidName(name)).toBe(false);
  });

  it('trims the name and says what is wrong', () => {
    expect(firstNameField.parse('  Zoé ')).toBe('Zoé');
    expect(firstIssue(firstNameField.safeParse('   '))).toBe('account:validation.firstNameRequired');
    expect(firstIssue(firstNameField.safeParse(undefined))).toBe('account:validation.firstNameRequired');
    expect(firstIssue(firstNameField.safeParse('a'.repeat(101)))).toBe('account:validation.firstNameTooLong');
    expect(firstIssue(firstNameField.safeParse('Zoé 2'))).toBe('account:validation.dontUseSpecialCharacters');
    expect(firstNameField.safeParse('a'.repeat(100)).success).toBe(true);
  });
});

describe('e-mail addresses', () => {
  it('keeps the address as typed, without surrounding spaces', () => {
    expect(emailField.parse('  Zoe.Martin@Example.fr ')).toBe('Zoe.Martin@Example.fr');
  });

  it('refuses empty, malformed and overlong addresses with their own message', () => {
    expect(firstIssue(emailField.safeParse(''))).toBe('account:validation.emailRequired');
    expect(firstIssue(emailField.safeParse('zoe.example.fr'))).toBe('account:validation.emailInvalid');
    expect(firstIssue(emailField.safeParse('zoe@'))).toBe('account:validation.emailInvalid');
    expect(firstIssue(emailField.safeParse(`${'a'.repeat(250)}@example.fr`))).toBe('account:validation.emailTooLong');
  });

  it('compares addresses whatever their case', () => {
    expect(sameEmail('Zoe@Example.FR', ' zoe@example.fr')).toBe(true);
    expect(sameEmail('zoe@example.fr', 'zoe@example.com')).toBe(false);
  });
});

describe('passwords', () => {
  it('takes 8 to 128 characters, spaces included', () => {
    expect(newPasswordField.safeParse('        ').success).toBe(true);
    expect(firstIssue(newPasswordField.safeParse(''))).toBe('account:validation.passwordRequired');
    expect(firstIssue(newPasswordField.safeParse('1234567'))).toBe('account:validation.passwordTooShort');
    expect(newPasswordField.safeParse('a'.repeat(128)).success).toBe(true);
    expect(firstIssue(newPasswordField.safeParse('a'.repeat(129)))).toBe('account:validation.passwordTooLong');
  });

  it('asks for the same password twice on the reset page', () => {
    expect(resetPasswordFormSchema.safeParse({ password: 'new secret 1', confirmPassword: 'new secret 1' }).success).toBe(true);
    const mismatch = resetPasswordFormSchema.safeParse({ password: 'new secret 1', confirmPassword: 'new secret 2' });
    expect(mismatch.error?.issues[0]).toMatchObject({ message: 'account:validation.passwordsDontMatch', path: ['confirmPassword'] });
  });
});
