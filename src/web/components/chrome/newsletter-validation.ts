/** What the footer newsletter form asks before sending (spec section 5: email and terms required). */
export type NewsletterInput = { email: string; termsAccepted: boolean };
export type NewsletterErrors = {
  email?: 'emailRequired' | 'emailInvalid';
  terms?: 'termsRequired';
};

// The rule browsers apply to <input type="email"> (WHATWG HTML "valid e-mail address").
const EMAIL = /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

/** Error keys under `common:footer.newsletter.errors`; an empty object when the form may be sent. */
export function validateNewsletter({ email, termsAccepted }: NewsletterInput): NewsletterErrors {
  const errors: NewsletterErrors = {};
  const trimmed = email.trim();
  if (!trimmed) errors.email = 'emailRequired';
  else if (!EMAIL.test(trimmed) || !trimmed.includes('.', trimmed.indexOf('@'))) errors.email = 'emailInvalid';
  if (!termsAccepted) errors.terms = 'termsRequired';
  return errors;
}
