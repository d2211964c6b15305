import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_ADMIN, DEMO_COLLABORATOR } from '../../src/db/seed/demo-accounts';
import { expectNoSeriousA11yViolations } from './helpers/a11y';
import { expectNoPageProblems } from './helpers/problems';
import { plainPicture } from '../helpers/pictures';
import { addToCart, variantOf } from './helpers/cart';
import { answerThroughApi, payWith } from './helpers/checkout';
import { acceptInfoPopup, useShop, waitForHydration } from './helpers/shop';
import { signInStaff } from './helpers/staff';

const shop = useShop();
const desktop = { viewport: { width: 1280, height: 900 } };

const isFocused = (control: Locator) => control.evaluate((element) => element === document.activeElement);

async function openProductsDesk(page: Page): Promise<void> {
  await page.getByRole('navigation', { name: 'Administration' }).getByRole('link', { name: 'Produits', exact: true }).click();
  await page.getByRole('heading', { level: 1, name: 'Gestion des produits' }).waitFor();
}

/** A staff member's page, signed in, on the product list. */
async function staffOnProducts(account: { login: string; password: string }): Promise<Page> {
  const page = await shop.open('/back/gestion-des-produits', desktop);
  await signInStaff(page, account);
  await openProductsDesk(page);
  return page;
}

/** Opens a list page from one of the header's menus, as a visitor does. */
async function openFromMenu(page: Page, menu: string, link: string): Promise<void> {
  const nav = page.getByRole('banner').getByRole('navigation').first();
  await nav.getByRole('button', { name: menu }).click();
  await nav.getByRole('link', { name: link, exact: true }).click();
  await page.getByRole('heading', { level: 1, name: link }).waitFor();
}

/** The address of a collection's page, from the storefront's API. */
async function collectionPath(name: string): Promise<string> {
  const collections = (await (await fetch(`${shop.baseUrl}/api/store/collections?lang=fr`)).json()) as { id: number; name: string }[];
  return `/collection/${collections.find((collection) => collection.name === name)!.id}`;
}

/** The pictures of the form's list, in order (their 400 px sources). */
const listedPictures = (page: Page) =>
  page.locator('.product-pictures__items img').evaluateAll((images) => images.map((image) => image.getAttribute('src')!));

/** Confirms the spec's dialog from the keyboard: focus starts on ANNULER, Tab reaches CONFIRMER. */
async function confirmWithKeyboard(page: Page, question: string): Promise<void> {
  const dialog = page.getByRole('alertdialog', { name: question });
  await dialog.waitFor();
  expect(await isFocused(dialog.getByRole('button', { name: 'ANNULER' }))).toBe(true);
  await page.keyboard.press('Tab');
  expect(await isFocused(dialog.getByRole('button', { name: 'CONFIRMER' }))).toBe(true);
  await page.keyboard.press('Enter');
  await dialog.waitFor({ state: 'hidden' });
}

/** Whether a visitor loading that list page now sees the product. */
async function visitorSees(path: string, name: string): Promise<boolean> {
  const visitor = await shop.open(path, desktop);
  await acceptInfoPopup(visitor);
  const count = await visitor
    .getByRole('main')
    .getByRole('link', { name: new RegExp(name) })
    .count();
  await visitor.context().close();
  return count > 0;
}

