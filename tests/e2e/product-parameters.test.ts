import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_ADMIN, DEMO_COLLABORATOR } from '../../src/db/seed/demo-accounts';
import { parisDay } from '../../src/domain/pricing';
import { expectNoSeriousA11yViolations } from './helpers/a11y';
import { addToCart, variantOf } from './helpers/cart';
import { expectNoPageProblems } from './helpers/problems';
import { acceptInfoPopup, useShop, waitForHydration } from './helpers/shop';
import { signInStaff } from './helpers/staff';

const shop = useShop();
const desktop = { viewport: { width: 1280, height: 900 } };
const PARAMETERS = '/back/produit/gestion-des-parametres';

/** The administrator on the parameters page, reached from the sidebar as staff reach it. */
async function adminOnParameters(): Promise<Page> {
  const page = await shop.open(PARAMETERS, desktop);
  await signInStaff(page, DEMO_ADMIN);
  await page.getByRole('navigation', { name: 'Administration' }).getByRole('link', { name: 'Paramètres produits' }).click();
  await page.waitForURL((url) => url.pathname === PARAMETERS);
  await page.getByRole('heading', { level: 1, name: 'Paramètres des produits' }).waitFor();
  return page;
}

const section = (page: Page, name: string) => page.getByRole('region', { name });

