import { describe, expect, it } from 'vitest';
import { validateNewsletter } from './newsletter-validation';

describe('validateNewsletter', () => {
  it('accepts an address with the terms accepted', () => {
    expect(validateNewsletter({ email: ' jeanne.martin@exemple.fr ', termsAccepted: true })).toEqual({});
  });

  it('asks for the address and the terms when both are missing', () => {
    expect(validateNewsletter({ email: '   ', termsAccepted: false })).toEqual({ email: 'emailRequired', terms: 'termsRequired' });
  });

  it.each(['jeanne', 'jeanne@', '@exemple.fr', 'jeanne@exemple', 'jeanne martin@exemple.fr', 'jeanne@exemple..fr'])(
    'refuses %j as an address',
    (email) => {
      expect(validateNewsletter({ email, termsAccepted: true }).email).toBe('emailInvalid');
    },
  );
});
