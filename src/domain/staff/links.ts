/** The back-office sign-in page in the mode a mailed link opens: `time` lets the page say the link expired without asking the server. */
function signInPageLink(publicUrl: string, mode: 'reset' | 'invitation', code: string, expiresAt: Date, email: string): string {
  return `${publicUrl}/back/login?${new URLSearchParams({ mode, code, time: String(expiresAt.getTime()), email })}`;
}

/** A staff member's reset link: the sign-in page in its new-password mode (the spec has no separate page). */
export function staffResetPasswordLink(publicUrl: string, code: string, expiresAt: Date, email: string): string {
  return signInPageLink(publicUrl, 'reset', code, expiresAt, email);
}

/** A new member's invitation link: the sign-in page in its "choose your password" mode (ADR 21). */
export function staffInvitationLink(publicUrl: string, code: string, expiresAt: Date, email: string): string {
  return signInPageLink(publicUrl, 'invitation', code, expiresAt, email);
}
