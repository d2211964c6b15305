import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_ADMIN } from '../../src/db/seed/demo-accounts';
import { expectNoSeriousA11yViolations } from './helpers/a11y';
import { expectNoPageProblems } from './helpers/problems';
import { useShop } from './helpers/shop';
import { signInStaff } from './helpers/staff';

const shop = useShop();
const desktop = { viewport: { width: 1280, height: 900 } };
const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const JOURNAL = '/back/journal';

/** The rows of the journal's table, each as the text of its cells. */
const rows = (page: Page) =>
  page
    .getByRole('table', { name: 'Journal des actions, les plus récentes d’abord' })
    .locator('tbody tr')
    .evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent?.trim() ?? '')));

/** A sign-in refused: the wrong password typed for the administrator's login. */
async function refusedSignIn(): Promise<void> {
  const page = await shop.open('/back/login', desktop);
  await page.getByRole('textbox', { name: 'Identifiant ou adresse e-mail' }).fill(DEMO_ADMIN.login);
  await page.getByLabel('Mot de passe', { exact: true }).fill('pas le bon mot de passe');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await page.getByText('Identifiant ou mot de passe incorrect.').waitFor();
  await page.context().close();
}

describe('the back-office journal', () => {
  it('shows the administrator who signed in, and the refused attempt, filtered by kind of action, at desk and phone widths', async () => {
    await refusedSignIn();
    for (const options of [desktop, phone]) {
      const page = await shop.open(JOURNAL, options);
      await signInStaff(page, DEMO_ADMIN);
      await page.goto(JOURNAL);
      await page.getByRole('heading', { level: 1, name: 'Journal des actions' }).waitFor();

      // The filter applies as it is chosen; the address keeps it.
      await page.getByRole('combobox', { name: 'Type d’action' }).selectOption({ label: 'Connexions' });
      await page.waitForURL((url) => url.searchParams.get('category') === 'session');
      await expect.poll(async () => (await rows(page)).length).toBeGreaterThan(1);
      const shown = await rows(page);
      // Newest first: this sign-in, by Claire Martin.
      expect(shown[0]!.some((cell) => cell.includes('Claire Martin'))).toBe(true);
      expect(shown[0]!.some((cell) => cell.endsWith('Connexion'))).toBe(true);
      expect(shown.every((cells) => cells.some((cell) => /Connexion|Déconnexion|Mot de passe réinitialisé/.test(cell)))).toBe(true);
      expect(shown.some((cells) => cells.includes(DEMO_ADMIN.login) && cells.some((cell) => cell.includes('Connexion (refusée)')))).toBe(true);

      // A search that finds nothing says so.
      await page.getByRole('searchbox', { name: 'Membre ou numéro concerné' }).fill('personne de ce nom');
      await page.getByText('Aucune action ne correspond à ces filtres.').waitFor();

      await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(options.viewport.width);
      await expectNoSeriousA11yViolations(page);
      expectNoPageProblems(page);
      await page.context().close();
    }
  });
});
