import { Worker } from 'node:worker_threads';
import type { FastifyBaseLogger } from 'fastify';
import { threadBoot } from '../../db/thread-boot';
import type { CatalogueSnapshot } from '../../domain/catalogue/types';
import type { Locale } from '../../domain/locale';
import type { StorefrontContext } from '../../web/context';
import type { CachedPage } from '../http/page-cache';
import { noteDatabaseUnreachable } from '../operations/database-outage';
import { stockParcel, wholeParcel, type CatalogueParcel } from './catalogue-parcel';
import type { ContextCall, FromRenderThread, RenderThreadData, ToRenderThread } from './protocol';

/** What the main thread answers a render thread's calls from: the visitor's data and the shared readers. */
export type RenderContext = Pick<
  StorefrontContext,
  'customer' | 'cart' | 'checkout' | 'checkoutConfirmation' | 'addresses' | 'orders' | 'returns'
> & {
  /** The database could not say who the visitor is (http/react-router.ts): the page answers 503 if it asks. */
  unavailable?: boolean;
};

export type RenderedPage = { page: CachedPage; setCookies: string[] };

export type Catalogue = {
  readonly version: number;
  /** Changes with every write but those of stock alone (`CatalogueStore.contentVersion`). */
  readonly contentVersion: number;
  snapshot(): Promise<CatalogueSnapshot>;
  search(terms: readonly string[]): Promise<number[]>;
};

type Job = {
  context: RenderContext;
  resolve(page: RenderedPage): void;
  reject(error: Error): void;
};

type Thread = { worker: Worker; jobs: Map<number, Job>; started: Promise<void> };

const YOUNG_GENERATION_MB = 64;

/** Thrown for a page whose render thread failed or stopped: the request answers 500. */
export class RenderFailed extends Error {
  constructor() {
    super('The page could not be rendered');
  }
}

/**
 * The parcels of the current catalogue version (catalogue-parcel.ts), each made once whatever
 * the number of threads that ask for it.
 */
class CatalogueParcels {
  private latest: {
    version: number;
    content: number;
    snapshot: CatalogueSnapshot;
    whole?: CatalogueParcel;
    stock?: CatalogueParcel;
    /** Threads that took the whole parcel: once all have, its bytes (10 MB on the large seed) are let go. */
    wholeTaken: number;
  } | null = null;

  constructor(
    private readonly catalogue: Catalogue,
    private readonly threadCount: number,
  ) {}

  /** For a thread holding `heldContent`: the stock alone when that is the current content, else the whole snapshot. */
  async parcelFor(heldContent: number | null): Promise<CatalogueParcel> {
    const current = await this.current();
    if (heldContent === current.content) return (current.stock ??= stockParcel(current.version, current.content, current.snapshot));
    const whole = current.whole ?? wholeParcel(current.version, current.content, current.snapshot);
    // A thread asks once per version; one started later to replace a stopped one gets it made again.
    current.whole = ++current.wholeTaken < this.threadCount ? whole : undefined;
    return whole;
  }

  /** The snapshot and the versions it belongs to: a write during the read makes us read again. */
  private async current() {
    for (;;) {
      const { version, contentVersion: content } = this.catalogue;
      const snapshot = await this.catalogue.snapshot();
      if (this.catalogue.version !== version) continue;
      if (this.latest?.version !== version) this.latest = { version, content, snapshot, wholeTaken: 0 };
      return this.latest;
    }
  }
}

function answerCall(context: RenderContext, catalogue: Catalogue, parcels: CatalogueParcels, name: ContextCall, args: unknown[]): Promise<unknown> {
  switch (name) {
    case 'cart':
      return context.cart();
    case 'checkout':
      return context.checkout();
    case 'checkoutConfirmation':
      return context.checkoutConfirmation();
    case 'addresses.list':
      return context.addresses.list(args[0] as number);
    case 'addresses.find':
      return context.addresses.find(args[0] as number, args[1] as number);
    case 'orders.list':
      return context.orders.list(args[0] as number, args[1] as Parameters<RenderContext['orders']['list']>[1]);
    case 'orders.find':
      return context.orders.find(args[0] as number, args[1] as number, args[2] as Locale);
    case 'returns.forCustomer':
      return context.returns.forCustomer(args[0] as number, args[1] as number, args[2] as Locale);
    case 'returns.forLink':
      return context.returns.forLink(args[0] as string, args[1] as Locale);
    case 'snapshot':
      return parcels.parcelFor(args[0] as number | null);
    case 'search':
      return catalogue.search(args[0] as string[]);
  }
}

