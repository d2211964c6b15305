import os from 'node:os';
import { parseArgs } from 'node:util';
import { postgresServer } from './bench/checkout';
import { CONNECTIONS, DURATION_S, WARM_UP_S } from './bench/measure';
import { BENCH_PARTS, type BenchPart } from './bench/parts';
import { loadAverage, NO_POSTGRES, printChecks, type Check } from './bench/report';

/**
 * `npm run bench [-- --only part,part]`: the parts of ./bench/parts.ts, one after the other,
 * each printing its figures as they are measured (with the machine's load) and its targets
 * (PASS / FAIL) as soon as it ends; a part that fails is reported and the others still run; all
 * targets are repeated at the end. Ratios are against a bare node:http server measured in the
 * same run; how targets are loaded: ./bench/measure.ts. The PostgreSQL parts need a server
 * (BENCH_DATABASE_URL, TEST_DATABASE_URL or 127.0.0.1:5432). Exit code 1 when a part failed
 * to measure (a missed target is a figure, not a failure of the bench).
 */

function chosenParts(): readonly BenchPart[] {
  const { values } = parseArgs({ options: { only: { type: 'string' } } });
  if (!values.only) return BENCH_PARTS;
  const names = values.only.split(',').map((name) => name.trim());
  const unknown = names.filter((name) => !BENCH_PARTS.some((part) => part.name === name));
  if (unknown.length > 0) {
    throw new Error(`No bench part named ${unknown.join(', ')}; the parts are: ${BENCH_PARTS.map((part) => part.name).join(', ')}`);
  }
  return BENCH_PARTS.filter((part) => names.includes(part.name));
}

async function main(): Promise<number> {
  const parts = chosenParts();
  const loadAtStart = loadAverage();
  console.log(
    `Atelier bench: ${parts.map((part) => part.name).join(', ')}; ${CONNECTIONS} connections, ${WARM_UP_S} s of warm-up then ${DURATION_S} s per target, ${os.availableParallelism()} cores, Node ${process.version}, load (1, 5, 15 min) ${loadAtStart}`,
  );
  const server = await postgresServer();
  const checks: Check[] = [];
  const failed: string[] = [];
  for (const part of parts) {
    const started = performance.now();
    console.log(`\n== ${part.name}: ${part.about}`);
    if (part.needsPostgres && !server) {
      console.log(`  ${NO_POSTGRES}`);
      continue;
    }
    try {
      const partChecks = await part.run(server);
      printChecks(partChecks);
      checks.push(...partChecks);
    } catch (error) {
      console.log(`FAILED  ${part.name} stopped: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
      failed.push(part.name);
    }
    console.log(`  (${part.name}: ${Math.round((performance.now() - started) / 1000)} s)`);
  }
  console.log(`\nAll targets (load ${loadAtStart} at the start, ${loadAverage()} at the end):`);
  printChecks(checks);
  if (failed.length > 0) console.log(`FAILED  parts that could not measure: ${failed.join(', ')}`);
  return failed.length > 0 ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
