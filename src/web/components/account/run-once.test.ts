import { describe, expect, it, vi } from 'vitest';
import { runOnce } from './run-once';

describe('runOnce', () => {
  it('sends a single request for the same code however often the page asks', async () => {
    const confirm = vi.fn(async () => 'confirmed');
    const answers = await Promise.all([runOnce('confirm|abc', confirm), runOnce('confirm|abc', confirm)]);
    expect(await runOnce('confirm|abc', confirm)).toBe('confirmed');
    expect(answers).toEqual(['confirmed', 'confirmed']);
    expect(confirm).toHaveBeenCalledTimes(1);
  });

  it('sends another code on its own', async () => {
    const confirm = vi.fn(async () => 'confirmed');
    await runOnce('confirm|first', confirm);
    await runOnce('confirm|second', confirm);
    expect(confirm).toHaveBeenCalledTimes(2);
  });
});
