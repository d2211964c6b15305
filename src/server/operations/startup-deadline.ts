/**
 * One deadline for the whole start (STARTUP_TIMEOUT_SECONDS): a start that takes longer is
 * stopped with a message naming what it was still waiting for, instead of hanging, or dying on
 * the first slow piece with a framework's message that names none of the shop's work.
 */
export class StartupDeadline {
  private readonly steps = new Set<string>();
  private readonly elsewhere: (() => string[])[] = [];
  private readonly timer: NodeJS.Timeout;

  constructor(
    private readonly seconds: number,
    onPassed: (message: string) => void,
  ) {
    this.timer = setTimeout(() => onPassed(this.message()), seconds * 1000);
  }

  /** Work that runs on its own (the render threads) and is named by whoever started it. */
  watch(pending: () => string[]): void {
    this.elsewhere.push(pending);
  }

  async step<T>(name: string, work: () => Promise<T>): Promise<T> {
    this.steps.add(name);
    try {
      return await work();
    } finally {
      this.steps.delete(name);
    }
  }

  done(): void {
    clearTimeout(this.timer);
  }

  private message(): string {
    const still = [...this.steps, ...this.elsewhere.flatMap((pending) => pending())];
    return [
      `The shop did not start within ${this.seconds} s (STARTUP_TIMEOUT_SECONDS); still waiting for: ${still.join(', ') || 'nothing named'}.`,
      'The machine may be too busy: start again when it is quieter, or give the start more time with STARTUP_TIMEOUT_SECONDS.',
    ].join('\n');
  }
}
