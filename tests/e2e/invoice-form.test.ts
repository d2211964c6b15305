import type { Locator, Page } from 'playwright-core';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { DEMO_ADMIN, DEMO_COLLABORATOR } from '../../src/db/seed/demo-accounts';
import { ciiFacts, embeddedFacturX, en16931Violations } from '../helpers/factur-x';
import { expectNoSeriousA11yViolations } from './helpers/a11y';
import { expectNoPageProblems } from './helpers/problems';
import { useShop } from './helpers/shop';
import { signInStaff } from './helpers/staff';

const shop = useShop();
const desktop = { viewport: { width: 1280, height: 900 } };

const isFocused = (control: Locator) => control.evaluate((element) => element === document.activeElement);

/** The message a control's aria-describedby points to, as a screen reader reads it with the control. */
const description = (control: Locator) =>
  control.evaluate((element) =>
    (element.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' '),
  );

async function openInvoicesDesk(page: Page): Promise<void> {
  await page.getByRole('navigation', { name: 'Administration' }).getByRole('link', { name: 'Factures' }).click();
  await page.getByRole('heading', { level: 1, name: 'Gestion des factures' }).waitFor();
}

/** Types the buyer's address-style fields (the "Client" group), the country left at France. */
async function fillCustomer(
  main: Locator,
  buyer: { firstName: string; lastName: string; line1: string; zip: string; city: string; phone: string; email: string },
) {
  const customer = main.getByRole('group', { name: 'Client' });
  await customer.getByRole('textbox', { name: 'Prénom' }).fill(buyer.firstName);
  await customer.getByRole('textbox', { name: 'Nom', exact: true }).fill(buyer.lastName);
  await customer.getByRole('textbox', { name: 'Adresse', exact: true }).fill(buyer.line1);
  await customer.getByRole('textbox', { name: 'Code postal' }).fill(buyer.zip);
  await customer.getByRole('textbox', { name: 'Ville' }).fill(buyer.city);
  await customer.getByRole('textbox', { name: 'Téléphone' }).fill(buyer.phone);
  await customer.getByRole('textbox', { name: 'E-mail' }).fill(buyer.email);
  return customer;
}