describe('the product parameters page', () => {
  it('lets the administrator create a promo code that works in a visitor’s cart the same minute', async () => {
    const admin = await adminOnParameters();
    for (const name of ['Collections', 'Couleurs', 'Tailles', 'Codes promo', 'Livraison gratuite']) {
      await admin.getByRole('heading', { level: 2, name }).waitFor();
    }
    await expectNoSeriousA11yViolations(admin);

    const promos = section(admin, 'Codes promo');
    await promos.getByRole('textbox', { name: 'Code' }).fill('journee25');
    // The start date is today by default.
    expect(await promos.getByLabel('Début').inputValue()).toBe(parisDay(new Date()));
    await promos.getByLabel('Fin (incluse)').fill(parisDay(new Date(Date.now() + 7 * 86_400_000)));
    await promos.getByRole('combobox', { name: 'Type de remise' }).selectOption({ label: 'Pourcentage (%)' });
    await promos.getByRole('textbox', { name: 'Valeur (%)' }).fill('25');
    await promos.getByRole('combobox', { name: 'Utilisation' }).selectOption({ label: 'Une seule fois par client' });
    await promos.getByRole('button', { name: 'Ajouter le code promo' }).click();
    await promos.getByRole('status').getByText('Code promo JOURNEE25 ajouté : il s’applique dans les paniers dès maintenant.').waitFor();
    const row = promos.getByRole('row', { name: /JOURNEE25/ });
    await expect.poll(() => row.textContent()).toContain('Actif');
    expect(await row.textContent()).toContain('25\u00a0%');
    expect(await row.textContent()).toContain('Une seule fois par client');
    expect(await row.getByRole('checkbox', { name: 'Code JOURNEE25 actif' }).isChecked()).toBe(true);

    // The same code again: refused beside the field.
    await promos.getByRole('textbox', { name: 'Code' }).fill('JOURNEE25');
    await promos.getByLabel('Fin (incluse)').fill(parisDay(new Date()));
    await promos.getByRole('textbox', { name: 'Valeur (%)' }).fill('5');
    await promos.getByRole('button', { name: 'Ajouter le code promo' }).click();
    await promos.getByText('Ce code existe déjà.').waitFor();
    expect(await promos.getByRole('textbox', { name: 'Code' }).getAttribute('aria-invalid')).toBe('true');

    // A visitor applies it at once.
    const visitor = await shop.open('/', desktop);
    await acceptInfoPopup(visitor);
    await addToCart(visitor, await variantOf(shop.baseUrl, 3));
    await visitor.goto('/panier');
    await waitForHydration(visitor);
    await visitor.getByRole('textbox', { name: 'Code promo' }).fill('journee25');
    await visitor.getByRole('button', { name: 'Appliquer' }).click();
    await expect.poll(() => visitor.getByRole('main').textContent()).toContain('Réduction (JOURNEE25)');

    // Switched off on the parameters page: the cart says so at its next reading.
    await row.getByRole('checkbox', { name: 'Code JOURNEE25 actif' }).uncheck();
    await promos.getByRole('status').getByText('Code JOURNEE25 désactivé : il ne s’applique plus.').waitFor();
    await expect.poll(() => row.textContent()).toContain('Désactivé');
    await visitor.reload();
    await waitForHydration(visitor);
    await expect.poll(() => visitor.getByRole('main').textContent()).not.toContain('Réduction (JOURNEE25)');

    // Unused by any order, it can be deleted, after the spec's confirmation.
    await row.getByRole('button', { name: 'Supprimer le code JOURNEE25' }).click();
    const dialog = admin.getByRole('alertdialog', { name: 'Supprimer le code promo JOURNEE25 ?' });
    await dialog.getByRole('button', { name: 'CONFIRMER' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => promos.getByRole('row', { name: /JOURNEE25/ }).count()).toBe(0);
    expectNoPageProblems(admin);
    expectNoPageProblems(visitor);
  });

  it('says where a colour is used when deleting it is refused; adds, then deletes, one nothing uses', async () => {
    const page = await adminOnParameters();
    const colors = section(page, 'Couleurs');

    await colors.getByRole('button', { name: 'Supprimer la couleur Marine' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Supprimer la couleur « Marine » ?' });
    await dialog.getByText('La suppression est définitive.').waitFor();
    // Keyboard: the harmless choice has the focus; Tab reaches CONFIRMER, Enter presses it.
    expect(await dialog.getByRole('button', { name: 'ANNULER' }).evaluate((button) => button === document.activeElement)).toBe(true);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    const refusal = dialog.getByRole('alert');
    await expect
      .poll(() => refusal.textContent())
      .toMatch(/^Couleur utilisée par \d+ produits \(.+…\) : retirez-la de leur stock et de leurs photos avant de la supprimer\.$/);
    await dialog.getByRole('button', { name: 'ANNULER' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await colors.getByRole('row', { name: /^Marine/ }).count()).toBe(1);

    // A new colour, typed code and picker in step, shown with its swatch; a taken name is refused beside its field.
    await colors.getByRole('textbox', { name: 'Nom (français)' }).fill('marine');
    await colors.getByRole('textbox', { name: 'Nom (anglais)' }).fill('Sea');
    await colors.getByRole('button', { name: 'Ajouter la couleur' }).click();
    await colors.getByText('Ce nom existe déjà.').waitFor();
    await colors.getByRole('textbox', { name: 'Nom (français)' }).fill('Corail');
    await colors.getByRole('textbox', { name: 'Nom (anglais)' }).fill('Coral');
    await colors.getByRole('textbox', { name: 'Code couleur' }).fill('#FF7F50');
    expect(await colors.getByLabel('Couleur', { exact: true }).inputValue()).toBe('#ff7f50');
    await colors.getByRole('button', { name: 'Ajouter la couleur' }).click();
    await colors.getByRole('status').getByText('Couleur « Corail » ajoutée.').waitFor();
    const coral = colors.getByRole('row', { name: /^Corail/ });
    expect(await coral.textContent()).toContain('#ff7f50');
    expect(await coral.locator('.parameters__swatch').evaluate((swatch) => getComputedStyle(swatch).backgroundColor)).toBe('rgb(255, 127, 80)');

    await coral.getByRole('button', { name: 'Supprimer la couleur Corail' }).click();
    await page.getByRole('alertdialog', { name: 'Supprimer la couleur « Corail » ?' }).getByRole('button', { name: 'CONFIRMER' }).click();
    await colors.getByRole('status').getByText('« Corail » a été supprimé.').waitFor();
    await expect.poll(() => colors.getByRole('row', { name: /^Corail/ }).count()).toBe(0);
    expectNoPageProblems(page);
  });

  it('leaves a new collection out of the storefront menu while it has no product, and the menu names the others in English', async () => {
    const page = await adminOnParameters();
    const collections = section(page, 'Collections');
    await collections.getByRole('textbox', { name: 'Nom (français)' }).fill('Rivages');
    await collections.getByRole('textbox', { name: 'Nom (anglais)' }).fill('Shores');
    await collections.getByRole('button', { name: 'Ajouter la collection' }).click();
    await collections.getByRole('status').getByText('Collection « Rivages » ajoutée.').waitFor();

    const english = await shop.open('/?lang=en', { ...desktop, locale: 'en-GB' });
    const header = english.getByRole('banner');
    // The demo's own collections, in English; the empty one would lead to an empty page.
    await expect.poll(() => header.textContent()).toContain('Breton');
    expect(await header.textContent()).not.toContain('Shores');

    await collections.getByRole('button', { name: 'Supprimer la collection Rivages' }).click();
    await page.getByRole('alertdialog', { name: 'Supprimer la collection « Rivages » ?' }).getByRole('button', { name: 'CONFIRMER' }).click();
    await expect.poll(() => collections.getByRole('row', { name: /^Rivages/ }).count()).toBe(0);
    expectNoPageProblems(page);
  });

  it('has a menu of its sections: one click brings a section’s heading into view', async () => {
    const page = await adminOnParameters();
    const menu = page.getByRole('navigation', { name: 'Aller à une section' });
    expect(await menu.getByRole('link').allInnerTexts()).toEqual(['Collections', 'Couleurs', 'Tailles', 'Codes promo', 'Livraison gratuite']);
    const heading = page.getByRole('heading', { level: 2, name: 'Livraison gratuite' });
    expect(await heading.evaluate((h) => h.getBoundingClientRect().top < window.innerHeight)).toBe(false);
    await menu.getByRole('link', { name: 'Livraison gratuite' }).click();
    await page.waitForURL((url) => url.hash === '#threshold');
    await expect
      .poll(() => heading.evaluate((h) => h.getBoundingClientRect().top >= 0 && h.getBoundingClientRect().top < window.innerHeight))
      .toBe(true);
    expectNoPageProblems(page);
  });

  it('sends a collaborator who opens it to the orders list', async () => {
    const page = await shop.open('/back/login', desktop);
    await signInStaff(page, DEMO_COLLABORATOR);
    await page.goto(PARAMETERS);
    await waitForHydration(page);
    await page.waitForURL((url) => url.pathname === '/back/gestion-des-commandes');
    await page.getByRole('heading', { level: 1, name: 'Gestion des commandes' }).waitFor();
    expectNoPageProblems(page);
  });
});
