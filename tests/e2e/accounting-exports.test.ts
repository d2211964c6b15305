import { readFile } from 'node:fs/promises';
import type { Download, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_ADMIN } from '../../src/db/seed/demo-accounts';
import { expectNoSeriousA11yViolations } from './helpers/a11y';
import { expectNoPageProblems } from './helpers/problems';
import { useShop } from './helpers/shop';
import { signInStaff } from './helpers/staff';

const shop = useShop();
const ACCOUNTING = '/back/exports-comptables';
const FEC_HEADER =
  'JournalCode\tJournalLib\tEcritureNum\tEcritureDate\tCompteNum\tCompteLib\tCompAuxNum\tCompAuxLib\tPieceRef\tPieceDate\tEcritureLib\tDebit\tCredit\tEcritureLet\tDateLet\tValidDate\tMontantdevise\tIdevise';

/** The Paris month `shift` months from now, as the page names it ("Novembre 2026") and as file names write it ("2026-11"). */
function parisMonth(shift: number): { title: string; slug: string; lastDay: string } {
  const [year, month] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris', year: 'numeric', month: '2-digit' })
    .format(new Date())
    .split('-')
    .map(Number) as [number, number];
  const first = new Date(Date.UTC(year, month - 1 + shift, 1));
  const last = new Date(Date.UTC(year, month + shift, 0));
  const name = new Intl.DateTimeFormat('fr', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(first);
  return {
    title: name.charAt(0).toUpperCase() + name.slice(1),
    slug: first.toISOString().slice(0, 7),
    lastDay: last.toISOString().slice(0, 10).replaceAll('-', ''),
  };
}

/** An invoice issued now through the creation form's API, so this month has one whatever the other journeys did. */
async function issueInvoice(page: Page): Promise<string> {
  const issued = await page.evaluate(async () => {
    const response = await fetch('/api/admin/invoices', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        customer: {
          firstName: 'Inès',
          lastName: 'Comptable',
          email: 'ines.comptable@exemple.fr',
          phone: '0612345678',
          line1: '3 rue des Livres',
          line2: '',
          city: 'Nantes',
          zip: '44000',
          country: 'FR',
        },
        lines: [{ description: 'Tote bag brodé', quantity: 2, unitPriceCents: 2450, vatRateBp: 2000 }],
      }),
    });
    return { status: response.status, body: (await response.json()) as { number: string } };
  });
  expect(issued.status).toBe(201);
  return issued.body.number;
}

/** Clicks a download link by its visible name; the file's name and its text in the given encoding. */
async function download(page: Page, name: string, encoding: 'utf8' | 'latin1' = 'utf8'): Promise<{ fileName: string; text: string }> {
  const [file] = (await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name, exact: true }).click()])) as [Download, void];
  const bytes = await readFile(await file.path());
  const text = encoding === 'utf8' ? bytes.toString('utf8') : new TextDecoder('iso-8859-15').decode(bytes);
  return { fileName: file.suggestedFilename(), text };
}

const noHorizontalScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describe('accounting exports', () => {
  it('at 1280 px the administrator goes from last month to this one and downloads its invoices, VAT summary and FEC', async () => {
    const page = await shop.open(ACCOUNTING, { viewport: { width: 1280, height: 900 } });
    await signInStaff(page, DEMO_ADMIN);
    const number = await issueInvoice(page);

    await page.getByRole('navigation', { name: 'Administration' }).getByRole('link', { name: 'Exports comptables' }).click();
    await page.getByRole('heading', { level: 1, name: 'Exports comptables' }).waitFor();
    // The page opens on the month just over; the next month's link leads to this one.
    const [last, current] = [parisMonth(-1), parisMonth(0)];
    await page.getByRole('heading', { level: 2, name: last.title }).waitFor();
    await page.getByRole('link', { name: `Mois suivant (${current.title.toLowerCase()})` }).click();
    await page.getByRole('heading', { level: 2, name: current.title }).waitFor();
    await page
      .getByRole('status')
      .getByText(/^\d+ factures? et \d+ avoirs? émis sur la période\.$/)
      .waitFor();

    const vatTable = page.getByRole('table', { name: 'TVA de la période par taux, factures moins avoirs' });
    const standardRate = vatTable.getByRole('row', { name: /^20\s%/ });
    const [pageNet, pageVat] = (await standardRate.getByRole('cell').allInnerTexts()).map((text) => text.replace(/\s/g, ' '));
    await expectNoSeriousA11yViolations(page);

    const invoices = await download(page, 'Factures et avoirs (CSV)');
    expect(invoices.fileName).toBe(`factures-${current.slug}.csv`);
    expect(invoices.text).toMatch(/^\uFEFFType;Numéro;Date;Facture corrigée;Commande;Client;E-mail;/);
    expect(invoices.text).toContain(`\r\nFacture;${number};`);
    expect(invoices.text).toContain(';Inès Comptable;ines.comptable@exemple.fr;');

    // The VAT file says what the page shows.
    const vat = await download(page, 'Récapitulatif de TVA (CSV)');
    expect(vat.fileName).toBe(`tva-${current.slug}.csv`);
    const fileRow = vat.text.split('\r\n').find((row) => row.startsWith('20\u00a0%;'))!;
    const [, fileNet, fileVat] = fileRow.split(';');
    expect([pageNet, pageVat]).toEqual([`${fileNet} €`, `${fileVat} €`].map((amount) => amount!.replace(/\B(?=(\d{3})+,)/g, ' ')));

    const fec = await download(page, 'Journal des ventes (FEC)', 'latin1');
    expect(fec.fileName).toBe(`912345675FEC${current.lastDay}.txt`);
    const rows = fec.text.split('\r\n');
    expect(rows[0]).toBe(FEC_HEADER);
    const entry = rows.filter((row) => row.split('\t')[2] === number).map((row) => row.split('\t'));
    expect(entry.map((row) => [row[4], row[11], row[12]])).toEqual([
      ['411', '49,00', '0,00'],
      ['707', '0,00', '40,83'],
      ['44571', '0,00', '8,17'],
    ]);
    expectNoPageProblems(page);
  });

  it('at 390 px a period of days is typed, refused when it ends before it starts, an empty one still downloads its files, and so does the month before', async () => {
    const page = await shop.open(ACCOUNTING, { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await signInStaff(page, DEMO_ADMIN);
    await page.goto(ACCOUNTING);
    await page.getByRole('heading', { level: 1, name: 'Exports comptables' }).waitFor();

    const from = page.getByLabel('Du', { exact: true });
    const to = page.getByLabel('Au', { exact: true });
    await from.fill('2025-06-15');
    await to.fill('2025-06-01');
    await page.getByRole('button', { name: 'Afficher la période' }).click();
    await page.getByText('La période se termine le jour de son début ou après.').waitFor();
    expect(await to.getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByRole('link', { name: 'Journal des ventes (FEC)' }).count()).toBe(0);

    await to.fill('2025-06-30');
    await page.getByRole('button', { name: 'Afficher la période' }).click();
    await page.getByRole('heading', { level: 2, name: 'Du 15/06/2025 au 30/06/2025' }).waitFor();
    await page.getByText('Aucune facture ni aucun avoir n’a été émis sur cette période.', { exact: false }).waitFor();
    await expect.poll(() => noHorizontalScroll(page)).toBe(true);
    await expectNoSeriousA11yViolations(page);

    const fec = await download(page, 'Journal des ventes (FEC)', 'latin1');
    expect(fec.fileName).toBe('912345675FEC20250630.txt');
    expect(fec.text).toBe(`${FEC_HEADER}\r\n`);
    const invoices = await download(page, 'Factures et avoirs (CSV)');
    expect(invoices.fileName).toBe('factures-2025-06-15_2025-06-30.csv');
    expect(invoices.text.split('\r\n')).toHaveLength(2);

    // The month before, one link away: its files are named by the month.
    await page.getByRole('link', { name: 'Mois précédent (mai 2025)' }).click();
    await page.getByRole('heading', { level: 2, name: 'Mai 2025' }).waitFor();
    expect(await from.inputValue()).toBe('2025-05-01');
    expect(await to.inputValue()).toBe('2025-05-31');
    expect((await download(page, 'Factures et avoirs (CSV)')).fileName).toBe('factures-2025-05.csv');
    const vat = await download(page, 'Récapitulatif de TVA (CSV)');
    expect(vat.fileName).toBe('tva-2025-05.csv');
    expect(vat.text.split('\r\n').at(-2)).toBe('Total;0,00;0,00;0,00');
    expect((await download(page, 'Journal des ventes (FEC)', 'latin1')).fileName).toBe('912345675FEC20250531.txt');
    await expect.poll(() => noHorizontalScroll(page)).toBe(true);
    expectNoPageProblems(page);
  });
});
