import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_ADMIN } from '../../src/db/seed/demo-accounts';
import { expectNoSeriousA11yViolations } from './helpers/a11y';
import { expectNoPageProblems } from './helpers/problems';
import { useShop } from './helpers/shop';
import { signInStaff } from './helpers/staff';

const shop = useShop();
const desktop = { viewport: { width: 1280, height: 900 } };

const unconsultedCount = (page: Page) =>
  page.evaluate(async () => ((await (await fetch('/api/admin/sidebar')).json()) as { unconsultedOrders: number }).unconsultedOrders);

const ordersLink = (page: Page) => page.getByRole('navigation', { name: 'Administration' }).getByRole('link', { name: /^Commandes/ });

describe('the orders desk', () => {
  it('the administrator opens a pending order (the badge goes down), comes back and confirms it', async () => {
    const page = await shop.open('/back/gestion-des-commandes', desktop);
    await signInStaff(page, DEMO_ADMIN);
    await ordersLink(page).click();
    await page.getByRole('heading', { level: 1, name: 'Gestion des commandes' }).waitFor();

    // The pending order waits for a decision, unconsulted: it says so in words.
    const pendingRow = page.getByRole('row').filter({ hasText: 'En attente' }).filter({ hasText: 'Non consultée' }).first();
    await pendingRow.waitFor();
    const number = /AT\d+/.exec(await pendingRow.getByRole('rowheader').innerText())![0];
    const before = await unconsultedCount(page);
    expect(before).toBeGreaterThan(0);
    expect(await ordersLink(page).innerText()).toContain(String(before));
    await expectNoSeriousA11yViolations(page);

    await pendingRow.getByRole('link', { name: `Consulter la commande ${number}` }).click();
    await page.getByRole('heading', { level: 1, name: `Commande ${number}` }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'Adresse de livraison' }).waitFor();
    await expect.poll(() => unconsultedCount(page)).toBe(before - 1);
    // The packing slip opens as a PDF in a new tab.
    const slip = page.getByRole('link', { name: 'Imprimer le bon de livraison (PDF)' });
    expect(await slip.getAttribute('target')).toBe('_blank');
    const slipHref = (await slip.getAttribute('href'))!;
    expect(await page.evaluate(async (href) => (await fetch(href)).headers.get('content-type'), slipHref)).toBe('application/pdf');
    // The badge shows the new count, or disappears at zero.
    if (before > 1) await expect.poll(() => ordersLink(page).innerText()).toContain(String(before - 1));
    else await expect.poll(() => ordersLink(page).innerText()).not.toMatch(/\d/);
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('link', { name: 'Retour aux commandes' }).click();
    const row = page.getByRole('row').filter({ hasText: number });
    await row.getByRole('button', { name: `Confirmer la commande ${number}` }).click();
    await page.getByRole('status').getByText(`Commande ${number} : En traitement.`).waitFor();
    await row.getByRole('cell', { name: 'En traitement', exact: true }).waitFor();
    expect(await row.getByText('Non consultée').count()).toBe(0);
    // Now it is no longer pending: Modifier le statut replaces Confirmer and Rejeter.
    await row.getByRole('button', { name: 'Modifier le statut' }).waitFor();

    // The filter applies as it is chosen; the state lives in the URL, so a reload keeps the order found.
    await page.getByRole('combobox', { name: /^Statut/ }).selectOption('processing');
    await page.waitForURL((url) => url.searchParams.get('status') === 'processing');
    await page.reload();
    await page.getByRole('row').filter({ hasText: number }).waitFor();
    expect(await page.getByRole('cell', { name: 'Livrée', exact: true }).count()).toBe(0);
    expect(await page.getByRole('cell', { name: 'En traitement', exact: true }).count()).toBeGreaterThan(0);

    // The list as filtered downloads as a CSV file a French spreadsheet opens as it is.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Exporter ces commandes (CSV)' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^commandes-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await readFile(await download.path(), 'utf8');
    expect(csv).toMatch(/^\uFEFFNuméro;Date;Client;E-mail;Statut;Code promo;Montant \(€\);Consultée\r\n/);
    expect(csv).toMatch(new RegExp(`\r\n${number};[^\r\n]*;En traitement;`));
    expect(csv).not.toContain('Livrée');

    // The order's history says who opened and confirmed it; a note joins it.
    await page.getByRole('link', { name: `Consulter la commande ${number}` }).click();
    const history = page.getByRole('region', { name: 'Historique' });
    await history.getByText('Consultée pour la première fois — Claire').waitFor();
    await history.getByText('Statut changé : En attente → En traitement — Claire').waitFor();
    await history.getByRole('textbox', { name: 'Note interne (jamais montrée au client)' }).fill('Client prévenu du délai.');
    await history.getByRole('button', { name: 'Ajouter la note' }).click();
    await history.getByRole('status').getByText('Note ajoutée.').waitFor();
    await history.getByText('Note : Client prévenu du délai. — Claire').waitFor();
    await expectNoSeriousA11yViolations(page);
    await expectNoPageProblems(page);
  });

  it('works on a phone: the page comes first, the sections behind "Menu", and every order is a card with nothing to scroll sideways', async () => {
    const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
    const page = await shop.open('/back/gestion-des-commandes', phone);
    await signInStaff(page, DEMO_ADMIN);
    const menu = page.getByRole('button', { name: 'Menu' });
    expect(await menu.getAttribute('aria-expanded')).toBe('false');
    expect(await ordersLink(page).isVisible()).toBe(false);
    await menu.click();
    await ordersLink(page).click();
    await page.getByRole('heading', { level: 1, name: 'Gestion des commandes' }).waitFor();
    // The menu closes once a section is chosen.
    await expect.poll(() => menu.getAttribute('aria-expanded')).toBe('false');

    const firstOrder = page
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader') })
      .first();
    await firstOrder.waitFor();
    // A card: its cells one under the other, each saying its column first.
    const cells = await firstOrder.getByRole('cell').evaluateAll((tds) => tds.map((td) => (td as HTMLElement).dataset.label ?? ''));
    expect(cells).toContain('Statut');
    // What sticks out, named, if anything does.
    const tooWide = () =>
      page.evaluate(() =>
        [...document.querySelectorAll('main *')]
          .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 1)
          .slice(-3)
          .map((element) => `${element.tagName.toLowerCase()}.${element.className} "${element.textContent?.slice(0, 40)}"`),
      );
    await expect.poll(tooWide).toEqual([]);
    // Orders in progress carry the widest controls (the status choice and its button).
    await page.getByRole('combobox', { name: /^Statut/ }).selectOption('processing');
    await page.waitForURL((url) => url.searchParams.get('status') === 'processing');
    await page.getByRole('button', { name: 'Modifier le statut' }).first().waitFor();
    await expect.poll(tooWide).toEqual([]);
    await expectNoSeriousA11yViolations(page);
    expectNoPageProblems(page);
    await page.context().close();
  });
});
