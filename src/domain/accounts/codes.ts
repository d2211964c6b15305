/** How long the codes sent by mail stay valid. A reset link is short-lived: it grants the account. */
export const CODE_LIFETIME_MS = {
  confirm_email: 48 * 3_600_000,
  reset_password: 3_600_000,
  change_email: 48 * 3_600_000,
} as const;

export type CodePurpose = keyof typeof CODE_LIFETIME_MS;

export function codeExpiry(purpose: CodePurpose, now: Date): Date {
  return new Date(now.getTime() + CODE_LIFETIME_MS[purpose]);
}
