import { z } from 'zod';
import { passwordField } from '../accounts/fields';
import { plainText } from '../plain-text';

/**
 * The back office's sign-in: a staff member types their login or their e-mail address (spec
 * back-office section 5: login and password required), so the first field is any text, not
 * necessarily an address. It keeps the name `email` the API has always had.
 */
export const staffSignInSchema = z.object({
  email: z.string({ error: 'back:login.loginMissing' }).trim().min(1, 'back:login.loginMissing').max(254, 'back:login.loginTooLong').check(plainText),
  password: passwordField,
});