describe('products in the back office', () => {
  it('the administrator creates a product with two colours, four sizes and three pictures, publishes it; a visitor finds it in its category and collection, sees each colour’s pictures and buys it; withdrawn, it is gone on the next load', async () => {
    const page = await staffOnProducts(DEMO_ADMIN);
    await page.getByRole('main').getByRole('link', { name: 'Créer un produit' }).click();
    await page.getByRole('heading', { level: 1, name: 'Créer un produit' }).waitFor();
    const main = page.getByRole('main');

    // Sending the empty form says the spec's sentence and takes focus to the first field.
    await main.getByRole('button', { name: 'Créer le produit' }).click();
    await main.getByText('Veuillez remplir tous les champs requis.').waitFor();
    expect(await isFocused(main.getByRole('combobox', { name: 'Catégorie' }))).toBe(true);
    await expectNoSeriousA11yViolations(page);

    await main.getByRole('combobox', { name: 'Catégorie' }).selectOption({ label: 'T-shirts' });
    await main.getByRole('combobox', { name: 'Collection' }).selectOption({ label: 'Bretonne' });
    await main.getByRole('textbox', { name: 'Référence' }).fill('TS-E2E-001');
    await main.getByRole('checkbox', { name: 'Afficher sur la page d’accueil' }).check();
    await main.getByRole('textbox', { name: 'Nom du produit', exact: true }).fill('Marinière Journée');
    await main.getByRole('textbox', { name: 'Nom du modèle', exact: true }).fill('Le Marin');
    await main.getByRole('textbox', { name: 'Description', exact: true }).fill('Jersey de coton peigné, rayures tissées.');
    await main.getByRole('textbox', { name: 'Nom du produit en anglais' }).fill('Day Breton Top');
    await main.getByRole('textbox', { name: 'Nom du modèle en anglais' }).fill('The Sailor');
    await main.getByRole('textbox', { name: 'Description en anglais' }).fill('Combed cotton jersey, woven stripes.');
    await main.getByRole('textbox', { name: 'Prix TTC (€)', exact: true }).fill('34,90');
    // A former price below the price is refused beside the field once it is left.
    const oldPrice = main.getByRole('textbox', { name: 'Ancien prix TTC (€)' });
    await oldPrice.fill('19,90');
    await oldPrice.blur();
    await main.getByText('L’ancien prix doit être plus élevé que le prix.').waitFor();
    await oldPrice.fill('');
    await main.getByRole('spinbutton', { name: 'Poids (g)' }).fill('210');

    // The stock grid: two colours (rows) and four sizes (columns), added from their lists.
    for (const colour of ['Marine', 'Écru']) {
      await main.getByRole('combobox', { name: 'Couleur à ajouter' }).selectOption({ label: colour });
      await main.getByRole('button', { name: 'Ajouter la couleur' }).click();
    }
    for (const size of ['XL', 'S', 'M', 'L']) {
      await main.getByRole('combobox', { name: 'Taille à ajouter' }).selectOption({ label: size });
      await main.getByRole('button', { name: 'Ajouter la taille' }).click();
    }
    // Focus went to the new size's first box; columns are in the spec's order whatever the order added.
    expect(await isFocused(main.getByRole('spinbutton', { name: 'Marine, taille L' }))).toBe(true);
    const grid = main.getByRole('table', { name: 'Stock par couleur et par taille' });
    expect(await grid.getByRole('columnheader').allInnerTexts()).toEqual(['Couleur', 'S ×', 'M ×', 'L ×', 'XL ×']);
    let quantity = 1;
    for (const colour of ['Marine', 'Écru']) {
      for (const size of ['S', 'M', 'L', 'XL']) await grid.getByRole('spinbutton', { name: `${colour}, taille ${size}` }).fill(String(quantity++));
    }
    // A size that holds units asks before it goes; kept, nothing changes.
    await grid.getByRole('button', { name: 'Retirer la taille XL' }).click();
    const removal = page.getByRole('alertdialog', { name: 'Retirer la taille XL ?' });
    await removal.getByText('Elle compte 12 unités en stock').waitFor();
    await removal.getByRole('button', { name: 'GARDER' }).click();
    await removal.waitFor({ state: 'hidden' });
    expect(await grid.getByRole('columnheader').allInnerTexts()).toEqual(['Couleur', 'S ×', 'M ×', 'L ×', 'XL ×']);

    // Without a picture the product is refused like any missing field, and the focus goes to the picker.
    await main.getByRole('button', { name: 'Créer le produit' }).click();
    await main.getByText('Veuillez remplir tous les champs requis.').waitFor();
    const pictures = main.getByRole('region', { name: 'Images' });
    await pictures.getByText('Ajoutez au moins une image du produit.').waitFor();
    expect(await isFocused(pictures.getByLabel('Ajouter des images'))).toBe(true);

    // Three pictures: the navy front and back, the ecru front; each colour as the grid names it.
    await pictures.getByLabel('Ajouter des images').setInputFiles([
      { name: 'marine-face.jpg', mimeType: 'image/jpeg', buffer: await plainPicture('jpeg', 900, '#1f2a44') },
      { name: 'marine-dos.jpg', mimeType: 'image/jpeg', buffer: await plainPicture('jpeg', 900, '#33415f') },
      { name: 'ecru-face.jpg', mimeType: 'image/jpeg', buffer: await plainPicture('jpeg', 900, '#f3ecdc') },
    ]);
    await expect.poll(() => listedPictures(page).then((sources) => sources.length)).toBe(3);
    expect(await pictures.getByText('Ajoutez au moins une image du produit.').count()).toBe(0);
    const [navyFront, navyBack, ecruFront] = (await listedPictures(page)).map((src) => src.split('/').pop()!);
    expect(await pictures.getByLabel('Couleur de l’image 1').locator('option').allInnerTexts()).toEqual(['Toutes les couleurs', 'Marine', 'Écru']);
    await pictures.getByLabel('Couleur de l’image 1').selectOption({ label: 'Marine' });
    await pictures.getByLabel('Couleur de l’image 2').selectOption({ label: 'Marine' });
    await pictures.getByLabel('Couleur de l’image 3').selectOption({ label: 'Écru' });
    // The first picture is the card picture until another is chosen.
    expect(await pictures.getByRole('radio', { name: 'Image de la carte — Image 1' }).isChecked()).toBe(true);
    await expectNoSeriousA11yViolations(page);

    await main.getByRole('button', { name: 'Créer le produit' }).click();
    await page.waitForURL((url) => url.pathname === '/back/gestion-des-produits' && url.searchParams.get('q') === 'TS-E2E-001');
    await page.getByText('Produit « Marinière Journée » créé.', { exact: false }).waitFor();
    const row = page.getByRole('row', { name: /TS-E2E-001/ });
    await row.getByText('36 unités').waitFor();
    // Navy S, M and L hold 1, 2 and 3 units: three variants low on stock.
    await row.getByText('3 variantes en stock faible').waitFor();
    expect(await row.locator('img').getAttribute('src')).toBe(`/images/w400/${navyFront}`);
    const toggle = row.getByRole('switch', { name: 'En ligne : Marinière Journée' });
    expect(await toggle.getAttribute('aria-checked')).toBe('false');
    expect(await visitorSees('/t-shirts', 'Marinière Journée')).toBe(false);

    // Published from the keyboard, after the spec's confirmation.
    await toggle.focus();
    await page.keyboard.press('Space');
    await confirmWithKeyboard(page, 'Confirmez-vous cette action ?');
    await page.getByText('« Marinière Journée » est en ligne.').waitFor();
    await expect.poll(() => toggle.getAttribute('aria-checked')).toBe('true');
    await expectNoSeriousA11yViolations(page);

    // A visitor finds it among the T-shirts and in its collection, from the menus.
    const visitor = await shop.open('/', desktop);
    await acceptInfoPopup(visitor);
    await openFromMenu(visitor, 'Produits', 'T-shirts');
    await visitor
      .getByRole('main')
      .getByRole('link', { name: /Marinière Journée/ })
      .first()
      .waitFor();
    await openFromMenu(visitor, 'Collections', 'Bretonne');
    await visitor
      .getByRole('main')
      .getByRole('link', { name: /Marinière Journée/ })
      .first()
      .click();
    await visitor.waitForURL((url) => url.pathname.startsWith('/produit/'));
    await waitForHydration(visitor);
    const productId = Number(new URL(visitor.url()).pathname.split('/').pop());

    // The page opens on the card picture's colour, navy, with navy's two pictures; ecru shows ecru's alone.
    const shown = visitor.locator('img.gallery__main');
    const thumbs = () => visitor.locator('.gallery__thumbs img').evaluateAll((images) => images.map((image) => image.getAttribute('src')));
    await expect.poll(() => shown.getAttribute('src')).toBe(`/images/w800/${navyFront}`);
    expect(await thumbs()).toEqual([`/images/w400/${navyFront}`, `/images/w400/${navyBack}`]);
    await visitor.locator('label.swatch', { hasText: 'Écru' }).click();
    await expect.poll(() => shown.getAttribute('src')).toBe(`/images/w800/${ecruFront}`);
    expect(await visitor.locator('.gallery__thumbs').count()).toBe(0);
    await visitor.locator('label.swatch', { hasText: 'Marine' }).click();
    await expect.poll(() => shown.getAttribute('src')).toBe(`/images/w800/${navyFront}`);

    // And buys it as a guest, paying with the test provider's card.
    await addToCart(visitor, await variantOf(shop.baseUrl, productId));
    await answerThroughApi(visitor);
    await visitor.goto('/checkout/payment');
    await waitForHydration(visitor);
    await payWith(visitor, '4242 4242 4242 4242');
    await visitor.waitForURL((url) => url.pathname === '/confirmation-de-paiement');
    await visitor.getByRole('heading', { level: 1, name: 'Merci pour votre commande' }).waitFor();
    expectNoPageProblems(visitor);
    await visitor.context().close();
    // The list counts the unit sold.
    await page.reload();
    await waitForHydration(page);
    await row.getByText('35 unités').waitFor();

    // Withdrawn: the visitor's next load lists it neither in its category nor in its collection.
    await toggle.click();
    await page.getByRole('alertdialog', { name: 'Confirmez-vous cette action ?' }).getByRole('button', { name: 'CONFIRMER' }).click();
    await page.getByText('« Marinière Journée » est retiré de la boutique.').waitFor();
    const collection = await collectionPath('Bretonne');
    for (const path of ['/t-shirts', collection]) expect(await visitorSees(path, 'Marinière Journée'), path).toBe(false);
    expectNoPageProblems(page);
  });

  it('a collaborator opens the product list, searches it by price, sorts it by stock, and opens a product', async () => {
    const page = await staffOnProducts(DEMO_COLLABORATOR);
    const main = page.getByRole('main');
    const table = main.getByRole('table', { name: 'Produits' });
    await table.waitFor();
    const price = await table.getByRole('row').nth(1).getByRole('cell').nth(2).innerText();
    const filters = main.getByRole('form', { name: 'Rechercher et trier les produits' });
    // The price as staff type it: "29,90", without the euro sign.
    await filters.getByRole('searchbox', { name: 'Rechercher (référence, nom ou prix)' }).fill(price.replace(/[^\d,]/g, ''));
    await filters.getByRole('combobox', { name: 'Trier par' }).selectOption({ label: 'Stock' });
    await filters.getByRole('combobox', { name: 'Ordre' }).selectOption({ label: 'Croissant' });
    // The filters apply as they change.
    await page.waitForURL((url) => url.searchParams.get('sort') === 'stock' && url.searchParams.get('dir') === 'asc');
    await table.waitFor();
    const rows = table.getByRole('row');
    const prices = [];
    for (let n = 1; n < (await rows.count()); n++) prices.push(await rows.nth(n).getByRole('cell').nth(2).innerText());
    expect(prices.length).toBeGreaterThan(0);
    expect(new Set(prices)).toEqual(new Set([price]));
    await expectNoSeriousA11yViolations(page);

    const reference = await rows.nth(1).getByRole('rowheader').innerText();
    await rows
      .nth(1)
      .getByRole('link', { name: /^Modifier/ })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Modifier un produit' }).waitFor();
    expect(await page.getByRole('textbox', { name: 'Référence' }).inputValue()).toBe(reference);
    await page.getByRole('table', { name: 'Stock par couleur et par taille' }).waitFor();
    await expectNoSeriousA11yViolations(page);
    expectNoPageProblems(page);
  });

  it('two administrators edit the same product: the second is told someone saved it first, nothing of theirs is written, and reloads it', async () => {
    const first = await staffOnProducts(DEMO_ADMIN);
    // A product of this journey's own, so the demo's stay as other journeys expect them.
    const id = await first.evaluate(async () => {
      const options = (await (await fetch('/api/admin/catalogue-options')).json()) as {
        collections: { id: number }[];
        colors: { id: number }[];
        sizes: { id: number }[];
      };
      // Its picture, drawn here and uploaded as the form does.
      const canvas = document.createElement('canvas');
      canvas.width = canvas.height = 64;
      const blob = await new Promise<Blob>((resolve) => canvas.toBlob((drawn) => resolve(drawn!), 'image/png'));
      const files = new FormData();
      files.append('files', blob, 'conflit.png');
      const uploaded = (await (await fetch('/api/admin/product-pictures', { method: 'POST', body: files })).json()) as { pictures: { id: number }[] };
      const body = {
        category: 'tshirts',
        collectionId: options.collections[0]!.id,
        nameFr: 'Marinière Conflit',
        nameEn: 'Conflict Breton Top',
        reference: 'TS-E2E-CONFLIT',
        priceCents: 2990,
        weightGrams: 200,
        descriptionFr: 'Pour deux éditeurs.',
        descriptionEn: 'For two editors.',
        stock: [{ colorId: options.colors[0]!.id, sizeId: options.sizes[0]!.id, quantity: 4 }],
        pictures: [{ id: uploaded.pictures[0]!.id, colorId: null }],
      };
      const response = await fetch('/api/admin/products', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      return ((await response.json()) as { id: number }).id;
    });
    const second = await staffOnProducts(DEMO_ADMIN);
    for (const page of [first, second]) {
      await page.goto(`/back/modification/produit/${id}`);
      await waitForHydration(page);
      await page.getByRole('heading', { level: 1, name: 'Modifier un produit' }).waitFor();
    }

    await first.getByRole('textbox', { name: 'Prix TTC (€)', exact: true }).fill('24,90');
    await first.getByRole('button', { name: 'Enregistrer les modifications' }).click();
    await first.getByText('Modifications enregistrées.').waitFor();

    const name = second.getByRole('textbox', { name: 'Nom du produit', exact: true });
    await name.fill('Marinière Seconde');
    await second.getByRole('button', { name: 'Enregistrer les modifications' }).click();
    await second
      .getByRole('alert')
      .getByText(/Quelqu’un a enregistré ce produit depuis que vous l’avez ouvert/)
      .waitFor();
    // What the second editor typed is still on screen until they choose to reload.
    expect(await name.inputValue()).toBe('Marinière Seconde');
    await second.getByRole('button', { name: /^Recharger le produit/ }).click();
    await expect.poll(() => second.getByRole('textbox', { name: 'Prix TTC (€)', exact: true }).inputValue()).toBe('24,90');
    expect(await name.inputValue()).toBe('Marinière Conflit');
    expectNoPageProblems(first);
    expectNoPageProblems(second);
  });
});
