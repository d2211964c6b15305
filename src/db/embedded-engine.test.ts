import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { PGlite } from '@electric-sql/pglite';
import { serialize } from 'pg-protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inThreadEngine, type EmbeddedEngine } from './embedded-engine';

// A full collection on demand, so that what is measured is what stays reachable.
setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;
const heapUsedMb = () => {
  gc();
  return process.memoryUsage().heapUsed / 2 ** 20;
};

describe('the embedded engine', () => {
  let pg: PGlite;
  let engine: EmbeddedEngine;

  beforeAll(async () => {
    pg = new PGlite();
    engine = inThreadEngine(pg);
  });

  afterAll(() => engine.close());

  it('keeps nothing of what it answered: a shop up for months reads the same rows again and again', async () => {
    const read = new Uint8Array(serialize.query("select g, repeat('x', 100) from generate_series(1, 50) g"));
    const run = async (times: number) => {
      for (let i = 0; i < times; i++) expect((await engine.exchange(read, false)).length).toBeGreaterThan(50 * 100);
    };
    await run(200);
    const before = heapUsedMb();
    await run(2_000);
    // PGlite's execProtocolRaw kept every answer parsed: about 28 MB for these 2,000 reads.
    expect(heapUsedMb() - before).toBeLessThan(5);
  });
});
