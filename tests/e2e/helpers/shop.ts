import { readFile } from 'node:fs/promises';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, inject } from 'vitest';
import { SYSTEM_MS, WAIT_MS } from '../../timeouts';
import { launchBrowser } from './browser';
import { recordPageProblems } from './problems';
import { SERVER_EXITED } from './shop-server';

/**
 * The first start seeds the demo shop and draws its images: a whole start of the built shop.
 * A server that exits fails the wait at once; the hook's own bound is a little longer, so that
 * this wait's message, with the server's output, is the one reported.
 */
const READY_TIMEOUT_MS = SYSTEM_MS;
const READY_HOOK_MS = SYSTEM_MS + WAIT_MS;

const tail = (text: string) => text.trim().split('\n').slice(-30).join('\n');

async function waitForShop(baseUrl: string, logFile: string): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  for (;;) {
    const log = await readFile(logFile, 'utf8').catch(() => '');
    if (log.includes(SERVER_EXITED)) throw new Error(`The shop server stopped before answering. Its output:\n${tail(log)}`);
    const answered = await fetch(`${baseUrl}/api/store/settings`).then(
      (response) => response.ok,
      () => false,
    );
    if (answered) return;
    if (Date.now() > deadline) throw new Error(`The shop server did not answer within ${READY_TIMEOUT_MS / 1000} s. Its output:\n${tail(log)}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * Waits until React has hydrated the server-rendered page, so clicks reach React's handlers.
 * React marks every DOM node it has taken over with a `__reactProps$…` key. <html> is the last
 * node of the page's first pass; the header, the page's content and the footer are hydrated
 * each in a pass of its own after it (HydrationSlice, ADR 10), so their landmarks are checked too.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      const hydrated = (node: Element) => Object.keys(node).some((key) => key.startsWith('__reactProps$'));
      return hydrated(document.documentElement) && [...document.querySelectorAll('body header, body main, body footer')].every(hydrated);
    },
    null,
    { timeout: WAIT_MS },
  );
}

/**
 * Accepts the shop's information pop-up as a first-time visitor does (it opens as a modal
 * dialog once the page is interactive, and everything behind it is inert until then).
 */
export async function acceptInfoPopup(page: Page): Promise<void> {
  const popup = page.locator('dialog:modal');
  await popup.getByRole('button').click();
  await popup.waitFor({ state: 'detached' });
}

/** A page's address, main landmark text and alerts, for a failed journey's report. */
async function describePage(page: Page): Promise<string> {
  if (page.isClosed()) return `(a page of this test was closed)`;
  const text = (selector: string) =>
    page
      .locator(selector)
      .allInnerTexts()
      .then((texts) => texts.join(' | ').replace(/\s+/g, ' ').slice(0, 800))
      .catch((error: Error) => `(unreadable: ${error.message})`);
  return `Page ${page.url()}\n  main: ${await text('main')}\n  alerts: ${await text('[role=alert], [role=status]')}`;
}

export type Shop = {
  baseUrl: string;
  /** The folder where the shop's mails arrive (see mailbox.ts). */
  mailDir: string;
  /**
   * Opens `path` in a fresh browser context (no cookies: a first visit) and returns the page
   * once hydrated. The browser speaks French unless `options.locale` says otherwise; console
   * errors and CSP violations are recorded for `expectNoPageProblems`.
   */
  open(path: string, options?: BrowserContextOptions): Promise<Page>;
  /**
   * The same fresh context and recorded page, not opened yet: for a journey that uses a page as
   * soon as its HTML arrives (`page.goto(path, { waitUntil: 'commit' })`), before or without
   * its scripts (`{ javaScriptEnabled: false }`).
   */
  newPage(options?: BrowserContextOptions): Promise<Page>;
};

/**
 * One Chromium for every journey file of the worker: the files run one after another in it and
 * share its modules (the project's `isolate: false`), so the browser outlives each file and a
 * launch per file is saved. Playwright kills the browser when the worker exits. A browser that
 * crashed is launched again for the next file.
 */
let workerBrowser: Promise<Browser> | undefined;
async function sharedBrowser(): Promise<Browser> {
  const current = await workerBrowser?.catch(() => undefined);
  if (current?.isConnected()) return current;
  workerBrowser = launchBrowser();
  return workerBrowser;
}

/**
 * Call once at the top of a journey file: waits for the shop server started by the e2e global
 * setup and the worker's Chromium; the browser contexts the file opened are closed after it, so
 * the next file starts with none.
 */
export function useShop(): Shop {
  const { baseUrl, logFile, mailDir } = inject('shop');
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    await waitForShop(baseUrl, logFile);
    browser = await sharedBrowser();
  }, READY_HOOK_MS);
  afterAll(async () => {
    await Promise.all(contexts.map((context) => context.close()));
  });
  // A journey that fails says what each of its pages showed at that moment: the failed wait's
  // message names a locator, not what the visitor saw instead.
  let opened: Page[] = [];
  beforeEach(({ onTestFailed }) => {
    const pages: Page[] = [];
    opened = pages;
    onTestFailed(async () => {
      for (const page of pages) console.error(await describePage(page));
    });
  });

  const newPage = async (options: BrowserContextOptions = {}): Promise<Page> => {
    if (!browser) throw new Error('useShop() opens pages only inside tests, after its beforeAll.');
    const context = await browser.newContext({ locale: 'fr-FR', baseURL: baseUrl, ...options });
    contexts.push(context);
    // A click, a fill or a locator's wait waits for a page state: as long as any other wait.
    context.setDefaultTimeout(WAIT_MS);
    const page = await context.newPage();
    recordPageProblems(page);
    opened.push(page);
    return page;
  };

  return {
    baseUrl,
    mailDir,
    newPage,
    async open(path, options = {}) {
      const page = await newPage(options);
      await page.goto(path);
      await waitForHydration(page);
      return page;
    },
  };
}

/**
 * For HTTP-level checks that need no browser (headers, methods, raw request lines): waits for
 * the shop server started by the e2e global setup and returns its address and log file.
 */
export function useShopServer(): { baseUrl: string; logFile: string } {
  const { baseUrl, logFile } = inject('shop');
  beforeAll(() => waitForShop(baseUrl, logFile), READY_HOOK_MS);
  return { baseUrl, logFile };
}
