/**
 * Where a newsletter send stands, as staff see it (ADR 20): `queuing` while its mails are being
 * written to the outbox, `sending` while some wait for delivery, `finished` once every mail was
 * sent, given up, or skipped (its recipient unsubscribed after it was queued).
 */
export type SendState = 'queuing' | 'sending' | 'finished';

export type SendProgress = {
  sendId: number;
  state: SendState;
  /** Mails the send will count in the end: the recipients found at publication until every mail is queued, then the mails queued. */
  total: number;
  /** Mails written to the outbox so far (one per address). */
  queued: number;
  sent: number;
  /** Given up: refused for good by the mail server, or failing at every attempt. */
  failed: number;
  /** Not sent because the recipient unsubscribed after the mail was queued (the worker checks as it takes each mail). */
  skipped: number;
  /** Neither sent, given up nor skipped yet, including recipients not queued yet. */
  remaining: number;
  startedAt: string;
  /** When every recipient had its mail queued. */
  queuedAt: string | null;
  /** When the last mail was sent, given up or skipped. */
  finishedAt: string | null;
};

/** What the database knows of a send: its row and its mails counted by status. */
export type SendFacts = {
  sendId: number;
  expected: number;
  queued: number;
  startedAt: Date;
  queuedAt: Date | null;
  sent: number;
  failed: number;
  skipped: number;
  pending: number;
  /** The latest time a mail of the send was sent, given up or skipped. */
  lastOutcomeAt: Date | null;
};

export function sendProgress(facts: SendFacts): SendProgress {
  const queuing = facts.queuedAt === null;
  const total = queuing ? Math.max(facts.expected, facts.queued) : facts.queued;
  const state: SendState = queuing ? 'queuing' : facts.pending > 0 ? 'sending' : 'finished';
  return {
    sendId: facts.sendId,
    state,
    total,
    queued: facts.queued,
    sent: facts.sent,
    failed: facts.failed,
    skipped: facts.skipped,
    remaining: Math.max(0, total - facts.sent - facts.failed - facts.skipped),
    startedAt: facts.startedAt.toISOString(),
    queuedAt: facts.queuedAt?.toISOString() ?? null,
    finishedAt: state === 'finished' ? latest(facts.queuedAt!, facts.lastOutcomeAt).toISOString() : null,
  };
}

const latest = (a: Date, b: Date | null) => (b && b > a ? b : a);

/** A send that is not finished holds its article: publishing it again waits (409). */
export const isRunning = (progress: Pick<SendProgress, 'state'>): boolean => progress.state !== 'finished';
