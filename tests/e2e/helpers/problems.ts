import type { Page } from 'playwright-core';
import { expect } from 'vitest';

const recorded = new WeakMap<Page, string[]>();

/**
 * Records what a visitor's console would show as broken: console errors (Chromium reports
 * Content-Security-Policy violations and failed resource loads there too) and uncaught
 * exceptions.
 */
export function recordPageProblems(page: Page): void {
  const problems: string[] = [];
  recorded.set(page, problems);
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console error on ${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught exception on ${page.url()}: ${error.message}`));
}

export function expectNoPageProblems(page: Page): void {
  const problems = recorded.get(page);
  if (!problems) throw new Error('This page was not opened through useShop().open(), so its problems were not recorded.');
  expect(problems, 'console errors, CSP violations or uncaught exceptions').toEqual([]);
}
