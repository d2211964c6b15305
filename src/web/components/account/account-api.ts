import { callApi } from '../../lib/api';

/** The account and newsletter calls the pages make (contract: /api/store, identity from the session cookie). */
const ACCOUNT = '/api/store/account';
const NEWSLETTER = '/api/store/newsletter';

type Message = { message: string };
export type AccountDetails = { firstName: string; lastName: string; email: string; acceptsNewsletter: boolean; pendingEmail: string | null };
export type ProfileAnswer = { firstName: string; lastName: string; email: string; pendingEmail: string | null; message: string };

export const accountApi = {
  signIn: (body: { email: string; password: string }) => callApi<{ customer: { firstName: string } }>('POST', `${ACCOUNT}/login`, body),
  signOut: () => callApi<void>('POST', `${ACCOUNT}/logout`),
  register: (body: { firstName: string; lastName: string; email: string; password: string; acceptTerms: true; newsletter: boolean }) =>
    callApi<Message>('POST', `${ACCOUNT}/register`, body),
  confirmRegistration: (body: { email: string; code: string }) =>
    callApi<{ confirmed: true; alreadyActive: boolean }>('POST', `${ACCOUNT}/confirm`, body),
  resendConfirmation: (email: string) => callApi<Message>('POST', `${ACCOUNT}/confirm/resend`, { email }),
  forgotPassword: (email: string) => callApi<Message>('POST', `${ACCOUNT}/password/forgot`, { email }),
  resetPassword: (body: { email: string; code: string; password: string }) => callApi<Message>('POST', `${ACCOUNT}/password/reset`, body),
  details: () => callApi<AccountDetails>('GET', ACCOUNT),
  updateProfile: (body: { firstName: string; lastName: string; email: string }) => callApi<ProfileAnswer>('PATCH', `${ACCOUNT}/profile`, body),
  confirmEmailChange: (code: string) => callApi<{ email: string }>('POST', `${ACCOUNT}/email/confirm`, { code }),
  changePassword: (body: { currentPassword: string; newPassword: string }) => callApi<Message>('PUT', `${ACCOUNT}/password`, body),
  deleteAccount: (password: string) => callApi<void>('DELETE', ACCOUNT, { password }),
  subscribe: (email: string) => callApi<Message>('POST', NEWSLETTER, { email, acceptTerms: true }),
  confirmNewsletter: (code: string) => callApi<Message>('POST', `${NEWSLETTER}/confirm`, { code }),
  unsubscribe: (email: string) => callApi<Message>('POST', `${NEWSLETTER}/unsubscribe`, { email }),
  unsubscribeWithToken: (token: string) => callApi<Message>('POST', `${NEWSLETTER}/unsubscribe/${encodeURIComponent(token)}`),
};
