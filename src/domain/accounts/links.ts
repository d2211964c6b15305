/**
 * The links written in account mails, at the page URLs the spec gives (kept as spelled:
 * mails already sent and bookmarks use them). `publicUrl` has no trailing slash.
 */

export function confirmRegistrationLink(publicUrl: string, code: string, email: string): string {
  return `${publicUrl}/confirmation-inscription?${new URLSearchParams({ code, email })}`;
}

/** `time` lets the page show "link expired" without asking the server. */
export function resetPasswordLink(publicUrl: string, code: string, expiresAt: Date, email: string): string {
  return `${publicUrl}/reinisialisation-mot-de-passe?${new URLSearchParams({ code, time: String(expiresAt.getTime()), email })}`;
}

export function confirmEmailChangeLink(publicUrl: string, code: string): string {
  return `${publicUrl}/confirmation-changement-email?${new URLSearchParams({ code })}`;
}

export function signInLink(publicUrl: string): string {
  return `${publicUrl}/connexion`;
}

/** The sign-in page opened in its forgot-password mode. */
export function forgotPasswordLink(publicUrl: string, email: string): string {
  return `${publicUrl}/connexion?${new URLSearchParams({ mode: 'forgot', email })}`;
}
