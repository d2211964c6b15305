/**
 * Spaces newsletter mails to `ratePerSecond` (a token bucket): the worker asks how many it may
 * claim now, and says how many it took. After a pause it may take up to `burst` at once (what it
 * can have in flight), then one every `1000 / rate` ms again, so no second goes much over the rate.
 */
export class Pace {
  private readonly intervalMs: number;
  private tokens = 1;
  private last: number | null = null;

  constructor(
    ratePerSecond: number,
    private readonly burst: number,
  ) {
    this.intervalMs = 1000 / ratePerSecond;
  }

  private refill(now: number): void {
    if (this.last !== null) this.tokens = Math.min(this.burst, this.tokens + (now - this.last) / this.intervalMs);
    this.last = now;
  }

  /** Milliseconds to wait before the next mail may be claimed. */
  wait(now: number): number {
    this.refill(now);
    return this.tokens >= 1 ? 0 : (1 - this.tokens) * this.intervalMs;
  }

  /** How many mails may be claimed at `now`, at most `cap`. */
  allowance(now: number, cap: number): number {
    this.refill(now);
    return Math.min(cap, Math.floor(this.tokens));
  }

  took(now: number, count: number): void {
    this.refill(now);
    this.tokens -= count;
  }
}
