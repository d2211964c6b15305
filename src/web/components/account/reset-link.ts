/** The query of a password-reset link: `?code=…&time=<expiry, epoch ms>&email=…`. */
export type ResetLink = { code: string; email: string; expiresAt: number };

/**
 * The reset link in a page's query string, or null when it is incomplete or malformed.
 * `time` is the moment the link stops working, written by the server into the mail.
 */
export function readResetLink(searchParams: URLSearchParams): ResetLink | null {
  const code = searchParams.get('code')?.trim();
  const email = searchParams.get('email')?.trim();
  const time = searchParams.get('time')?.trim();
  if (!code || !email || !time || !/^\d{1,16}$/.test(time)) return null;
  return { code, email, expiresAt: Number(time) };
}

/** The form is shown only while the link's time is still in the future (spec section 4). */
export function isResetLinkUsable(link: ResetLink | null, now: number): link is ResetLink {
  return link !== null && link.expiresAt > now;
}
