type Waiter = { alone: boolean; grant: () => void };

/**
 * A lock for work that may run side by side (shared) or must run by itself (alone): work
 * alone waits for the shared work under way and holds back what comes after it; everything
 * is granted in the order it asked, so a steady flow of shared work never starves work alone.
 */
export class SharedOrAlone {
  private shares = 0;
  private exclusive = false;
  private readonly queue: Waiter[] = [];

  shared<T>(work: () => Promise<T>): Promise<T> {
    return this.run(false, work);
  }

  alone<T>(work: () => Promise<T>): Promise<T> {
    return this.run(true, work);
  }

  private async run<T>(alone: boolean, work: () => Promise<T>): Promise<T> {
    await this.acquire(alone);
    try {
      return await work();
    } finally {
      if (alone) this.exclusive = false;
      else this.shares -= 1;
      this.grantWaiting();
    }
  }

  private acquire(alone: boolean): Promise<void> {
    if (this.queue.length === 0 && this.free(alone)) {
      this.take(alone);
      return Promise.resolve();
    }
    return new Promise((grant) => this.queue.push({ alone, grant }));
  }

  private free(alone: boolean): boolean {
    return !this.exclusive && (!alone || this.shares === 0);
  }

  private take(alone: boolean): void {
    if (alone) this.exclusive = true;
    else this.shares += 1;
  }

  private grantWaiting(): void {
    while (this.queue.length > 0 && this.free(this.queue[0]!.alone)) {
      const next = this.queue.shift()!;
      this.take(next.alone);
      next.grant();
    }
  }
}
