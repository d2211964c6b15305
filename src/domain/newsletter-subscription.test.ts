import { describe, expect, it } from 'vitest';
import { confirmationExpiry, confirmationOutcome, signUpAction, type SubscriptionState } from './newsletter-subscription';

const now = new Date('2026-03-01T12:00:00Z');
const hoursFromNow = (h: number) => new Date(now.getTime() + h * 3_600_000);
const state = (values: Partial<NonNullable<SubscriptionState>>): SubscriptionState => ({
  confirmedAt: null,
  unsubscribedAt: null,
  confirmationExpiresAt: null,
  ...values,
});

const CASES: { case: string; state: SubscriptionState; signUp: string; confirm: string }[] = [
  { case: 'never signed up', state: undefined, signUp: 'send-confirmation', confirm: 'invalid' },
  { case: 'pending, link valid', state: state({ confirmationExpiresAt: hoursFromNow(1) }), signUp: 'nothing', confirm: 'confirm' },
  { case: 'pending, link expired', state: state({ confirmationExpiresAt: hoursFromNow(-1) }), signUp: 'send-confirmation', confirm: 'invalid' },
  { case: 'pending, link expiring now', state: state({ confirmationExpiresAt: now }), signUp: 'send-confirmation', confirm: 'invalid' },
  { case: 'subscribed', state: state({ confirmedAt: hoursFromNow(-5) }), signUp: 'nothing', confirm: 'already-confirmed' },
  {
    case: 'subscribed long after the link expired',
    state: state({ confirmedAt: hoursFromNow(-500), confirmationExpiresAt: hoursFromNow(-480) }),
    signUp: 'nothing',
    confirm: 'already-confirmed',
  },
  {
    case: 'left the list',
    state: state({ confirmedAt: hoursFromNow(-9), unsubscribedAt: hoursFromNow(-2) }),
    signUp: 'send-confirmation',
    confirm: 'invalid',
  },
  {
    case: 'left while pending',
    state: state({ unsubscribedAt: hoursFromNow(-1), confirmationExpiresAt: hoursFromNow(20) }),
    signUp: 'send-confirmation',
    confirm: 'invalid',
  },
];

describe('newsletter double opt-in', () => {
  it.each(CASES)('$case: a sign-up does $signUp, the link does $confirm', ({ state, signUp, confirm }) => {
    expect(signUpAction(state, now)).toBe(signUp);
    expect(confirmationOutcome(state, now)).toBe(confirm);
  });

  it('gives a confirmation link 48 hours', () => {
    expect(confirmationExpiry(now)).toEqual(hoursFromNow(48));
  });
});
