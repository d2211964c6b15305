/**
 * Newsletter double opt-in (ADR 8): a footer sign-up only asks; the address is subscribed once
 * the link mailed to it is followed. These rules decide from a subscription's state alone.
 */
export const NEWSLETTER_CONFIRMATION_LIFETIME_MS = 48 * 3_600_000;

/** An address's newsletter row; undefined when it never signed up. */
export type SubscriptionState = { confirmedAt: Date | null; unsubscribedAt: Date | null; confirmationExpiresAt: Date | null } | undefined;

export function confirmationExpiry(now: Date): Date {
  return new Date(now.getTime() + NEWSLETTER_CONFIRMATION_LIFETIME_MS);
}

const linkStillValid = (state: NonNullable<SubscriptionState>, now: Date) =>
  state.confirmationExpiresAt !== null && state.confirmationExpiresAt.getTime() > now.getTime();

/**
 * What a sign-up does: mail a confirmation link, or nothing when the address is subscribed or
 * a link sent to it still works (one pending confirmation at a time). An address that left
 * must confirm again: anyone may type it in the footer.
 */
export function signUpAction(state: SubscriptionState, now: Date): 'send-confirmation' | 'nothing' {
  if (!state || state.unsubscribedAt) return 'send-confirmation';
  if (state.confirmedAt) return 'nothing';
  return linkStillValid(state, now) ? 'nothing' : 'send-confirmation';
}

/**
 * What following a confirmation link does. A link followed again once it worked (another
 * browser, a second click) says so rather than "invalid"; leaving the list withdraws it.
 */
export function confirmationOutcome(state: SubscriptionState, now: Date): 'confirm' | 'already-confirmed' | 'invalid' {
  if (!state || state.unsubscribedAt) return 'invalid';
  if (state.confirmedAt) return 'already-confirmed';
  return linkStillValid(state, now) ? 'confirm' : 'invalid';
}
