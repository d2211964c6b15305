/**
 * A staff member's reset link: the back-office sign-in page in its new-password mode (the spec
 * has no separate page). `time` lets the page say the link expired without asking the server.
 */
export function staffResetPasswordLink(publicUrl: string, code: string, expiresAt: Date, email: string): string {
  return `${publicUrl}/back/login?${new URLSearchParams({ mode: 'reset', code, time: String(expiresAt.getTime()), email })}`;
}
