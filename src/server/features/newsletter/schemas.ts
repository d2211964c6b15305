import { z } from 'zod';

/** Messages are keys of the `errors` catalogue: the API answers with the translated sentence and the field. */
const email = z
  .string({ error: (issue) => (issue.input === undefined ? 'errors:newsletter.emailRequired' : undefined) })
  .trim()
  .min(1, 'errors:newsletter.emailRequired')
  .max(254, 'errors:newsletter.emailInvalid')
  .pipe(z.email('errors:newsletter.emailInvalid'));

export const subscribeBody = z.object({
  email,
  acceptTerms: z.literal(true, { error: 'errors:newsletter.termsRequired' }),
});

export const unsubscribeBody = z.object({ email });

/** The code of a confirmation link; people do not type it, so a broken one reads as an invalid link. */
export const confirmBody = z.object({
  code: z
    .string({ error: 'errors:newsletter.confirmationInvalid' })
    .min(1, 'errors:newsletter.confirmationInvalid')
    .max(128, 'errors:newsletter.confirmationInvalid'),
});

/** Tokens are 43 base64url characters (security/tokens.ts); anything far longer is not one. */
export const tokenParams = z.object({ token: z.string().min(1).max(128) });

export const messageSchema = z.object({ message: z.string() });
