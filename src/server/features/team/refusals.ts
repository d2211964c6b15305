import { HttpError } from '../../errors';

/** The team API's expected refusals, each with its code and back-office message (`back:team.errors.*`). */
const key = (name: string) => `back:team.errors.${name}`;

export const memberNotFound = () => new HttpError(404, 'not_found', key('notFound'));

/** A login or an e-mail address another member has (case ignored): said beside that field. */
export const loginTaken = () => new HttpError(409, 'login_taken', key('loginTaken'), 'login');
export const emailTaken = () => new HttpError(409, 'email_taken', key('emailTaken'), 'email');

/** The shop always keeps an administrator, or nobody could manage the team and the settings again. */
export const lastAdministrator = (change: 'delete' | 'demote') =>
  new HttpError(409, 'last_admin', key(change === 'delete' ? 'lastAdminDelete' : 'lastAdminDemote'), change === 'demote' ? 'role' : undefined);

/** An administrator does not delete their own account: another administrator does, on purpose. */
export const cannotDeleteSelf = () => new HttpError(409, 'own_account', key('ownAccount'));

/** The caller stopped being an administrator (demoted or deleted by another one) while the request was on its way. */
export const noLongerAdministrator = () => new HttpError(403, 'forbidden', 'back:errors.forbidden');

/** Only a member who has not chosen a password yet needs an invitation. */
export const alreadyActive = () => new HttpError(409, 'already_active', key('alreadyActive'));

/** An invitation link that cannot be used, with what the member should do about it. */
export const invitationRefused = (why: 'invalid' | 'used' | 'expired') =>
  new HttpError(400, 'invalid_code', key({ invalid: 'invitationInvalid', used: 'invitationUsed', expired: 'invitationExpired' }[why]));
