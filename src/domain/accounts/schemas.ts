import { z } from 'zod';
import { codeField, emailField, firstNameField, lastNameField, newPasswordField, passwordField } from './fields';

/**
 * What each account form sends. Unknown extra fields are dropped (zod's default), never
 * applied: identity and account state come from the session and the server, not the body.
 */

export const registerSchema = z.object({
  firstName: firstNameField,
  lastName: lastNameField,
  email: emailField,
  password: newPasswordField,
  acceptTerms: z.literal(true, { error: 'account:validation.acceptTerms' }),
  /** Checked by default on the form; a caller that leaves it out does not subscribe. */
  newsletter: z.boolean().default(false),
});

/**
 * An account made from a paid guest order (the confirmation page): the e-mail is the order's,
 * found by the server from the visitor's cart, never sent by the browser.
 */
export const registerFromOrderSchema = registerSchema.omit({ email: true });

export const signInSchema = z.object({ email: emailField, password: passwordField });

/** Forgot password, resend the confirmation mail. */
export const emailOnlySchema = z.object({ email: emailField });

export const confirmRegistrationSchema = z.object({ email: emailField, code: codeField });

export const resetPasswordSchema = z.object({ email: emailField, code: codeField, password: newPasswordField });

/** The reset page's own fields; only `password` is sent, with the link's e-mail and code. */
export const resetPasswordFormSchema = z
  .object({ password: newPasswordField, confirmPassword: z.string() })
  .refine((form) => form.password === form.confirmPassword, { message: 'account:validation.passwordsDontMatch', path: ['confirmPassword'] });

export const profileSchema = z.object({ firstName: firstNameField, lastName: lastNameField, email: emailField });

export const changePasswordSchema = z.object({ currentPassword: passwordField, newPassword: newPasswordField });

export const deleteAccountSchema = z.object({ password: passwordField });

export const confirmEmailChangeSchema = z.object({ code: codeField });

export type RegisterInput = z.infer<typeof registerSchema>;
export type RegisterFromOrderInput = z.infer<typeof registerFromOrderSchema>;
export type ProfileInput = z.infer<typeof profileSchema>;
