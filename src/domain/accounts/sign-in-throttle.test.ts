import { describe, expect, it } from 'vitest';
import { failureSource, historyWindows, isThrottled, SIGN_IN_THROTTLE, type FailureHistory } from './sign-in-throttle';

const now = new Date('2026-03-01T12:00:00Z');
const secondsAgo = (s: number) => new Date(now.getTime() - s * 1000);
const history = (values: Partial<FailureHistory>): FailureHistory => ({ fromSource: 0, latestFromSource: null, total: 0, ...values });

describe('sign-in throttling', () => {
  it('uses the numbers of ADR 8', () => {
    expect(SIGN_IN_THROTTLE).toEqual({ sourceLimit: 10, sourceWindowMs: 900_000, accountAlarm: 100, accountWindowMs: 3_600_000, spacingMs: 60_000 });
    expect(historyWindows(now)).toEqual({ sourceSince: secondsAgo(900), accountSince: secondsAgo(3600) });
  });

  it.each([
    { case: 'a source that never failed', h: history({}), throttled: false },
    { case: '9 failures from this source', h: history({ fromSource: 9, latestFromSource: secondsAgo(1), total: 9 }), throttled: false },
    { case: '10 failures from this source', h: history({ fromSource: 10, latestFromSource: secondsAgo(300), total: 10 }), throttled: true },
    { case: 'a fresh source while the account is attacked', h: history({ total: 5000 }), throttled: false },
    {
      case: 'a source that failed 59 s ago, account attacked',
      h: history({ fromSource: 1, latestFromSource: secondsAgo(59), total: 100 }),
      throttled: true,
    },
    {
      case: 'a source that failed 60 s ago, account attacked',
      h: history({ fromSource: 1, latestFromSource: secondsAgo(60), total: 100 }),
      throttled: false,
    },
    {
      case: 'a source that failed 1 s ago, 99 failures in all',
      h: history({ fromSource: 1, latestFromSource: secondsAgo(1), total: 99 }),
      throttled: false,
    },
  ])('$case: throttled $throttled', ({ h, throttled }) => {
    expect(isThrottled(h, now)).toBe(throttled);
  });
});

describe('the source an IP counts as', () => {
  it.each([
    ['192.0.2.1', '192.0.2.1'],
    ['::ffff:192.0.2.1', '192.0.2.1'],
    ['2001:db8:5:7::1', '2001:db8:5:7::/64'],
    ['2001:0DB8:0005:0007:ffff:1:2:3', '2001:db8:5:7::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['2001:db8:0:0:1::', '2001:db8:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['64:ff9b:1:2::192.0.2.1', '64:ff9b:1:2::/64'],
    ['::1', '0:0:0:0::/64'],
  ])('%s → %s', (ip, source) => {
    expect(failureSource(ip)).toBe(source);
  });

  it('puts every address of one /64 in one source, and neighbouring networks in others', () => {
    expect(failureSource('2001:db8:5:7:a::1')).toBe(failureSource('2001:db8:5:7:b::2'));
    expect(failureSource('2001:db8:5:7::1')).not.toBe(failureSource('2001:db8:5:8::1'));
  });

  it('keeps anything that is not an address as it is', () => {
    expect(failureSource('1:2:3')).toBe('1:2:3');
    expect(failureSource('1::2::3')).toBe('1::2::3');
  });
});
