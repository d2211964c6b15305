import { HttpError } from '../../errors';

/** Expected refusals of the account API, each with its code and catalogue message. */
export const invalidCode = () => new HttpError(400, 'invalid_code', 'errors:linkExpired');
export const invalidCredentials = () => new HttpError(401, 'invalid_credentials', 'account:errors.invalidCredentials');
export const emailNotConfirmed = () => new HttpError(403, 'email_not_confirmed', 'account:errors.emailNotConfirmed');
export const signInThrottled = () => new HttpError(429, 'sign_in_throttled', 'account:errors.signInThrottled');
export const wrongPassword = (field: string) => new HttpError(400, 'wrong_password', 'account:errors.wrongPassword', field);
export const nothingChanged = () => new HttpError(400, 'nothing_changed', 'account:validation.nothingChanged');
export const emailTaken = () => new HttpError(409, 'email_taken', 'account:errors.emailTaken', 'email');
