import type { Page } from 'playwright-core';
import { expect } from 'vitest';

const recorded = new WeakMap<Page, string[]>();

/**
 * Records what a visitor's console would show as broken: console errors (Chromium reports
 * Content-Security-Policy violations and failed resource loads there too), except the 4xx
 * answers the API gives on purpose, and uncaught exceptions.
 */
export function recordPageProblems(page: Page): void {
  const problems: string[] = [];
  recorded.set(page, problems);
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    // A form's expected refusal (wrong password 401, used code 400...) is an API answer the
    // page shows; Chromium still logs its status. Server errors (5xx) stay problems.
    if (/^Failed to load resource: the server responded with a status of 4\d\d/.test(message.text())) return;
    problems.push(`console error on ${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught exception on ${page.url()}: ${error.message}`));
}

export function expectNoPageProblems(page: Page): void {
  const problems = recorded.get(page);
  if (!problems) throw new Error('This page was not opened through useShop().open(), so its problems were not recorded.');
  expect(problems, 'console errors, CSP violations or uncaught exceptions').toEqual([]);
}
