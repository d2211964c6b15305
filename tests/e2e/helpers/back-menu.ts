import type { Page } from 'playwright-core';

/**
 * Follows a link of the back office's navigation as staff do: on a phone the navigation waits
 * behind "Menu", which is opened first.
 */
export async function openBackSection(page: Page, name: string | RegExp): Promise<void> {
  const menu = page.getByRole('button', { name: 'Menu' });
  if (await menu.isVisible()) await menu.click();
  await page.getByRole('navigation', { name: 'Administration' }).getByRole('link', { name }).click();
}
