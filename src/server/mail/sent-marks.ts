import type { Database } from '../../db/client';
import { markSent } from './worker-repo';

type Waiting = { id: number; done: () => void; failed: (error: unknown) => void };

/**
 * Records "sent" the moment the server accepted a mail, several mails in one statement when
 * they arrive together (group commit): while one write is in flight, the acceptances behind it
 * wait for the next, which takes them all. No mail waits for a timer or a batch to fill, so
 * the time between the server's 250 and the record, the only moment a crash sends a mail
 * twice, stays one or two writes long (ADR 20); and on PGlite, where each write costs its
 * round trip whatever it holds, four mails in flight cost one write, not four.
 */
export class SentMarks {
  private waiting: Waiting[] = [];
  private writing = false;

  constructor(
    private readonly db: Database,
    private readonly now: () => Date,
  ) {}

  /** Resolves once the mail is recorded sent. */
  record(id: number): Promise<void> {
    const recorded = new Promise<void>((done, failed) => this.waiting.push({ id, done, failed }));
    if (!this.writing) void this.write();
    return recorded;
  }

  private async write(): Promise<void> {
    this.writing = true;
    while (this.waiting.length > 0) {
      const batch = this.waiting.splice(0);
      try {
        await markSent(
          this.db,
          batch.map((mail) => mail.id),
          this.now(),
        );
        for (const mail of batch) mail.done();
      } catch (error) {
        for (const mail of batch) mail.failed(error);
      }
    }
    this.writing = false;
  }
}
