import { describe, expect, it } from 'vitest';
import { isRunning, sendProgress, type SendFacts } from './send-progress';

const started = new Date('2025-03-01T09:00:00Z');
const facts = (values: Partial<SendFacts>): SendFacts => ({
  sendId: 7,
  expected: 100,
  queued: 0,
  startedAt: started,
  queuedAt: null,
  sent: 0,
  failed: 0,
  skipped: 0,
  pending: 0,
  lastOutcomeAt: null,
  ...values,
});

describe('a newsletter send’s progress', () => {
  it('counts the recipients found at publication while mails are still being queued', () => {
    const progress = sendProgress(facts({ queued: 40, sent: 10, failed: 1, pending: 29 }));
    expect(progress).toMatchObject({ state: 'queuing', total: 100, queued: 40, sent: 10, failed: 1, remaining: 89, finishedAt: null });
    expect(isRunning(progress)).toBe(true);
  });

  it('counts the mails queued once queuing is over, with a subscriber who came meanwhile', () => {
    const queuedAt = new Date('2025-03-01T09:00:05Z');
    const progress = sendProgress(facts({ queued: 101, queuedAt, sent: 60, failed: 2, pending: 39 }));
    expect(progress).toMatchObject({ state: 'sending', total: 101, remaining: 39, queuedAt: queuedAt.toISOString() });
  });

  it('is finished when no mail waits, at the last outcome', () => {
    const lastOutcomeAt = new Date('2025-03-01T09:20:00Z');
    const progress = sendProgress(facts({ queued: 98, queuedAt: new Date('2025-03-01T09:00:05Z'), sent: 97, failed: 1, lastOutcomeAt }));
    expect(progress).toMatchObject({ state: 'finished', total: 98, remaining: 0, finishedAt: lastOutcomeAt.toISOString() });
    expect(isRunning(progress)).toBe(false);
  });

  it('counts a mail skipped for a recipient who unsubscribed as done: the send finishes without it', () => {
    const lastOutcomeAt = new Date('2025-03-01T09:20:00Z');
    const queuedAt = new Date('2025-03-01T09:00:05Z');
    const sending = sendProgress(facts({ queued: 10, queuedAt, sent: 5, failed: 1, skipped: 2, pending: 2 }));
    expect(sending).toMatchObject({ state: 'sending', total: 10, sent: 5, failed: 1, skipped: 2, remaining: 2 });
    const finished = sendProgress(facts({ queued: 10, queuedAt, sent: 7, failed: 1, skipped: 2, lastOutcomeAt }));
    expect(finished).toMatchObject({ state: 'finished', total: 10, skipped: 2, remaining: 0, finishedAt: lastOutcomeAt.toISOString() });
  });

  it('is finished when queued to nobody', () => {
    const queuedAt = new Date('2025-03-01T09:00:01Z');
    expect(sendProgress(facts({ expected: 0, queuedAt }))).toMatchObject({
      state: 'finished',
      total: 0,
      remaining: 0,
      finishedAt: queuedAt.toISOString(),
    });
  });
});
