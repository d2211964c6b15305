import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { StartupDeadline } from './startup-deadline';

describe('the start-up deadline', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('names what the start was still waiting for when it passes', async () => {
    const passed = vi.fn();
    const deadline = new StartupDeadline(30, passed);
    deadline.watch(() => ['the render threads (loading the web build)']);
    await deadline.step('the database (opening it, applying migrations)', async () => undefined);
    void deadline.step('the shop data (the demo shop on a first start)', () => new Promise(() => undefined));
    await vi.advanceTimersByTimeAsync(29_999);
    expect(passed).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(passed).toHaveBeenCalledOnce();
    const message = passed.mock.calls[0]![0] as string;
    expect(message).toContain('did not start within 30 s (STARTUP_TIMEOUT_SECONDS)');
    expect(message).toContain('still waiting for: the shop data (the demo shop on a first start), the render threads (loading the web build)');
    expect(message).not.toContain('the database');
  });

  it('never fires once the start is done', async () => {
    const passed = vi.fn();
    const deadline = new StartupDeadline(5, passed);
    await deadline.step('the port (opening it)', async () => undefined);
    deadline.done();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(passed).not.toHaveBeenCalled();
  });
});