/**
 * Pages are rendered in a few worker threads (ADR 13). A page render is a few milliseconds of
 * pure CPU; on the main thread it would sit between every other request's HTTP and database
 * work, and leave the machine's other cores idle. The main thread keeps the HTTP server, the
 * database and the visitor's identity; a render thread asks it for the data the page's
 * loaders need (the cart, the address book, the catalogue when it changed) and sends back the
 * finished page. A thread that stops is replaced; the pages it was rendering answer 500.
 */
export class RenderPool {
  private readonly threads: Thread[] = [];
  private nextJob = 0;
  private closing = false;
  private readonly parcels: CatalogueParcels;

  constructor(
    private readonly data: RenderThreadData,
    size: number,
    private readonly catalogue: Catalogue,
    private readonly log: FastifyBaseLogger,
  ) {
    this.parcels = new CatalogueParcels(catalogue, size);
    for (let i = 0; i < size; i++) this.threads.push(this.start());
  }

  render(url: string, headers: [string, string][], catalogueVersion: number, context: RenderContext): Promise<RenderedPage> {
    // The least busy thread: a slow page does not hold up the pages behind it.
    const thread = this.threads.reduce((best, candidate) => (candidate.jobs.size < best.jobs.size ? candidate : best));
    const job = ++this.nextJob;
    return new Promise<RenderedPage>((resolve, reject) => {
      thread.jobs.set(job, { context, resolve, reject });
      this.send(thread, { type: 'render', job, url, headers, customer: context.customer, unavailable: context.unavailable, catalogueVersion });
    });
  }

  async close(): Promise<void> {
    this.closing = true;
    await Promise.all(this.threads.map((thread) => thread.worker.terminate()));
  }

  /** Resolves once every thread has loaded the build; rejects if one could not (a broken build stops the start). */
  async ready(): Promise<void> {
    await Promise.all(this.threads.map((thread) => thread.started));
  }

  private start(): Thread {
    // A page render allocates about a megabyte of short-lived objects; a young generation
    // larger than V8's default for a worker collects them a few times less often.
    const worker = new Worker(threadBoot('./render-thread', import.meta.url), {
      eval: true,
      workerData: this.data,
      resourceLimits: { maxYoungGenerationSizeMb: YOUNG_GENERATION_MB },
    });
    let started = false;
    let starting!: { resolve(): void; reject(error: Error): void };
    const thread: Thread = { worker, jobs: new Map(), started: new Promise<void>((resolve, reject) => (starting = { resolve, reject })) };
    // Nobody may be waiting yet: a failed start is reported by ready(), never as an unhandled rejection.
    thread.started.catch(() => undefined);
    worker.on('message', (message: FromRenderThread) => {
      if (message.type !== 'ready') return this.receive(thread, message);
      started = true;
      starting.resolve();
    });
    worker.on('error', (error) => this.log.error({ err: error }, 'render thread failed'));
    worker.on('exit', (code) => {
      for (const job of thread.jobs.values()) job.reject(new RenderFailed());
      thread.jobs.clear();
      if (!started) return starting.reject(new Error(`A render thread stopped while loading the web build (exit code ${code})`));
      // Only a thread that had started is replaced: one that cannot load the build would fail again at once.
      if (!this.closing) this.threads[this.threads.indexOf(thread)] = this.start();
    });
    return thread;
  }

  private send(thread: Thread, message: ToRenderThread): void {
    thread.worker.postMessage(message);
  }

  private receive(thread: Thread, message: Exclude<FromRenderThread, { type: 'ready' }>): void {
    if (message.type === 'log') {
      this.log.error({ page: message.error }, 'page failed');
      return;
    }
    const job = thread.jobs.get(message.job);
    if (!job) return;
    if (message.type === 'call') {
      answerCall(job.context, this.catalogue, this.parcels, message.name, message.args).then(
        (value) => this.send(thread, { type: 'answer', call: message.call, ok: true, value }),
        (error: unknown) => {
          // The database unreachable: the page answers 503, and the outage is logged once (operations/database-outage.ts).
          const unavailable = noteDatabaseUnreachable(this.log, error);
          if (!unavailable) this.log.error({ err: error }, 'page data failed');
          this.send(thread, { type: 'answer', call: message.call, ok: false, unavailable });
        },
      );
      return;
    }
    thread.jobs.delete(message.job);
    if (message.type === 'rendered') return job.resolve({ page: message.page, setCookies: message.setCookies });
    this.log.error({ page: message.error }, 'page failed');
    job.reject(new RenderFailed());
  }
}
