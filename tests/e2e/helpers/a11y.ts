import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults } from 'axe-core';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

type Axe = { run(context: Document, options: { resultTypes: ['violations'] }): Promise<AxeResults> };

let axeSource: string | undefined;
const loadAxeSource = () => (axeSource ??= readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8'));

const MAX_NODES_SHOWN = 5;

/**
 * Runs axe-core on the page as it is now and returns its serious and critical violations, one
 * readable paragraph each. axe is evaluated through the DevTools protocol, which the page's
 * Content-Security-Policy does not govern (a script tag would be refused for lacking the
 * nonce), so the check runs on the very page a journey is on, CSP still enforced.
 */
export async function seriousA11yViolations(page: Page): Promise<string[]> {
  // Behind an open modal dialog the page is inert, so axe would only look at the dialog.
  if (await page.evaluate(() => document.querySelector(':modal') !== null)) {
    throw new Error(`A modal dialog is open on ${page.url()}: close it (e.g. acceptInfoPopup(page)) before checking the whole page.`);
  }
  return axeViolations(page);
}

/** The same check on the modal dialog open now: what its user can reach while it is open. */
export async function seriousA11yViolationsInDialog(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => document.querySelector(':modal') !== null))) throw new Error(`No modal dialog is open on ${page.url()}.`);
  return axeViolations(page);
}

async function axeViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(loadAxeSource());
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: Axe }).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({
        id: v.id,
        impact: v.impact,
        help: v.help,
        helpUrl: v.helpUrl,
        nodes: v.nodes.map((n) => ({ target: n.target.join(' '), summary: n.failureSummary ?? '' })),
      }));
  });
  return violations.map((v) =>
    [
      `${v.impact} ${v.id}: ${v.help} (${v.helpUrl})`,
      ...v.nodes.slice(0, MAX_NODES_SHOWN).map((n) => `  at ${n.target}: ${n.summary.replaceAll('\n', ' ')}`),
      ...(v.nodes.length > MAX_NODES_SHOWN ? [`  and ${v.nodes.length - MAX_NODES_SHOWN} more`] : []),
    ].join('\n'),
  );
}

/** Fails with a readable list of the serious and critical violations of the page as it is now. */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  expect(await seriousA11yViolations(page), `serious or critical accessibility violations on ${page.url()}`).toEqual([]);
}
