import type { BrowserContextOptions, Page } from 'playwright-core';
import { DEMO_CUSTOMER } from '../../../src/db/seed/demo-accounts';
import { acceptInfoPopup, type Shop } from './shop';

/** The demo customer, signed in through the sign-in page as they would do it. */
export async function signedInCustomer(shop: Shop, options: BrowserContextOptions): Promise<Page> {
  const page = await shop.open('/connexion', options);
  await acceptInfoPopup(page);
  const main = page.getByRole('main');
  await main.getByRole('textbox', { name: 'Adresse e-mail', exact: true }).fill(DEMO_CUSTOMER.email);
  await main.getByLabel('Mot de passe', { exact: true }).fill(DEMO_CUSTOMER.password);
  await main.getByRole('button', { name: 'Se connecter', exact: true }).click();
  await page.waitForURL((url) => url.pathname !== '/connexion');
  return page;
}

/**
 * Options of `page.request` calls whose answer is compared with a French page: Playwright's API
 * requests send no Accept-Language, which the shop answers in English, and product names are
 * given in the reader's language.
 */
export const FRENCH = { headers: { 'accept-language': 'fr' } };