describe('the invoice creation form', () => {
  it('the administrator types an invoice with two VAT rates, is told the order number names no order, issues it for none, finds it in the invoices list, and can restore it once after cancelling it', async () => {
    const page = await shop.open('/back/gestion-des-factures', desktop);
    await signInStaff(page, DEMO_ADMIN);
    await openInvoicesDesk(page);
    await page.getByRole('main').getByRole('link', { name: 'Créer une facture' }).click();
    await page.getByRole('heading', { level: 1, name: 'Créer une facture' }).waitFor();
    const main = page.getByRole('main');

    const customer = await fillCustomer(main, {
      firstName: 'Hélène',
      lastName: 'Saisie-Manuelle',
      line1: '8 place Bellecour',
      zip: '69002',
      city: 'Lyon',
      phone: '04 78 00 00 00',
      email: 'helene.saisie@exemple.fr',
    });
    expect(await customer.getByRole('combobox', { name: 'Pays' }).inputValue()).toBe('FR');

    // Two lines: the first at the default 20 %, the second at 5.5 %.
    const first = main.getByRole('group', { name: 'Ligne 1' });
    await first.getByRole('textbox', { name: 'Désignation' }).fill('T-shirt Canut brodé');
    await first.getByRole('spinbutton', { name: 'Quantité' }).fill('2');
    await first.getByRole('textbox', { name: 'Prix unitaire TTC (€)' }).fill('29,90');
    expect(await first.getByRole('combobox', { name: 'TVA' }).inputValue()).toBe('2000');
    await main.getByRole('button', { name: 'Ajouter une ligne' }).click();
    const second = main.getByRole('group', { name: 'Ligne 2' });
    // Focus goes to the new line.
    expect(await isFocused(second.getByRole('textbox', { name: 'Désignation' }))).toBe(true);
    await second.getByRole('textbox', { name: 'Désignation' }).fill('Carte brodée');
    await second.getByRole('textbox', { name: 'Prix unitaire TTC (€)' }).fill('15');
    await second.getByRole('combobox', { name: 'TVA' }).selectOption({ label: '5,5 %' });
    await main.getByRole('textbox', { name: 'Frais de livraison TTC (€)' }).fill('4,90');

    // The preview, as it will be issued: 59.80 + 4.90 at 20 %, 15.00 at 5.5 %, VAT worked back per rate.
    const totals = main.getByRole('region', { name: 'Totaux de la facture (aperçu)' });
    expect(await totals.getByRole('row', { name: /^TVA à 5,5 %/ }).innerText()).toMatch(/14,22\s€\s+0,78\s€\s+15,00\s€/);
    expect(await totals.getByRole('row', { name: /^TVA à 20 %/ }).innerText()).toMatch(/53,92\s€\s+10,78\s€\s+64,70\s€/);
    expect(await totals.getByRole('row', { name: /^Total/ }).innerText()).toMatch(/68,14\s€\s+11,56\s€\s+79,70\s€/);

    // An order number that names no order of the shop is refused beside the field, before any dialog.
    const orderNumber = main.getByRole('textbox', { name: 'N° de commande' });
    await orderNumber.fill(`HORS-${Date.now()}`);
    await main.getByRole('button', { name: 'Éditer la facture' }).click();
    await main.getByRole('alert').getByText('Le formulaire contient une erreur : corrigez le champ indiqué.').waitFor();
    expect(await orderNumber.getAttribute('aria-invalid')).toBe('true');
    expect(await description(orderNumber)).toContain('Aucune commande ne porte ce numéro.');
    expect(await isFocused(orderNumber)).toBe(true);
    expect(await page.getByRole('alertdialog').count()).toBe(0);
    await expectNoSeriousA11yViolations(page);

    // Left empty, the invoice belongs to no order: the confirmation says so, with the spec's question and the total.
    await orderNumber.fill('');
    await main.getByText('Aucune commande ne porte ce numéro.', { exact: false }).waitFor({ state: 'detached' });
    expect(await orderNumber.getAttribute('aria-invalid')).toBeNull();
    await main.getByRole('button', { name: 'Éditer la facture' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Une nouvelle facture sera éditée, confirmez-vous cette action ?' });
    expect(await dialog.innerText()).toContain('Facture à Hélène Saisie-Manuelle, total TTC 79,70');
    expect(await dialog.innerText()).toContain('Cette facture ne sera rattachée à aucune commande');
    await dialog.getByRole('button', { name: 'CONFIRMER' }).click();
    const issued = main.getByRole('heading', { level: 2, name: /^Facture F-\d{4}-\d{6} éditée$/ });
    await issued.waitFor();
    expect(await isFocused(issued)).toBe(true);
    const number = /F-\d{4}-\d{6}/.exec(await issued.innerText())![0];

    // Its PDF, served to staff.
    const pdfLink = main.getByRole('link', { name: `Voir le PDF de la facture ${number} (s’ouvre dans un nouvel onglet)` });
    expect(await pdfLink.getAttribute('target')).toBe('_blank');
    const pdf = await page.request.get(new URL((await pdfLink.getAttribute('href'))!, page.url()).href);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    await expectNoSeriousA11yViolations(page);

    // And the invoices list, newest first, shows it.
    await main.getByRole('link', { name: 'Aller à la gestion des factures' }).click();
    await page.getByRole('heading', { level: 1, name: 'Gestion des factures' }).waitFor();
    const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: number }) });
    await row.waitFor();
    const text = await row.innerText();
    expect(text).toContain('Hélène Saisie-Manuelle');
    expect(text).not.toContain('commande');
    expect(text).toMatch(/79,70\s€/);

    // Cancelled, it is restored once: the list then names the invoice that restored it and offers Rétablir no more.
    await row.getByRole('button', { name: `Annuler la facture ${number}` }).click();
    await page.getByRole('alertdialog', { name: 'Confirmez-vous cette action ?' }).getByRole('button', { name: 'CONFIRMER' }).click();
    await row.getByRole('cell', { name: 'Annulée', exact: true }).waitFor();
    await row.getByRole('button', { name: `Rétablir la facture ${number}` }).click();
    await page.getByRole('alertdialog', { name: 'Confirmez-vous cette action ?' }).getByRole('button', { name: 'CONFIRMER' }).click();
    const restored = page.getByRole('status').getByText(/^Facture F-\d{4}-\d{6} éditée à nouveau\.$/);
    await restored.waitFor();
    const restoredNumber = /F-\d{4}-\d{6}/.exec(await restored.innerText())![0];
    await row.getByText(`rétablie par ${restoredNumber}`).waitFor();
    expect(await row.getByRole('button', { name: /^Rétablir/ }).count()).toBe(0);
    expectNoPageProblems(page);
  });

  it('the administrator bills a business: its company and VAT number (a wrong key refused beside the field), prices without VAT, a transfer due in 30 days; the PDF prints the bank details and the legal mentions', async () => {
    const page = await shop.open('/back/gestion-des-factures', desktop);
    await signInStaff(page, DEMO_ADMIN);
    await openInvoicesDesk(page);
    await page.getByRole('main').getByRole('link', { name: 'Créer une facture' }).click();
    await page.getByRole('heading', { level: 1, name: 'Créer une facture' }).waitFor();
    const main = page.getByRole('main');

    await fillCustomer(main, {
      firstName: 'Inès',
      lastName: 'Acheteuse',
      line1: '3 rue Juiverie',
      zip: '69005',
      city: 'Lyon',
      phone: '04 78 11 22 33',
      email: 'achats@boutique-canut.example',
    });

    // The business: a VAT number whose key does not match its SIREN is refused once the field is left.
    const company = main.getByRole('group', { name: 'Entreprise cliente' });
    await company.getByRole('textbox', { name: 'Raison sociale' }).fill('Boutique Canut SARL');
    const vatNumber = company.getByRole('textbox', { name: 'N° de TVA intracommunautaire' });
    await vatNumber.fill('FR00912345675');
    await vatNumber.press('Tab');
    await expect.poll(() => vatNumber.getAttribute('aria-invalid')).toBe('true');
    expect(await description(vatNumber)).toContain('La clé de ce numéro de TVA (les deux caractères après FR) ne correspond pas au SIREN');
    await vatNumber.fill('FR44 732 829 320');
    await expect.poll(() => vatNumber.getAttribute('aria-invalid')).toBeNull();

    // Prices typed without VAT: the price and shipping boxes say so.
    await main.getByRole('combobox', { name: 'Les prix sont saisis' }).selectOption({ label: 'HT (hors TVA)' });
    const line = main.getByRole('group', { name: 'Ligne 1' });
    await line.getByRole('textbox', { name: 'Désignation' }).fill('Sweat-shirt Montagne');
    await line.getByRole('spinbutton', { name: 'Quantité' }).fill('10');
    await line.getByRole('textbox', { name: 'Prix unitaire HT (€)' }).fill('12,50');
    await main.getByRole('textbox', { name: 'Frais de livraison HT (€)' }).fill('15');
    // 125.00 + 15.00 = 140.00 without VAT, 28.00 of VAT at 20 %: 168.00.
    const totals = main.getByRole('region', { name: 'Totaux de la facture (aperçu)' });
    await expect.poll(() => totals.getByRole('row', { name: /^Total/ }).innerText()).toMatch(/140,00\s€\s+28,00\s€\s+168,00\s€/);

    // Paid by transfer, due in 30 days: a business invoice not yet paid needs its due date.
    await main.getByRole('combobox', { name: 'Moyen de paiement' }).selectOption({ label: 'Virement' });
    await main.getByRole('button', { name: 'Éditer la facture' }).click();
    const dueOn = main.getByLabel('Date d’échéance');
    await expect.poll(() => isFocused(dueOn)).toBe(true);
    expect(await description(dueOn)).toContain('Une facture à une entreprise porte sa date d’échéance');
    const due = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    await dueOn.fill(due);
    await expectNoSeriousA11yViolations(page);

    await main.getByRole('button', { name: 'Éditer la facture' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Une nouvelle facture sera éditée, confirmez-vous cette action ?' });
    await expect.poll(() => dialog.innerText()).toContain('Facture à Boutique Canut SARL, total TTC 168,00');
    await dialog.getByRole('button', { name: 'CONFIRMER' }).click();
    const issued = main.getByRole('heading', { level: 2, name: /^Facture F-\d{4}-\d{6} éditée$/ });
    await issued.waitFor();
    const number = /F-\d{4}-\d{6}/.exec(await issued.innerText())![0];

    // Its PDF and the Factur-X XML inside it carry what was typed, the shop's bank details and the mentions.
    const pdfLink = main.getByRole('link', { name: `Voir le PDF de la facture ${number} (s’ouvre dans un nouvel onglet)` });
    const pdf = await (await page.request.get(new URL((await pdfLink.getAttribute('href'))!, page.url()).href)).body();
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true });
    const printed = text.replace(/[\s\u00a0\u202f]+/g, ' ');
    const [year, month, day] = due.split('-');
    for (const mention of [
      'Boutique Canut SARL',
      'N° TVA intracommunautaire : FR44732829320',
      `Date d’échéance : ${day}/${month}/${year}`,
      'IBAN FR76 3000 6000 0112 3456 7890 189 – BIC BNPAFRPP',
      'indemnité forfaitaire pour frais de recouvrement de 40,00 €',
      'Total TTC 168,00 €',
    ])
      expect(printed).toContain(mention);
    const facts = ciiFacts(await embeddedFacturX(pdf));
    expect(en16931Violations(facts)).toEqual([]);
    expect(facts).toMatchObject({ buyer: { name: 'Boutique Canut SARL', vatNumber: 'FR44732829320' }, payeeIban: 'FR7630006000011234567890189' });
    expectNoPageProblems(page);
  });

  it('the form fits a 390 px phone, business fields included: no horizontal scroll', async () => {
    const page = await shop.open('/back/creer-une-facture', { viewport: { width: 390, height: 844 }, isMobile: true });
    await signInStaff(page, DEMO_ADMIN);
    await page.goto(new URL('/back/creer-une-facture', page.url()).href);
    await page.getByRole('heading', { level: 1, name: 'Créer une facture' }).waitFor();
    const main = page.getByRole('main');
    await main.getByRole('group', { name: 'Entreprise cliente' }).getByRole('textbox', { name: 'Raison sociale' }).waitFor();
    await main.getByRole('combobox', { name: 'Les prix sont saisis' }).selectOption({ label: 'HT (hors TVA)' });
    await main.getByRole('group', { name: 'Ligne 1' }).getByRole('textbox', { name: 'Prix unitaire HT (€)' }).waitFor();
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectNoSeriousA11yViolations(page);
    expectNoPageProblems(page);
  });

  it('a collaborator’s invoices list offers no "Créer une facture"', async () => {
    // (That a collaborator who opens /back/creer-une-facture lands on the orders list is back-office.test.ts's.)
    const page = await shop.open('/back/gestion-des-factures', desktop);
    await signInStaff(page, DEMO_COLLABORATOR);
    await openInvoicesDesk(page);
    await page
      .getByRole('main')
      .getByText(/^\d+ documents?$/)
      .waitFor();
    expect(await page.getByRole('main').getByRole('link', { name: 'Créer une facture' }).count()).toBe(0);
    expectNoPageProblems(page);
  });
});
