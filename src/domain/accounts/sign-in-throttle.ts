/**
 * How failed password checks slow a guesser down without letting anyone keep an account's
 * owner out (ADR 8). Failures are counted per account and per source:
 *
 * - a source that failed `sourceLimit` times for an account within `sourceWindowMs` is refused
 *   for that account until its oldest failure leaves the window;
 * - past `accountAlarm` failures for the account within `accountWindowMs`, from all sources
 *   together, a source that has failed for it waits `spacingMs` after its last failure.
 *
 * A source with no recent failure for the account is never held: someone who only knows an
 * address can fail from as many places as they like, the owner still signs in from their own.
 */
export const SIGN_IN_THROTTLE = {
  sourceLimit: 10,
  sourceWindowMs: 15 * 60_000,
  accountAlarm: 100,
  accountWindowMs: 60 * 60_000,
  spacingMs: 60_000,
} as const;

/** Failures older than this count for no rule and are deleted. */
export const FAILURE_RETENTION_MS = Math.max(SIGN_IN_THROTTLE.sourceWindowMs, SIGN_IN_THROTTLE.accountWindowMs);

/**
 * The source of a password asked again inside a session (password change, account deletion):
 * whoever fails there holds a session, not an address, and moving to another IP gives them no
 * new attempts. It never holds the sign-in form.
 */
export const SIGNED_IN_SOURCE = 'signed-in';

export type FailureHistory = {
  /** This source's failures for the account within the source window, and the latest of them. */
  fromSource: number;
  latestFromSource: Date | null;
  /** The account's failures from every source within the account window. */
  total: number;
};

/** Where each count of a `FailureHistory` starts. */
export function historyWindows(now: Date): { sourceSince: Date; accountSince: Date } {
  return {
    sourceSince: new Date(now.getTime() - SIGN_IN_THROTTLE.sourceWindowMs),
    accountSince: new Date(now.getTime() - SIGN_IN_THROTTLE.accountWindowMs),
  };
}

/** True when this attempt is refused before its password is even looked at. */
export function isThrottled(history: FailureHistory, now: Date): boolean {
  if (history.fromSource >= SIGN_IN_THROTTLE.sourceLimit) return true;
  const underAttack = history.total >= SIGN_IN_THROTTLE.accountAlarm;
  return underAttack && history.latestFromSource !== null && now.getTime() - history.latestFromSource.getTime() < SIGN_IN_THROTTLE.spacingMs;
}

/**
 * The source an IP address counts as. IPv4 as it is; IPv6 by its /64 network, the block one
 * subscriber usually holds whole (counting single IPv6 addresses would give a guesser 2^64
 * sources). An IPv4 address written as IPv6 (`::ffff:192.0.2.1`) is that IPv4 address.
 */
export function failureSource(ip: string): string {
  const address = ip.trim().toLowerCase().replace(/%.*$/, '');
  if (!address.includes(':')) return address;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(address);
  if (mapped) return mapped[1]!;
  const groups = expandIpv6(address);
  if (!groups) return address;
  return `${groups.slice(0, 4).join(':')}::/64`;
}

/** The eight 16-bit groups of an IPv6 address, without leading zeros; null if it is not one. */
function expandIpv6(address: string): string[] | null {
  const halves = address.split('::');
  if (halves.length > 2) return null;
  const parse = (part: string | undefined) => (part ? part.split(':').flatMap(ipv4AsGroups) : []);
  const head = parse(halves[0]);
  const tail = parse(halves[1]);
  const missing = 8 - head.length - tail.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return null;
  const groups = [...head, ...Array<string>(halves.length === 1 ? 0 : missing).fill('0'), ...tail];
  if (!groups.every((group) => /^[0-9a-f]{1,4}$/.test(group))) return null;
  return groups.map((group) => group.replace(/^0+(?=.)/, ''));
}

/** An embedded IPv4 tail (`64:ff9b::192.0.2.1`) as its two groups; any other group as it is. */
function ipv4AsGroups(group: string): string[] {
  const octets = /^(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(group)?.slice(1).map(Number);
  if (!octets) return [group];
  const [a, b, c, d] = octets as [number, number, number, number];
  return [((a << 8) | b).toString(16), ((c << 8) | d).toString(16)];
}
