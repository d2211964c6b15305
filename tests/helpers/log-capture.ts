import { Writable } from 'node:stream';

/** A log destination that keeps every line the shop writes, for tests about what is logged. */
export class LogCapture extends Writable {
  readonly lines: string[] = [];

  override _write(chunk: Buffer | string, _encoding: BufferEncoding, done: () => void): void {
    this.lines.push(...chunk.toString().split('\n').filter(Boolean));
    done();
  }

  /** The parsed lines written since `from` (an index into `lines`). */
  entries(from = 0): Record<string, unknown>[] {
    return this.lines.slice(from).map((line) => JSON.parse(line) as Record<string, unknown>);
  }

  text(from = 0): string {
    return this.lines.slice(from).join('\n');
  }
}
