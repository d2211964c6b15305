import { parentPort, workerData } from 'node:worker_threads';
import { exchangeWith } from './embedded-engine';
import { createPGlite } from './pglite';
import type { Answer, Exchange, FromPGliteThread, PGliteThreadData, ToPGliteThread } from './pglite-thread-protocol';

/**
 * The embedded database's own thread: PGlite's WebAssembly engine runs here, on a core of its
 * own, while the shop's thread serves HTTP (pglite-thread-engine.ts talks to it). Each message
 * is one exchange of the wire protocol, run whole, in the order received: the thread is the
 * single connection PGlite is.
 */
const port = parentPort!;
const { dataDir } = workerData as PGliteThreadData;
const post = (message: FromPGliteThread, transfer: ArrayBuffer[] = []) => port.postMessage(message, transfer);

const pg = createPGlite(dataDir);
let queue = Promise.resolve();

async function answer({ id, message, sync }: Exchange): Promise<Answer> {
  try {
    // The backend's writes reach the files before this answers (syncToFs for file systems that buffer).
    return { id, answer: await exchangeWith(pg, message, sync) };
  } catch (error) {
    return { id, error: error instanceof Error ? (error.stack ?? error.message) : String(error) };
  }
}

async function handle(request: ToPGliteThread): Promise<void> {
  if ('close' in request) {
    await pg.close();
    post({ answers: [{ id: request.id, answer: new Uint8Array(0) }] });
    return;
  }
  const answers: Answer[] = [];
  for (const exchange of request.exchanges) answers.push(await answer(exchange));
  post(
    { answers },
    answers.flatMap((a) => ('answer' in a ? [a.answer.buffer as ArrayBuffer] : [])),
  );
}

pg.waitReady.then(
  () => {
    port.on('message', (request: ToPGliteThread) => {
      queue = queue.then(() => handle(request));
    });
    post({ ready: true });
  },
  (error: unknown) => post({ failed: error instanceof Error ? error.message : String(error) }),
);
