import { readFile } from 'node:fs/promises';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_ADMIN } from '../../src/db/seed/demo-accounts';
import { expectNoSeriousA11yViolations } from './helpers/a11y';
import { expectNoPageProblems } from './helpers/problems';
import { useShop } from './helpers/shop';
import { signInStaff } from './helpers/staff';

const shop = useShop();
const PRODUCTS = '/back/gestion-des-produits';
const WIDTHS = [
  { name: 'desktop', options: { viewport: { width: 1280, height: 900 } }, pick: -1 },
  { name: 'phone', options: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }, pick: -4 },
] as const;

/**
 * Follows a link of the products desk from the keyboard: at 390 px the desk's table is still
 * wider than the screen (its cards are another change's), and a tap there can land on the
 * zoomed-out page's neighbour.
 */
async function activate(link: Locator): Promise<void> {
  await link.focus();
  await link.press('Enter');
}

type Line = { reference: string; color: string; size: string; quantity: number };

/** The stock file as the products desk's "Exporter le stock (CSV)" downloads it. */
async function exportStock(page: Page): Promise<Line[]> {
  const [download] = await Promise.all([page.waitForEvent('download'), activate(page.getByRole('link', { name: 'Exporter le stock (CSV)' }))]);
  expect(download.suggestedFilename()).toMatch(/^stock-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = await readFile(await download.path(), 'utf8');
  // A byte order mark first, so that spreadsheets read the accents.
  expect(text.startsWith('\uFEFFRéférence;Couleur;Taille;Quantité\r\n')).toBe(true);
  const [, ...rows] = text.trim().split('\r\n');
  return rows.map((row) => {
    const [reference, color, size, quantity] = row.split(';');
    return { reference: reference!, color: color!, size: size!, quantity: Number(quantity) };
  });
}

const noSideScroll = (page: Page) => expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

describe('a stock-take from a CSV file', () => {
  for (const { name, options, pick } of WIDTHS) {
    it(`checks a file with one bad line, names it, then applies exactly the other changes, each with a movement (${name})`, async () => {
      const page = await shop.open(PRODUCTS, options);
      await signInStaff(page, DEMO_ADMIN);
      await page.goto(`${shop.baseUrl}${PRODUCTS}`);
      await page.getByRole('heading', { level: 1, name: 'Gestion des produits' }).waitFor();
      const before = await exportStock(page);

      // Two variants of one product counted differently, one counted as it is, and one line with a typo.
      const first = before.at(pick)!;
      const second = before.at(pick - 1)!;
      const same = before.at(pick - 2)!;
      const file = [
        'Référence;Couleur;Taille;Quantité',
        `${first.reference};${first.color};${first.size};${first.quantity + 5}`,
        `${second.reference};${second.color.toUpperCase()};${second.size};${second.quantity + 7}`,
        'RÉF-INCONNUE;Écru;M;4',
        `${same.reference};${same.color};${same.size};${same.quantity}`,
      ].join('\r\n');

      await activate(page.getByRole('link', { name: 'Importer le stock (CSV)' }));
      await page.getByRole('heading', { level: 1, name: 'Importer le stock' }).waitFor();
      await page
        .getByLabel('Fichier CSV du stock')
        .setInputFiles({ name: 'inventaire.csv', mimeType: 'text/csv', buffer: Buffer.from(`\uFEFF${file}`) });
      await page.getByRole('button', { name: 'Vérifier le fichier' }).click();

      await page.getByRole('status').getByText('2 variante(s) à changer, 1 déjà à jour, 1 ligne(s) refusée(s).').waitFor();
      const refused = page.getByRole('region', { name: 'Lignes refusées (elles ne seront pas appliquées)' });
      expect(await refused.getByRole('listitem').allTextContents()).toEqual(['Ligne 4 : aucun produit n’a la référence « RÉF-INCONNUE ».']);
      const changes = page.getByRole('table', { name: 'Variantes dont le stock va changer' });
      expect(await changes.getByRole('row').count()).toBe(3);
      await changes
        .getByRole('row')
        .filter({ hasText: first.reference })
        .getByText(`${first.quantity} → ${first.quantity + 5}`)
        .waitFor();
      await changes
        .getByRole('row')
        .filter({ hasText: second.reference })
        .getByText(`${second.quantity} → ${second.quantity + 7}`)
        .waitFor();
      await noSideScroll(page);
      await expectNoSeriousA11yViolations(page);

      // Nothing changed yet: the dry run wrote nothing.
      await page.getByRole('button', { name: 'Appliquer les changements de 2 variantes' }).click();
      await page.getByRole('status').getByText('Stock mis à jour : 2 variantes ont changé, chacune avec son mouvement de stock.').waitFor();
      await expectNoSeriousA11yViolations(page);

      await page.getByRole('link', { name: 'Retour à la gestion des produits' }).click();
      await page.getByRole('heading', { level: 1, name: 'Gestion des produits' }).waitFor();
      const after = await exportStock(page);
      const key = (line: Line) => `${line.reference}/${line.color}/${line.size}`;
      const moved = new Map([
        [key(first), first.quantity + 5],
        [key(second), second.quantity + 7],
      ]);
      // Exactly those two variants changed (the journeys run one at a time: nothing else sells meanwhile).
      expect(after).toEqual(before.map((line) => ({ ...line, quantity: moved.get(key(line)) ?? line.quantity })));

      // The product form's history shows the import's movement, by the administrator.
      await page.goto(`${shop.baseUrl}${PRODUCTS}?q=${encodeURIComponent(first.reference)}`);
      await activate(page.getByRole('link', { name: /^Modifier / }).first());
      await page.getByRole('heading', { level: 1, name: 'Modifier un produit' }).waitFor();
      const history = page.getByRole('region', { name: 'Mouvements de stock' });
      const row = history.getByRole('row').filter({ hasText: `${first.quantity} → ${first.quantity + 5}` });
      await row.getByText('Import du stock (CSV)').waitFor();
      await row.getByText('Claire Martin').waitFor();
      await noSideScroll(page);
      await expectNoSeriousA11yViolations(page);
      expectNoPageProblems(page);
    });
  }
});
